import { describe, expect, it } from 'vitest';
import { createStyleVocabulary, pageSignature } from './style-signature';

const vocabulary = createStyleVocabulary(
  '.card{color:red} #main{margin:0} [data-variant=filled]{x:1} [hidden]{display:none} :root{--gap:1px}',
);
const page = (body: string) =>
  `<!doctype html><html><head><style>a{}</style></head><body><div id="main">${body}</div></body></html>`;

describe('pageSignature', () => {
  it('is the same for pages of the same components with other text, links and data', () => {
    expect(pageSignature(page('<p class="card x1">One post</p><a href="/a">a</a>'), vocabulary)).toBe(
      pageSignature(page('<p class="card x2">Another, longer post</p><a href="/b?q=1">b</a>'), vocabulary),
    );
  });

  it('tells pages apart by elements, known classes, tested attributes and their values, read variables', () => {
    const base = pageSignature(page('<p class="card">x</p>'), vocabulary);
    for (const other of [
      '<p>x</p>',
      '<p class="card">x</p><table></table>',
      '<p class="card" data-variant="filled">x</p>',
      '<p class="card" hidden>x</p>',
      '<p class="card" style="gap:var(--gap)">x</p>',
    ]) {
      expect(pageSignature(page(other), vocabulary), other).not.toBe(base);
    }
    expect(pageSignature(page('<p class="card" data-variant="light">x</p>'), vocabulary)).not.toBe(
      pageSignature(page('<p class="card" data-variant="filled">x</p>'), vocabulary),
    );
  });

  it('reads no markup inside a script or a comment', () => {
    expect(
      pageSignature(
        page('<p class="card">x</p><script>"<table class=\\"card\\">"</script><!-- <table> -->'),
        vocabulary,
      ),
    ).toBe(pageSignature(page('<p class="card">x</p><script></script>'), vocabulary));
  });
});
