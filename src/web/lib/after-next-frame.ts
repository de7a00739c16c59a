/**
 * Runs `task` in a task of its own once the next frame is drawn. A tap's own handler then only
 * changes what the next frame draws at once; what needs the page laid out again (a scroll, a
 * page turn: the longer work on a slow phone) follows (web.dev: yield to give visual feedback).
 */
export function afterNextFrame(task: () => void) {
  requestAnimationFrame(() => setTimeout(task));
}
