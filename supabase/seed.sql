-- Runs once, on a new database. The local admin (decisions §1: ADMIN_EMAIL, default admin@parley.local);
-- the embedded backend also upserts the configured ADMIN_EMAIL at every start.
insert into app_private.admins (email) values ('admin@parley.local') on conflict do nothing;
-- No blog posts: the app writes the first one itself when an admin signs in (spec §6).
