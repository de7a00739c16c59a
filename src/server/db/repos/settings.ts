import { DEFAULT_SETTINGS, type Settings, type SettingsPatch } from "../../../core/api/schemas";
import type { Db } from "../database";
import type { Insertable, Selectable } from "kysely";
import type { SettingsTable } from "../schema";

type Row = Selectable<SettingsTable>;

const bit = (on: boolean) => (on ? 1 : 0) as 0 | 1;

function toRow(s: SettingsPatch): Partial<Insertable<SettingsTable>> {
  return {
    ...(s.animation !== undefined && { animation: bit(s.animation) }),
    ...(s.teReo !== undefined && { te_reo: bit(s.teReo) }),
    ...(s.emailMessages !== undefined && { email_messages: bit(s.emailMessages) }),
    ...(s.sound !== undefined && { sound: bit(s.sound) }),
    ...(s.school !== undefined && { school: s.school }),
  };
}

function fromRow(
  row: Pick<Row, "animation" | "te_reo" | "email_messages" | "sound" | "school">,
): Settings {
  return {
    animation: row.animation === 1,
    teReo: row.te_reo === 1,
    emailMessages: row.email_messages === 1,
    sound: row.sound === 1,
    school: row.school,
  };
}

async function findSettings(db: Db, userId: string): Promise<Settings | undefined> {
  const row = await db.kysely
    .selectFrom("user_settings")
    .select(["animation", "te_reo", "email_messages", "sound", "school"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row && fromRow(row);
}

/** The student's settings, creating the default record on first use (spec: "Load account"). */
export async function loadSettings(db: Db, userId: string): Promise<Settings> {
  const found = await findSettings(db, userId);
  if (found) return found;
  await db.kysely
    .insertInto("user_settings")
    .values({ user_id: userId, ...toRow(DEFAULT_SETTINGS), updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  return (await findSettings(db, userId)) ?? DEFAULT_SETTINGS;
}

export async function updateSettings(
  db: Db,
  userId: string,
  patch: SettingsPatch,
): Promise<Settings> {
  await loadSettings(db, userId);
  await db.kysely
    .updateTable("user_settings")
    .set({ ...toRow(patch), updated_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .execute();
  return loadSettings(db, userId);
}
