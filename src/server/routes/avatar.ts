import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import sharp from "sharp";
import { unauthorized, type RequireUser } from "../auth/routes";
import type { SessionUser } from "../auth/session";
import type { Db } from "../db/database";
import { findAvatar, saveAvatar } from "../db/repos/users";
import { AppError } from "../http/errors";
import type { Route } from "../http/route";
import type { AppLimits, Limiter } from "../limits/limiter";
import { rateLimited } from "../limits/route-limits";

const MAX_BYTES = 5 * 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
const SIZE = 256;
const FORMATS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/webp": "webp",
};
const NOT_A_PHOTO = "Please choose a PNG, JPEG or WebP photo of up to 5 MB.";
/**
 * The app crops a photo to 512 × 512 before it sends it, so nothing larger than 4096 × 4096 is
 * a real upload: a bigger picture (a 49-megapixel PNG packs into 1.4 MB) is refused from its
 * header, before it is decoded.
 */
const MAX_SIDE = 4096;
const MAX_PIXELS = MAX_SIDE * MAX_SIDE;
const TOO_BIG = `That picture is too big. Please choose one of at most ${MAX_SIDE} × ${MAX_SIDE} pixels.`;

/** If-None-Match holds a list of tags, any of them weak (W/"…"), or "*". */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** Decodes the photo (checking it really is the format it claims) and re-encodes it small. */
async function toAvatar(dataUrl: string): Promise<Buffer> {
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  const format = match && FORMATS[match[1]!];
  if (!match || !format) throw new AppError(400, "bad_image", NOT_A_PHOTO);
  const bytes = Buffer.from(match[2]!, "base64");
  if (bytes.length > MAX_BYTES) throw new AppError(400, "bad_image", NOT_A_PHOTO);
  try {
    // The header alone tells the format and size; only a picture that passes is decoded.
    const { format: actual, width = 0, height = 0 } = await sharp(bytes).metadata();
    if (actual !== format) throw new AppError(400, "bad_image", NOT_A_PHOTO);
    if (width * height > MAX_PIXELS) throw new AppError(400, "bad_image", TOO_BIG);
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS });
    return await image
      .rotate()
      .resize(SIZE, SIZE, { fit: "cover" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, "bad_image", NOT_A_PHOTO);
  }
}

export function registerAvatarRoutes(
  app: FastifyInstance,
  route: Route,
  {
    db,
    requireUser,
    limiter,
    limits,
  }: {
    db: Db;
    requireUser: RequireUser;
    limiter: Limiter;
    limits: Pick<AppLimits, "avatarsPerHour">;
  },
): void {
  const users = new WeakMap<FastifyRequest, SessionUser>();
  route(
    "saveAvatar",
    {
      bodyLimit: 8 * 1024 * 1024,
      // Anything but a data URL of some length is not a photo.
      refusal: () => new AppError(400, "bad_image", NOT_A_PHOTO),
      // Before the body is read: a signed-out client, or an account past its uploads, cannot
      // make the server take in megabytes.
      onRequest: async (request, reply) => {
        const user = await requireUser(request, reply);
        const window = { windowMs: HOUR_MS, max: limits.avatarsPerHour };
        const hit = await limiter.hit(`avatar:${user.id}`, window);
        if (!hit.allowed) throw rateLimited(reply, hit, "That is a lot of new photos.");
        users.set(request, user);
      },
    },
    async (request, _reply, body) => {
      const user = users.get(request);
      if (!user) throw unauthorized();
      const webp = await toAvatar(body().dataUrl);
      const etag = createHash("sha256").update(webp).digest("hex").slice(0, 16);
      return { avatar: await saveAvatar(db, user.id, webp, etag) };
    },
  );

  app.get<{ Params: { uid: string }; Querystring: { v?: string } }>(
    "/api/avatars/:uid",
    async (request, reply) => {
      const avatar = await findAvatar(db, request.params.uid);
      if (!avatar) throw new AppError(404, "not_found", "No photo here.");
      const etag = `"${avatar.etag}"`;
      // Private: a student's photo is kept out of shared caches. The profile's URL names the
      // version (?v=etag), so it never changes and may be kept; any other URL is revalidated.
      const versioned = request.query.v === avatar.etag;
      reply
        .header(
          "cache-control",
          versioned ? "private, max-age=31536000, immutable" : "private, no-cache",
        )
        .header("etag", etag);
      if (matches(request.headers["if-none-match"], etag)) return reply.status(304).send();
      return reply.type("image/webp").send(Buffer.from(avatar.webp));
    },
  );
}
