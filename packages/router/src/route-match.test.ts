import { describe, expect, it } from 'vitest';
import { createRouteMatcher, routeQuery, type RouteDefinition } from './route-match';

const layout: RouteDefinition = {
  module: 'layout',
  children: [
    { path: '/blog', module: 'blog-list' },
    { path: '/blog/new', module: 'blog-new' },
    { path: '/blog/:slug', module: 'blog-post' },
  ],
};

const routes: RouteDefinition[] = [
  { path: '/', module: 'home' },
  { path: '/pricing', module: 'pricing' },
  layout,
  { path: '/admin/blog/edit/:id', module: 'edit' },
  { path: '*', module: 'not-found' },
];

const match = createRouteMatcher(routes);
/** The module of the page a path shows. */
const pageAt = (pathname: string) => match(pathname)?.chain.at(-1)?.module;

describe('createRouteMatcher', () => {
  it('shows the home page at / only', () => {
    expect(pageAt('/')).toBe('home');
    expect(pageAt('')).toBe('home');
    expect(pageAt('/x')).toBe('not-found');
  });

  it('gives the chain of layouts from the outermost in, then the page', () => {
    expect(match('/blog/hello')?.chain.map((route) => route.module)).toEqual(['layout', 'blog-post']);
    expect(match('/pricing')?.chain.map((route) => route.module)).toEqual(['pricing']);
  });

  it('tries routes in table order: a static path listed before a parameter wins', () => {
    expect(pageAt('/blog/new')).toBe('blog-new');
    expect(match('/blog/new')?.params).toEqual({});
    expect(pageAt('/blog/news')).toBe('blog-post');
  });

  it('matches in any case and with a trailing slash', () => {
    expect(pageAt('/PRICING')).toBe('pricing');
    expect(pageAt('/pricing/')).toBe('pricing');
    expect(pageAt('/Blog/New/')).toBe('blog-new');
    expect(match('/blog/Hello/')?.params).toEqual({ slug: 'Hello' });
  });

  it('takes one segment per parameter: a deeper path falls to the catch-all', () => {
    expect(pageAt('/blog/a/b')).toBe('not-found');
    expect(pageAt('/pricing/extra')).toBe('not-found');
    expect(pageAt('/pricingx')).toBe('not-found');
  });

  it('decodes parameters', () => {
    expect(match('/blog/caf%C3%A9')?.params).toEqual({ slug: 'café' });
    expect(match('/blog/a%2Fb')?.params).toEqual({ slug: 'a/b' });
    expect(match('/admin/blog/edit/42')?.params).toEqual({ id: '42' });
  });

  it('keeps a parameter with broken escapes as written rather than throwing', () => {
    expect(match('/blog/%E0%A4%A')?.params).toEqual({ slug: '%E0%A4%A' });
    expect(match('/blog/100%')?.params).toEqual({ slug: '100%' });
    expect(match('/blog/%ZZ')?.params).toEqual({ slug: '%ZZ' });
  });

  it('gives the catch-all the rest of the path', () => {
    expect(match('/no/such/page')).toEqual({
      chain: [{ path: '*', module: 'not-found' }],
      params: { '*': 'no/such/page' },
    });
  });

  it('returns null when no route matches (a table without a catch-all)', () => {
    const strict = createRouteMatcher([{ path: '/only', module: 'only' }, layout]);
    expect(strict('/elsewhere')).toBeNull();
    expect(strict('/blog/a/b')).toBeNull();
    // A layout without a path is never a match of its own.
    expect(createRouteMatcher([{ module: 'empty-layout', children: [] }])('/')).toBeNull();
  });

  it('answers a very long path with many slashes (a visitor-controlled input)', () => {
    const long = '/blog/' + 'a/'.repeat(50_000);
    expect(long.length).toBeGreaterThan(100_000);
    expect(pageAt(long)).toBe('not-found');
    expect(createRouteMatcher([{ path: '/blog/:slug', module: 'post' }])(long)).toBeNull();
    const oneSegment = '/blog/' + 'a'.repeat(100_000);
    expect(match(oneSegment)?.params.slug).toHaveLength(100_000);
    const slashes = '/'.repeat(100_000);
    expect(createRouteMatcher([{ path: '/blog/:slug', module: 'post' }])(slashes)).toBeNull();
  });
});

describe('routeQuery', () => {
  const match = createRouteMatcher([
    { path: '/blog', module: 'blog', query: ['q', 'category', 'page'] },
    { path: '/pricing', module: 'pricing' },
  ]);

  it('keeps the parameters the route reads: first value, non-empty, sorted by name', () => {
    const blog = match('/blog');
    expect(routeQuery(blog, '')).toBe('');
    expect(routeQuery(blog, '?')).toBe('');
    expect(routeQuery(blog, '?q=agent')).toBe('?q=agent');
    expect(routeQuery(blog, '?utm_source=x&q=agent&gclid=y')).toBe('?q=agent');
    expect(routeQuery(blog, '?q=a&q=b&category=News')).toBe('?category=News&q=a');
    expect(routeQuery(blog, '?q=&category=')).toBe('');
    expect(routeQuery(blog, '?Q=a&q%5B%5D=b&__proto__=c&constructor=d')).toBe('');
    expect(routeQuery(blog, '?q=a%20b&page=2')).toBe('?page=2&q=a+b');
  });

  it('keeps nothing for a route that declares no parameter, or no route', () => {
    expect(routeQuery(match('/pricing'), '?gclid=x&tab=api')).toBe('');
    expect(routeQuery(null, '?q=x')).toBe('');
  });

  it('answers a huge query (a visitor-controlled input): one pass, no pattern', () => {
    const huge = '?' + Array.from({ length: 50_000 }, (_, i) => `p${i}=${i}`).join('&') + '&q=last';
    expect(routeQuery(match('/blog'), huge)).toBe('?q=last');
  });
});
