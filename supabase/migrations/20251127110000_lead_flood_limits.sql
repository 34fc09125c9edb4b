-- Floods are bounded at the database's door: at most 5 leads a minute and 20 an hour per client.
--
-- Measured before: one client stored ~417 leads/s with the anon key over POST /rest/v1/leads (1.5 M an
-- hour into the inbox, the trigram index and the weekly counters). Now a lead inserted by `anon` or
-- `authenticated` counts in two fixed windows of its client (a minute and an hour); past either limit
-- the insert is refused before anything else runs, with HTTP 429 and `Retry-After` (the seconds until
-- that window ends) through PostgREST's `raise sqlstate 'PGRST'` (PostgREST >= 11, Supabase; the
-- embedded backend answers it the same way). The service role and the database owner (seeding,
-- imports, tests) are never limited.
--
-- Why 5 and 20: one visit may send the demo request, the newsletter and the contact form (3 leads),
-- and a person may send one again after a typo: 5 a minute leaves room for that; an office behind one
-- NAT sends a handful an hour, so 20 an hour is rarely met by people and holds a flood to 480 a day
-- per address. Change them as the database owner:
--   update app_private.settings set lead_limit_per_minute = 10, lead_limit_per_hour = 50;
--
-- The client: the address in `request.headers` under the header named by
-- app_private.settings.client_address_header (default `x-real-ip`: the embedded backend writes the
-- address it decided there, over whatever the client sent). On hosted Supabase set it to
-- `x-forwarded-for` (Supabase's own per-IP example reads its first element; docs/security.md says what
-- could be verified). IPv4 counts per address, IPv6 per /64 (one home or host owns a whole /64), as
-- shared/src/net/client-address.ts addressKey does. A request with no such header, or one that is not
-- an address (a direct SQL session), counts in one shared 'unknown' bucket.
--
-- The site server's relay: the site server stores the leads of forms posted without JavaScript, for
-- its visitors, so they would all count under its own address. It sends them with a server-only token
-- signed with the project's JWT secret, `role: anon` plus the claim `parley_lead_relay: true`, and the
-- visitor's address in `x-parley-visitor-address`. That header is believed only under that claim
-- (PostgREST and the embedded backend verify the signature before the claims reach the database);
-- without the claim it is ignored, and a relay request without a valid address counts as 'unknown'.
--
-- Every insert counts alike, a repeated lead too, so a repeat is still answered like a new lead.
-- A refused insert rolls back its own count; the windows are fixed, so a refused flood ends with its
-- window. Old windows are deleted as it goes (at most 100 per insert, through an index), so the table
-- holds about two rows per client seen in the last hour.

alter table app_private.settings
  add column lead_limits_on boolean not null default true,
  add column lead_limit_per_minute integer not null default 5 check (lead_limit_per_minute between 1 and 1000000),
  add column lead_limit_per_hour integer not null default 20 check (lead_limit_per_hour between 1 and 1000000),
  -- A header name as PostgREST writes them in request.headers: lower case, letters, digits and dashes.
  add column client_address_header text not null default 'x-real-ip'
    check (client_address_header ~ '^[a-z0-9-]{1,64}$');

create table app_private.lead_rate_windows (
  -- '203.0.113.7/32', '2001:db8:1:2::/64' or 'unknown'.
  bucket text not null,
  -- 60 (the minute window) or 3600 (the hour window).
  window_seconds integer not null check (window_seconds in (60, 3600)),
  window_start timestamptz not null,
  leads integer not null,
  primary key (bucket, window_seconds)
);
-- Finds the windows that have ended, to delete them.
create index lead_rate_windows_start_idx on app_private.lead_rate_windows (window_start);
alter table app_private.lead_rate_windows enable row level security;
revoke all on app_private.lead_rate_windows from public;

-- The client bucket of this request, as text (see the top of this file).
create or replace function app_private.lead_client_bucket()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
  claims jsonb;
  header_name text;
  value text;
  address inet;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
    claims := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  exception when others then
    return 'unknown';
  end;
  if jsonb_typeof(headers) is distinct from 'object' then
    return 'unknown';
  end if;
  if jsonb_typeof(claims) = 'object' and claims -> 'parley_lead_relay' = 'true'::jsonb then
    value := headers ->> 'x-parley-visitor-address';
  else
    select s.client_address_header into header_name from app_private.settings s;
    -- X-Forwarded-For may list proxies after the client: its first element is the client.
    value := split_part(headers ->> coalesce(header_name, 'x-real-ip'), ',', 1);
  end if;
  value := btrim(value);
  if value is null or value = '' or length(value) > 64 then
    return 'unknown';
  end if;
  begin
    address := value::inet;
  exception when others then
    return 'unknown';
  end;
  -- An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is that IPv4 address.
  if family(address) = 6 and host(address) ~ '^::ffff:[0-9.]+$' then
    address := substr(host(address), 8)::inet;
  end if;
  if family(address) = 4 then
    return host(address) || '/32';
  end if;
  return network(set_masklen(address, 64))::text;
end;
$$;
revoke all on function app_private.lead_client_bucket() from public, anon, authenticated, service_role;

-- Counts this insert in the client's minute and hour windows; refuses it (HTTP 429) past a limit.
-- security definer: the API roles may not read or write the counters; the caller's role is read from
-- the `role` setting, which PostgREST and the embedded backend set per request (current_user is this
-- function's owner here).
create or replace function public.leads_limit_per_client()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := current_setting('role', true);
  settings app_private.settings;
  client_bucket text;
  minute_leads integer;
  hour_leads integer;
  minute_start timestamptz := date_trunc('minute', now());
  hour_start timestamptz := date_trunc('hour', now());
  retry_after integer;
begin
  if caller is null or caller not in ('anon', 'authenticated') then
    return new;
  end if;
  select * into settings from app_private.settings;
  if not coalesce(settings.lead_limits_on, true) then
    return new;
  end if;
  client_bucket := app_private.lead_client_bucket();

  -- Windows that ended over an hour ago: a few per insert, so the table never grows without bound.
  delete from app_private.lead_rate_windows w
  where (w.bucket, w.window_seconds) in (
    select o.bucket, o.window_seconds from app_private.lead_rate_windows o
    where o.window_start < hour_start - interval '1 hour'
    limit 100
  );

  insert into app_private.lead_rate_windows as w (bucket, window_seconds, window_start, leads)
  values (client_bucket, 60, minute_start, 1)
  on conflict (bucket, window_seconds) do update
    set leads = case when w.window_start = excluded.window_start then w.leads + 1 else 1 end,
        window_start = excluded.window_start
  returning w.leads into minute_leads;
  insert into app_private.lead_rate_windows as w (bucket, window_seconds, window_start, leads)
  values (client_bucket, 3600, hour_start, 1)
  on conflict (bucket, window_seconds) do update
    set leads = case when w.window_start = excluded.window_start then w.leads + 1 else 1 end,
        window_start = excluded.window_start
  returning w.leads into hour_leads;

  if hour_leads > coalesce(settings.lead_limit_per_hour, 20) then
    retry_after := ceil(extract(epoch from (hour_start + interval '1 hour' - now())))::integer;
  elsif minute_leads > coalesce(settings.lead_limit_per_minute, 5) then
    retry_after := ceil(extract(epoch from (minute_start + interval '1 minute' - now())))::integer;
  else
    return new;
  end if;
  retry_after := greatest(retry_after, 1);
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'PT429',
      'message', 'Too many leads from this address',
      'details', format('Try again in %s seconds.', retry_after),
      'hint', null)::text,
    detail = json_build_object(
      'status', 429,
      'headers', json_build_object('Retry-After', retry_after::text))::text;
end;
$$;
revoke all on function public.leads_limit_per_client() from public, anon, authenticated, service_role;

-- Before-insert triggers fire in name order: `leads_a_limit_per_client` sorts before
-- `leads_at_most_one_per_request`, leads_normalize_email and leads_stamp_times, so a refused lead
-- costs nothing more.
create trigger leads_a_limit_per_client
  before insert on public.leads
  for each row execute function public.leads_limit_per_client();
