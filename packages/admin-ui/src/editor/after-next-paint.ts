/** How long a hidden page (no frames) waits before `afterNextPaint` runs its callback anyway. */
export const HIDDEN_PAGE_DELAY_MS = 100;

/**
 * Runs `callback` once the next frame has been produced (a task after the next animation frame),
 * or after HIDDEN_PAGE_DELAY_MS when no frame comes (a hidden tab or window). Returns a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame: number | undefined;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  };
  const run = () => {
    cancel();
    callback();
  };
  const fallback = setTimeout(run, HIDDEN_PAGE_DELAY_MS);
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      afterFrame = setTimeout(run, 0);
    });
  }
  return cancel;
}
