// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from '../src/entry-server';
import { createPageFinisher } from './finish-page';

const TEMPLATE =
  '<html><head><!--page-head--></head><body><div id="root"><!--page-body--></div><!--page-data--></body></html>';

const page: RenderedPage = {
  status: 200,
  head: '<title>Pricing</title>',
  body: '<main>Plans</main>',
  data: '<script id="parley-query-state" type="application/json">{"at":1}</script>',
  routeModules: ['../pages/pricing/PricingPage.tsx'],
};

describe('createPageFinisher', () => {
  it('fills the template, lists the chunks of the page’s routes, and inlines its critical CSS', async () => {
    const finish = createPageFinisher({
      template: TEMPLATE,
      routeChunks: { '../pages/pricing/PricingPage.tsx': ['/assets/PricingPage-1a.js'] },
      inlineCriticalCss: async (html) => html.replace('<head>', '<head><style>.critical{}</style>'),
    });
    expect(await finish(page)).toBe(
      '<html><head><style>.critical{}</style><title>Pricing</title>' +
        '<meta name="parley-route-chunks" content="/assets/PricingPage-1a.js"></head>' +
        '<body><div id="root"><main>Plans</main></div>' +
        '<script id="parley-query-state" type="application/json">{"at":1}</script></body></html>',
    );
  });

  it('computes critical CSS from the markup without the data, which changes with every render', async () => {
    const inlineCriticalCss = vi.fn(async (html: string) => html);
    const finish = createPageFinisher({ template: TEMPLATE, routeChunks: {}, inlineCriticalCss });
    expect(await finish(page)).toContain('<script id="parley-query-state"');
    expect(inlineCriticalCss).toHaveBeenCalledOnce();
    expect(inlineCriticalCss.mock.calls[0]![0]).toContain('<main>Plans</main>');
    expect(inlineCriticalCss.mock.calls[0]![0]).not.toContain('parley-query-state');
  });
});
