// The site server's body reads (forms, the public API): the shared rule, also the embedded backend's.
export { BODY_READ_TIMEOUT_MS, readLimited, type BodyRefusal } from '@parley/shared/read-limited-body';
