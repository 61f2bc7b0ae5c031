-- The rate limit counts stored rows, on the table, instead of requests.
--
-- Why: private.check_request() ran once per HTTP request (db_pre_request) and
-- recorded one write, but PostgREST inserts every element of a JSON array body
-- (and every line of a CSV body) in that request: one request of 500 rows was
-- counted as one. It also matched the request path as a string, so a
-- percent-encoded table name reached the table uncounted, and it deleted every
-- address's expired entries inside each request, so one open transaction made
-- visitors from other addresses wait.
--
-- Now a BEFORE INSERT row trigger on public.contact_submissions counts each row
-- that the public API roles (anon, authenticated) insert, whatever the request
-- looked like: array, CSV, any path spelling, any future route into the table.
-- It fires after contact_submissions_10_skip_resent (name order), so a resent
-- submission that is skipped is not counted.
--
-- The numbers (change them in a new migration that replaces
-- private.limit_enquiry_rows(), see supabase/README.md):
--   5 stored rows per client address per 10 minutes;
--   10 per 10 minutes for all requests without a usable address together;
--   the row past the limit fails the whole request: HTTP 429 with the same
--   message as before, nothing of the request stored, nothing queued.
--
-- The client address: private.request_client_address(request.headers), as
-- before (cf-connecting-ip, x-real-ip, last X-Forwarded-For hop). IPv6 clients
-- are counted per /64: one household or office gets a /64 and can choose any
-- address in it, so a per-address limit would give it 2^64 allowances. IPv4
-- clients (and IPv4-mapped IPv6 addresses) are counted per address.
--
-- Expired entries: each row first deletes its own bucket's expired entries
-- (that bucket is serialised by its advisory lock anyway), then up to 100
-- expired entries of other buckets with FOR UPDATE SKIP LOCKED, so it never
-- waits for a row another transaction is deleting. Addresses are personal data
-- and are kept no longer than the window needs.

-- The bucket an address is counted in: the address itself for IPv4, its /64 for IPv6.
create function private.rate_limit_bucket(client_ip inet)
  returns inet
  language sql
  immutable
  strict
  set search_path = ''
return case
  -- ::ffff:a.b.c.d is the IPv4 client a.b.c.d seen through an IPv6 socket.
  when client_ip << '::ffff:0.0.0.0/96'::inet then '0.0.0.0'::inet + (client_ip - '::ffff:0.0.0.0'::inet)
  when pg_catalog.family(client_ip) = 6 then pg_catalog.network(pg_catalog.set_masklen(client_ip, 64))::inet
  else client_ip
end;

comment on function private.rate_limit_bucket(inet) is
  'Rate limit bucket of a client address: the IPv4 address itself (also when written as ::ffff:a.b.c.d), or the /64 network of an IPv6 address.';

revoke all on function private.rate_limit_bucket(inet) from public;

comment on column private.contact_submission_writes.ip is
  'The client''s rate limit bucket (private.rate_limit_bucket: an IPv4 address or an IPv6 /64); NULL for the shared bucket of requests without a usable address. One entry per stored row.';
comment on table private.contact_submission_writes is
  'One entry per enquiry row stored by the public API roles in the last 10 minutes, for private.limit_enquiry_rows.';

create function private.limit_enquiry_rows()
  returns trigger
  language plpgsql
  -- Runs as its owner: the API roles get no privileges on the entries.
  security definer
  set search_path = ''
as $$
declare
  max_rows_per_address constant integer := 5;
  max_rows_without_address constant integer := 10;
  window_length constant interval := interval '10 minutes';
  bucket inet;
  max_rows integer;
  recent_rows integer;
begin
  -- The role the request runs as (current_user is this function's owner here).
  -- The service role, the dashboard and migrations are not limited.
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated') then
    return new;
  end if;

  begin
    bucket := private.rate_limit_bucket(
      private.request_client_address(nullif(current_setting('request.headers', true), '')::json));
  exception when invalid_text_representation then
    bucket := null; -- request.headers is not JSON: no address
  end;

  -- Serialises the rows of one bucket across transactions, so two requests
  -- cannot both see four earlier rows and both pass. Other buckets never wait.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(coalesce(bucket::text, 'no usable address'), 0));

  delete from private.contact_submission_writes
   where ip is not distinct from bucket and created_at <= now() - window_length;
  delete from private.contact_submission_writes
   where ctid in (
     select ctid from private.contact_submission_writes
      where created_at <= now() - window_length
      limit 100
      for update skip locked);

  select count(*) into recent_rows
    from private.contact_submission_writes
   where ip is not distinct from bucket and created_at > now() - window_length;

  max_rows := case when bucket is null then max_rows_without_address else max_rows_per_address end;
  if recent_rows >= max_rows then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz.
    raise sqlstate 'PT429'
      using message = 'Too many enquiries from this address. Please try again later.';
  end if;

  insert into private.contact_submission_writes (ip) values (bucket);
  return new;
end;
$$;

comment on function private.limit_enquiry_rows() is
  'Before-insert row trigger on public.contact_submissions: at most 5 rows per client address (IPv6: per /64) and 10 for all rows without a usable address, per 10 minutes, for anon and authenticated; raises PT429 (HTTP 429) past that.';

revoke all on function private.limit_enquiry_rows() from public;

create trigger contact_submissions_20_rate_limit
  before insert on public.contact_submissions
  for each row
  execute function private.limit_enquiry_rows();

-- The per-request limit is gone: PostgREST no longer calls a function before
-- each request. check_request() stays as a function that does nothing, so a
-- PostgREST that has not yet reloaded its configuration still finds it.
alter role authenticator reset pgrst.db_pre_request;

create or replace function private.check_request()
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  return;
end;
$$;

comment on function private.check_request() is
  'No longer registered as db_pre_request and does nothing: the rate limit is the trigger contact_submissions_20_rate_limit (private.limit_enquiry_rows).';

notify pgrst, 'reload config';
