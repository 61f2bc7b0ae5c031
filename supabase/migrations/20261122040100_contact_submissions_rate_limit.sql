-- Per-address rate limit for enquiries, the way Supabase documents it: a
-- function PostgREST runs before every Data API request (db_pre_request), in the
-- same transaction as the request, that counts recent writes in a private table.
--
-- Why 5 per 10 minutes: a person sends one enquiry, perhaps a second with a
-- correction; a few colleagues behind one office address may each send one.
-- Five in ten minutes leaves room for all of that, while a script on one address
-- is held to at most 720 rows a day instead of as many as it can post. The
-- window is short so that a visitor who is refused only waits minutes.
--
-- What counts: only enquiries that are stored. The recorded write belongs to the
-- request's transaction, so it disappears when the insert fails (a CHECK
-- violation, say) or when this function refuses the request.
--
-- Where the address comes from: the first entry of X-Forwarded-For, which
-- Supabase's API gateway sets to the client's address. A request without a
-- usable address (no header, or not an IP, e.g. a local tool calling PostgREST
-- directly) is not limited: it cannot be attributed to a client, and putting all
-- such requests in one shared bucket would let one of them lock out the others.
-- This is a brake on floods from one address, not an authentication mechanism.

create schema if not exists private;

create table private.contact_submission_writes (
  ip inet not null,
  created_at timestamptz not null default now()
);
comment on table private.contact_submission_writes is
  'Recent enquiries per client address, for private.check_request. Entries older than the 10-minute window are deleted on the next write: addresses are personal data and are not kept longer than the limit needs.';

create index contact_submission_writes_ip_created_at_idx
  on private.contact_submission_writes (ip, created_at);
create index contact_submission_writes_created_at_idx
  on private.contact_submission_writes (created_at);

create function private.check_request()
  returns void
  language plpgsql
  -- Runs as its owner: the API roles get no privileges on the table above.
  security definer
  set search_path = ''
as $$
declare
  max_writes constant integer := 5;
  window_length constant interval := interval '10 minutes';
  forwarded_for text;
  client_ip inet;
  recent_writes integer;
begin
  -- PostgREST switches to the request's role before calling this function;
  -- the role setting (not current_user, which is the owner here) tells which.
  if current_setting('role', true) is distinct from 'anon'
     or current_setting('request.method', true) is distinct from 'POST'
     -- Supabase's gateway strips the /rest/v1 prefix; accept the path either way.
     or pg_catalog.regexp_replace(coalesce(current_setting('request.path', true), ''), '^/rest/v1', '')
        <> '/contact_submissions' then
    return;
  end if;

  forwarded_for := nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for';
  begin
    client_ip := pg_catalog.btrim(pg_catalog.split_part(forwarded_for, ',', 1))::inet;
  exception when invalid_text_representation then
    client_ip := null;
  end;
  if client_ip is null then
    return;
  end if;

  -- Serialise concurrent requests from one address, so two of them cannot both
  -- see four earlier writes and both pass.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(client_ip::text, 0));

  delete from private.contact_submission_writes where created_at <= now() - window_length;

  select count(*) into recent_writes
    from private.contact_submission_writes
   where ip = client_ip and created_at > now() - window_length;

  if recent_writes >= max_writes then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz.
    raise sqlstate 'PT429'
      using message = 'Too many enquiries from this address. Please try again later.';
  end if;

  insert into private.contact_submission_writes (ip) values (client_ip);
end;
$$;

comment on function private.check_request() is
  'PostgREST db_pre_request: limits anon POSTs to /contact_submissions to 5 per client address (first X-Forwarded-For entry) per 10 minutes; answers 429 past that.';

-- PostgREST calls the function for every request under the request's role, so
-- every API role must be able to call it, or all of that role's requests fail.
-- USAGE on the schema is needed to call it by name; the roles get nothing else here.
revoke all on function private.check_request() from public;
grant usage on schema private to anon, authenticated, service_role;
grant execute on function private.check_request() to anon, authenticated, service_role;

alter role authenticator set pgrst.db_pre_request = 'private.check_request';
-- Make a running PostgREST read the new setting.
notify pgrst, 'reload config';
