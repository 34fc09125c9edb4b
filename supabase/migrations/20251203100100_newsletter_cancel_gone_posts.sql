-- A post deleted or unpublished while its newsletter is being sent: the mails still waiting are
-- cancelled, not sent linking to a page that is gone.
--
-- An admin who deletes or unpublishes a post expects it to stop reaching people at once. Before,
-- the outbox kept every waiting mail of the send, and the worker mailed thousands of links to a
-- "not found" page. Now:
--   - the delete or the unpublish (published_at cleared, or moved into the future) cancels the send's
--     waiting mails (status 'cancelled', tokens erased) in the same transaction, and records why on
--     the send (`cancelled_reason`: 'deleted' or 'unpublished'), which is then finished;
--   - the worker's claim cancels, instead of returning, any due mail whose post is not published
--     now: a mail claimed before the change (already in a worker's hands) is the only one that can
--     still go. A lease that ran out counts as not claimed: a dead worker's mail is cancelled too.
-- A test mail (to the admin) is for drafts as well: only its post's deletion cancels it.
-- The send's history counts the cancelled mails ("Sent 1,200 of 5,000, 3,800 cancelled: the post
-- was unpublished"). Publishing the post again does not bring them back: the admin sends it again.

alter table public.newsletter_outbox drop constraint newsletter_outbox_status_check;
alter table public.newsletter_outbox add constraint newsletter_outbox_status_check
  check (status in ('queued', 'sending', 'sent', 'failed', 'suppressed', 'cancelled'));

alter table public.newsletter_sends
  add column cancelled_reason text check (cancelled_reason in ('deleted', 'unpublished'));

-- Cancels the waiting mails of a post's sends (test mails only when it was deleted), records the
-- reason on the sends that lost mails, and finishes them. Mails being sent (claimed, lease running)
-- are left to their worker.
create or replace function app_private.newsletter_cancel_post_mails(target_post uuid, reason text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  sends uuid[];
  send uuid;
begin
  with cancelled as (
      update public.newsletter_outbox o
      set status = 'cancelled', lease_until = null, confirm_token = null, unsubscribe_token = null
      from public.newsletter_sends s
      where s.post_id = target_post
        and o.send_id = s.id
        and (s.kind in ('post', 'resend') or reason = 'deleted')
        and (o.status = 'queued' or (o.status = 'sending' and o.lease_until < now()))
      returning o.send_id
  )
  select array_agg(distinct c.send_id) into sends from cancelled c;
  -- A data-modifying statement cannot drive a loop's cursor: the sends are gathered first.
  foreach send in array coalesce(sends, '{}') loop
    update public.newsletter_sends s set cancelled_reason = reason where s.id = send;
    perform app_private.newsletter_finish_send(send);
  end loop;
end;
$$;
revoke all on function app_private.newsletter_cancel_post_mails(uuid, text) from public, anon, authenticated, service_role;

-- Security definer: an admin deletes or unpublishes through the posts' policies and has no grant on
-- the outbox.
create or replace function app_private.newsletter_cancel_on_post_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Before the delete: the sends still name the post (the foreign key sets it null afterwards).
  perform app_private.newsletter_cancel_post_mails(
    old.id, case when tg_op = 'DELETE' then 'deleted' else 'unpublished' end);
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function app_private.newsletter_cancel_on_post_change() from public, anon, authenticated, service_role;

create trigger blog_posts_cancel_newsletter_on_delete
  before delete on public.blog_posts
  for each row execute function app_private.newsletter_cancel_on_post_change();

-- Published (published_at <= now()) before, not after: cleared (a draft) or moved into the future.
create trigger blog_posts_cancel_newsletter_on_unpublish
  after update of published_at on public.blog_posts
  for each row
  when (old.published_at is not null and old.published_at <= now()
        and (new.published_at is null or new.published_at > now()))
  execute function app_private.newsletter_cancel_on_post_change();

-- newsletter_claim (20251128100100_newsletter_claim_recheck.sql) with one more pass: due mails whose
-- post is not published now are cancelled, never returned.
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

-- The sends' history with the cancelled mails and why (the return type grows: drop, create, grant).
drop function public.admin_newsletter_sends(uuid);
create function public.admin_newsletter_sends(p_post_id uuid)
returns table (
  id uuid, kind text, created_at timestamptz, recipients integer, queued integer, sent integer,
  failed integer, suppressed integer, cancelled integer, cancelled_reason text, finished_at timestamptz
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
         coalesce(c.cancelled, 0), s.cancelled_reason, s.finished_at
  from public.newsletter_sends s
  left join lateral (
    select count(*) filter (where o.status in ('queued', 'sending'))::integer as queued,
           count(*) filter (where o.status = 'sent')::integer as sent,
           count(*) filter (where o.status = 'failed')::integer as failed,
           count(*) filter (where o.status = 'suppressed')::integer as suppressed,
           count(*) filter (where o.status = 'cancelled')::integer as cancelled
    from public.newsletter_outbox o where o.send_id = s.id
  ) c on true
  where s.post_id = p_post_id
  order by s.created_at desc, s.id desc;
end;
$$;
revoke all on function public.admin_newsletter_sends(uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_newsletter_sends(uuid) to authenticated;
