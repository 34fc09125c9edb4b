// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_CHUNKS_META, ENTRY_CHUNKS_META, ROUTE_CHUNKS_META } from './app-chunks';

describe('the page’s preload script', () => {
  const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const script = /<script>\s*\(function \(\) \{\s*var hrefs[\s\S]*?<\/script>/.exec(template)?.[0] ?? '';

  it('reads the three lists the build and the server write, by their names, largest chunks first', () => {
    const order = [APP_CHUNKS_META, ROUTE_CHUNKS_META, ENTRY_CHUNKS_META].map((name) =>
      script.indexOf(`'${name}'`),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('starts them after the first paint, without waiting for the page’s pictures', () => {
    expect(script).toContain('requestAnimationFrame');
    expect(script).not.toMatch(/img|complete|addEventListener\('load'/);
  });

  it('comes after the page’s markup and data, so it runs once the whole page is parsed', () => {
    expect(template.indexOf(script)).toBeGreaterThan(template.indexOf('<!--page-data-->'));
  });
});
