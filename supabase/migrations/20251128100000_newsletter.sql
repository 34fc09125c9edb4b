-- The newsletter (issue #33): double opt-in, one-click unsubscribe, and an outbox that a mail worker
-- drains (packages/mailer). docs/product-rules.md#newsletter states the rules; docs/security.md the
-- threats and their tests.
--
-- Who may do what, decided here:
--   * Visitors never touch these tables. A newsletter lead (public.leads, kind 'newsletter' or
--     'subscribe', inserted by every form as today) creates or refreshes the address's subscription
--     through a security-definer trigger, and queues at most one confirmation mail per address per
--     `newsletter_confirm_interval` (none for a confirmed or suppressed address). The lead insert is
--     answered exactly as before, whatever the address's state: nothing tells a visitor about it.
--   * Visitors holding a mailed token call newsletter_confirm / newsletter_unsubscribe /
--     newsletter_resubscribe (anon). Tokens are 64 hex characters (244 random bits, two v4 UUIDs);
--     the tables keep their SHA-256 only, once the mail is sent (the raw token rides in the outbox row
--     while it waits to be sent, since the worker must write it into the mail, and is erased when the
--     row is sent, failed or dropped).
--   * Admins (is_admin(), checked in each function) read counts and subscribers and queue sends.
--   * The mail worker, with the service-role key, claims rows with a lease, marks them sent or failed,
--     and reports its sender configuration. Only service_role may execute those functions.
--
-- Token lifetimes: a confirmation token works once, for `newsletter_confirm_token_lifetime` (72 hours);
-- the unsubscribe token in each mail works as long as the mail is kept (a mail client's unsubscribe
-- button must work weeks later), and also resubscribes.

alter table app_private.settings
  add column newsletter_confirm_interval interval not null default interval '24 hours',
  add column newsletter_confirm_token_lifetime interval not null default interval '72 hours',
  -- Temporary failures (SMTP 4xx, network) are retried: the n-th retry waits base * 2^(n-1), at most
  -- an hour; after max_attempts the row is failed.
  add column newsletter_retry_base interval not null default interval '30 seconds',
  add column newsletter_max_attempts integer not null default 8 check (newsletter_max_attempts between 1 and 100);

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and length(email) between 3 and 254),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed', 'suppressed')),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  suppressed_at timestamptz,
  suppressed_reason text check (suppressed_reason is null or length(suppressed_reason) <= 1000),
  -- When the last confirmation mail was queued: at most one per newsletter_confirm_interval.
  confirm_queued_at timestamptz
);
alter table public.newsletter_subscriptions enable row level security;
revoke all on public.newsletter_subscriptions from public, anon, authenticated;
create index newsletter_subscriptions_status_created_idx
  on public.newsletter_subscriptions (status, created_at desc);
create index newsletter_subscriptions_created_idx on public.newsletter_subscriptions (created_at desc);
create index newsletter_subscriptions_confirmed_idx on public.newsletter_subscriptions (id) where status = 'confirmed';

create table public.newsletter_sends (
  id uuid primary key default gen_random_uuid(),
  post_id uuid references public.blog_posts (id) on delete set null,
  kind text not null check (kind in ('post', 'resend', 'test')),
  subject text not null,
  -- Copied from blog_posts by admin_newsletter_send_post/_test, never from the client.
  post_snapshot jsonb not null,
  created_by uuid,
  created_at timestamptz not null default now(),
  recipients integer not null default 0,
  finished_at timestamptz
);
alter table public.newsletter_sends enable row level security;
revoke all on public.newsletter_sends from public, anon, authenticated;
create index newsletter_sends_post_idx on public.newsletter_sends (post_id, created_at desc);

create table public.newsletter_outbox (
  id bigint generated always as identity primary key,
  send_id uuid references public.newsletter_sends (id) on delete cascade,
  subscription_id uuid references public.newsletter_subscriptions (id) on delete cascade,
  kind text not null check (kind in ('confirm', 'post', 'test')),
  email text not null,
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed', 'suppressed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  claimed_by text,
  last_error text,
  message_id text unique,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  -- The confirmation token (kind 'confirm'): its hash for the lookup, the raw value only until sent.
  confirm_token text,
  confirm_token_hash bytea unique,
  confirm_expires_at timestamptz,
  confirm_used_at timestamptz,
  -- Every mail's own unsubscribe (and resubscribe) token, likewise.
  unsubscribe_token text,
  unsubscribe_token_hash bytea not null unique
);
alter table public.newsletter_outbox enable row level security;
revoke all on public.newsletter_outbox from public, anon, authenticated;
-- What the worker claims next: waiting rows in order, and leases that ran out.
create index newsletter_outbox_queued_idx on public.newsletter_outbox (id) where status = 'queued';
create index newsletter_outbox_sending_idx on public.newsletter_outbox (lease_until) where status = 'sending';
create index newsletter_outbox_send_status_idx on public.newsletter_outbox (send_id, status);
create index newsletter_outbox_subscription_idx on public.newsletter_outbox (subscription_id) where status in ('queued', 'sending');

-- The sender the worker last reported at its start (one row).
create table app_private.newsletter_sender (
  singleton boolean primary key default true check (singleton),
  from_address text not null,
  postal_address text not null,
  site_url text not null,
  reported_at timestamptz not null default now()
);
alter table app_private.newsletter_sender enable row level security;
revoke all on app_private.newsletter_sender from public;

-- A fresh token: 64 hex characters from two v4 UUIDs (2 x 122 random bits from the server's CSPRNG).
create or replace function app_private.newsletter_new_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;

create or replace function app_private.newsletter_token_hash(token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(token, 'UTF8'))
$$;

-- A well-formed token: exactly 64 lower-case hex characters (length checked first; the pattern has no
-- repetition that could backtrack).
create or replace function app_private.newsletter_token_ok(token text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select token is not null and length(token) = 64 and token ~ '^[0-9a-f]+$'
$$;
revoke all on function app_private.newsletter_new_token() from public, anon, authenticated, service_role;
revoke all on function app_private.newsletter_token_hash(text) from public, anon, authenticated, service_role;
revoke all on function app_private.newsletter_token_ok(text) from public, anon, authenticated, service_role;

-- A newsletter lead: creates or refreshes the subscription and queues one confirmation mail when due.
create or replace function public.newsletter_subscribe_from_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(new.email));
  subscription public.newsletter_subscriptions;
  interval_between interval;
  lifetime interval;
  token text;
  unsubscribe text;
begin
  if address is null or length(address) > 254 or length(address) < 3 then
    return null;
  end if;
  insert into public.newsletter_subscriptions (email) values (address)
  on conflict (email) do nothing;
  select * into subscription from public.newsletter_subscriptions s where s.email = address for update;
  -- Confirmed: nothing to do. Suppressed: the address bounced for good; mailing it again hurts the
  -- sender's reputation.
  if subscription.status in ('confirmed', 'suppressed') then
    return null;
  end if;
  select s.newsletter_confirm_interval, s.newsletter_confirm_token_lifetime into interval_between, lifetime
  from app_private.settings s;
  if subscription.confirm_queued_at is not null
     and subscription.confirm_queued_at > now() - coalesce(interval_between, interval '24 hours') then
    return null;
  end if;
  update public.newsletter_subscriptions s
  set status = 'pending', confirm_queued_at = now()
  where s.id = subscription.id;
  token := app_private.newsletter_new_token();
  unsubscribe := app_private.newsletter_new_token();
  insert into public.newsletter_outbox (
    subscription_id, kind, email, confirm_token, confirm_token_hash, confirm_expires_at,
    unsubscribe_token, unsubscribe_token_hash)
  values (
    subscription.id, 'confirm', address, token, app_private.newsletter_token_hash(token),
    now() + coalesce(lifetime, interval '72 hours'), unsubscribe, app_private.newsletter_token_hash(unsubscribe));
  return null;
end;
$$;
revoke all on function public.newsletter_subscribe_from_lead() from public, anon, authenticated, service_role;

create trigger leads_newsletter_subscribe
  after insert on public.leads
  for each row when (new.kind in ('newsletter', 'subscribe'))
  execute function public.newsletter_subscribe_from_lead();

-- ---------------------------------------------------------------------------------------------
-- Public: the links in the mails. Each answers a status word; a malformed, unknown, expired or used
-- token is 'invalid', with no detail (nothing to learn from trying).

-- 'confirmed' or 'invalid'. A confirmation token works once and before it expires.
create or replace function public.newsletter_confirm(p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_id bigint;
  target uuid;
begin
  if not app_private.newsletter_token_ok(p_token) then
    return 'invalid';
  end if;
  update public.newsletter_outbox o
  set confirm_used_at = now()
  where o.confirm_token_hash = app_private.newsletter_token_hash(p_token)
    and o.kind = 'confirm'
    and o.confirm_used_at is null
    and o.confirm_expires_at > now()
  returning o.id, o.subscription_id into row_id, target;
  if row_id is null then
    return 'invalid';
  end if;
  update public.newsletter_subscriptions s
  set status = 'confirmed', confirmed_at = now(), unsubscribed_at = null
  where s.id = target and s.status in ('pending', 'unsubscribed');
  -- A suppressed address stays suppressed (it bounced for good); the answer stays the same.
  return 'confirmed';
end;
$$;

-- 'unsubscribed' or 'invalid'. Works from any mail, as often as clicked.
create or replace function public.newsletter_unsubscribe(p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  found_row boolean := false;
begin
  if not app_private.newsletter_token_ok(p_token) then
    return 'invalid';
  end if;
  select true, o.subscription_id into found_row, target
  from public.newsletter_outbox o
  where o.unsubscribe_token_hash = app_private.newsletter_token_hash(p_token);
  if not coalesce(found_row, false) then
    return 'invalid';
  end if;
  -- A test mail has no subscription: its link answers like any other.
  update public.newsletter_subscriptions s
  set status = 'unsubscribed', unsubscribed_at = now()
  where s.id = target and s.status in ('pending', 'confirmed');
  -- Mails still waiting for this address are dropped.
  update public.newsletter_outbox o
  set status = 'suppressed', lease_until = null, confirm_token = null, unsubscribe_token = null
  where o.subscription_id = target and o.status = 'queued' and o.kind = 'post';
  return 'unsubscribed';
end;
$$;

-- 'resubscribed' or 'invalid': the unsubscribe token of a mail sent to the address proves the
-- mailbox, so the address is confirmed again at once. A suppressed address is not ('invalid').
create or replace function public.newsletter_resubscribe(p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  changed uuid;
begin
  if not app_private.newsletter_token_ok(p_token) then
    return 'invalid';
  end if;
  select o.subscription_id into target
  from public.newsletter_outbox o
  where o.unsubscribe_token_hash = app_private.newsletter_token_hash(p_token);
  if target is null then
    return 'invalid';
  end if;
  update public.newsletter_subscriptions s
  set status = 'confirmed', confirmed_at = case when s.status = 'confirmed' then s.confirmed_at else now() end,
      unsubscribed_at = null
  where s.id = target and s.status in ('pending', 'confirmed', 'unsubscribed')
  returning s.id into changed;
  if changed is null then
    return 'invalid';
  end if;
  return 'resubscribed';
end;
$$;

revoke all on function public.newsletter_confirm(text) from public, anon, authenticated, service_role;
revoke all on function public.newsletter_unsubscribe(text) from public, anon, authenticated, service_role;
revoke all on function public.newsletter_resubscribe(text) from public, anon, authenticated, service_role;
grant execute on function public.newsletter_confirm(text) to anon, authenticated, service_role;
grant execute on function public.newsletter_unsubscribe(text) to anon, authenticated, service_role;
grant execute on function public.newsletter_resubscribe(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Admins.

create or replace function app_private.newsletter_require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception 'Only admins may do this' using errcode = '42501';
  end if;
end;
$$;
-- Called from the security-definer functions below only (they run as the owner).
revoke all on function app_private.newsletter_require_admin() from public, anon, authenticated, service_role;

create or replace function public.admin_newsletter_counts()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app_private.newsletter_require_admin();
  return (
    select jsonb_build_object(
      'pending', count(*) filter (where s.status = 'pending'),
      'confirmed', count(*) filter (where s.status = 'confirmed'),
      'unsubscribed', count(*) filter (where s.status = 'unsubscribed'),
      'suppressed', count(*) filter (where s.status = 'suppressed'))
    from public.newsletter_subscriptions s);
end;
$$;

create or replace function public.admin_newsletter_subscribers_page(
  p_status text default null,
  p_search text default null,
  p_page integer default 1,
  p_page_size integer default 50
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted_status text := nullif(btrim(p_status), '');
  needle text := lower(nullif(btrim(p_search), ''));
  page_number integer := coalesce(p_page, 1);
  page_size integer := coalesce(p_page_size, 50);
  result jsonb;
begin
  perform app_private.newsletter_require_admin();
  if wanted_status is not null and wanted_status not in ('pending', 'confirmed', 'unsubscribed', 'suppressed') then
    raise exception 'status must be pending, confirmed, unsubscribed or suppressed' using errcode = '22023';
  end if;
  if length(needle) > 254 then
    raise exception 'search must be at most 254 characters' using errcode = '22023';
  end if;
  if page_number < 1 or page_number > 1000000 then
    raise exception 'page must be between 1 and 1000000' using errcode = '22023';
  end if;
  if page_size < 1 or page_size > 200 then
    raise exception 'page size must be between 1 and 200' using errcode = '22023';
  end if;
  with matching as (
    select s.* from public.newsletter_subscriptions s
    where (wanted_status is null or s.status = wanted_status)
      and (needle is null or strpos(s.email, needle) > 0)
  )
  select jsonb_build_object(
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
        'email', p.email, 'status', p.status, 'created_at', p.created_at,
        'confirmed_at', p.confirmed_at, 'unsubscribed_at', p.unsubscribed_at) order by p.created_at desc, p.id desc)
      from (
        select m.* from matching m order by m.created_at desc, m.id desc
        limit page_size offset (page_number - 1) * page_size
      ) p), '[]'::jsonb),
    'total', (select count(*) from matching))
  into result;
  return result;
end;
$$;

-- The post as the mail shows it, copied by the database.
create or replace function app_private.newsletter_post_snapshot(post public.blog_posts)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'title', post.title, 'slug', post.slug, 'excerpt', post.excerpt, 'content', post.content,
    'cover_image', post.cover_image, 'published_at', post.published_at)
$$;
revoke all on function app_private.newsletter_post_snapshot(public.blog_posts) from public, anon, authenticated, service_role;

create or replace function public.admin_newsletter_send_post(p_post_id uuid, p_resend boolean default false)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  post public.blog_posts;
  send_id uuid;
  queued integer;
begin
  perform app_private.newsletter_require_admin();
  -- The post's row lock makes two concurrent calls one send: the second waits, then sees the first.
  select * into post from public.blog_posts p where p.id = p_post_id for update;
  if post.id is null or post.published_at is null or post.published_at > now() then
    raise exception 'newsletter_post_not_published' using errcode = 'P0001';
  end if;
  if not coalesce(p_resend, false) and exists (
    select 1 from public.newsletter_sends s where s.post_id = p_post_id and s.kind in ('post', 'resend')
  ) then
    raise exception 'newsletter_already_sent' using errcode = 'P0001';
  end if;
  insert into public.newsletter_sends (post_id, kind, subject, post_snapshot, created_by)
  values (post.id, case when coalesce(p_resend, false) then 'resend' else 'post' end, post.title,
          app_private.newsletter_post_snapshot(post), auth.uid())
  returning id into send_id;
  with tokens as (
    select s.id, s.email, app_private.newsletter_new_token() as token
    from public.newsletter_subscriptions s where s.status = 'confirmed'
  )
  insert into public.newsletter_outbox (send_id, subscription_id, kind, email, unsubscribe_token, unsubscribe_token_hash)
  select send_id, t.id, 'post', t.email, t.token, app_private.newsletter_token_hash(t.token) from tokens t
  order by t.id;
  get diagnostics queued = row_count;
  update public.newsletter_sends s
  set recipients = queued, finished_at = case when queued = 0 then now() end
  where s.id = send_id;
  return send_id;
end;
$$;

create or replace function public.admin_newsletter_send_test(p_post_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  post public.blog_posts;
  address text;
  send_id uuid;
  token text := app_private.newsletter_new_token();
begin
  perform app_private.newsletter_require_admin();
  select * into post from public.blog_posts p where p.id = p_post_id;
  if post.id is null then
    raise exception 'newsletter_post_not_found' using errcode = 'P0001';
  end if;
  select lower(u.email) into address from auth.users u where u.id = auth.uid();
  if address is null then
    raise exception 'newsletter_no_admin_email' using errcode = 'P0001';
  end if;
  insert into public.newsletter_sends (post_id, kind, subject, post_snapshot, created_by, recipients)
  values (post.id, 'test', post.title, app_private.newsletter_post_snapshot(post), auth.uid(), 1)
  returning id into send_id;
  insert into public.newsletter_outbox (send_id, subscription_id, kind, email, unsubscribe_token, unsubscribe_token_hash)
  values (send_id, null, 'test', address, token, app_private.newsletter_token_hash(token));
  return send_id;
end;
$$;

create or replace function public.admin_newsletter_sends(p_post_id uuid)
returns table (
  id uuid, kind text, created_at timestamptz, recipients integer, queued integer, sent integer,
  failed integer, suppressed integer, finished_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app_private.newsletter_require_admin();
  return query
  select s.id, s.kind, s.created_at, s.recipients,
         coalesce(c.queued, 0), coalesce(c.sent, 0), coalesce(c.failed, 0), coalesce(c.suppressed, 0),
         s.finished_at
  from public.newsletter_sends s
  left join lateral (
    select count(*) filter (where o.status in ('queued', 'sending'))::integer as queued,
           count(*) filter (where o.status = 'sent')::integer as sent,
           count(*) filter (where o.status = 'failed')::integer as failed,
           count(*) filter (where o.status = 'suppressed')::integer as suppressed
    from public.newsletter_outbox o where o.send_id = s.id
  ) c on true
  where s.post_id = p_post_id
  order by s.created_at desc, s.id desc;
end;
$$;

create or replace function public.admin_newsletter_sender()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app_private.newsletter_require_admin();
  return (
    select jsonb_build_object('from', r.from_address, 'postal_address', r.postal_address,
                              'site_url', r.site_url, 'reported_at', r.reported_at)
    from app_private.newsletter_sender r);
end;
$$;

revoke all on function public.admin_newsletter_counts() from public, anon, authenticated, service_role;
revoke all on function public.admin_newsletter_subscribers_page(text, text, integer, integer) from public, anon, authenticated, service_role;
revoke all on function public.admin_newsletter_send_post(uuid, boolean) from public, anon, authenticated, service_role;
revoke all on function public.admin_newsletter_send_test(uuid) from public, anon, authenticated, service_role;
revoke all on function public.admin_newsletter_sends(uuid) from public, anon, authenticated, service_role;
revoke all on function public.admin_newsletter_sender() from public, anon, authenticated, service_role;
grant execute on function public.admin_newsletter_counts() to authenticated;
grant execute on function public.admin_newsletter_subscribers_page(text, text, integer, integer) to authenticated;
grant execute on function public.admin_newsletter_send_post(uuid, boolean) to authenticated;
grant execute on function public.admin_newsletter_send_test(uuid) to authenticated;
grant execute on function public.admin_newsletter_sends(uuid) to authenticated;
grant execute on function public.admin_newsletter_sender() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The mail worker (service role only).

-- Claims up to p_limit rows due now (waiting, or sending with a lease that ran out: a worker that
-- died), in order, leased to p_worker for p_lease_seconds; each claim counts an attempt. Rows whose
-- address is no longer subscribed are dropped ('suppressed') instead of returned.
create or replace function public.newsletter_claim(p_worker text, p_limit integer, p_lease_seconds integer)
returns table (
  id bigint, kind text, email text, attempts integer, created_at timestamptz, confirm_token text,
  unsubscribe_token text, send_id uuid, subject text, post_snapshot jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_worker is null or length(p_worker) not between 1 and 200 then
    raise exception 'worker must be 1 to 200 characters' using errcode = '22023';
  end if;
  if p_limit is null or p_limit not between 1 and 1000 then
    raise exception 'limit must be between 1 and 1000' using errcode = '22023';
  end if;
  if p_lease_seconds is null or p_lease_seconds not between 1 and 3600 then
    raise exception 'lease must be between 1 and 3600 seconds' using errcode = '22023';
  end if;
  -- Drop waiting rows of addresses that unsubscribed or were suppressed since they were queued
  -- (confirmations go to pending addresses; posts to confirmed ones).
  update public.newsletter_outbox o
  set status = 'suppressed', lease_until = null, confirm_token = null, unsubscribe_token = null
  from public.newsletter_subscriptions s
  where o.id in (
      select q.id from public.newsletter_outbox q
      where q.status = 'queued' and q.next_attempt_at <= now()
      order by q.id limit p_limit)
    and s.id = o.subscription_id
    and ((o.kind = 'post' and s.status <> 'confirmed') or (o.kind = 'confirm' and s.status <> 'pending'));
  return query
  with due as (
    (select q.id from public.newsletter_outbox q
     where q.status = 'queued' and q.next_attempt_at <= now()
     order by q.id limit p_limit)
    union
    (select q.id from public.newsletter_outbox q
     where q.status = 'sending' and q.lease_until < now()
     order by q.lease_until limit p_limit)
  ),
  picked as (
    select q.id from public.newsletter_outbox q
    where q.id in (select d.id from due d)
    order by q.id limit p_limit
    for update skip locked
  ),
  claimed as (
    update public.newsletter_outbox o
    set status = 'sending', lease_until = now() + make_interval(secs => p_lease_seconds),
        attempts = o.attempts + 1, claimed_by = p_worker
    from picked where o.id = picked.id
    returning o.*
  )
  select c.id, c.kind, c.email, c.attempts, c.created_at, c.confirm_token, c.unsubscribe_token, c.send_id,
         s.subject, s.post_snapshot
  from claimed c left join public.newsletter_sends s on s.id = c.send_id
  order by c.id;
end;
$$;

-- Closes a send once none of its rows waits any more.
create or replace function app_private.newsletter_finish_send(target uuid)
returns void
language sql
set search_path = ''
as $$
  update public.newsletter_sends s set finished_at = now()
  where s.id = target and s.finished_at is null
    and not exists (
      select 1 from public.newsletter_outbox o where o.send_id = target and o.status in ('queued', 'sending'))
$$;
revoke all on function app_private.newsletter_finish_send(uuid) from public, anon, authenticated, service_role;

-- Marks a claimed row sent (the raw tokens are erased). A row already sent stays as it was: a second
-- mark is a no-op. Returns whether the row was marked now.
create or replace function public.newsletter_mark_sent(p_outbox_id bigint, p_message_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  marked bigint;
begin
  if p_message_id is null or length(p_message_id) not between 3 and 998 then
    raise exception 'message id must be 3 to 998 characters' using errcode = '22023';
  end if;
  update public.newsletter_outbox o
  set status = 'sent', sent_at = now(), message_id = p_message_id, lease_until = null,
      confirm_token = null, unsubscribe_token = null, last_error = null
  where o.id = p_outbox_id and o.status = 'sending'
  returning o.id, o.send_id into marked, target;
  if target is not null then
    perform app_private.newsletter_finish_send(target);
  end if;
  return marked is not null;
end;
$$;

-- A failed attempt. Temporary (p_permanent false): queued again after the backoff, failed once
-- newsletter_max_attempts are spent. Permanent (an SMTP 5xx): failed, and the address is suppressed
-- (its other waiting mails too).
create or replace function public.newsletter_mark_failed(p_outbox_id bigint, p_error text, p_permanent boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings app_private.settings;
  row_now public.newsletter_outbox;
  reason text := left(coalesce(p_error, 'unknown error'), 1000);
  new_status text;
begin
  if p_permanent is null then
    raise exception 'permanent must be true or false' using errcode = '22023';
  end if;
  select * into settings from app_private.settings;
  select * into row_now from public.newsletter_outbox o where o.id = p_outbox_id and o.status = 'sending' for update;
  if row_now.id is null then
    return null;
  end if;
  if p_permanent or row_now.attempts >= coalesce(settings.newsletter_max_attempts, 8) then
    new_status := 'failed';
  else
    new_status := 'queued';
  end if;
  update public.newsletter_outbox o
  set status = new_status, last_error = reason, lease_until = null,
      next_attempt_at = case when new_status = 'queued' then now() + least(
        coalesce(settings.newsletter_retry_base, interval '30 seconds') * power(2, greatest(o.attempts - 1, 0)),
        interval '1 hour') else o.next_attempt_at end,
      confirm_token = case when new_status = 'failed' then null else o.confirm_token end,
      unsubscribe_token = case when new_status = 'failed' then null else o.unsubscribe_token end
  where o.id = p_outbox_id;
  if p_permanent and row_now.subscription_id is not null then
    update public.newsletter_subscriptions s
    set status = 'suppressed', suppressed_at = now(), suppressed_reason = reason
    where s.id = row_now.subscription_id;
    update public.newsletter_outbox o
    set status = 'suppressed', confirm_token = null, unsubscribe_token = null
    where o.subscription_id = row_now.subscription_id and o.status = 'queued';
  end if;
  if row_now.send_id is not null then
    perform app_private.newsletter_finish_send(row_now.send_id);
  end if;
  return new_status;
end;
$$;

create or replace function public.newsletter_report_sender(p_from text, p_postal_address text, p_site_url text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_from is null or length(btrim(p_from)) not between 3 and 320
     or p_postal_address is null or length(btrim(p_postal_address)) not between 1 and 500
     or p_site_url is null or length(p_site_url) not between 8 and 2048 or p_site_url !~* '^https?://' then
    raise exception 'from (3-320), postal address (1-500) and an http(s) site URL are required' using errcode = '22023';
  end if;
  insert into app_private.newsletter_sender (from_address, postal_address, site_url, reported_at)
  values (btrim(p_from), btrim(p_postal_address), p_site_url, now())
  on conflict (singleton) do update
    set from_address = excluded.from_address, postal_address = excluded.postal_address,
        site_url = excluded.site_url, reported_at = excluded.reported_at;
end;
$$;

revoke all on function public.newsletter_claim(text, integer, integer) from public, anon, authenticated, service_role;
revoke all on function public.newsletter_mark_sent(bigint, text) from public, anon, authenticated, service_role;
revoke all on function public.newsletter_mark_failed(bigint, text, boolean) from public, anon, authenticated, service_role;
revoke all on function public.newsletter_report_sender(text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.newsletter_claim(text, integer, integer) to service_role;
grant execute on function public.newsletter_mark_sent(bigint, text) to service_role;
grant execute on function public.newsletter_mark_failed(bigint, text, boolean) to service_role;
grant execute on function public.newsletter_report_sender(text, text, text) to service_role;
