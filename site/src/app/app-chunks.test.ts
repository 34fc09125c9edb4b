// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_CHUNKS_META, ROUTE_CHUNKS_META } from './app-chunks';

describe('the page’s preload script', () => {
  const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const script = /<script>\s*\(function \(\) \{\s*var hrefs[\s\S]*?<\/script>/.exec(template)?.[0] ?? '';

  it('reads the two lists the build and the server write, by their names', () => {
    expect(script).toContain(`'${APP_CHUNKS_META}'`);
    expect(script).toContain(`'${ROUTE_CHUNKS_META}'`);
  });

  it('comes after the page’s markup and data, so it runs once the whole page is parsed', () => {
    expect(template.indexOf(script)).toBeGreaterThan(template.indexOf('<!--page-data-->'));
  });
});
