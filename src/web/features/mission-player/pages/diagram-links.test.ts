import { describe, expect, it } from "vitest";
import type { Diagram } from "../../../../core/content/schema";
import { WRITTEN_MISSIONS } from "../../../../core/content/written-missions";
import { linksBetween } from "./diagram-links";

const node = (id: string) => ({ id, label: id, art: `icon-${id}` });
const link = (from: string, to: string) => ({ from, to, label: [`${from} to ${to}`] });
const chain = (links: Diagram["links"]): Diagram => ({
  caption: "",
  nodes: [node("a"), node("b"), node("c")],
  links,
});

describe("placing a diagram's links in the gaps between its nodes", () => {
  it("puts each link in the gap between its two nodes, going along the chain first", () => {
    const [ab, ba, cb] = [link("a", "b"), link("b", "a"), link("c", "b")];
    expect(linksBetween(chain([ba, cb, ab]))).toEqual([[ab, ba], [cb]]);
  });

  it("leaves a gap empty when nothing flows across it", () => {
    expect(linksBetween(chain([link("b", "c")]))).toEqual([[], [link("b", "c")]]);
  });

  it("draws no link between nodes that are not side by side, or to a node not in the diagram", () => {
    expect(linksBetween(chain([link("a", "c"), link("a", "z")])).flat()).toEqual([]);
  });
});

it("draws every link of every written mission's diagrams", () => {
  const diagrams = WRITTEN_MISSIONS.flatMap((mission) =>
    mission.pages.flatMap((p) => (p.kind === "diagram" ? [p.diagram] : [])),
  );
  expect(diagrams.length).toBeGreaterThan(0);
  for (const diagram of diagrams)
    expect(linksBetween(diagram).flat()).toHaveLength(diagram.links.length);
});
