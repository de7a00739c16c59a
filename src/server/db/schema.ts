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
  /** When the row last grew; null for rows saved before classes (migration 0005). */
  updated_at: ColumnType<Date | string | null, Date | string | undefined, Date | string>;
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

export type ClassTable = {
  id: string;
  owner_id: string;
  name: string;
  join_code: string;
  joining_open: Generated<Flag>;
  archived_at: Timestamp | null;
  created_at: Timestamp;
};

export type ClassTeacherTable = {
  class_id: string;
  user_id: string;
  added_at: Timestamp;
};

export type ClassMemberTable = {
  class_id: string;
  user_id: string;
  consent_version: number;
  joined_at: Timestamp;
  /** First answers given while a member, per mission: `{"m7": [answered, right]}` as JSON text. */
  tallies: Generated<string>;
};

/** A co-teacher invite link: only a hash of its token is kept. */
export type ClassInviteTable = { token_hash: string; class_id: string; expires_at: Timestamp };

/** The option a student chose first on a quiz question, once per student and question. */
export type FirstTryAnswerTable = {
  user_id: string;
  question_id: string;
  option_index: number;
  answered_at: Timestamp;
};

/**
 * Per student, each started mission's distinct pages seen and when they last grew, as JSON text
 * (`{"m7": [3, "2026-11-27T04:00:00.000Z"]}`), kept by triggers on section_progress (0007).
 */
export type ProgressSummaryTable = { user_id: string; missions: string };

export type Database = {
  user: UserTable;
  user_settings: SettingsTable;
  section_progress: ProgressTable;
  avatar: AvatarTable;
  contact_message: ContactMessageTable;
  analytics_event: AnalyticsEventTable;
  classes: ClassTable;
  class_teachers: ClassTeacherTable;
  class_members: ClassMemberTable;
  class_invites: ClassInviteTable;
  first_try_answers: FirstTryAnswerTable;
  progress_summaries: ProgressSummaryTable;
};
