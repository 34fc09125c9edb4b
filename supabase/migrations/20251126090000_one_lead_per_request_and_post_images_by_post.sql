-- Two limits an attacker's probe showed missing.
--
-- 1. One lead per request for the API roles.
--
-- The forms send one lead per request (shared/src/leads/leads.ts submitLead; the site's post without
-- JavaScript too), but the table took any number: one anonymous POST /rest/v1/leads of 23,000 repeated
-- addresses held the embedded backend for about 9 s (each repeat is inserted, then deleted by
-- leads_drop_repeats, and every delete runs the statement-level counts trigger again; PGlite has one
-- connection and no statement_timeout, so every other request waited), and 23,000 new addresses landed
-- in the admin's inbox. Real Supabase cancels an anon statement after 3 s, but a first request of
-- 23,000 new addresses takes about 1.5 s and lands whole.
--
-- Now anon and authenticated may insert one lead per transaction; the second row is refused at once,
-- before its constraints or the repeat and count triggers run, and the whole request rolls back.
-- PostgREST and the embedded backend run every request in a transaction of its own, so that is one
-- lead per request. SQLSTATE PT413 is PostgREST's custom-status code: HTTP 413 with
-- {"code":"PT413","message":"A request may submit one lead",...}, on Supabase and on the embedded
-- backend alike (its REST maps PTxyz the same way). The service role and the database owner (seeding,
-- imports, tests) are not limited.
--
-- The mark is the transaction's id, kept in a transaction-local setting: it vanishes at commit or
-- rollback (and with a rolled-back savepoint), and a value from another transaction never matches.

create or replace function public.leads_one_per_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  this_transaction text;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  this_transaction := pg_current_xact_id()::text;
  if current_setting('parley.lead_submitted_in', true) = this_transaction then
    raise exception 'A request may submit one lead'
      using errcode = 'PT413',
            detail = 'The forms send one lead per request: send each lead in a request of its own.';
  end if;
  perform set_config('parley.lead_submitted_in', this_transaction, true);
  return new;
end;
$$;
revoke all on function public.leads_one_per_request() from public, anon, authenticated, service_role;

-- Before-insert triggers fire in name order: this one before leads_normalize_email and
-- leads_stamp_times, so a refused row costs nothing more.
create trigger leads_at_most_one_per_request
  before insert on public.leads
  for each row execute function public.leads_one_per_request();

-- The repeats, once per statement instead of once per row. leads_drop_repeats ran for each inserted
-- row and deleted each repeat with a statement of its own, and each of those deletes ran the
-- statement-level counts trigger (lead_counts_delete) again: 20,000 repeats inserted by the service
-- role took about 7 s in the embedded backend. Now one statement-level trigger deletes every repeat of
-- the insert at once (one delete, one counts update). Same rule: a row whose kind and email another
-- lead already had is dropped, so the first lead is the one kept; of equal rows within one insert,
-- one stays (the lowest id).

drop trigger leads_drop_repeats on public.leads;

-- security definer: anonymous visitors cannot read or delete leads; this function does both, and only
-- for the rows the triggering insert just wrote (new_leads).
create or replace function public.leads_drop_repeats()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.leads l
  using (
    select n.id,
           row_number() over (partition by n.kind, n.email order by n.id) as nth,
           count(*) over (partition by n.kind, n.email) as same_in_insert
    from new_leads n
  ) s
  where l.id = s.id
    and (
      s.nth > 1
      -- More leads of this kind and email than this insert wrote: an earlier one exists.
      or (select count(*) from public.leads o where o.kind = l.kind and o.email = l.email) > s.same_in_insert
    );
  return null;
end;
$$;
revoke all on function public.leads_drop_repeats() from public, anon, authenticated, service_role;

create trigger leads_drop_repeats
  after insert on public.leads
  referencing new table as new_leads
  for each statement execute function public.leads_drop_repeats();

-- 2. A post's pictures are read by whoever may read the post.
--
-- "Anyone can read post images" (20251124100000_post_images_storage.sql) let anyone list the bucket:
-- POST /storage/v1/object/list/post-images {"prefix":""} answered the folder of every post with
-- pictures, drafts and scheduled posts included (a folder is its post's id), and listing a folder gave
-- its pictures' names, e.g. a draft's `…-secret-roadmap.png`. Hosted Supabase Storage lists (and
-- answers info and authenticated downloads) through the same select policy, so it leaked there too.
--
-- Now a non-admin reads the objects in the folder of a post they may read: the EXISTS runs under the
-- caller's row-level security on blog_posts, so it follows the post's own rule (published, and
-- published_at <= now(); a scheduled post's pictures appear with it). Signed-in admins read every
-- object, also the pictures of a post not saved yet (stored under the id it will be inserted with). A
-- folder that is no post id, or an object at the root, is for admins only. The folder is compared as a
-- uuid, so the lookup is one primary-key probe per object, and a name that is no uuid never fails the
-- cast. The site reads a published post's picture sizes by listing the post's folder as anon
-- (site/src/features/blog/api/post-image-sizes.ts): still allowed. A picture a published post borrows
-- from a draft's folder (its URL copied from the media library) still loads, but the site gets no
-- width and height for it until that draft is published.
--
-- Downloads by public URL (GET /storage/v1/object/public/post-images/…, what <img> uses) and
-- /object/info/public/… do not read this policy: Supabase Storage reads a public bucket's objects as
-- its superuser there, and the embedded backend does the same (src/storage/object-row.ts
-- publicObject). So every picture stays loadable by its URL, as before; what is gone is the way to
-- learn a draft's picture names (they are content hashes nobody can guess).

drop policy "Anyone can read post images" on storage.objects;

create policy "Anyone can read the pictures of posts they may read"
  on storage.objects for select
  using (
    bucket_id = 'post-images'
    and exists (
      select 1
      from public.blog_posts p
      where p.id = case
        when strpos(objects.name, '/') > 0
          and split_part(objects.name, '/', 1) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then split_part(objects.name, '/', 1)::uuid
      end
    )
  );

-- Signed-in admins only, like the posts' own "Admins can read every post".
create policy "Admins can read every post image"
  on storage.objects for select to authenticated
  using (bucket_id = 'post-images' and (select public.is_admin()));
