-- newsletter_claim (20251203100100_newsletter_cancel_gone_posts.sql) with its suppress pass looking at
-- the claim's whole window and checking each row once it has locked it, as its cancel pass and its
-- pick already do. Two holes, mended:
--   - The pass looked at waiting rows only. A row whose lease ran out (its worker died, perhaps after
--     sending it) was claimed again and mailed to an address that had unsubscribed meanwhile (from
--     that very mail: unsubscribing drops only the waiting mails). It now drops those too, as the
--     cancel pass already did for a post gone.
--   - It did not check the row as locked. A row another worker claimed meanwhile (its claim still
--     open, then committed) was waited on, and PostgreSQL then checks the row's new version against
--     the update's conditions, but the window's subquery keeps the old one: the row, now the other
--     worker's ('sending', its lease running), was marked 'suppressed' and its tokens erased while
--     that worker sent it, and the worker's mark of it sent was refused (a sent mail counted as
--     suppressed). It now requires the locked row to be still due.
-- The window stays written in each statement: read once per round into an array, it cost 0.5 ms
-- more a claim of 50 of 10,000 (scripts/bench-newsletter-claim.ts, PREVIOUS=…: 2.9-3.1 against
-- 2.3-2.5 ms). Same grants (create or replace keeps them).

create or replace function public.newsletter_claim(p_worker text, p_limit integer, p_lease_seconds integer)
returns table (
  id bigint, kind text, email text, attempts integer, created_at timestamptz, confirm_token text,
  unsubscribe_token text, send_id uuid, subject text, post_snapshot jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone_sends uuid[];
  deleted_sends uuid[];
  send uuid;
  suppressed_now integer;
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
  -- Both passes below look at the window the claim takes (the first p_limit due rows); what they
  -- drop, the next rows fill, so they run again until the window holds nothing to drop (before,
  -- one pass: the rows that filled the window were claimed unchecked).
  loop
  -- Drop the due rows (waiting, or a lapsed lease) of addresses that unsubscribed or were suppressed
  -- since they were queued (confirmations go to pending addresses; posts to confirmed ones); the row
  -- as locked must still be due (one another worker claimed meanwhile is its own).
  update public.newsletter_outbox o
  set status = 'suppressed', lease_until = null, confirm_token = null, unsubscribe_token = null
  from public.newsletter_subscriptions s
  where o.id in (
      (select q.id from public.newsletter_outbox q
       where q.status = 'queued' and q.next_attempt_at <= now()
       order by q.id limit p_limit)
      union
      (select q.id from public.newsletter_outbox q
       where q.status = 'sending' and q.lease_until < now()
       order by q.lease_until limit p_limit))
    and ((o.status = 'queued' and o.next_attempt_at <= now())
         or (o.status = 'sending' and o.lease_until < now()))
    and s.id = o.subscription_id
    and ((o.kind = 'post' and s.status <> 'confirmed') or (o.kind = 'confirm' and s.status <> 'pending'));
  get diagnostics suppressed_now = row_count;
  -- Cancel the due mails of a post deleted or unpublished (the triggers on blog_posts cancel them
  -- at the change; this holds whatever wrote the post, and for leases that ran out).
  with due as (
      (select q.id from public.newsletter_outbox q
       where q.status = 'queued' and q.next_attempt_at <= now()
       order by q.id limit p_limit)
      union
      (select q.id from public.newsletter_outbox q
       where q.status = 'sending' and q.lease_until < now()
       order by q.lease_until limit p_limit)
    ),
    cancelled as (
      update public.newsletter_outbox o
      set status = 'cancelled', lease_until = null, confirm_token = null, unsubscribe_token = null
      from public.newsletter_sends s
      left join public.blog_posts p on p.id = s.post_id
      where o.id in (select d.id from due d)
        and s.id = o.send_id
        and (p.id is null
             or (o.kind = 'post' and (p.published_at is null or p.published_at > now())))
        and ((o.status = 'queued' and o.next_attempt_at <= now())
             or (o.status = 'sending' and o.lease_until < now()))
      returning o.send_id, p.id is null as deleted
  )
  select array_agg(distinct c.send_id), array_agg(distinct c.send_id) filter (where c.deleted)
  into gone_sends, deleted_sends
  from cancelled c;
  foreach send in array coalesce(gone_sends, '{}') loop
    update public.newsletter_sends s
    set cancelled_reason = coalesce(
      s.cancelled_reason, case when send = any(coalesce(deleted_sends, '{}')) then 'deleted' else 'unpublished' end)
    where s.id = send;
    perform app_private.newsletter_finish_send(send);
  end loop;
  exit when suppressed_now = 0 and gone_sends is null;
  end loop;
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
      -- A post unpublished since the passes above (with the triggers off): left for the next claim.
      and not exists (
        select 1 from public.newsletter_sends s left join public.blog_posts p on p.id = s.post_id
        where s.id = q.send_id
          and (p.id is null or (q.kind = 'post' and (p.published_at is null or p.published_at > now()))))
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
