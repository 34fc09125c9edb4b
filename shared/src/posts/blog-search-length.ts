/**
 * The database refuses longer searches (22023): the bound of any like pattern on the embedded backend,
 * so that one anonymous search stays cheap (docs/product-rules.md#blog-list-and-article). Characters
 * (code points), as Postgres counts them. The site cuts the box's text and `?q=` to this.
 */
export const MAX_BLOG_SEARCH_LENGTH = 32;
