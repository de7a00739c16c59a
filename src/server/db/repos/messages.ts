import type { AnalyticsEvent, ContactRequest } from "../../../core/api/schemas";
import type { Db } from "../database";

/** A message from the Contact page, linked to the account it was sent from (null: a visitor). */
export async function saveContactMessage(
  db: Db,
  message: ContactRequest,
  userId: string | null,
): Promise<void> {
  await db.kysely
    .insertInto("contact_message")
    .values({ ...message, user_id: userId, responded: 0, created_at: new Date().toISOString() })
    .execute();
}

function target(event: AnalyticsEvent): string {
  return event.type === "modal_open" ? event.modal : event.quiz;
}

export async function saveEvents(db: Db, events: AnalyticsEvent[]): Promise<void> {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto("analytics_event")
    .values(
      events.map((e) => ({
        type: e.type,
        mission: e.mission,
        target: target(e),
        correct: e.type === "quiz_answer" ? (e.correct ? 1 : 0) : null,
        created_at: now,
      })),
    )
    .execute();
}
