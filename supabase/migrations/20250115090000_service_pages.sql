-- Service pages: docs/product/records.md's stored shape. Structured columns are jsonb arrays;
-- related_services holds the slugs of related services.
create table public.service_pages (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  title text not null check (char_length(title) between 1 and 200),
  subtitle text not null default '',
  business_pain_point text not null default '',
  asc_solution text not null default '',
  key_features jsonb not null default '[]'::jsonb check (jsonb_typeof(key_features) = 'array'),
  benefits jsonb not null default '[]'::jsonb check (jsonb_typeof(benefits) = 'array'),
  how_it_works jsonb not null default '[]'::jsonb check (jsonb_typeof(how_it_works) = 'array'),
  hero_icon text,
  social_share_image_url text,
  aeo_faq_section jsonb not null default '[]'::jsonb check (jsonb_typeof(aeo_faq_section) = 'array'),
  related_services jsonb not null default '[]'::jsonb check (jsonb_typeof(related_services) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index service_pages_created_at_idx on public.service_pages (created_at);

-- Keeps updated_at current on every change, unless the writer sets it explicitly.
create function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke all on function public.touch_updated_at() from public, anon, authenticated;

create trigger service_pages_touch_updated_at
  before update on public.service_pages
  for each row execute function public.touch_updated_at();

alter table public.service_pages enable row level security;

-- The site reads the catalogue with the anon key; nobody writes it through the API except
-- the service role (operator scripts such as scripts/migrate-services.mjs).
revoke all on table public.service_pages from public, anon, authenticated;
grant select on table public.service_pages to anon, authenticated;
grant select, insert, update, delete on table public.service_pages to service_role;

create policy "Service pages are public" on public.service_pages
  for select to anon, authenticated
  using (true);
