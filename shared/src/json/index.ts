// Checks on the raw text of a JSON request body, made before JSON.parse (the embedded backend's
// bodies and the site server's public API).
export { MAX_JSON_DEPTH, jsonTooDeep } from './json-depth';
export { repeatedKeyPath } from './repeated-keys';
