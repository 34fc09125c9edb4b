-- A repeated lead (same kind and email) must be answered exactly like a new one, so the API never
-- tells whether an address has already left a lead.
--
-- Before, a BEFORE INSERT trigger returned NULL for a repeat. That skipped the row, which showed:
-- Prefer: count=exact answered */0 instead of */1; a signed-in user asking for the row back got []
-- instead of the row-level security error a new row gets; and a repeat that broke a check constraint
-- was accepted, since the constraints never saw it.
--
-- Now every submitted row is really inserted, checked by every constraint and counted like any
-- other, and an AFTER trigger then deletes the submitted row when another row with the same kind and
-- email exists, so the first lead is the one kept. The unique constraint is checked at commit
-- (deferred) to allow that moment with two rows; it still refuses two rows that outlive a transaction.
-- A deferrable constraint cannot be an ON CONFLICT target, so upserts on (kind, email) fail, alike for
-- new and repeated leads; the apps never upsert leads.

drop trigger leads_skip_repeats on public.leads;
drop function public.leads_skip_repeats();

alter table public.leads
  drop constraint leads_kind_email_key,
  add constraint leads_kind_email_key unique (kind, email) deferrable initially deferred;

-- Addresses are kept lower-case and trimmed, so "Ada@X" and "ada@x " are one lead.
create or replace function public.leads_normalize_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

create trigger leads_normalize_email
  before insert or update of email on public.leads
  for each row execute function public.leads_normalize_email();

-- security definer: anonymous visitors cannot read or delete leads; this function does both, and only
-- for the row just inserted. An AFTER ROW trigger runs once the whole statement is done, so it also
-- sees the other rows of the same request: of two equal leads in one array, only one stays.
create or replace function public.leads_drop_repeats()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.leads l
    where l.kind = new.kind and l.email = new.email and l.id <> new.id
  ) then
    delete from public.leads l where l.id = new.id;
  end if;
  return null;
end;
$$;

create trigger leads_drop_repeats
  after insert on public.leads
  for each row execute function public.leads_drop_repeats();

-- Trigger functions are never called through the API.
revoke all on function public.leads_normalize_email() from public, anon, authenticated, service_role;
revoke all on function public.leads_drop_repeats() from public, anon, authenticated, service_role;
