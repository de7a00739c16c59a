import { CATALOGUE, TOPIC_ROWS } from "./catalogue";

/** The five topics of the route table, each with its missions in order, from the catalogue. */
export const TOPICS = TOPIC_ROWS.map((topic) => ({
  ...topic,
  missions: CATALOGUE.filter((m) => m.topic === topic.slug).map(({ slug, uid }) => ({ slug, uid })),
}));

export type Topic = (typeof TOPICS)[number];
