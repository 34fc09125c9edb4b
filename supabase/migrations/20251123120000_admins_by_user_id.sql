-- Admins are users, named by their id, not by an email address.
--
-- Why: with admins listed by email, whoever signed up first with the admin's address (and set its
-- password) became admin as soon as that address was confirmed. On hosted Supabase an unconfirmed
-- sign-up for an existing unconfirmed address only re-sends the confirmation, so the first password
-- stays. Keying by user id means an admin is one specific account, chosen after it exists and is
-- confirmed (add_admin below checks both), and a deleted account takes its admin row with it.

alter table app_private.admins rename to admins_by_email;
-- Frees the name admins_pkey for the new table (index names are unique per schema).
alter table app_private.admins_by_email rename constraint admins_pkey to admins_by_email_pkey;

create table app_private.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  added_at timestamptz not null default now(),
  -- 'config': added by the embedded backend from ADMIN_EMAIL, which removes it again when ADMIN_EMAIL
  -- changes. 'command': added by an operator (npm run admin -- add), kept until removed.
  source text not null default 'command' check (source in ('config', 'command'))
);
alter table app_private.admins enable row level security;
revoke all on app_private.admins from public;

-- Existing rows become user ids when a confirmed account has that address; the others are dropped.
-- They are marked 'config': locally every row so far came from ADMIN_EMAIL or seed.sql, so the next
-- start keeps only the configured address. Hosted projects never prune by source.
insert into app_private.admins (user_id, source)
select u.id, 'config'
from app_private.admins_by_email a
join auth.users u on lower(u.email) = a.email
where u.email_confirmed_at is not null
  and u.deleted_at is null
on conflict (user_id) do nothing;

drop table app_private.admins_by_email;

-- A row may only name a confirmed, not deleted user, however it is inserted (add_admin, or an
-- operator's SQL). Checked again when the row is updated to another user.
create or replace function app_private.admins_require_confirmed_user()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (
    select 1 from auth.users u
    where u.id = new.user_id and u.email_confirmed_at is not null and u.deleted_at is null
  ) then
    raise exception 'no confirmed user with that id' using detail = new.user_id::text;
  end if;
  return new;
end;
$$;

create trigger admins_require_confirmed_user
  before insert or update of user_id on app_private.admins
  for each row execute function app_private.admins_require_confirmed_user();

revoke all on function app_private.admins_require_confirmed_user() from public;

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
    from app_private.admins a
    join auth.users u on u.id = a.user_id
    where a.user_id = (select auth.uid())
      and u.deleted_at is null
  );
$$;

revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- The confirmed, not deleted account with this address (GoTrue stores addresses lower-cased; the
-- comparison is too, so "Boss@X" finds "boss@x"). Raises when there is none, so an address nobody
-- has confirmed can never be made admin ahead of its owner.
create or replace function app_private.confirmed_user_id(email text)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  found uuid;
begin
  select u.id into found
  from auth.users u
  where lower(u.email) = lower(btrim(confirmed_user_id.email))
    and u.email_confirmed_at is not null
    and u.deleted_at is null
  order by u.created_at
  limit 1;
  if found is null then
    raise exception 'no confirmed user with that email'
      using detail = coalesce(confirmed_user_id.email, 'null'),
            hint = 'The person signs up and confirms their email first; then add them.';
  end if;
  return found;
end;
$$;

revoke all on function app_private.confirmed_user_id(text) from public;

-- Makes the confirmed user with this address an admin and answers {user_id, email, added_at, source}.
-- The command (scripts/admin.mjs) calls it through /rest/v1/rpc/add_admin with the service-role key,
-- locally and on hosted Supabase alike; the embedded backend calls it for ADMIN_EMAIL with source
-- 'config'. Adding an existing admin again is not an error; an explicit 'command' add turns a 'config'
-- row into a kept one, and a 'config' add never demotes a 'command' row.
create or replace function public.add_admin(email text, source text default 'command')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target uuid;
  answer jsonb;
begin
  if add_admin.source is null or add_admin.source not in ('config', 'command') then
    raise exception 'source must be config or command' using detail = coalesce(add_admin.source, 'null');
  end if;
  target := app_private.confirmed_user_id(add_admin.email);
  insert into app_private.admins as a (user_id, source)
  values (target, add_admin.source)
  on conflict on constraint admins_pkey do update
    set source = case when excluded.source = 'command' then 'command' else a.source end;
  select jsonb_build_object('user_id', a.user_id, 'email', u.email, 'added_at', a.added_at, 'source', a.source)
    into answer
  from app_private.admins a
  join auth.users u on u.id = a.user_id
  where a.user_id = target;
  return answer;
end;
$$;

-- Takes admin rights away from every user with this address (confirmed or not: the rights go,
-- whatever the account's state) and answers how many rows went. Raises when none did, so a typo
-- is not mistaken for success.
create or replace function public.remove_admin(email text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from app_private.admins a
  using auth.users u
  where u.id = a.user_id
    and lower(u.email) = lower(btrim(remove_admin.email));
  get diagnostics removed = row_count;
  if removed = 0 then
    raise exception 'no admin with that email' using detail = coalesce(remove_admin.email, 'null');
  end if;
  return removed;
end;
$$;

-- Every admin with their current address, oldest first.
create or replace function public.list_admins()
returns table (user_id uuid, email text, added_at timestamptz, source text)
language sql
stable
security definer
set search_path = ''
as $$
  select a.user_id, u.email::text, a.added_at, a.source
  from app_private.admins a
  join auth.users u on u.id = a.user_id
  order by a.added_at, u.email;
$$;

-- Only the service role (the operator's key, never shipped to the apps) may manage admins. Supabase's
-- default privileges grant new public functions to anon and authenticated, hence the explicit revoke.
revoke all on function public.add_admin(text, text) from public, anon, authenticated;
revoke all on function public.remove_admin(text) from public, anon, authenticated;
revoke all on function public.list_admins() from public, anon, authenticated;
grant execute on function public.add_admin(text, text) to service_role;
grant execute on function public.remove_admin(text) to service_role;
grant execute on function public.list_admins() to service_role;
