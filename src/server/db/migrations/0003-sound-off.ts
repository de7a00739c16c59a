import { sql, type Migration } from "kysely";

/**
 * Sound is off unless a student turns it on (issue 9; docs/decisions/0018). Until now the
 * setting made no sound at all, so an account's "on" was only the old default: every account
 * starts with sound off. New records take their values from DEFAULT_SETTINGS.
 */
export const soundOff: Migration = {
  up: async (db) => {
    await sql`update user_settings set sound = 0`.execute(db);
  },
};
