import { useDeferredValue } from 'react';

export interface DeferredArticle {
  /** The content to hand to `<ArticleBody>`; lags behind while React is busy. */
  content: string;
  /** True while the preview still shows an older version than the editor holds. */
  isStale: boolean;
}

/**
 * For live previews: typing stays responsive because the (heavier) markdown render runs at low
 * priority on the deferred value. Use `<ArticleBody content={deferred.content} />`.
 */
export function useDeferredArticle(content: string): DeferredArticle {
  const deferred = useDeferredValue(content);
  return { content: deferred, isStale: deferred !== content };
}
