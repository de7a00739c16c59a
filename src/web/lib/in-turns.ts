/** A step of start-up; what it answers, if anything, undoes it. */
export type Step = () => (() => void) | void;

/**
 * Runs the first step now and each of the others in a task of its own, in order, so that
 * starting the app is several short tasks a tap can come between rather than one long one
 * (decision 0064). The function it answers stops what has not run yet and undoes, last first,
 * what has.
 */
export function inTurns(steps: readonly Step[]): () => void {
  const undo: (() => void)[] = [];
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const step = steps[next++];
    if (!step) return;
    const done = step();
    if (done) undo.push(done);
    if (next < steps.length) timer = setTimeout(run);
  };
  run();
  return () => {
    clearTimeout(timer);
    next = steps.length;
    for (const done of undo.reverse()) done();
  };
}
