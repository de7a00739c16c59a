/**
 * A queue's sender: calls `sendOnce` until it answers false (the queue is empty, or cannot be sent
 * now). Safe to call at any moment: a call while one is running joins it, so requests never
 * overlap.
 */
export function drainer(sendOnce: () => Promise<boolean>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= (async () => {
      try {
        while (await sendOnce());
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
}
