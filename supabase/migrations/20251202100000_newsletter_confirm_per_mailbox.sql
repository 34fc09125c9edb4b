-- At most a few confirmation mails a day per mailbox, however its address is varied.
--
-- A confirmation is queued at most once a day per address (20251128100000_newsletter.sql), but many
-- addresses reach one inbox: `victim+1@gmail.com`, `victim+2@…`, `v.ictim@gmail.com`. From each
-- client address the lead limit allows 20 an hour; from many clients (an IPv6 /48 is 65,536 /64s)
-- those variants mail-bombed the victim with our confirmations and spent the sender's reputation.
--
-- Now the mailbox is the address lower-cased, without a `+tag`, and for Gmail without dots in its
-- local part (Gmail ignores them); a mailbox gets at most `newsletter_confirm_per_mailbox` (3)
-- confirmation mails per `newsletter_confirm_interval`. The subscription is still created pending and
-- the lead kept and answered exactly as before: the visitor learns nothing, and a later sign-up
-- after the interval is mailed as usual.

alter table app_private.settings
  add column newsletter_confirm_per_mailbox integer not null default 3
    check (newsletter_confirm_per_mailbox between 1 and 100);

-- The mailbox an address reaches: lower-cased, `+tag` dropped, dots dropped for Gmail. Only string
-- functions: one linear pass, no regular expression.
create or replace function app_private.newsletter_mailbox(address text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  with parts as (
    select split_part(split_part(lower(address), '@', 1), '+', 1) as local_part,
           split_part(lower(address), '@', 2) as domain
  )
  select case when domain in ('gmail.com', 'googlemail.com')
              then replace(local_part, '.', '') || '@gmail.com'
              else local_part || '@' || domain end
  from parts
$$;
revoke all on function app_private.newsletter_mailbox(text) from public, anon, authenticated, service_role;
-- The index below evaluates it as whoever writes the table: the service role (an import, the
-- tests' direct inserts) must be able to; visitors and admins write only through functions.
grant execute on function app_private.newsletter_mailbox(text) to service_role;

-- The trigger counts a mailbox's recent confirmations through this index.
create index newsletter_subscriptions_mailbox_idx
  on public.newsletter_subscriptions (app_private.newsletter_mailbox(email), confirm_queued_at);

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
  -- The mailbox's other addresses mailed within the interval (this one was not: checked above).
  if (select count(*)
      from public.newsletter_subscriptions s
      where app_private.newsletter_mailbox(s.email) = app_private.newsletter_mailbox(address)
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
