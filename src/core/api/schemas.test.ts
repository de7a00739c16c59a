import { describe, expect, it } from "vitest";
import { analyticsEvent, contactRequest, progressRequest, settingsPatch } from "./schemas";

describe("progress request", () => {
  it("accepts valid pages and tags of known sections", () => {
    const parsed = progressRequest.parse({
      sections: { m7: { pages: [0, 5], tags: ["everyday"] } },
    });
    expect(parsed.sections.m7).toEqual({ pages: [0, 5], tags: ["everyday"] });
  });

  it("fills in missing pages or tags as empty lists", () => {
    expect(progressRequest.parse({ sections: { m1: { tags: ["stock"] } } }).sections.m1).toEqual({
      pages: [],
      tags: ["stock"],
    });
  });

  it("rejects an unknown section uid with its name in the message", () => {
    const result = progressRequest.safeParse({ sections: { m4: { pages: [0] } } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Unknown mission section: m4");
  });

  it("rejects a page equal to the section total", () => {
    const result = progressRequest.safeParse({ sections: { m7: { pages: [6] } } });
    expect(result.error?.issues[0]?.message).toBe("Page 6 is outside mission m7 (0 to 5)");
  });

  it("rejects a negative or fractional page", () => {
    expect(progressRequest.safeParse({ sections: { m7: { pages: [-1] } } }).success).toBe(false);
    expect(progressRequest.safeParse({ sections: { m7: { pages: [1.5] } } }).success).toBe(false);
  });

  it("rejects a tag that is not a short kebab-case id", () => {
    expect(progressRequest.safeParse({ sections: { m7: { tags: ["<script>"] } } }).success).toBe(
      false,
    );
  });
});

describe("settings patch", () => {
  it("accepts a partial update", () => {
    expect(settingsPatch.parse({ teReo: true })).toEqual({ teReo: true });
  });

  it("accepts a listed Ministry of Education number and null as the school", () => {
    expect(settingsPatch.parse({ school: 1606 })).toEqual({ school: 1606 });
    expect(settingsPatch.parse({ school: null })).toEqual({ school: null });
  });

  it("rejects an unlisted school number", () => {
    expect(settingsPatch.safeParse({ school: 999999 }).success).toBe(false);
  });

  it("rejects an empty update and unknown keys", () => {
    expect(settingsPatch.safeParse({}).success).toBe(false);
    expect(settingsPatch.safeParse({ admin: true }).success).toBe(false);
  });
});

describe("contact request", () => {
  it("rejects a blank name with a readable message", () => {
    const result = contactRequest.safeParse({ name: "  ", email: "a@b.nz", message: "Kia ora" });
    expect(result.error?.issues[0]?.message).toBe("Please tell us your name");
  });
});

describe("analytics event", () => {
  it("requires correctness on a quiz answer", () => {
    expect(
      analyticsEvent.safeParse({ type: "quiz_answer", mission: "m7", quiz: "m7-q1" }).success,
    ).toBe(false);
    expect(
      analyticsEvent.safeParse({
        type: "quiz_answer",
        mission: "m7",
        quiz: "m7-q1",
        correct: false,
      }).success,
    ).toBe(true);
  });
});
