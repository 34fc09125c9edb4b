export { createBackend, type Backend, type CreateBackendOptions } from './server';
export {
  readBackendConfig,
  type BackendConfig,
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_JWT_SECRET,
} from './config';
export { openDatabase, asRole, applyMigrations } from './database';
