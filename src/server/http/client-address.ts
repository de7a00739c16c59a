import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";
import type { Config } from "../config";

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify ignores a bare number (it cannot tell a proxy
 * from a client that writes X-Forwarded-For itself), so a number of hops is given as the
 * function it stands for: the connection and the entries the first N-1 proxies added are
 * trusted, and the next entry from the right is the client. That holds only when nothing but
 * the proxies can reach the server (docs/deploy.md); a list of the proxies' addresses holds
 * everywhere.
 */
export function trustedProxies(trust: Config["trustProxy"]) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * The client's address for rate limits: the one Fastify trusts (TRUST_PROXY), if it is an IP
 * address at all. A trusted proxy passes on whatever the client wrote before its own entry, so
 * anything else ("unknown", a name, a made-up token per request) is not a client address, and
 * the connection's own address (the proxy's) is counted instead.
 */
export function clientAddress(request: FastifyRequest): string {
  if (isIP(request.ip) !== 0) return request.ip;
  return request.socket.remoteAddress ?? "unknown";
}
