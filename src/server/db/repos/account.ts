import { sql, type ColumnType } from "kysely";
import type { Db } from "../database";
import { deleteClass } from "./classes";

type Timestamp = ColumnType<Date | string, Date | string, Date | string>;

/** The columns of better-auth's tables that the export reads (never tokens or password hashes). */
type AuthTables = {
  session: {
    id: string;
    userId: string;
    createdAt: Timestamp;
    expiresAt: Timestamp;
    userAgent: string | null;
    ipAddress: string | null;
  };
  account: { id: string; userId: string; providerId: string; createdAt: Timestamp };
  verification: { id: string; identifier: string; value: string; createdAt: Timestamp };
};

/**
 * Every table with a row per student; each references user.id with ON DELETE CASCADE too. A
 * contact message is the student's when they sent it signed in, whatever address it gives.
 */
const OWN_TABLES = [
  "user_settings",
  "section_progress",
  "progress_summaries",
  "avatar",
  "contact_message",
  "class_members",
  "class_teachers",
  "first_try_answers",
] as const;

const iso = (value: Date | string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** Everything stored about one student, as rows of our tables, for the Privacy Act copy. */
export async function loadAccountData(db: Db, userId: string) {
  const k = db.kysely.withTables<AuthTables>();
  const [user, settings, avatar, accounts, sessions, messages, memberships] = await Promise.all([
    k
      .selectFrom("user")
      .select(["id", "name", "email", "emailVerified", "image", "createdAt", "updatedAt"])
      .where("id", "=", userId)
      .executeTakeFirst(),
    k
      .selectFrom("user_settings")
      .select(["animation", "te_reo", "email_messages", "sound", "school", "updated_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    k.selectFrom("avatar").select(["updated_at"]).where("user_id", "=", userId).executeTakeFirst(),
    k
      .selectFrom("account")
      .select(["providerId", "createdAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
    k
      .selectFrom("session")
      .select(["createdAt", "expiresAt", "userAgent", "ipAddress"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
    k
      .selectFrom("contact_message")
      .select(["name", "email", "message", "responded", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    k
      .selectFrom("class_members as m")
      .innerJoin("classes as c", "c.id", "m.class_id")
      .innerJoin("user as o", "o.id", "c.owner_id")
      .select(["c.name", "o.name as owner_name", "m.joined_at", "m.consent_version"])
      .where("m.user_id", "=", userId)
      .orderBy("m.joined_at")
      .execute(),
  ]);
  if (!user) return undefined;
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: Boolean(user.emailVerified),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    settings: settings && {
      animation: settings.animation === 1,
      teReo: settings.te_reo === 1,
      emailMessages: settings.email_messages === 1,
      sound: settings.sound === 1,
      school: settings.school,
      updatedAt: iso(settings.updated_at),
    },
    avatar: avatar ? { url: user.image, updatedAt: iso(avatar.updated_at) } : null,
    signInMethods: accounts.map((a) => ({ provider: a.providerId, createdAt: iso(a.createdAt) })),
    contactMessages: messages.map((m) => ({
      name: m.name,
      email: m.email,
      message: m.message,
      responded: m.responded === 1,
      sentAt: iso(m.created_at),
    })),
    classes: memberships.map((m) => ({
      name: m.name,
      ownerName: m.owner_name,
      joinedAt: iso(m.joined_at),
      consentVersion: m.consent_version,
    })),
    sessions: sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
    })),
  };
}

/**
 * Deletes every row of the student: the classes they own, their memberships and first answers,
 * settings, progress, avatar, sessions, sign-in accounts, any
 * password-reset link still waiting (its value is the user id), the contact messages they sent
 * signed in, then the user. The foreign keys
 * cascade as well; deleting each table by name keeps this true even where they were not enforced.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  // The classes they own go first, with their members' first answers where it was their last.
  const owned = await db.kysely
    .selectFrom("classes")
    .select("id")
    .where("owner_id", "=", userId)
    .execute();
  for (const { id } of owned) await deleteClass(db, id);
  await db.kysely
    .withTables<AuthTables>()
    .transaction()
    .execute(async (trx) => {
      for (const table of OWN_TABLES) {
        await trx.deleteFrom(table).where("user_id", "=", userId).execute();
      }
      await trx.deleteFrom("session").where("userId", "=", userId).execute();
      await trx.deleteFrom("account").where("userId", "=", userId).execute();
      await trx
        .deleteFrom("verification")
        .where("identifier", "like", "reset-password:%")
        .where("value", "=", userId)
        .execute();
      await trx.deleteFrom("user").where("id", "=", userId).execute();
    });
  // The write-ahead log still holds the pages as they were before: fold it into the (zeroed)
  // database file and empty it.
  if (db.kind === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db.kysely);
}
