import { readingTimeLabel } from '@parley/shared/posts';
import typography from '../../../components/typography.module.css';

export interface ReadingTimeProps {
  /** The post's word count (kept by the database). */
  wordCount: number;
  /** Text's size: `sm` (an article, a featured post) or `xs` (a card). */
  size?: 'xs' | 'sm';
}

/**
 * "4 min read" (shared/src/posts/reading-time.ts): what Text size={size} c="dimmed" came to, in a
 * plain element (a post and a search are rendered on request: issue #31, seventh round).
 */
export function ReadingTime({ wordCount, size = 'sm' }: ReadingTimeProps) {
  const sizeClass = size === 'xs' ? typography.textXs : typography.textSm;
  return (
    <p className={`${sizeClass} ${typography.regular} ${typography.dimmed}`}>{readingTimeLabel(wordCount)}</p>
  );
}
