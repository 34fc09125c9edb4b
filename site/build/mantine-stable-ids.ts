import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` as it starts out, minus the swap: Mantine renders `mantine-<React id>` and then,
 * in a layout effect, replaces it with a random id. That state change re-renders every component
 * using it (Accordion, inputs, Chip, Tabs, Tooltip...) synchronously right after hydration — one
 * long task on every page with such a component (50–130 ms under Lighthouse's 4× slowdown on
 * /pricing). React's own id is already the same on the server and in the browser, and the site has
 * one React root, so it is unique as it is.
 */
export const STABLE_USE_ID_SOURCE = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

/** Replaces Mantine's `useId` module in the browser build (see `STABLE_USE_ID_SOURCE`). */
export function mantineStableIds(): Plugin {
  let replaced = false;
  return {
    name: 'parley:mantine-stable-ids',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0]!)) return null;
      replaced = true;
      return STABLE_USE_ID_SOURCE;
    },
    buildEnd(error) {
      // A Mantine upgrade that moves the module would otherwise bring the re-render back silently.
      if (!error && !replaced && this.environment?.config.consumer !== 'server') {
        this.error(
          'mantineStableIds: @mantine/hooks/esm/use-id/use-id.mjs was not in the build; update the plugin.',
        );
      }
    },
  };
}
