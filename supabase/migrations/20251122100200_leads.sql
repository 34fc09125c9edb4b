-- Leads: what visitors leave in the sign-up, subscribe, newsletter and contact forms
-- (docs/product-rules.md#leads). Visitors may insert, never read; admins read them in the studio.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('trial', 'demo', 'subscribe', 'newsletter', 'contact')),
  name text check (name is null or (length(btrim(name)) >= 2 and length(name) <= 200)),
  email text not null check (length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  company text check (company is null or (length(btrim(company)) >= 1 and length(company) <= 200)),
  plan text check (plan is null or plan in ('starter', 'professional', 'enterprise')),
  page text check (page is null or length(page) <= 500),
  message text check (message is null or length(message) <= 5000),
  created_at timestamptz not null default now(),
  -- The sign-up form asks for name and company on trial and demo.
  constraint leads_trial_demo_need_name_and_company
    check (kind not in ('trial', 'demo') or (name is not null and company is not null)),
  constraint leads_kind_email_key unique (kind, email)
);
alter table public.leads enable row level security;

create index leads_created_at_idx on public.leads (created_at desc);

-- A repeated sign-up of the same email and kind is accepted without a second row. Anonymous visitors
-- cannot read leads, so they cannot upsert; this trigger turns the repeat into a silent no-op instead.
create or replace function public.leads_skip_repeats()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  if exists (select 1 from public.leads l where l.kind = new.kind and l.email = new.email) then
    return null;
  end if;
  return new;
end;
$$;

create trigger leads_skip_repeats
  before insert on public.leads
  for each row execute function public.leads_skip_repeats();

create policy "Visitors can submit leads"
  on public.leads for insert to anon, authenticated
  with check (true);

create policy "Admins can read leads"
  on public.leads for select to authenticated
  using ((select public.is_admin()));

-- anon gets insert only, so no policy added by mistake could ever let it read leads (permission denied).
-- Updates and deletes are for service_role (which bypasses RLS) only.
revoke all on public.leads from anon, authenticated, service_role;
grant insert on public.leads to anon, authenticated;
grant select on public.leads to authenticated;
grant select, insert, update, delete on public.leads to service_role;

revoke all on function public.leads_skip_repeats() from public, anon, authenticated, service_role;
