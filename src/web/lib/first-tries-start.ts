import { FIRST_TRIES_QUEUE, useSession } from "./session";

const queued = () => {
  try {
    return localStorage.getItem(FIRST_TRIES_QUEUE) !== null;
  } catch {
    return false;
  }
};

/**
 * Starts the queue of first answers (lib/first-tries.ts) once it has something to do: an
 * account is signed in, or answers are left on the device (to send, or to forget if no one is
 * signed in). A visitor with nothing queued never loads its code, so a first visit's
 * JavaScript does not grow with classes (issue 24). The function that stops it.
 */
export function startFirstTriesWhenNeeded(): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  let unsubscribe = () => {};
  const load = () => {
    unsubscribe();
    import("./first-tries")
      .then((queue) => {
        if (stopped) return;
        queue.startFirstTries();
        stop = queue.stopFirstTries;
      })
      // The code could not be fetched (offline, before the app was kept): the next visit tries.
      .catch(() => undefined);
  };
  if (useSession.getState().status === "signed-in" || queued()) load();
  else
    unsubscribe = useSession.subscribe((s) => {
      if (s.status === "signed-in") load();
    });
  return () => {
    stopped = true;
    unsubscribe();
    stop?.();
  };
}
