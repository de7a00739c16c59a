import type { Kysely, Migration } from "kysely";

/**
 * A contact message belongs to the account that sent it, signed in (issue 22.6): it was found by
 * its email address, so whoever later registered an address a visitor had typed saw that
 * visitor's messages in their data export, and deleted them with their account. Messages stored
 * before this are linked to no account (docs/decisions/0033).
 */
export const contactSender: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .alterTable("contact_message")
      .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("cascade"))
      .execute();
    await db.schema
      .createIndex("contact_message_user_id")
      .on("contact_message")
      .column("user_id")
      .execute();
  },
};
