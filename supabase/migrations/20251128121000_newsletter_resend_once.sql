-- admin_newsletter_send_post, refined: two concurrent "Send again" calls make one send.
--
-- In 20251128100000_newsletter.sql the post's row lock serialised two calls, but with p_resend = true
-- the second, once the first committed, queued a second resend: every subscriber mailed twice more.
-- Now a resend is refused ('newsletter_send_running') while a send of the post is still going
-- (finished_at is null): the second of two concurrent resends meets the first's send unfinished (the
-- worker can claim its rows only after that commit, and mailing them all takes far longer than the
-- step from the lock to this check). A send to nobody is finished at once, so two of those may both
-- pass: they mail no one. Same grants (create or replace keeps them).

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
  -- A resend waits for the post's previous send to finish. Two resends at once: the second waited on
  -- the post's lock above and now sees the first's send, still running, and is refused.
  if coalesce(p_resend, false) and exists (
    select 1 from public.newsletter_sends s
    where s.post_id = p_post_id and s.kind in ('post', 'resend') and s.finished_at is null
  ) then
    raise exception 'newsletter_send_running' using errcode = 'P0001';
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
