import { CONTRACT } from "../../src/core/api/contract";
import { ENDPOINTS, type EndpointName } from "../../src/core/api/endpoints";

const names = Object.keys(ENDPOINTS).filter((name): name is EndpointName => name in ENDPOINTS);

/**
 * Checks a 2xx answer of a contract endpoint against its schema, so every server test that
 * calls an endpoint also catches a drift in its shape, better-auth's included (the app's own
 * routes check theirs too, but better-auth's answers pass no route of ours).
 */
export function checkAnswer(method: string, url: URL, status: number, json: unknown): void {
  if (status < 200 || status > 299) return;
  const name = names.find(
    (n) => ENDPOINTS[n].method === method && ENDPOINTS[n].path === url.pathname,
  );
  if (!name) return;
  const result = CONTRACT[name].response.safeParse(json);
  if (!result.success) {
    throw new Error(`The answer of ${name} does not match the contract: ${result.error.message}`);
  }
}
