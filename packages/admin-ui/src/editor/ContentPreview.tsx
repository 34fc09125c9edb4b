import { memo, useDeferredValue } from 'react';
import { Paper, Title } from '@mantine/core';
import { ArticleBody } from '@parley/article';

/**
 * What visitors will see, rendered by the blog's own article component. It follows the editor at
 * low priority (useDeferredValue), so a keystroke never waits for markdown to render.
 */
export const ContentPreview = memo(function ContentPreview({ content }: { content: string }) {
  const deferred = useDeferredValue(content);
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
