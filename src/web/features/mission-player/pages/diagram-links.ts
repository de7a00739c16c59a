import type { Diagram } from "../../../../core/content/schema";

export type DiagramLink = Diagram["links"][number];

/**
 * The links drawn in each gap between a node and the next (a diagram is a chain in its nodes'
 * order): those going along the chain first, then those coming back, so each direction keeps
 * its own side of the gap and two opposite arrows never lie on top of each other. A link
 * between nodes that are not side by side has no gap to go in (the content test refuses it).
 */
export function linksBetween({ nodes, links }: Diagram): DiagramLink[][] {
  const at = (id: string) => nodes.findIndex((n) => n.id === id);
  return nodes
    .slice(1)
    .map((_, gap) => [
      ...links.filter((l) => at(l.from) === gap && at(l.to) === gap + 1),
      ...links.filter((l) => at(l.from) === gap + 1 && at(l.to) === gap),
    ]);
}
