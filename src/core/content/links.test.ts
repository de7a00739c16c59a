import { describe, expect, it } from "vitest";
import { LINKS, OFFICIAL_HOSTS } from "./links";

describe("official links", () => {
  it.each(Object.entries(LINKS))("leads %s to an official site over https", (_key, link) => {
    const url = new URL(link.href);
    expect(url.protocol).toBe("https:");
    expect(OFFICIAL_HOSTS).toContain(url.host);
    expect(link.site.trim()).not.toBe("");
  });
});
