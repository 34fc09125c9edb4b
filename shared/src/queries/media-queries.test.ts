import { describe, expect, it } from 'vitest';
import { createTestClient } from '../testing/test-client';
import { mediaQueries } from './media-queries';
import { QUERY_DEFAULTS } from './query-keys';

describe('mediaQueries', () => {
  it('postImages lists the bucket under ["media", "post-images"]', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    const options = mediaQueries.postImages(client);
    expect(options).toMatchObject({ ...QUERY_DEFAULTS, queryKey: ['media', 'post-images'] });
    await expect(options.queryFn()).resolves.toEqual([]);
    expect(requests[0]?.path).toBe('/storage/v1/object/list/post-images');
  });
});
