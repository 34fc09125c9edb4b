import { Badge, Stack, Text } from '@mantine/core';
import { postStatus } from '@parley/shared/posts';
import { type BlogPost } from '@parley/shared/supabase';
import { formatWithZone } from '../publishing/local-time';

/** Draft / Scheduled (with its time, in the admin's zone) / Published, read at `now`. */
export function PostStatusBadge({ post, now }: { post: Pick<BlogPost, 'published_at'>; now: Date }) {
  const status = postStatus(post, now);
  if (status === 'draft') return <Badge color="gray">Draft</Badge>;
  if (status === 'published') return <Badge color="green">Published</Badge>;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="blue">Scheduled</Badge>
      <Text size="xs">{formatWithZone(post.published_at!)}</Text>
    </Stack>
  );
}
