import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { Client, startApp } from "./harness";

/** Where the data is hosted, for the privacy policy (docs/decisions/0054). */
describe("HOSTED_IN", () => {
  it("is told by /api/config in the operator's words when set", async () => {
    const app = await startApp("sqlite", { env: { HOSTED_IN: " Auckland, New Zealand " } });
    try {
      const res = await new Client(app.url).get("/api/config");
      expect(res.json).toEqual({ google: false, hostedIn: "Auckland, New Zealand" });
    } finally {
      await app.close();
    }
  });

  it("is left out of /api/config when not set, so the policy claims no place", async () => {
    const app = await startApp("sqlite");
    try {
      expect((await new Client(app.url).get("/api/config")).json).toEqual({ google: false });
    } finally {
      await app.close();
    }
  });

  it("refuses wording longer than 200 characters at start", () => {
    expect(() =>
      loadConfig({ DATA_DIR: "/tmp/rocket-hosted-in", HOSTED_IN: "x".repeat(201) }),
    ).toThrow(/HOSTED_IN/);
  });
});
