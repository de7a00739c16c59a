import type { ColumnType, Generated } from "kysely";

/**
 * Tables as Kysely sees them. The auth tables (user, session, account, verification, rateLimit)
 * belong to better-auth and keep its camelCase column names; ours are snake_case.
 * Timestamps are ISO strings in SQLite and timestamptz in PostgreSQL; booleans of our own
 * tables are stored as 0/1 integers so one type serves both databases.
 */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
type Flag = 0 | 1;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type SettingsTable = {
  user_id: string;
  animation: Generated<Flag>;
  te_reo: Generated<Flag>;
  email_messages: Generated<Flag>;
  sound: Generated<Flag>;
  school: number | null;
  updated_at: Timestamp;
};

/** A student's progress in one section: JSON arrays of visited page numbers and opened tags. */
export type ProgressTable = {
  user_id: string;
  section_uid: string;
  pages: string;
  tags: string;
};

export type AvatarTable = {
  user_id: string;
  webp: ColumnType<Buffer, Buffer, Buffer>;
  etag: string;
  updated_at: Timestamp;
};

export type ContactMessageTable = {
  id: Generated<number>;
  /** The account that sent it signed in; null for a visitor's. */
  user_id: string | null;
  name: string;
  email: string;
  message: string;
  responded: Flag;
  created_at: Timestamp;
};

export type AnalyticsEventTable = {
  id: Generated<number>;
  type: string;
  mission: string;
  target: string;
  correct: Flag | null;
  created_at: Timestamp;
};

export type Database = {
  user: UserTable;
  user_settings: SettingsTable;
  section_progress: ProgressTable;
  avatar: AvatarTable;
  contact_message: ContactMessageTable;
  analytics_event: AnalyticsEventTable;
};
