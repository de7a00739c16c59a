import type { ColumnType } from "kysely";
import { prepareQuery, type Db } from "../database";

type Timestamp = ColumnType<Date | string, Date | string, Date | string>;

/** The columns of better-auth's session table that the session check reads. */
type AuthTables = {
  session: { token: string; userId: string; createdAt: Timestamp; expiresAt: Timestamp };
};

export type SessionUserRow = {
  createdAt: Date;
  expiresAt: Date;
  id: string;
  name: string;
  email: string;
  image: string | null;
};

const sessionUser = prepareQuery((db, { token }: { token: string }) =>
  db.kysely
    .withTables<AuthTables>()
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .select([
      "session.createdAt",
      "session.expiresAt",
      "user.id",
      "user.name",
      "user.email",
      "user.image",
    ])
    .where("session.token", "=", token),
);

/**
 * The session with this token and its user, in one query (better-auth's own lookup makes two).
 * Dates come back as ISO strings from SQLite and as Date from PostgreSQL.
 */
export async function findSessionUser(db: Db, token: string): Promise<SessionUserRow | undefined> {
  const [row] = await sessionUser(db, { token });
  return row && { ...row, createdAt: new Date(row.createdAt), expiresAt: new Date(row.expiresAt) };
}
