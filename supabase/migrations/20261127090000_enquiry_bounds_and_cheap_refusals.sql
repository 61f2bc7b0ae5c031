-- Every field has a bound, a refused request stays cheap, and nobody waits for
-- another transaction's cleanup.
--
-- * email (254, the longest address SMTP carries) and phone (32) were the two
--   fields without a length limit: anon could store megabytes in them, which
--   the notification then posted on every retry. The limits are the form's
--   (src/forms/validation.ts, the agreement test checks both), counted in
--   UTF-16 code units like the browser's maxlength. NOT VALID: rows stored
--   before this migration are not rechecked (a project may hold such rows;
--   delete them, then `alter table public.contact_submissions validate
--   constraint ...`); every new row is checked.
--
-- * Rows per request: a visitor's form sends one row. PostgREST inserts every
--   element of an array body in one statement, and each element costs trigger
--   work (the submission key lookup, the rate limit) even when the request is
--   finally refused and nothing is stored or counted. The trigger
--   contact_submissions_05_rows_per_request fires before every other row
--   trigger and refuses the request at its 11th row (PT413: HTTP 413), so a
--   refused request costs at most ten rows' work.
--
-- * Cleanup: private.limit_enquiry_rows() deleted its own bucket's expired
--   entries without SKIP LOCKED, so a visitor whose expired entries another
--   transaction had locked (any request cleaning up, refused or held open)
--   waited for that transaction. Both deletes now skip locked entries; a
--   skipped entry is deleted by a later request, and expired entries never
--   count.

alter table public.contact_submissions
  add constraint contact_submissions_email_length check (private.utf16_length(email) <= 254) not valid,
  add constraint contact_submissions_phone_length check (private.utf16_length(phone) <= 32) not valid;

create function private.limit_rows_per_request()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  max_rows_per_request constant integer := 10;
  rows_so_far integer;
begin
  -- Only the public API roles: the service role, the dashboard and migrations are not limited.
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated') then
    return new;
  end if;
  -- PostgREST runs each request in one transaction: a transaction-local count is a count per request.
  rows_so_far := coalesce(nullif(current_setting('enquiries.rows_in_request', true), '')::integer, 0) + 1;
  if rows_so_far > max_rows_per_request then
    raise sqlstate 'PT413'
      using message = 'Too many enquiries in one request.';
  end if;
  perform pg_catalog.set_config('enquiries.rows_in_request', rows_so_far::text, true);
  return new;
end;
$$;

comment on function private.limit_rows_per_request() is
  'Before-insert row trigger on public.contact_submissions: refuses a request of anon or authenticated at its 11th row (PT413, HTTP 413), before any other per-row work.';

revoke all on function private.limit_rows_per_request() from public;

create trigger contact_submissions_05_rows_per_request
  before insert on public.contact_submissions
  for each row
  execute function private.limit_rows_per_request();

create or replace function private.limit_enquiry_rows()
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

  -- Expired entries, this bucket's first, then up to 100 of others; an entry
  -- another transaction holds is skipped (a later request deletes it), so the
  -- cleanup never waits.
  delete from private.contact_submission_writes
   where ctid in (
     select ctid from private.contact_submission_writes
      where ip is not distinct from bucket and created_at <= now() - window_length
      for update skip locked);
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
