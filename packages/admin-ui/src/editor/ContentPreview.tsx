import { memo, useDeferredValue } from 'react';
import { Paper, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ArticleBody } from '@parley/article';

/** How long typing must pause before the preview follows (well under the 300 ms a reader notices). */
export const PREVIEW_PAUSE_MS = 120;

/**
 * What visitors will see, rendered by the blog's own article component. It follows the editor once
 * typing pauses, and then at low priority (useDeferredValue): a keystroke's frame never carries the
 * preview's render and layout, so the text field keeps up with typing on a long post.
 */
export const ContentPreview = memo(function ContentPreview({ content }: { content: string }) {
  const [paused] = useDebouncedValue(content, PREVIEW_PAUSE_MS);
  const deferred = useDeferredValue(paused);
  return (
    <Paper
      component="section"
      aria-labelledby="post-preview-heading"
      aria-busy={deferred !== content}
      withBorder
      p="md"
      mih={300}
      data-testid="post-preview"
    >
      <Title order={2} size="h4" id="post-preview-heading" mb="sm">
        Preview
      </Title>
      <ArticleBody content={deferred} />
    </Paper>
  );
});
