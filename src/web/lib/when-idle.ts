/**
 * Runs `task` when the browser is idle, or after `timeout` ms at the latest (or soon, where the
 * browser has no idle callbacks); the function it answers cancels it.
 */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(timeout, 1500));
  return () => clearTimeout(id);
}
