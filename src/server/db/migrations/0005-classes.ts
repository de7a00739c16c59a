import { sql, type Migration } from "kysely";
import type { DbKind } from "../database";

/**
 * Classes for teachers (issue 24, docs/decisions/0048): a class with its owner, co-teachers,
 * members (with the consent text's version each agreed to), co-teacher invites (only a hash of
 * each link's token), and each member's first answer to each quiz question. Every row goes with
 * its account. section_progress learns when it last grew, for "needs help" (decision 0047);
 * rows from before have no date.
 */
export function classes(kind: DbKind): Migration {
  const date = kind === "postgres" ? "timestamptz" : "date";
  const now = kind === "postgres" ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return {
    up: async (db) => {
      const userRef = "user.id";
      await db.schema
        .createTable("classes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("owner_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("join_code", "text", (c) => c.notNull().unique())
        .addColumn("joining_open", "integer", (c) =>
          c.notNull().modifyEnd(sql`check (joining_open in (0, 1)) default 1`),
        )
        .addColumn("archived_at", date)
        .addColumn("created_at", date, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("classes_owner_id").on("classes").column("owner_id").execute();
      await db.schema
        .createTable("class_teachers")
        .addColumn("class_id", "text", (c) =>
          c.notNull().references("classes.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
        .addColumn("added_at", date, (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint("class_teachers_pk", ["class_id", "user_id"])
        .execute();
      await db.schema
        .createIndex("class_teachers_user_id")
        .on("class_teachers")
        .column("user_id")
        .execute();
      await db.schema
        .createTable("class_members")
        .addColumn("class_id", "text", (c) =>
          c.notNull().references("classes.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
        .addColumn("consent_version", "integer", (c) => c.notNull())
        .addColumn("joined_at", date, (c) => c.notNull())
        .addPrimaryKeyConstraint("class_members_pk", ["class_id", "user_id"])
        .execute();
      await db.schema
        .createIndex("class_members_user_id")
        .on("class_members")
        .column("user_id")
        .execute();
      await db.schema
        .createTable("class_invites")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("class_id", "text", (c) =>
          c.notNull().references("classes.id").onDelete("cascade"),
        )
        .addColumn("expires_at", date, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("class_invites_class_id")
        .on("class_invites")
        .column("class_id")
        .execute();
      await db.schema
        .createTable("first_try_answers")
        .addColumn("user_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
        .addColumn("question_id", "text", (c) => c.notNull())
        .addColumn("option_index", "integer", (c) => c.notNull())
        .addColumn("answered_at", date, (c) => c.notNull())
        .addPrimaryKeyConstraint("first_try_answers_pk", ["user_id", "question_id"])
        .execute();
      await db.schema.alterTable("section_progress").addColumn("updated_at", date).execute();
    },
  };
}
