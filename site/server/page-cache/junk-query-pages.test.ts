// @vitest-environment node
import { createSupabaseClient } from '@parley/shared/node';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../../packages/local-supabase/test/harness';
import { FREE_TEXT_PARAMS } from '../../src/app/route-query-normalisers';
import { ROUTE_ENTRIES } from '../../src/config/routes';
import { render } from '../../src/entry-server';
import { keyUrl, pageKey } from './cache-key';

// Every declared query parameter of every route, with the junk a visitor or an attacker may send:
// the page the server renders from its cache key is, byte for byte, the page the full address
// renders (so the key never shows another page than the address), and, outside the free-text
// parameters, it is the page without the parameter (so junk never makes a page, or an entry, of
// its own). Real renders (entry-server's) from the embedded backend.

const ORIGIN = 'https://parley.example';
let backend: TestBackend;
let anon: ParleySupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createSupabaseClient({ url: backend.url, anonKey: backend.config.anonKey });
}, 60_000); // the embedded backend applies every migration first: slow on a loaded machine
afterAll(() => backend?.close());

/** Everything a render sends: status, head, body and the query state it hydrates from. */
async function rendered(url: URL | string): Promise<string> {
  const page = await render(new Request(url), { supabase: anon });
  return JSON.stringify([page.status, page.head, page.body, page.data]);
}

/** The junk sent for `name`: unknown, empty, huge, percent-encoded, letter case, repeated. */
const junkQueries = (name: string) => [
  `${name}=junk`,
  `${name}=`,
  `${name}=${'x'.repeat(10_240)}`,
  `${name}=%E2%9C%93%25zz%00`,
  `${name}=JUNK&${name}=junk`,
  `${name}=-0.5e1`,
];

/** A few of the playground's many settings: each renders a negotiation, the slowest page. */
const PLAYGROUND_SAMPLE = ['item', 'b_res', 'seed', 'play', 'm_n'];

const cases = ROUTE_ENTRIES.flatMap(([name, route]) =>
  route.query
    .filter((param) => name !== 'playground' || PLAYGROUND_SAMPLE.includes(param))
    .map((param) => ({
      name,
      param,
      path: route.path === '*' ? '/nowhere' : route.path.replace(/:\w+/g, 'nobody'),
      free: FREE_TEXT_PARAMS[name]?.includes(param) ?? false,
    })),
);

describe('a page asked with junk in a parameter it reads', () => {
  it.each(cases)(
    '$name ?$param=: renders from its key what its address renders',
    async ({ param, path, free }) => {
      const plain = free ? undefined : await rendered(ORIGIN + path);
      for (const query of junkQueries(param)) {
        const url = new URL(`${ORIGIN}${path}?utm_source=mail&${query}`);
        const key = pageKey(url);
        const full = await rendered(url);
        expect(await rendered(keyUrl(key, ORIGIN)), query.slice(0, 40)).toBe(full);
        if (plain === undefined) continue;
        expect(key, query.slice(0, 40)).toBe(path);
        expect(full, query.slice(0, 40)).toBe(plain);
      }
    },
    120_000,
  );
});
