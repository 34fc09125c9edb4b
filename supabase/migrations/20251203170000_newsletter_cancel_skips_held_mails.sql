-- The cancelling of a deleted or unpublished post's mails (20251203100100_newsletter_cancel_gone_posts.sql)
-- no longer waits on the outbox rows another transaction holds.
--
-- The trigger's update locked the send's waiting rows one by one and waited on any that a worker's
-- claim had locked. The claim locks its window's rows and, while it drops some, runs its passes
-- again over the next ones: an unpublish waiting on a row the claim held, while holding rows the
-- claim's next pass wanted, was a deadlock (PostgreSQL aborts one of the two: the admin's unpublish,
-- or the worker's claim), and at best the admin's save waited for the worker's transaction.
--
-- Now the rows another transaction holds are skipped (`for update skip locked`). Those are a claim's
-- (which sends them, as any mail in a worker's hands at the change, or drops them), an unsubscribe's
-- or a failed attempt's (suppressed, or queued again: the claim's own pass then cancels it, as the
-- post is not published). So the unpublish never waits on the outbox, and takes its locks in one
-- direction only: the post, the rows it can lock at once, then the sends. Same grants (create or
-- replace keeps them).

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
      where o.id in (
          select q.id
          from public.newsletter_outbox q
          join public.newsletter_sends s on s.id = q.send_id
          where s.post_id = target_post
            and (s.kind in ('post', 'resend') or reason = 'deleted')
            and (q.status = 'queued' or (q.status = 'sending' and q.lease_until < now()))
          for update of q skip locked)
        -- The row as locked: a mail claimed and committed since this statement's snapshot is no
        -- longer waiting, and is left to its worker.
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
