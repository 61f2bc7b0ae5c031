-- Enquiries sent by the plain HTML form (no script: the form posts to the Edge Function
-- submit-enquiry, or to the local store under `npm start`), stored with the rules of the
-- scripted path.
--
-- The function public.submit_form_enquiry(enquiry, sender_headers) is what the endpoint calls,
-- as service_role (PostgREST: POST /rest/v1/rpc/submit_form_enquiry with the service role key);
-- no other role may execute it. It inserts one row into public.contact_submissions, so the
-- CHECK constraints, the submission key trigger, the rate limit and the e-mail notification
-- are the table's own, as for a visitor's insert through the Data API.
--
-- * The sender. PostgREST publishes the headers of the Edge Function's own request, which name
--   the function's address, not the visitor's. The endpoint therefore passes on the address
--   headers it received from the gateway (cf-connecting-ip, x-real-ip, x-forwarded-for), and
--   the sender is computed from them by the rule of the scripted path
--   (private.request_client_address, private.rate_limit_bucket). For the insert, the function
--   sets the transaction-local setting enquiries.form_sender; private.request_sender() reads it
--   for a role other than anon and authenticated, so private.limit_enquiry_rows() (which now
--   asks private.request_sender() for its bucket) and the notification's per-sender rule count
--   the visitor, in the same allowance as their scripted enquiries.
--
-- * Exactly once. A posted submission_key (a UUID) is used as it is. Without one (a page with
--   no script makes none), the key is derived from the sender, the row's content and a
--   10-minute slot of time (private.form_enquiry_key); an enquiry whose key of this slot or of
--   the previous one is stored is answered 'already stored'. So a second press of Send a moment
--   later stores nothing, while the same text sent again 20 minutes later is a new enquiry.
--   Identical presses at the same instant are serialised by an advisory lock on the sender and
--   content, so the second sees the first's row.
--
-- Answers: 'stored', or 'already stored' (nothing stored, counted or e-mailed). Past the limit
-- the rate limit's PT429 (HTTP 429), a value the table refuses its CHECK error (23514, HTTP
-- 400): nothing is stored.

-- The sender of a request with these headers (PostgREST's request.headers as text): its rate
-- limit bucket as text, or 'no usable address'.
create function private.sender_of_headers(headers text)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return coalesce(
    private.rate_limit_bucket(private.request_client_address(nullif(headers, '')::json))::text,
    'no usable address');
exception when invalid_text_representation then
  return 'no usable address'; -- not JSON: no address
end;
$$;

comment on function private.sender_of_headers(text) is
  'The rate limit bucket (as text) of the client named by request headers, by private.request_client_address; ''no usable address'' when none is an IP.';

revoke all on function private.sender_of_headers(text) from public;

-- The sender of the row being inserted: the requesting visitor for anon and authenticated, the
-- visitor of the plain form for public.submit_form_enquiry, NULL for anyone else (the service
-- role, the dashboard, migrations).
create or replace function private.request_sender()
  returns text
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated') then
    return private.sender_of_headers(current_setting('request.headers', true));
  end if;
  return nullif(current_setting('enquiries.form_sender', true), '');
end;
$$;

comment on function private.request_sender() is
  'The sender of the row being inserted (a rate limit bucket as text, or ''no usable address''): from request.headers for anon and authenticated, from enquiries.form_sender (set by public.submit_form_enquiry) otherwise; NULL when neither applies.';

-- The rate limit, its numbers unchanged, counting every sender private.request_sender() names.
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
  sender text := private.request_sender();
  bucket inet;
  max_rows integer;
  recent_rows integer;
begin
  -- Not a visitor's row: the service role, the dashboard and migrations are not limited.
  if sender is null then
    return new;
  end if;
  bucket := case when sender = 'no usable address' then null else sender::inet end;

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

comment on function private.limit_enquiry_rows() is
  'Before-insert row trigger on public.contact_submissions: at most 5 rows per sender (private.request_sender: an IPv4 address or an IPv6 /64) and 10 for all rows without a usable address, per 10 minutes, for anon, authenticated and the plain form; raises PT429 (HTTP 429) past that.';

-- The submission key of a plain form enquiry without one: the same sender and content give
-- the same key within one 10-minute slot of time (the slot `at` falls in).
create function private.form_enquiry_key(sender text, content jsonb, at timestamptz)
  returns uuid
  language sql
  immutable
  set search_path = ''
return pg_catalog.md5(
  pg_catalog.jsonb_build_array(sender, content, pg_catalog.floor(extract(epoch from at) / 600))::text)::uuid;

comment on function private.form_enquiry_key(text, jsonb, timestamptz) is
  'Submission key of a plain form enquiry sent without one: a hash of its sender, its content and the 10-minute slot of time `at` falls in.';

revoke all on function private.form_enquiry_key(text, jsonb, timestamptz) from public;

create function public.submit_form_enquiry(enquiry jsonb, sender_headers json)
  returns text
  language plpgsql
  -- Runs as its owner: it reads schema private, which service_role may not use.
  security definer
  set search_path = ''
as $$
declare
  sender text := private.sender_of_headers(sender_headers::text);
  content jsonb := pg_catalog.jsonb_build_object(
    'first_name', coalesce(enquiry ->> 'first_name', ''),
    'last_name', coalesce(enquiry ->> 'last_name', ''),
    'name', coalesce(enquiry ->> 'name', ''),
    'email', coalesce(enquiry ->> 'email', ''),
    'phone', coalesce(enquiry ->> 'phone', ''),
    'company', coalesce(enquiry ->> 'company', ''),
    'service', coalesce(enquiry ->> 'service', ''),
    'message', coalesce(enquiry ->> 'message', ''));
  key uuid;
  stored_id bigint;
  violated text;
begin
  if coalesce(enquiry ->> 'submission_key', '') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    key := (enquiry ->> 'submission_key')::uuid;
  else
    -- Identical presses at the same instant wait for each other here; the second then sees the first's row.
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('form enquiry ' || sender || content::text, 0));
    key := private.form_enquiry_key(sender, content, now());
    if exists (
      select 1 from public.contact_submissions
       where submission_key in (key, private.form_enquiry_key(sender, content, now() - interval '10 minutes'))
    ) then
      return 'already stored';
    end if;
  end if;

  perform pg_catalog.set_config('enquiries.form_sender', sender, true);
  begin
    insert into public.contact_submissions (first_name, last_name, name, email, phone, company, service, message, submission_key)
    values (content ->> 'first_name', content ->> 'last_name', content ->> 'name', content ->> 'email', content ->> 'phone',
            content ->> 'company', content ->> 'service', content ->> 'message', key)
    returning id into stored_id;
  exception when unique_violation then
    -- The same key stored at this instant by another request: this one is a resend.
    get stacked diagnostics violated = constraint_name;
    if violated is distinct from 'contact_submissions_submission_key_key' then
      raise;
    end if;
  end;
  perform pg_catalog.set_config('enquiries.form_sender', '', true);
  -- No id: the key was stored already (contact_submissions_10_skip_resent skipped the row).
  return case when stored_id is null then 'already stored' else 'stored' end;
end;
$$;

comment on function public.submit_form_enquiry(jsonb, json) is
  'Stores one enquiry of the plain HTML form for the visitor named by sender_headers (cf-connecting-ip, x-real-ip, x-forwarded-for as the gateway passed them on), with the table''s rules and the same per-sender allowance as the Data API; answers ''stored'' or ''already stored''. service_role only.';

revoke all on function public.submit_form_enquiry(jsonb, json) from public, anon, authenticated;
grant execute on function public.submit_form_enquiry(jsonb, json) to service_role;

notify pgrst, 'reload schema';
