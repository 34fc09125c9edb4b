-- newsletter_claim, refined: two workers claiming at once never take the same row.
--
-- In 20251128100000_newsletter.sql the rows to lock were chosen from the statement's snapshot and
-- locked with `for update skip locked` on their id alone. Under READ COMMITTED, a row another worker
-- claimed and committed between that snapshot and the lock is locked anyway (only the id condition
-- is rechecked), and both workers would send it. Now the lock query repeats the "due" condition, which
-- PostgreSQL rechecks on the newest row version. (PGlite has one connection: no change there.)

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
      -- Checked again on the locked row: a row another worker claimed (and committed) since this
      -- statement's snapshot is no longer due, so PostgreSQL's recheck drops it here.
      and ((q.status = 'queued' and q.next_attempt_at <= now())
           or (q.status = 'sending' and q.lease_until < now()))
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
