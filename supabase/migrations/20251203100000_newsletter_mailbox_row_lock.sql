-- The per-mailbox confirmation cap (20251202100000_newsletter_confirm_per_mailbox.sql) held under
-- concurrency.
--
-- The lead trigger counted a mailbox's confirmations of the interval and mailed when fewer than 3.
-- Variants of one mailbox signing up at once (`victim+1@gmail.com`, `victim+2@…`, each from its own
-- connection) each counted only the others' committed rows, and all were mailed. A lock per mailbox
-- makes them take turns. Not an advisory lock: a bulk insert of 25,000 newsletter leads in one
-- transaction held 25,000 of those and ran PGlite out of shared memory. A row lock lives in the
-- row's own header, not in shared memory: one row per mailbox here, upserted by the trigger before it
-- counts, so a second transaction for the same mailbox waits on that row until the first ends, then
-- counts the first's confirmation; different mailboxes lock different rows and never wait.
--
-- The row only serialises: the count is still the subscriptions' (through their mailbox index).
-- A row untouched for longer than the interval is stale (nothing in the count depends on it) and is
-- pruned by later sign-ups, a few at a time, skipping rows another transaction holds.

create table app_private.newsletter_mailbox_lock (
  mailbox text primary key,
  touched_at timestamptz not null default now()
);
alter table app_private.newsletter_mailbox_lock enable row level security;
revoke all on app_private.newsletter_mailbox_lock from public, anon, authenticated, service_role;
-- The pruning takes the oldest rows first.
create index newsletter_mailbox_lock_touched_idx on app_private.newsletter_mailbox_lock (touched_at);

create or replace function public.newsletter_subscribe_from_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(new.email));
  own_mailbox text;
  subscription public.newsletter_subscriptions;
  interval_between interval;
  lifetime interval;
  per_mailbox integer;
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
  select s.newsletter_confirm_interval, s.newsletter_confirm_token_lifetime, s.newsletter_confirm_per_mailbox
  into interval_between, lifetime, per_mailbox
  from app_private.settings s;
  interval_between := coalesce(interval_between, interval '24 hours');
  if subscription.confirm_queued_at is not null
     and subscription.confirm_queued_at > now() - interval_between then
    return null;
  end if;
  -- The mailbox's turn: its lock row, created or updated (either way locked to this transaction's
  -- end). A concurrent sign-up of a variant waits here, then counts this one's confirmation below
  -- (each statement of this function reads the rows committed before it started).
  own_mailbox := app_private.newsletter_mailbox(address);
  insert into app_private.newsletter_mailbox_lock as l (mailbox) values (own_mailbox)
  on conflict on constraint newsletter_mailbox_lock_pkey do update set touched_at = now();
  delete from app_private.newsletter_mailbox_lock l
  where l.mailbox in (
    select o.mailbox from app_private.newsletter_mailbox_lock o
    where o.touched_at < now() - interval_between
    order by o.touched_at limit 5
    for update skip locked);
  -- The mailbox's other addresses mailed within the interval (this one was not: checked above).
  if (select count(*)
      from public.newsletter_subscriptions s
      where app_private.newsletter_mailbox(s.email) = own_mailbox
        and s.confirm_queued_at > now() - interval_between) >= coalesce(per_mailbox, 3) then
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
