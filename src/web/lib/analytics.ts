import type { RequestOf } from "../../core/api/contract";
import { ENDPOINTS } from "../../core/api/endpoints";
import type { AnalyticsEvent } from "../../core/api/schemas";

/** Events wait this long to travel together (spec section 7's events, to our own server). */
const BATCH_MS = 2000;
const MAX = 20; // the API's batch limit

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, MAX);
    // keepalive lets the last batch leave as the page closes. Losing an event costs nothing.
    const { method, path } = ENDPOINTS.events;
    void fetch(path, {
      method,
      credentials: "same-origin",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ events } satisfies RequestOf<"events">),
    }).catch(() => undefined);
  }
}

/** Records what happened in a mission (never who): modal open, quiz init, answer, dismiss. */
export function track(event: AnalyticsEvent): void {
  queue.push(event);
  if (queue.length >= MAX) flush();
  else timer ??= setTimeout(flush, BATCH_MS);
}

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", flush);
}
