-- Real leads reach the inbox whatever others send: one individual e-mail per
-- sender and hour first, an exact global ceiling, idempotency keys unique
-- across databases, summaries that survive deletes, given-up notifications
-- listed in the next e-mail, and a bounded notification body.
--
-- * Per sender. The sender is the rate limit's bucket (an IPv4 address, an
--   IPv6 /64, or the one bucket of requests without a usable address). An
--   enquiry whose sender has had no individual e-mail in the last hour is
--   e-mailed on its own; the sender's further enquiries in that hour are held
--   for the hourly summary. A few senders at their full allowance therefore
--   cost at most one individual e-mail each, and everyone else still gets
--   their own. Rows inserted by other roles (the dashboard, the service role)
--   have no sender and only meet the ceiling. The sender is kept on the
--   notification for the hour the rule needs, then erased by the job.
--
-- * The ceiling (hourly_cap of private.enquiry_notification_limits()) is
--   exact under concurrency: an individual e-mail takes one of hourly_cap
--   slots (private.enquiry_notification_slots), free again an hour after it
--   was taken. A slot is claimed with FOR UPDATE SKIP LOCKED, so an insert
--   never waits for another transaction: with every free slot held by
--   transactions still open, the enquiry is held for the summary.
--
-- * Idempotency keys are random UUIDs per notification
--   (enquiry_notifications.idempotency_key, sent in the payload), so staging
--   and production, or ids reused after a reset, never share a key. The
--   function answers 409 when the provider refuses a key it saw with another
--   body; the job then gives the notification a new key and retries as usual,
--   so such a conflict can cost a second e-mail but never a lead.
--
-- * Summaries are notifications of their own (submission_id NULL, the summary
--   frozen in `summary` when it is made): deleting an enquiry never deletes a
--   summary, so its hour and the enquiries it covers stay known.
--
-- * Given up: the first attempt of every notification takes up to 20 given-up
--   notifications not yet listed (listed_in); its e-mail lists them, the status
--   view shows when (given_up_listed_at). When the listing notification itself
--   gives up, its list is released to the next one.
--
-- * The payload's fields are cut to the form's limits (rows stored before the
--   limits existed may be longer), so a notification body stays small.

alter table private.enquiry_notifications drop constraint enquiry_notifications_summarised_in_fkey;
alter table private.enquiry_notifications drop constraint enquiry_notifications_pkey;

alter table private.enquiry_notifications
  add column id bigint generated always as identity primary key,
  alter column submission_id drop not null,
  add constraint enquiry_notifications_submission_id_key unique (submission_id),
  add column idempotency_key uuid not null default pg_catalog.gen_random_uuid(),
  add column sender text,
  add column summary jsonb,
  add column listed_in bigint;

-- summarised_in named the carrying enquiry; now it names the carrying notification.
update private.enquiry_notifications n
   set summarised_in = carrier.id
  from private.enquiry_notifications carrier
 where carrier.submission_id = n.summarised_in;

-- Summaries made before this migration: their content frozen as it is now.
update private.enquiry_notifications n
   set summary = (
     select pg_catalog.jsonb_build_object(
       'count', n.summary_count,
       'first_id', min(c.id),
       'last_id', max(c.id),
       'first_created_at', min(c.created_at),
       'last_created_at', max(c.created_at))
       from private.enquiry_notifications m
       join public.contact_submissions c on c.id = m.submission_id
      where m.id = n.id or m.summarised_in = n.id)
 where n.summary_count is not null;

alter table private.enquiry_notifications
  add constraint enquiry_notifications_summarised_in_fkey
    foreign key (summarised_in) references private.enquiry_notifications (id) on delete set null,
  add constraint enquiry_notifications_listed_in_fkey
    foreign key (listed_in) references private.enquiry_notifications (id) on delete set null,
  add constraint enquiry_notifications_enquiry_or_summary
    check (submission_id is not null or summary is not null);

create index enquiry_notifications_sender_idx
  on private.enquiry_notifications (sender, queued_at) where sender is not null;
create index enquiry_notifications_given_up_idx
  on private.enquiry_notifications (id) where state = 'given up' and listed_in is null;
create index enquiry_notifications_listed_in_idx
  on private.enquiry_notifications (listed_in) where listed_in is not null;
create index enquiry_notifications_summarised_in_idx
  on private.enquiry_notifications (summarised_in) where summarised_in is not null;

comment on column private.enquiry_notifications.id is 'The notification: an enquiry''s e-mail, or a summary (submission_id NULL).';
comment on column private.enquiry_notifications.idempotency_key is 'Sent with the e-mail (Resend Idempotency-Key): unique across databases; replaced when the provider answers 409 for it.';
comment on column private.enquiry_notifications.sender is 'The rate limit bucket of the request that stored the enquiry, for the per-sender rule; erased an hour later.';
comment on column private.enquiry_notifications.summary is 'For a summary: count, first and last enquiry id and time of the enquiries it covers, frozen when it was made.';
comment on column private.enquiry_notifications.listed_in is 'For a given-up notification: the notification whose e-mail lists it.';

-- The ceiling's slots: one per individual e-mail an hour may carry.
create table private.enquiry_notification_slots (
  slot integer primary key,
  used_at timestamptz not null default '-infinity'
);
comment on table private.enquiry_notification_slots is
  'One row per individual e-mail the hourly cap allows: taken (used_at) by an enquiry e-mailed on its own, free again an hour later.';

-- The individual e-mails of the last hour keep their slots.
insert into private.enquiry_notification_slots (slot, used_at)
select s, coalesce(recent.queued_at, '-infinity')
  from pg_catalog.generate_series(1, (select hourly_cap from private.enquiry_notification_limits())) s
  left join (
    select queued_at, pg_catalog.row_number() over (order by queued_at desc) as position
      from private.enquiry_notifications
     where queued_at > now() - interval '1 hour' and state not in ('held', 'summarised') and summary is null
  ) recent on recent.position = s;

-- The sender of the current request: its rate limit bucket as text, or NULL
-- for a role that is not a public API role.
create function private.request_sender()
  returns text
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated') then
    return null;
  end if;
  return coalesce(
    private.rate_limit_bucket(
      private.request_client_address(nullif(current_setting('request.headers', true), '')::json))::text,
    'no usable address');
exception when invalid_text_representation then
  return 'no usable address'; -- request.headers is not JSON: no address
end;
$$;

revoke all on function private.request_sender() from public;

-- Takes a free slot of the hourly cap, never waiting; false when none is free.
create function private.claim_enquiry_notification_slot()
  returns boolean
  language plpgsql
  set search_path = ''
as $$
declare
  limits record := private.enquiry_notification_limits();
  claimed integer;
begin
  if not exists (select 1 from private.enquiry_notification_slots where slot = limits.hourly_cap) then
    -- The cap was raised: its new slots.
    insert into private.enquiry_notification_slots (slot)
    select pg_catalog.generate_series(1, limits.hourly_cap)
    on conflict (slot) do nothing;
  end if;
  update private.enquiry_notification_slots
     set used_at = now()
   where slot = (
     select slot from private.enquiry_notification_slots
      where slot <= limits.hourly_cap and used_at <= now() - interval '1 hour'
      order by slot
      limit 1
      for update skip locked)
  returning slot into claimed;
  return claimed is not null;
end;
$$;

revoke all on function private.claim_enquiry_notification_slot() from public;

-- What is posted to the function: the enquiry as a Database Webhook's INSERT
-- payload, or a summary; with the notification's idempotency key and the
-- given-up notifications its e-mail lists. Every text is cut to its limit.
create or replace function private.enquiry_notification_payload(target bigint)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select case
    when n.summary is null then pg_catalog.jsonb_build_object(
      'type', 'INSERT',
      'table', 'contact_submissions',
      'schema', 'public',
      'record', pg_catalog.jsonb_build_object(
        'id', s.id,
        'created_at', s.created_at,
        'first_name', pg_catalog.left(s.first_name, 50),
        'last_name', pg_catalog.left(s.last_name, 50),
        'name', pg_catalog.left(s.name, 101),
        'email', pg_catalog.left(s.email, 254),
        'phone', pg_catalog.left(s.phone, 32),
        'company', pg_catalog.left(s.company, 100),
        'service', pg_catalog.left(s.service, 20),
        'message', pg_catalog.left(s.message, 2000),
        'submission_key', s.submission_key),
      'old_record', null)
    else pg_catalog.jsonb_build_object(
      'type', 'SUMMARY',
      'table', 'contact_submissions',
      'schema', 'public',
      'summary', n.summary || pg_catalog.jsonb_build_object('id', n.id))
  end || pg_catalog.jsonb_build_object(
    'idempotency_key', n.idempotency_key,
    'given_up', coalesce((
      select pg_catalog.jsonb_agg(
        case when g.summary is null then pg_catalog.jsonb_build_object(
          'enquiry_id', c.id,
          'created_at', c.created_at,
          'name', pg_catalog.left(c.name, 101),
          'email', pg_catalog.left(c.email, 254))
        else pg_catalog.jsonb_build_object('summary', g.summary || pg_catalog.jsonb_build_object('id', g.id)) end
        order by g.id)
        from private.enquiry_notifications g
        left join public.contact_submissions c on c.id = g.submission_id
       where g.listed_in = n.id), '[]'::jsonb))
  from private.enquiry_notifications n
  left join public.contact_submissions s on s.id = n.submission_id
  where n.id = target
$$;

-- One attempt of notification `target` (an enquiry_notifications.id): counts
-- it, schedules the retry that follows if it fails, on the first attempt takes
-- the given-up notifications to list, and queues the POST through pg_net.
-- Anything that fails while queueing is recorded, never raised.
create or replace function private.attempt_enquiry_notification(target bigint)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  limits record := private.enquiry_notification_limits();
  function_url text;
  webhook_secret text;
  queued_request bigint;
  first_attempt boolean;
begin
  update private.enquiry_notifications
     set attempts = attempts + 1,
         attempted_at = now(),
         request_id = null,
         next_attempt_at = now() + limits.first_retry * pg_catalog.power(2, attempts)
   where id = target
  returning attempts = 1 into first_attempt;
  if first_attempt then
    update private.enquiry_notifications
       set listed_in = target
     where id in (
       select id from private.enquiry_notifications
        where state = 'given up' and listed_in is null and id <> target
        order by id
        limit 20
        for update skip locked);
  end if;
  begin
    select decrypted_secret into function_url from vault.decrypted_secrets where name = 'notify_enquiry_url';
    select decrypted_secret into webhook_secret from vault.decrypted_secrets where name = 'notify_enquiry_secret';
    if function_url is null or webhook_secret is null then
      raise exception 'Vault secrets notify_enquiry_url and notify_enquiry_secret must both be set';
    end if;
    queued_request := net.http_post(
      url := function_url,
      body := private.enquiry_notification_payload(target),
      headers := pg_catalog.jsonb_build_object(
        'Content-Type', 'application/json',
        'x-webhook-secret', webhook_secret
      ),
      timeout_milliseconds := 10000
    );
    update private.enquiry_notifications set request_id = queued_request where id = target;
  exception when others then
    raise warning 'Notification % (enquiry %) not queued: %', target,
      (select submission_id from private.enquiry_notifications where id = target), sqlerrm;
    update private.enquiry_notifications set error = sqlerrm where id = target;
  end;
end;
$$;

create or replace function private.queue_enquiry_notification()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  request_sender text := private.request_sender();
  notification bigint;
begin
  if (request_sender is null or not exists (
        select 1 from private.enquiry_notifications
         where sender = request_sender
           and queued_at > now() - interval '1 hour'
           and state not in ('held', 'summarised')
           and summary is null))
     and private.claim_enquiry_notification_slot() then
    insert into private.enquiry_notifications (submission_id, sender)
    values (new.id, request_sender)
    returning id into notification;
    perform private.attempt_enquiry_notification(notification);
  else
    insert into private.enquiry_notifications (submission_id, sender, state) values (new.id, request_sender, 'held');
  end if;
  return null;
end;
$$;

comment on function private.queue_enquiry_notification() is
  'After-insert trigger on public.contact_submissions: e-mails the enquiry on its own when its sender had no individual e-mail in the last hour and a slot of the hourly cap is free, else holds it for the hourly summary; never fails the insert.';

create or replace function private.process_enquiry_notifications()
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  limits record := private.enquiry_notification_limits();
  carrier bigint;
  due record;
begin
  -- 1. Answers: 200 is sent; anything else failed (the retry time is already
  --    set); 409 (the provider saw the key with another body) also gets a new key.
  update private.enquiry_notifications n
     set state = case when r.status_code = 200 then 'sent' else n.state end,
         sent_at = case when r.status_code = 200 then r.created end,
         error = case
           when r.status_code = 200 then null
           when r.timed_out then 'the function did not answer within the request timeout'
           else coalesce(r.error_msg, r.status_code || ': ' || r.content)
         end,
         request_id = case when r.status_code = 200 then n.request_id end,
         idempotency_key = case when r.status_code = 409 then pg_catalog.gen_random_uuid() else n.idempotency_key end
    from net._http_response r
   where n.state = 'pending' and r.id = n.request_id;

  -- 2. No answer within answer_wait: that attempt failed.
  update private.enquiry_notifications
     set request_id = null,
         error = 'no answer from the function within ' || (extract(epoch from limits.answer_wait) / 60)::integer || ' minutes'
   where state = 'pending' and request_id is not null and attempted_at < now() - limits.answer_wait;

  -- 3. Held enquiries: one summary, at most once an hour. One run at a time
  --    makes it; a concurrent run skips this step instead of waiting.
  if pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtextextended('enquiry notification summary', 0))
     and not exists (select 1 from private.enquiry_notifications where summary_made_at > now() - interval '1 hour')
     and exists (select 1 from private.enquiry_notifications where state = 'held') then
    insert into private.enquiry_notifications (state, summary, summary_made_at, next_attempt_at)
    values ('pending', '{}'::jsonb, now(), now())
    returning id into carrier;
    update private.enquiry_notifications
       set state = 'summarised', summarised_in = carrier
     where state = 'held';
    update private.enquiry_notifications n
       set summary = covered.summary, summary_count = (covered.summary ->> 'count')::integer
      from (
        select pg_catalog.jsonb_build_object(
                 'count', count(*),
                 'first_id', min(c.id),
                 'last_id', max(c.id),
                 'first_created_at', min(c.created_at),
                 'last_created_at', max(c.created_at)) as summary
          from private.enquiry_notifications m
          join public.contact_submissions c on c.id = m.submission_id
         where m.summarised_in = carrier
      ) covered
     where n.id = carrier;
  end if;

  -- 4. Due retries (and new summaries): give up after max_attempts, else try again.
  for due in
    select id, attempts from private.enquiry_notifications
     where state = 'pending' and request_id is null and next_attempt_at <= now()
     order by next_attempt_at
     limit 100
     for update skip locked
  loop
    if due.attempts >= limits.max_attempts then
      update private.enquiry_notifications set state = 'given up', next_attempt_at = null where id = due.id;
      -- What its e-mail was to list goes to the next e-mail.
      update private.enquiry_notifications set listed_in = null where listed_in = due.id;
    else
      perform private.attempt_enquiry_notification(due.id);
    end if;
  end loop;

  -- 5. Senders are kept only for the hour the per-sender rule needs; a row
  --    another run holds is done by a later run.
  update private.enquiry_notifications
     set sender = null
   where id in (
     select id from private.enquiry_notifications
      where sender is not null and queued_at <= now() - interval '1 hour'
      for update skip locked);
end;
$$;

-- Per enquiry, as before, and when a later e-mail listed it as given up.
create or replace view private.enquiry_notification_status as
select
  s.id as submission_id,
  s.created_at,
  s.email,
  case
    when n.submission_id is null then 'no notification'
    when n.state = 'sent' then 'sent'
    when n.state = 'given up' then 'given up'
    when n.state = 'held' then 'held for summary'
    when n.state = 'summarised' then
      case
        when carrier.id is null then 'summary deleted'
        when carrier.state = 'sent' then 'sent in summary'
        when carrier.state = 'given up' then 'given up'
        else 'held for summary'
      end
    when n.request_id is not null then 'sending'
    else 'retry scheduled'
  end as status,
  coalesce(n.error, carrier.error) as problem,
  n.attempts,
  n.next_attempt_at,
  coalesce(n.sent_at, carrier.sent_at) as sent_at,
  case when lister.state = 'sent' then lister.sent_at end as given_up_listed_at
from public.contact_submissions s
left join private.enquiry_notifications n on n.submission_id = s.id
left join private.enquiry_notifications carrier on carrier.id = n.summarised_in
left join private.enquiry_notifications lister on lister.id = coalesce(n.listed_in, carrier.listed_in);

comment on view private.enquiry_notification_status is
  'Per enquiry: sent, sent in summary, sending, retry scheduled (next_attempt_at, with the last problem), held for summary, given up (after the maximum attempts, with the last problem; given_up_listed_at: when a later e-mail that went out listed it), summary deleted.';
