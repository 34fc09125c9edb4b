import { Text, type TextProps } from '@mantine/core';
import { readingTimeLabel } from '@parley/shared/posts';

export interface ReadingTimeProps extends Pick<TextProps, 'size' | 'mt'> {
  /** The post's word count (kept by the database). */
  wordCount: number;
}

/** "4 min read" (shared/src/posts/reading-time.ts). */
export function ReadingTime({ wordCount, size = 'sm', mt }: ReadingTimeProps) {
  return (
    <Text size={size} mt={mt} c="dimmed">
      {readingTimeLabel(wordCount)}
    </Text>
  );
}
