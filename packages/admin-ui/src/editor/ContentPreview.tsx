import { memo, useDeferredValue } from 'react';
import { Paper, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ArticleBody } from '@parley/article';

/**
 * How long typing must pause before the preview follows: longer than the gap between two keys of a
 * steady typist (150 ms at 80 words a minute), so the preview's render and frames never land just
 * before the next key (the key's frame would wait for them); short enough that the preview still
 * shows the text well within the 300 ms a reader notices.
 */
export const PREVIEW_PAUSE_MS = 200;

// Layout and paint containment: the pane's thousands of elements (a long post) stay out of the
// work of every frame that only changes the editor beside it.
const CONTAINED = { contain: 'content' } as const;

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
      style={CONTAINED}
      data-testid="post-preview"
    >
      <Title order={2} size="h4" id="post-preview-heading" mb="sm">
        Preview
      </Title>
      <ArticleBody content={deferred} />
    </Paper>
  );
});
