// @parley/shared/markdown: the references a post's markdown makes and the URL allow-list.
export { extractReferences, type ExtractedReferences, type Reference } from './references';
export { ALLOWED_URL_PROTOCOLS, safeUrl, type AllowedUrlProtocol } from './safe-url';
