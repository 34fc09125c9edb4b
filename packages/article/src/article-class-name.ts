// Its own module (and package entry, `@parley/article/class-name`), so a page can name the article's
// root class without downloading the markdown renderer.

/** The class of an article's root element, `parley-article` plus an optional extra class. */
export function articleClassName(className?: string): string {
  return className ? `parley-article ${className}` : 'parley-article';
}
