let hydrating = false;

/**
 * Set by the browser entry just before React hydrates the server's HTML (start.tsx), cleared once
 * that first render has committed (RootLayout). Never set on the server.
 */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** Whether the current render is React hydrating the server's HTML. */
export function isHydrating(): boolean {
  return hydrating;
}
