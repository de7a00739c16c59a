import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  inputsHref,
  parseInputs,
  type ToolInputs,
  type ToolKind,
} from "../../../core/tools/inputs";

/** How long typing pauses before the address is brought up to date. */
const URL_PAUSE_MS = 400;

/**
 * A calculator's inputs, read from the URL when the page opens and written back to it, so a
 * result can be shared, bookmarked, reloaded and reached again with the back button. The entry
 * is replaced (typing adds no history entries) once typing pauses, or at once when focus leaves
 * the form or the page is hidden: rewriting the address re-renders the whole app (the router
 * listens to it), which a phone should not do on every key. `flush` is for the form's focusout.
 * `search` is the query the page opened with (see useOpenedSearch).
 */
export function useToolInputs<K extends ToolKind>(kind: K, search: string) {
  const [inputs, setInputs] = useState(() => parseInputs(kind, search));
  // The address the page opened at stays as it was until the student changes something.
  const [opened] = useState(inputs);
  const pending = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (inputs === opened) return;
    const path = window.location.pathname;
    const write = () => {
      pending.current = () => undefined;
      const href = inputsHref(kind, inputs);
      // Only while this calculator is still the page shown.
      if (window.location.pathname !== path) return;
      if (href !== path + window.location.search) {
        window.history.replaceState(window.history.state, "", href);
      }
    };
    const timer = window.setTimeout(write, URL_PAUSE_MS);
    pending.current = () => {
      window.clearTimeout(timer);
      write();
    };
    return () => window.clearTimeout(timer);
  }, [kind, inputs, opened]);
  // Listened for once, not again on every key: a window listener added and removed costs a
  // typed key a tenth of a millisecond or so (docs/performance-log.md, 2026-11-27).
  useEffect(() => {
    const hidden = () => pending.current();
    addEventListener("pagehide", hidden);
    return () => removeEventListener("pagehide", hidden);
  }, []);
  const set = useCallback(
    (patch: Partial<ToolInputs[K]>) => setInputs((previous) => ({ ...previous, ...patch })),
    [],
  );
  const flush = useCallback(() => pending.current(), []);
  return [inputs, set, flush] as const;
}

const noChange = () => () => undefined;

/**
 * False on the server and while a prerendered page is being hydrated (docs/decisions/0022),
 * true from then on, and from the start for a page drawn in the browser.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

/**
 * The query string the page opened with. A prerendered calculator (its defaults) is hydrated as
 * it was drawn, with no query ("" on the server and while hydrating); React then renders again
 * with the address's own, so a calculator keyed by it starts afresh from a link's inputs (and
 * is left alone when there are none). A page drawn in the browser knows its query from the
 * start.
 */
export function useOpenedSearch(): string {
  const known = useHydrated();
  const [opened, setOpened] = useState(() => (known ? window.location.search : null));
  // Once, when hydration is over: later changes to the address are the calculator's own.
  if (known && opened === null) setOpened(window.location.search);
  return opened ?? "";
}
