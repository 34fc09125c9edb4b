// @parley/shared/text: slugs, http URLs and CSV cells.
export { slugify, SLUG_PATTERN } from './slugify';
export { isHttpUrl } from './http-url';
export { csvCell, csvLine, defuseFormulas } from './csv';
