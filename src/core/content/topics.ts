import { CATALOGUE, TOPIC_ROWS } from "./catalogue";

/** The five topics of the route table, each with its missions in order, from the catalogue. */
export const TOPICS = TOPIC_ROWS.map((topic) => ({
  ...topic,
  missions: CATALOGUE.filter((m) => m.topic === topic.slug).map(({ slug, uid }) => ({ slug, uid })),
}));

export type Topic = (typeof TOPICS)[number];

/** The topic a mission belongs to. */
export function topicOf(uid: string): Topic | undefined {
  return TOPICS.find((t) => t.missions.some((m) => m.uid === uid));
}

/** The mission after this one on the journey (the next topic's first after a topic's last). */
export function missionAfter(uid: string): Topic["missions"][number] | undefined {
  const journey = TOPICS.flatMap((t) => t.missions);
  const at = journey.findIndex((m) => m.uid === uid);
  return at === -1 ? undefined : journey[at + 1];
}
