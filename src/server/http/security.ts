import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet from "helmet";
import type { Config } from "../config";
import { AppError } from "./errors";

/**
 * What a page of ours may load: only our own files (there are no third parties: fonts, pictures
 * and scripts are all served from here). Styles may be inline because React sets style
 * attributes (planet sizes, orbit angles); scripts never are. `data:` and `blob:` pictures are
 * the avatar cropper's preview of a photo that has not been uploaded yet, and `blob:` also the
 * sky's stars (ui/star-field.tsx), drawn in the browser.
 */
function contentSecurityPolicy(https: boolean) {
  return {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "worker-src": ["'self'"],
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      ...(https ? { "upgrade-insecure-requests": [] } : {}),
    },
  };
}

/** Features no page of ours uses, switched off for the page and anything it might embed. */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
].join(", ");

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The path a request reaches, as the router decided it: the matched route's pattern, or the
 * decoded path when none matched. The raw URL is not it: "/%61pi/me" reaches /api/me.
 */
function reachedPath(request: FastifyRequest): string {
  if (request.routeOptions.url !== undefined) return request.routeOptions.url;
  const raw = request.url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // a malformed escape reaches no route
  }
}

const isApi = (path: string) => path.startsWith("/api/");

/**
 * The origin the browser reached the server at: its Host, with the scheme it used (both as a
 * trusted proxy forwarded them, TRUST_PROXY). A school opens the app at the server's LAN
 * address or a name of its own, which PUBLIC_URL need not name.
 */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * A state-changing app request sent by another site's page: refused, whatever its cookies
 * (better-auth checks its own routes the same way). A browser names the page's origin in
 * `Origin` and, in current browsers, the relation in `Sec-Fetch-Site`; a request with neither
 * comes from no web page (a script or test of the owner's own) and carries no one's cookie by
 * accident. The page's origin may be the one the request was sent to (a page can only name its
 * own, and another site's page reaching us under its own name has none of our cookies), or one
 * the owner allowed (PUBLIC_URL, ALLOWED_ORIGINS).
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  const allowed = origin === requestOrigin(request) || allowedOrigins.includes(origin ?? "");
  if (origin !== undefined && !allowed) return true;
  const site = request.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/**
 * Security headers on every answer (docs/decisions/0020), `no-store` on API answers that set
 * no caching of their own (they are personal), and the cross-site check for the app routes.
 */
export async function registerSecurity(
  app: FastifyInstance,
  { publicUrl, allowedOrigins }: Pick<Config, "publicUrl" | "allowedOrigins">,
): Promise<void> {
  const https = new URL(publicUrl).protocol === "https:";
  // Helmet's middleware made once (@fastify/helmet made it again for every request, about 5% of
  // a progress save's CPU), setting its headers on each answer before anything else runs.
  const headers = helmet({
    contentSecurityPolicy: contentSecurityPolicy(https),
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", (request, reply, done) =>
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  app.addHook("onRequest", async (request) => {
    const path = reachedPath(request);
    const isAppRoute = isApi(path) && !path.startsWith("/api/auth/");
    if (isAppRoute && STATE_CHANGING.has(request.method) && isCrossSite(request, allowedOrigins)) {
      throw new AppError(403, "cross_site", "This request came from another site.");
    }
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (isApi(reachedPath(request)) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
  });
}
