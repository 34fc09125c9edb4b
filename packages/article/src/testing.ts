// For tests only, never an app: the hostile markdown every renderer test and e2e test runs.
export { HOSTILE_MARKDOWN_VECTORS, type HostileMarkdownVector } from './hostile-vectors';
