export { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from './open-database';
export { applyMigrations, type MigrationReport } from './migrations';
export { asRole, type RequestIdentity } from './as-role';
