-- The public API roles hold only what a visitor's insert needs.
--
-- Left over from earlier migrations and Supabase's default privileges: anon
-- and authenticated had SELECT/UPDATE/USAGE on the identity sequence (setval
-- as authenticated made every later insert fail) and USAGE on schema private
-- (for the per-request function PostgREST no longer calls). Now:
-- * no API role holds any privilege on a sequence, here or in sequences made
--   later in schema public (the identity column needs none);
-- * no API role may use schema private, so none can name its functions;
-- * the only function in private an API role may execute is
--   private.utf16_length, which the table's CHECK constraints call while anon
--   inserts (Postgres checks EXECUTE for functions in constraints, not USAGE on
--   their schema). Trigger functions need no EXECUTE right of the inserting role.

revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema private from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;

revoke all on function private.check_request() from anon, authenticated, service_role;
revoke usage on schema private from anon, authenticated, service_role;
