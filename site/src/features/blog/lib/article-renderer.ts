/**
 * Downloads the markdown renderer: react-markdown and remark-gfm, the largest part of a post page.
 * Called by the lazily loaded article body, and by a post's query so both download together.
 */
export const loadArticleRenderer = () => import('@parley/article');
