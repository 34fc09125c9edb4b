// @parley/shared/text: slugs (ASCII and spelled in Latin letters), http URLs and CSV cells.
export { slugify, SLUG_PATTERN } from './slugify';
export { latinSlug, ASCII_SPELLING } from './latin-slug';
export { isHttpUrl } from './http-url';
export { csvCell, csvLine, defuseFormulas } from './csv';
export { hasInvisibleCharacters } from './invisible-characters';
export { addressPartMixesScripts } from './mixed-scripts';
export { TAG_SLUG_LENGTH, mixesLookalikeScripts, tagIdentity, tagSlug, unspelledLetters } from './tag-slug';
