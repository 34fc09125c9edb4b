import { Outlet, RouterProvider } from '@parley/router';
import { createElementRoutes } from '@parley/router/memory';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ROUTE_MANIFEST } from '../config/routes';
import { createHeadCollector, HeadCollectorContext } from '../lib/head/head-collector';
import { PageMeta, type PageMetaProps } from './PageMeta';

/** The head a server render of `<PageMeta {...props} />` at `at` records. */
function recordedHead(props: PageMetaProps, at = '/pricing') {
  const collector = createHeadCollector();
  const { router, componentOf } = createElementRoutes([{ path: at, element: <PageMeta {...props} /> }], [at]);
  renderToString(
    <HeadCollectorContext.Provider value={collector}>
      <RouterProvider router={router} componentOf={componentOf}>
        <Outlet />
      </RouterProvider>
    </HeadCollectorContext.Provider>,
  );
  return collector.head;
}

describe('PageMeta', () => {
  it("takes a static page's title and description from its manifest entry", () => {
    expect(recordedHead({ route: 'pricing' })).toEqual({
      title: ROUTE_MANIFEST.pricing.title,
      description: ROUTE_MANIFEST.pricing.description,
      path: '/pricing',
    });
    expect(ROUTE_MANIFEST.pricing.title).toBe('Pricing');
  });

  it('lets a page override a default (the /signup variant title) and keeps its other props', () => {
    expect(recordedHead({ route: 'signup', title: 'Schedule Demo', noindex: true }, '/signup')).toEqual({
      title: 'Schedule Demo',
      description: ROUTE_MANIFEST.signup.description,
      noindex: true,
      path: '/signup',
    });
  });

  it('takes both texts from a page whose head depends on data', () => {
    expect(recordedHead({ title: 'A post', description: 'About it' }, '/blog/a-post')).toMatchObject({
      title: 'A post',
      description: 'About it',
    });
  });

  it('refuses a route whose manifest entry has no head text, rather than render an empty title', () => {
    expect(() => recordedHead({ route: 'blog' }, '/blog')).toThrow(
      'PageMeta: the route blog has no title or description in the manifest',
    );
  });
});
