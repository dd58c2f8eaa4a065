-- Supabase grants every new public table, sequence and function to anon and authenticated by
-- default. Revoke that for objects created by this role, so a table added later stays private
-- to the API until a migration grants access and writes its RLS policies on purpose.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
