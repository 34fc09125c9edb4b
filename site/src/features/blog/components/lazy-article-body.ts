import { lazy } from 'react';
import { loadArticleRenderer } from '../lib/article-renderer';

/**
 * The article's markdown body, downloaded the first time a post is rendered in the browser (after a
 * navigation or a refetch). A server-rendered post keeps the server's HTML while it hydrates (see
 * ArticleView), so reading a post that arrived as a page never downloads the renderer at all.
 */
export const LazyArticleBody = lazy(async () => ({ default: (await loadArticleRenderer()).ArticleBody }));
