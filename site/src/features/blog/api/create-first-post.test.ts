// @vitest-environment node
import { FIRST_POST_COVER_PATH } from '@parley/shared/posts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('the seed article’s cover', () => {
  it('is a file the site serves from its public folder, at the path the seed post names', () => {
    const file = fileURLToPath(new URL(`../../../../public${FIRST_POST_COVER_PATH}`, import.meta.url));
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 1600 900"/);
  });
});
