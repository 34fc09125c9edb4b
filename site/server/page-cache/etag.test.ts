// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, weakEtag } from './etag';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('weakEtag', () => {
  it('is a weak tag that follows the content', () => {
    const tag = weakEtag(bytes('<html>a</html>'));
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(weakEtag(bytes('<html>a</html>'))).toBe(tag);
    expect(weakEtag(bytes('<html>b</html>'))).not.toBe(tag);
  });
});

describe('ifNoneMatchMatches', () => {
  const tag = weakEtag(bytes('page'));
  const opaque = tag.slice(2);

  it('matches the tag, weak or strong, alone or in a list, and *', () => {
    expect(ifNoneMatchMatches(tag, tag)).toBe(true);
    expect(ifNoneMatchMatches(opaque, tag)).toBe(true);
    expect(ifNoneMatchMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchMatches(`W/"other",${opaque}`, tag)).toBe(true);
    expect(ifNoneMatchMatches('*', tag)).toBe(true);
  });

  it('matches nothing for a missing, empty, junk or other tag', () => {
    for (const header of [
      undefined,
      '',
      ' ',
      ',,,',
      'W/',
      '"',
      'W/"',
      '""',
      opaque.slice(1, -1), // unquoted
      `W/${opaque.slice(0, -1)}`, // unterminated
      'W/"other"',
      `${tag}x`,
      'null',
      '[object Object]',
      '\u0000'.repeat(100),
    ]) {
      expect(ifNoneMatchMatches(header, tag), String(header)).toBe(false);
    }
  });

  it('takes linear time on a huge hostile header', () => {
    const header = `${'W/"a",'.repeat(20_000)}${'"'.repeat(50_000)}${','.repeat(50_000)}`;
    const started = performance.now();
    expect(ifNoneMatchMatches(header, tag)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('never throws, and matches only a header naming the tag or *', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (header) => {
        const matched = ifNoneMatchMatches(header, tag);
        if (matched) expect(header.includes(opaque) || header.includes('*')).toBe(true);
      }),
    );
  });
});
