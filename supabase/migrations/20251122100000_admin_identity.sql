-- Admin identity: one source of truth in the database (docs/roles.md#admin).
-- The admin is the user whose confirmed email is listed in app_private.admins. The embedded backend
-- upserts ADMIN_EMAIL here at start; on hosted Supabase, seed.sql (or an operator) does.

create schema if not exists app_private;
revoke all on schema app_private from public;

create table app_private.admins (
  email text primary key check (email = lower(email) and length(email) between 3 and 254)
);
alter table app_private.admins enable row level security;

-- security definer: reads auth.users and app_private, which the API roles cannot see.
-- search_path is empty, so every name below is schema-qualified and cannot be hijacked.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.users u
    join app_private.admins a on a.email = lower(u.email)
    where u.id = (select auth.uid())
      and u.email_confirmed_at is not null
      and u.deleted_at is null
  );
$$;

revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;
