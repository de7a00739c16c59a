import { sql, type Kysely, type Migration } from "kysely";
import type { DbKind } from "../database";

/** Column types that differ between the two databases. */
function types(kind: DbKind) {
  const pg = kind === "postgres";
  return {
    bool: pg ? "boolean" : "integer",
    date: pg ? "timestamptz" : "date",
    bigint: pg ? "bigint" : "integer",
    blob: pg ? "bytea" : "blob",
  } as const;
}

/** The tables better-auth needs, with its own (camelCase) names. */
async function authTables(db: Kysely<unknown>, kind: DbKind) {
  const t = types(kind);
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", t.bool, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", t.date, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", t.date)
    .addColumn("refreshTokenExpiresAt", t.date)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", t.date, (c) => c.notNull())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();
  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", t.bigint, (c) => c.notNull())
    .execute();
}

async function appTables(db: Kysely<unknown>, kind: DbKind) {
  const t = types(kind);
  const now = kind === "postgres" ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const flag = (name: string, byDefault: 0 | 1) =>
    sql.raw(`check (${name} in (0, 1)) default ${byDefault}`);
  await db.schema
    .createTable("user_settings")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("animation", "integer", (c) => c.notNull().modifyEnd(flag("animation", 1)))
    .addColumn("te_reo", "integer", (c) => c.notNull().modifyEnd(flag("te_reo", 0)))
    .addColumn("email_messages", "integer", (c) => c.notNull().modifyEnd(flag("email_messages", 0)))
    .addColumn("sound", "integer", (c) => c.notNull().modifyEnd(flag("sound", 1)))
    .addColumn("school", "integer")
    .addColumn("updated_at", t.date, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable("mission_progress")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("section_uid", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('page', 'tag')`))
    .addColumn("item", "text", (c) => c.notNull())
    .addColumn("created_at", t.date, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("mission_progress_pk", ["user_id", "section_uid", "kind", "item"])
    .execute();
  await db.schema
    .createTable("avatar")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("webp", t.blob, (c) => c.notNull())
    .addColumn("etag", "text", (c) => c.notNull())
    .addColumn("updated_at", t.date, (c) => c.notNull().defaultTo(now))
    .execute();
  const serial = (table: ReturnType<Kysely<unknown>["schema"]["createTable"]>) =>
    kind === "postgres"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
      : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await serial(db.schema.createTable("contact_message"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("responded", "integer", (c) => c.notNull().modifyEnd(flag("responded", 0)))
    .addColumn("created_at", t.date, (c) => c.notNull().defaultTo(now))
    .execute();
  await serial(db.schema.createTable("analytics_event"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("mission", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("correct", "integer")
    .addColumn("created_at", t.date, (c) => c.notNull().defaultTo(now))
    .execute();
}

export function initial(kind: DbKind): Migration {
  return {
    up: async (db) => {
      await authTables(db, kind);
      await appTables(db, kind);
    },
  };
}
