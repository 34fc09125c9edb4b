-- Leads are bounded per network too: the clients of one IPv6 /48 count together as 4 clients, those of
-- an IPv4 /24 as 16, in the same windows as a client's (5 a minute and 20 an hour each, so 20 and 80
-- for a /48, 80 and 320 for a /24).
--
-- Why: the per-client limit (20251127110000_lead_flood_limits.sql) counts an IPv6 /64 as
-- a client, and one person with a /48 (65,536 /64s, often free from a tunnel broker) was 65,536
-- clients: 20 leads an hour from each, 1.3 M leads an hour into the inbox. An IPv4 /24 counts as 16
-- (256 addresses cost money, and a carrier-grade NAT puts many real visitors behind one /24), as the
-- site's public API counts networks (site/src/config/public-api.ts `perNetwork`). The network is the
-- client's bucket widened (shared/src/net/client-address.ts `networkKey`: /48, /24); a request with no
-- address (the shared 'unknown' bucket) has no network.
--
-- The count lives in the per-client counters' table (a network's bucket ends in /48 or /24, a client's
-- in /64 or /32, so they never meet) and its old windows go with theirs. A refused lead rolls back both
-- its counts. Change the weights as the database owner:
--   update app_private.settings set lead_network_clients_ipv6 = 8, lead_network_clients_ipv4 = 32;

alter table app_private.settings
  add column lead_network_clients_ipv6 integer not null default 4
    check (lead_network_clients_ipv6 between 1 and 65536),
  add column lead_network_clients_ipv4 integer not null default 16
    check (lead_network_clients_ipv4 between 1 and 256);

-- The network of a client bucket ('203.0.113.7/32' -> '203.0.113.0/24', '2001:db8:1:2::/64' ->
-- '2001:db8:1::/48'); null for 'unknown'.
create or replace function app_private.lead_network_bucket(client_bucket text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address inet;
begin
  if client_bucket is null or client_bucket = 'unknown' then
    return null;
  end if;
  address := client_bucket::inet;
  return network(set_masklen(address, case when family(address) = 4 then 24 else 48 end))::text;
end;
$$;
revoke all on function app_private.lead_network_bucket(text) from public, anon, authenticated, service_role;

-- Counts this insert in its network's minute and hour windows; refuses it (HTTP 429) past the
-- network's limit. security definer for the same reasons as leads_limit_per_client.
create or replace function public.leads_limit_per_network()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := current_setting('role', true);
  settings app_private.settings;
  network_bucket text;
  clients bigint;
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
  network_bucket := app_private.lead_network_bucket(app_private.lead_client_bucket());
  if network_bucket is null then
    return new;
  end if;
  clients := case when family(network_bucket::inet) = 4
    then coalesce(settings.lead_network_clients_ipv4, 16)
    else coalesce(settings.lead_network_clients_ipv6, 4) end;

  insert into app_private.lead_rate_windows as w (bucket, window_seconds, window_start, leads)
  values (network_bucket, 60, minute_start, 1)
  on conflict (bucket, window_seconds) do update
    set leads = case when w.window_start = excluded.window_start then w.leads + 1 else 1 end,
        window_start = excluded.window_start
  returning w.leads into minute_leads;
  insert into app_private.lead_rate_windows as w (bucket, window_seconds, window_start, leads)
  values (network_bucket, 3600, hour_start, 1)
  on conflict (bucket, window_seconds) do update
    set leads = case when w.window_start = excluded.window_start then w.leads + 1 else 1 end,
        window_start = excluded.window_start
  returning w.leads into hour_leads;

  -- bigint: a million a minute times 65,536 clients does not fit an integer.
  if hour_leads > clients * coalesce(settings.lead_limit_per_hour, 20) then
    retry_after := ceil(extract(epoch from (hour_start + interval '1 hour' - now())))::integer;
  elsif minute_leads > clients * coalesce(settings.lead_limit_per_minute, 5) then
    retry_after := ceil(extract(epoch from (minute_start + interval '1 minute' - now())))::integer;
  else
    return new;
  end if;
  retry_after := greatest(retry_after, 1);
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'PT429',
      'message', 'Too many leads from this network',
      'details', format('Try again in %s seconds.', retry_after),
      'hint', null)::text,
    detail = json_build_object(
      'status', 429,
      'headers', json_build_object('Retry-After', retry_after::text))::text;
end;
$$;
revoke all on function public.leads_limit_per_network() from public, anon, authenticated, service_role;

-- Before-insert triggers fire in name order: after `leads_a_limit_per_client` (a client over its own
-- limit is refused as the client) and before `leads_at_most_one_per_request` and the rest.
create trigger leads_a_limit_per_network
  before insert on public.leads
  for each row execute function public.leads_limit_per_network();
