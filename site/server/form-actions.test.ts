// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../src/entry-server';

// A form's action is always a path of this site, whatever path the page was asked for: the no-JS
// lead forms post to their own page, and `//evil.example/x` as an action is another site.
const SITE = 'https://parley.example';

/** Every `action` attribute of the forms in the rendered body. */
function formActions(html: string): string[] {
  return [...html.matchAll(/<form\b[^>]*?\saction="([^"]*)"/g)].map((match) => match[1]!);
}

describe('form actions', () => {
  for (const path of [
    '//evil.example/x',
    '//evil.example/contact',
    '/\\evil.example/x',
    '///evil.example//x?y=1',
  ]) {
    it(`on ${JSON.stringify(path)} every form posts to a path of the site`, async () => {
      const page = await render(new Request(`${SITE}${path}`), { supabase: {} as never });
      const actions = formActions(page.body);
      expect(actions.length).toBeGreaterThan(0);
      for (const action of actions) {
        expect(action).toMatch(/^\/(?![/\\])/);
        expect(new URL(action.replaceAll('&amp;', '&'), SITE).origin).toBe(SITE);
      }
    });
  }

  it("the footer's newsletter and the contact form post to their page without its query (they read none)", async () => {
    const page = await render(new Request(`${SITE}/support?tab=billing`), { supabase: {} as never });
    expect(formActions(page.body)).toEqual(['/support', '/support']);
    const playground = await render(new Request(`${SITE}/playground?item=Steel&seed=7`), {
      supabase: {} as never,
    });
    expect(formActions(playground.body)).toContain('/playground');
    expect(formActions(playground.body)).not.toContain('/playground?item=Steel&amp;seed=7');
  });

  it('a form on a page of the site still posts to that page, query included', async () => {
    const page = await render(new Request(`${SITE}/signup?type=demo`), { supabase: {} as never });
    expect(formActions(page.body)).toContain('/signup?type=demo');
  });

  it("on a /signup variant the footer's newsletter posts to that variant too, so its answer is the same page", async () => {
    // `plan=growth` is no plan: the page reads it as none, so its address (and its forms') leaves it out.
    for (const [asked, path] of [
      ['/signup?type=demo', '/signup?type=demo'],
      ['/signup?type=subscribe&plan=growth', '/signup?type=subscribe'],
      ['/signup?type=subscribe&plan=starter', '/signup?plan=starter&type=subscribe'],
    ] as const) {
      const page = await render(new Request(`${SITE}${asked}`), { supabase: {} as never });
      const actions = formActions(page.body);
      expect(actions.length).toBeGreaterThanOrEqual(2);
      // One action for every form: the page's own address (the router orders its parameters).
      expect(new Set(actions).size).toBe(1);
      const action = new URL(actions[0]!.replaceAll('&amp;', '&'), SITE);
      expect(action.pathname).toBe('/signup');
      expect([...action.searchParams].sort()).toEqual([...new URL(path, SITE).searchParams].sort());
    }
  });
});
