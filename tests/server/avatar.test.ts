import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, signedIn } from "./api-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const MAX_BYTES = 5 * 1024 * 1024;

type Format = "png" | "jpeg" | "webp" | "gif";

/** A real photo-sized image in the given format, one solid colour. */
function image(format: Format, background = "#2266cc", width = 600, height = 400) {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of random pixels (so it does not compress), padded after its end to exactly `bytes`. */
async function pngOfSize(bytes: number): Promise<Buffer> {
  const side = 1290; // about 4.8 MB of pixels, stored uncompressed
  const png = await sharp(randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (png.length > bytes) throw new Error(`The noise PNG is already ${png.length} bytes`);
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;

/** Fetches an avatar URL as raw bytes (the harness client reads bodies as text). */
async function fetchAvatar(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(url, app.url), { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe.each(DATABASES)("avatars on %s", (kind) => {
  let app: TestApp;
  let client: Client;
  let uid: string;
  beforeAll(async () => {
    // One account uploads every photo here; the hourly limit has its own app below.
    app = await startApp(kind, { appLimits: { avatarsPerHour: 1000 } });
    ({ client, uid } = await signedIn(app, "Photo Student"));
  });
  afterAll(() => app.close());

  const currentAvatar = async () => (await client.get("/api/me")).json.user.avatar;

  it("answers 401 JSON when signed out", async () => {
    const body = { dataUrl: dataUrl("image/png", await image("png")) };
    expectError(await new Client(app.url).put("/api/me/avatar", body), 401, "unauthorized");
  });

  it("answers 401, not 413, to a signed-out upload over the size limit: the body is never read", async () => {
    const body = { dataUrl: `data:image/png;base64,${"A".repeat(9 * 1024 * 1024)}` };
    expectError(await new Client(app.url).put("/api/me/avatar", body), 401, "unauthorized");
  });

  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
  ] as const)(
    "stores a 600×400 %s as a 256×256 WebP and sets it as the profile photo",
    async (format, type) => {
      const answer = await client.put("/api/me/avatar", {
        dataUrl: dataUrl(type, await image(format)),
      });
      expect(answer.status, answer.text).toBe(200);
      expect(Object.keys(answer.json)).toEqual(["avatar"]);
      expect(answer.json.avatar).toMatch(new RegExp(`^/api/avatars/${uid}\\b`));
      expect(await currentAvatar()).toBe(answer.json.avatar);

      const { response, bytes } = await fetchAvatar(app, answer.json.avatar);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: "webp",
        width: 256,
        height: 256,
      });
    },
  );

  it("serves the photo with caching headers and answers 304 to its etag", async () => {
    const { json } = await client.put("/api/me/avatar", {
      dataUrl: dataUrl("image/png", await image("png", "#aa3311")),
    });
    const { response } = await fetchAvatar(app, json.avatar);
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await fetchAvatar(app, json.avatar, { "if-none-match": etag! });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.response.headers.get("etag")).toBe(etag);

    const weak = await fetchAvatar(app, json.avatar, { "if-none-match": `"other", W/${etag}` });
    expect(weak.response.status).toBe(304);

    const stale = await fetchAvatar(app, json.avatar, { "if-none-match": '"not-this-one"' });
    expect(stale.response.status).toBe(200);
    expect(stale.bytes.length).toBeGreaterThan(0);
  });

  it("replaces the photo: a new URL that serves the new picture", async () => {
    const red = await client.put("/api/me/avatar", {
      dataUrl: dataUrl("image/png", await image("png", "#ff0000")),
    });
    const blue = await client.put("/api/me/avatar", {
      dataUrl: dataUrl("image/png", await image("png", "#0000ff")),
    });
    expect(blue.json.avatar).not.toBe(red.json.avatar);
    expect(await currentAvatar()).toBe(blue.json.avatar);
    const { bytes } = await fetchAvatar(app, blue.json.avatar);
    const [r, , b] = (await sharp(bytes).stats()).channels;
    expect(b!.mean).toBeGreaterThan(200);
    expect(r!.mean).toBeLessThan(50);
  });

  it("keeps the unversioned URL of a photo out of long-lived caches", async () => {
    const { json } = await client.put("/api/me/avatar", {
      dataUrl: dataUrl("image/jpeg", await image("jpeg")),
    });
    const { response } = await fetchAvatar(app, `/api/avatars/${uid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).not.toMatch(/immutable/);
    const versioned = await fetchAvatar(app, json.avatar);
    expect(versioned.response.headers.get("cache-control")).toMatch(/immutable/);
  });

  it("accepts a PNG of exactly 5 MB", async () => {
    const answer = await client.put("/api/me/avatar", {
      dataUrl: dataUrl("image/png", await pngOfSize(MAX_BYTES)),
    });
    expect(answer.status, answer.text).toBe(200);
  });

  describe("rejected photos", () => {
    const photoMessage = /PNG, JPEG or WebP/;

    it.each([
      ["a GIF", async () => dataUrl("image/gif", await image("gif"))],
      ["GIF bytes labelled image/png", async () => dataUrl("image/png", await image("gif"))],
      ["PNG bytes labelled image/jpeg", async () => dataUrl("image/jpeg", await image("png"))],
      ["JPEG bytes labelled image/webp", async () => dataUrl("image/webp", await image("jpeg"))],
      ["random bytes labelled image/png", async () => dataUrl("image/png", randomBytes(4096))],
      ["an SVG", async () => dataUrl("image/svg+xml", Buffer.from("<svg/>"))],
      ["a data URL that is not base64", async () => "data:image/png,not-base64"],
      ["an empty data URL", async () => "data:image/png;base64,"],
      ["a web address instead of a data URL", async () => "https://example.com/me.png"],
      [
        "a PNG one byte over 5 MB",
        async () => dataUrl("image/png", await pngOfSize(MAX_BYTES + 1)),
      ],
      ["a PNG of 5.2 MB", async () => dataUrl("image/png", await pngOfSize(MAX_BYTES + 200_000))],
    ])("answers 400 with a message for %s and keeps the photo", async (_, make) => {
      const before = await currentAvatar();
      const answer = await client.put("/api/me/avatar", { dataUrl: await make() });
      expectError(answer, 400, "bad_image");
      expect(answer.json.error.message).toMatch(photoMessage);
      expect(await currentAvatar()).toBe(before);
    });

    it.each([
      ["no dataUrl", {}],
      ["a dataUrl that is a number", { dataUrl: 42 }],
    ])("answers 400 for %s", async (_, body) => {
      expectError(await client.put("/api/me/avatar", body), 400);
    });

    it("answers 413 JSON, not 500, for a body over the 8 MB limit", async () => {
      const before = await currentAvatar();
      const answer = await client.put("/api/me/avatar", {
        dataUrl: `data:image/png;base64,${"A".repeat(8.5 * 1024 * 1024)}`,
      });
      expectError(answer, 413, "too_large");
      expect(await currentAvatar()).toBe(before);
    });
  });

  it("refuses a 49-megapixel PNG of a few kB from its header, keeping the old photo", async () => {
    const before = await currentAvatar();
    const huge = await image("png", "#2266cc", 7000, 7000);
    expect(huge.length).toBeLessThan(MAX_BYTES);
    const answer = await client.put("/api/me/avatar", { dataUrl: dataUrl("image/png", huge) });
    expectError(answer, 400, "bad_image");
    expect(answer.json.error.message).toMatch(/4096 × 4096 pixels/);
    expect(await currentAvatar()).toBe(before);
  });

  it("answers 404 JSON for the avatar of an unknown user", async () => {
    expectError(await new Client(app.url).get("/api/avatars/no-such-user"), 404, "not_found");
  });

  it("answers 404 JSON for the avatar of a user who has no photo", async () => {
    const other = await signedIn(app, "No Photo");
    expectError(await other.client.get(`/api/avatars/${other.uid}`), 404, "not_found");
  });
});

describe.each(DATABASES)("photo uploads per account on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, { appLimits: { avatarsPerHour: 2 } });
  });
  afterAll(() => app.close());

  it("answers 429 with Retry-After to an account's upload past the hourly limit, keeping its photo, while another account uploads", async () => {
    const photo = { dataUrl: dataUrl("image/png", await image("png")) };
    const { client } = await signedIn(app, "Busy Uploader");
    expect((await client.put("/api/me/avatar", photo)).status).toBe(200);
    const kept = (await client.put("/api/me/avatar", photo)).json.avatar;
    const third = await client.put("/api/me/avatar", photo);
    expectError(third, 429, "rate_limited");
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await client.get("/api/me")).json.user.avatar).toBe(kept);

    const other = await signedIn(app, "Other Uploader");
    expect((await other.client.put("/api/me/avatar", photo)).status).toBe(200);
  });
});
