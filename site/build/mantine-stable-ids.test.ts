// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mantineStableIds, STABLE_USE_ID_SOURCE } from './mantine-stable-ids';

type Load = (this: unknown, id: string) => string | null;

describe('mantineStableIds', () => {
  const load = mantineStableIds().load as Load;

  it('replaces Mantine’s useId module (any OS path separator, with or without a query)', () => {
    expect(load.call({}, '/repo/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toBe(
      STABLE_USE_ID_SOURCE,
    );
    expect(load.call({}, 'C:\\repo\\node_modules\\@mantine\\hooks\\esm\\use-id\\use-id.mjs?v=1')).toBe(
      STABLE_USE_ID_SOURCE,
    );
  });

  it('leaves every other module alone', () => {
    expect(load.call({}, '/repo/node_modules/@mantine/hooks/esm/use-id/use-react-id.mjs')).toBeNull();
    expect(load.call({}, '/repo/site/src/use-id.mjs')).toBeNull();
  });

  it('keeps the id Mantine renders first (its server id), and a static id when given one', async () => {
    // The replacement module, run as is, with React's useId standing in as a fixed id.
    const module = await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(
        STABLE_USE_ID_SOURCE.replace(
          "from 'react'",
          'from \'data:text/javascript,export const useId = () => ":r1:"\'',
        ),
      )}`
    );
    expect(module.useId()).toBe('mantine-r1');
    expect(module.useId('faq')).toBe('faq');
  });
});
