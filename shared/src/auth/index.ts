// @parley/shared/auth: who is an admin, as the database decides.
export { isAdmin } from './is-admin';
