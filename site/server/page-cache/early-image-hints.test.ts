import { Parser } from 'htmlparser2';
import { describe, expect, it, vi } from 'vitest';
import { earlyImageHints } from './early-image-hints';

// The real parser, counted: a page without a main picture's preload is not parsed at all.
vi.mock('htmlparser2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('htmlparser2')>();
  return {
    ...actual,
    Parser: vi.fn(function (...args: ConstructorParameters<typeof actual.Parser>) {
      return new actual.Parser(...args);
    }),
  };
});
import { Hono } from 'hono';
import { encodePage, encodePageSync, sendPage } from './page';

/** A page as the server finishes it: head with inlined CSS, then React's markup with its hoisted preloads. */
const page = (links: string) =>
  `<!doctype html><html><head><style>${'a{}'.repeat(100)}</style></head><body><div id="root">${links}<main><h1>Blog</h1></main></div></body></html>`;

describe('earlyImageHints', () => {
  it("announces the page's main picture, wherever React put its preload", () => {
    expect(
      earlyImageHints(
        page('<link rel="preload" as="image" href="/assets/cover-market.svg" fetchpriority="high">'),
      ),
    ).toBe('</assets/cover-market.svg>; rel=preload; as=image; fetchpriority=high');
  });

  it('announces a cover stored on another host by its full address, several in page order', () => {
    const html = page(
      '<link rel="preload" as="image" href="https://cdn.example/a.webp?v=2" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/covers/b.svg" fetchpriority="high">',
    );
    expect(earlyImageHints(html)).toBe(
      '<https://cdn.example/a.webp?v=2>; rel=preload; as=image; fetchpriority=high, ' +
        '</covers/b.svg>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('reads the attribute in any case (HTML attribute names are case-insensitive)', () => {
    expect(earlyImageHints(page('<LINK REL="preload" AS="image" HREF="/c.svg" FETCHPRIORITY="high">'))).toBe(
      '</c.svg>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('names nothing for a page without a main picture, and ignores other preloads and lazy pictures', () => {
    expect(earlyImageHints(page(''))).toBeUndefined();
    expect(
      earlyImageHints(
        page(
          '<link rel="preload" as="image" href="/low.svg">' +
            '<link rel="preload" as="font" href="/f.woff2" fetchpriority="high">' +
            '<link rel="stylesheet" href="/s.css" fetchpriority="high">' +
            '<img src="/card.svg" loading="lazy">',
        ),
      ),
    ).toBeUndefined();
  });

  it('does not parse a page whose only mention of fetchpriority is in a script or text', () => {
    vi.mocked(Parser).mockClear();
    const script = '<script>// a main picture (fetchpriority="high") first</script>';
    expect(earlyImageHints(page(`${script}<p>fetchpriority="high"</p>`))).toBeUndefined();
    expect(Parser).not.toHaveBeenCalled();
    // A link with the attribute is parsed, even after such a script.
    expect(
      earlyImageHints(page(`${script}<link rel="preload" as="image" href="/c.svg" fetchpriority="high">`)),
    ).toBe('</c.svg>; rel=preload; as=image; fetchpriority=high');
    expect(Parser).toHaveBeenCalledOnce();
  });

  it('leaves out a responsive preload, whose file depends on sizes the header cannot carry', () => {
    expect(
      earlyImageHints(
        page(
          '<link rel="preload" as="image" href="/a.jpg" imagesrcset="/a-1.jpg 1x, /a-2.jpg 2x" fetchpriority="high">',
        ),
      ),
    ).toBeUndefined();
  });

  it('never lets a stored address break out of the header (an attacker’s cover URL)', () => {
    const hostile = [
      '/x.svg>; rel=preload; as=script, </evil.js',
      '/x.svg?a=1,2',
      'https://evil.example/a;b.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'http://[::1',
    ];
    for (const href of hostile) {
      const hint = earlyImageHints(
        page(`<link rel="preload" as="image" href="${href.replaceAll('"', '&quot;')}" fetchpriority="high">`),
      );
      expect(hint, href).toBeUndefined();
    }
    // As React writes it: `<`, `>` and quotes in an attribute value escaped.
    const spaced = earlyImageHints(
      page('<link rel="preload" as="image" href="/a b&lt;c&gt;&quot;d\n.svg" fetchpriority="high">'),
    );
    expect(spaced).toBe('</a%20b%3Cc%3E%22d.svg>; rel=preload; as=image; fetchpriority=high');
    expect(spaced).not.toMatch(/[\r\n]/);
    // A raw `>` inside the value (no React markup has one) ends the filter's tag: no hint, never a broken one.
    expect(
      earlyImageHints(page('<link rel="preload" as="image" href="/a b<c>d.svg" fetchpriority="high">')),
    ).toBeUndefined();
    expect(
      earlyImageHints(
        page(`<link rel="preload" as="image" href="/${'a'.repeat(5000)}.svg" fetchpriority="high">`),
      ),
    ).toBeUndefined();
  });
});

describe('kept pages carry the hint', () => {
  const html = page('<link rel="preload" as="image" href="/assets/cover.svg" fetchpriority="high">');

  it('in both encoders', async () => {
    expect(encodePageSync(200, html).imageHints).toBe(
      '</assets/cover.svg>; rel=preload; as=image; fetchpriority=high',
    );
    expect((await encodePage(200, html)).imageHints).toBe(
      '</assets/cover.svg>; rel=preload; as=image; fetchpriority=high',
    );
    expect(encodePageSync(200, page('')).imageHints).toBeUndefined();
  });

  it('as a Link header beside the page, in every encoding; a page without one sends none', async () => {
    const app = new Hono();
    app.get('/with', (c) => sendPage(c, encodePageSync(200, html), 'no-cache'));
    app.get('/without', (c) => sendPage(c, encodePageSync(200, page('')), 'no-cache'));
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await app.request('/with', { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('Link'), encoding).toBe(
        '</assets/cover.svg>; rel=preload; as=image; fetchpriority=high',
      );
    }
    expect((await app.request('/without')).headers.get('Link')).toBeNull();
  });
});
