/**
 * When this build was made, in milliseconds: `__BUILD_TIME__` from vite.config.ts, one value for the
 * client bundle, the server and the prerender step (build/build-release.ts sets `SITE_BUILD_TIME`
 * once for all three). A page that compares dates renders with it first, so the HTML the server sends
 * and the browser's first render (hydration) agree; it looks at the browser's clock after that
 * (`useClockAfterHydration`). Without the constant (a tool that does not define it): the epoch.
 */
export const BUILD_TIME: number = typeof __BUILD_TIME__ === 'undefined' ? 0 : Date.parse(__BUILD_TIME__) || 0;
