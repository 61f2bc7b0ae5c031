-- The rate limit keyed on an address the client cannot choose, and no exemption
-- for requests without one. Replaces private.check_request() of
-- 20261122040100_contact_submissions_rate_limit.sql (a published migration is
-- never edited; this one runs after it).
--
-- Why: the first version keyed on the first entry of X-Forwarded-For. Behind
-- Supabase's gateway that entry is whatever the client wrote: a request sent
-- with "X-Forwarded-For: 10.9.8.1" reaches Postgres as "10.9.8.1, <real
-- address>" (reported in Supabase discussion #34647), so rotating the header
-- gave a fresh allowance on every request. A request whose header was not an
-- address was not limited at all.
--
-- Where the address comes from now, first usable one wins:
--   1. cf-connecting-ip: hosted Supabase projects are reached through
--      Cloudflare, which sets this header to the address that connected to it
--      and overwrites any value the client sent (Cloudflare's documentation of
--      its request headers). PostgREST passes it on in request.headers.
--   2. x-real-ip: set by the gateway to the connecting address (it is what
--      Supabase's API logs show as the client), for setups without Cloudflare.
--   3. the LAST X-Forwarded-For hop: each proxy appends the address it saw, so
--      the last entry was written by the proxy in front of PostgREST, never by
--      the client; the first entries are the client's to choose.
-- Supabase's documentation does not describe these headers as a contract; what
-- is relied on above is Cloudflare's documented behaviour and the headers seen
-- in hosted projects. A self-hosted PostgREST reachable without such a proxy
-- must set x-real-ip itself (and strip client-sent cf-connecting-ip), or any
-- header-based limit can be chosen by the client.
--
-- Requests without a usable address (no such header, or none that is an IP,
-- e.g. a tool calling PostgREST directly) are not exempt: they share one
-- bucket, stored with ip = NULL, capped at 10 stored enquiries per 10 minutes.
-- So a flood of them is refused, while a single legitimate tool of that kind is
-- held back for minutes at worst, never for good (the window moves on). The cap
-- is twice the per-address one because the bucket is shared by everyone who has
-- no address, not owned by one client.
--
-- Unchanged: 5 stored enquiries per address per 10 minutes, only stored
-- enquiries count (the recorded write belongs to the request's transaction),
-- entries older than the window are deleted, 429 past the limit.

alter table private.contact_submission_writes alter column ip drop not null;
comment on column private.contact_submission_writes.ip is
  'The client address from the gateway (cf-connecting-ip, x-real-ip, last X-Forwarded-For hop); NULL for the shared bucket of requests without a usable address.';

-- Returns the address, or NULL when no header holds an IP. Its own function so
-- the order of trust is written once and can be tested on its own.
create function private.request_client_address(headers json)
  returns inet
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  candidate text;
begin
  foreach candidate in array array[
    headers ->> 'cf-connecting-ip',
    headers ->> 'x-real-ip',
    -- The last hop: everything after the last comma.
    pg_catalog.regexp_replace(coalesce(headers ->> 'x-forwarded-for', ''), '^.*,', '')
  ] loop
    begin
      if pg_catalog.btrim(coalesce(candidate, '')) <> '' then
        -- host() drops a netmask ("203.0.113.0/24" is no client); the cast back keeps inet's normal form.
        return pg_catalog.host(pg_catalog.btrim(candidate)::inet)::inet;
      end if;
    exception when invalid_text_representation then
      null; -- not an address: try the next header
    end;
  end loop;
  return null;
end;
$$;

comment on function private.request_client_address(json) is
  'The client address from PostgREST request.headers: cf-connecting-ip, else x-real-ip, else the last X-Forwarded-For hop; NULL when none is an IP.';

create or replace function private.check_request()
  returns void
  language plpgsql
  -- Runs as its owner: the API roles get no privileges on the table.
  security definer
  set search_path = ''
as $$
declare
  max_writes_per_address constant integer := 5;
  max_writes_without_address constant integer := 10;
  window_length constant interval := interval '10 minutes';
  client_ip inet;
  max_writes integer;
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

  begin
    client_ip := private.request_client_address(nullif(current_setting('request.headers', true), '')::json);
  exception when invalid_text_representation then
    client_ip := null; -- request.headers is not JSON: no address
  end;

  -- Serialise concurrent requests of one bucket, so two of them cannot both
  -- see four earlier writes and both pass.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(coalesce(client_ip::text, 'no usable address'), 0));

  delete from private.contact_submission_writes where created_at <= now() - window_length;

  -- The table holds at most ten minutes of enquiries, so the NULL-safe
  -- comparison (which the (ip, created_at) index cannot serve) costs nothing.
  select count(*) into recent_writes
    from private.contact_submission_writes
   where ip is not distinct from client_ip and created_at > now() - window_length;

  if client_ip is null then
    max_writes := max_writes_without_address;
  else
    max_writes := max_writes_per_address;
  end if;
  if recent_writes >= max_writes then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz.
    raise sqlstate 'PT429'
      using message = 'Too many enquiries from this address. Please try again later.';
  end if;

  insert into private.contact_submission_writes (ip) values (client_ip);
end;
$$;

comment on function private.check_request() is
  'PostgREST db_pre_request: limits anon POSTs to /contact_submissions to 5 per client address (private.request_client_address) per 10 minutes, and those without a usable address to 10 per 10 minutes together; answers 429 past that.';

-- Called only by check_request (which runs as the owner); the API roles need nothing on it.
revoke all on function private.request_client_address(json) from public;

-- The grants and the db_pre_request setting of the first migration stay as
-- they are (create or replace keeps them); make a running PostgREST reload anyway.
notify pgrst, 'reload config';
