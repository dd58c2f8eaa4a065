-- What a hosted Supabase project already has before any migration runs: the API roles, their
-- schema usage and the default privileges that hand every new public table to them. The
-- migrations are then applied unchanged, exactly as `supabase db push` would run them. The
-- authenticator password is set by postgres-cluster.mjs.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
