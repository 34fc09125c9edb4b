// Public API of @parley/article: the one markdown renderer shared by the post page and the previews.
// Styles are a separate entry: `import '@parley/article/article.css'`; what tests share is in
// `@parley/article/testing`.
export { ArticleBody, type ArticleBodyProps } from './ArticleBody';
export { articleClassName } from './article-class-name';
export type { ImageSizes } from './image-sizes';
export { ArticleReferences, type ArticleReferencesProps } from './ArticleReferences';
export { useDeferredArticle, type DeferredArticle } from './use-deferred-article';
