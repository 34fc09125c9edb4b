/** Resolves in a new task, after the browser has had the chance to handle input and paint. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the page has been painted (the next frame, then a new task). A hidden tab paints
 * no frames, so there it only waits for a new task.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return yieldToBrowser();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
