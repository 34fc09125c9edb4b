-- Two more spellings of one mailbox, folded like the others (20251202100000_newsletter_confirm_per_mailbox.sql).
--
-- `victim@gmail.com.` (the DNS root's dot after the domain) and `"victim"@gmail.com` (a quoted local
-- part) pass the address checks and reach the same inbox as `victim@gmail.com`, yet each counted as a
-- mailbox of its own: past the 3 confirmation mails a day a mailbox gets, every such spelling (and its
-- Gmail dot variants) mailed the victim again. The embedded backend's mail cap folds them alike
-- (packages/local-supabase/src/auth/inbox-key.ts).
--
-- Now trailing dots leave the domain, and double quotes and backslashes leave the local part, as
-- `inboxKey` folds them (an all-tag local part kept, as there). Still only string functions: one
-- linear pass, no regular expression.
create or replace function app_private.newsletter_mailbox(address text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  with parts as (
    select split_part(translate(lower(address), '"\', ''), '@', 1) as whole_local,
           rtrim(split_part(lower(address), '@', 2), '.') as domain
  ), folded as (
    -- A local part that is all tag (`+news@…`) keeps it: there is no mailbox name to fold it into
    -- (before, every such address of a domain shared one cap).
    select case when position('+' in whole_local) > 1 then split_part(whole_local, '+', 1)
                else whole_local end as local_part,
           domain
    from parts
  )
  select case when domain in ('gmail.com', 'googlemail.com')
              then replace(local_part, '.', '') || '@gmail.com'
              else local_part || '@' || domain end
  from folded
$$;

-- The index holds the function's results: computed again with the new definition.
reindex index public.newsletter_subscriptions_mailbox_idx;
