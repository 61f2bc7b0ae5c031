-- Every enquiry's e-mail is delivered or visibly given up on, and a flood
-- cannot spend the mail quota.
--
-- Why: the notify_enquiry trigger queued one pg_net request per enquiry and
-- nothing more. When the function or the mail provider was down the enquiry
-- was stored but never e-mailed, and once pg_net dropped its answer (after 6
-- hours) the status view said "queued" for ever. And one e-mail per row let a
-- flood of rows use up the provider's quota, after which no real lead was
-- e-mailed.
--
-- Now private.enquiry_notifications records each enquiry's outcome itself
-- (state, attempts, last problem, when it was sent), and a scheduled job
-- (pg_cron, every minute: private.process_enquiry_notifications) does the rest:
--
-- * reads pg_net's answer to each attempt: 200 → sent; anything else, or no
--   answer within answer_wait → that attempt failed;
-- * retries a failed one with back-off: first_retry after the first attempt,
--   twice as long after each further one; after max_attempts failed attempts
--   it is "given up" (still in the table, shown by the status view);
-- * past hourly_cap individual e-mails in the last hour, a new enquiry is
--   "held", not e-mailed; at most once an hour the job sends one summary for
--   all held enquiries ("N more enquiries, see the table"), delivered and
--   retried like any notification.
--
-- A retry never makes a second e-mail for an enquiry whose e-mail did go out
-- (the answer was lost): the function sends with Resend's Idempotency-Key
-- enquiry-<id> (summary-<id>), which Resend honours for 24 hours. With the
-- numbers below the last retry comes about 10.5 hours after the first
-- attempt: keep it under 24 hours when changing them.
--
-- The numbers are in private.enquiry_notification_limits(); change them by
-- replacing that function in a new migration (supabase/README.md).

create function private.enquiry_notification_limits(
  out hourly_cap integer,
  out max_attempts integer,
  out first_retry interval,
  out answer_wait interval
)
  language sql
  immutable
  set search_path = ''
as $$
  select
    -- individual e-mails per hour; past that, new enquiries go into the hourly summary
    20,
    -- attempts per notification before it is given up
    8,
    -- wait before the second attempt; each further wait is twice the one before
    interval '5 minutes',
    -- how long an attempt may go without an answer before it counts as failed
    interval '10 minutes'
$$;

comment on function private.enquiry_notification_limits() is
  'The numbers of the e-mail notifications: hourly cap of individual e-mails, attempts before giving up, first retry delay (doubling), how long to wait for an answer.';

revoke all on function private.enquiry_notification_limits() from public;

alter table private.enquiry_notifications
  drop constraint enquiry_notifications_queued_or_failed,
  add column state text not null default 'pending',
  add column attempts integer not null default 0,
  add column attempted_at timestamptz,
  add column next_attempt_at timestamptz,
  add column sent_at timestamptz,
  -- Set on the enquiry whose notification carries a summary: how many enquiries it covers, itself included.
  add column summary_count integer,
  add column summary_made_at timestamptz,
  -- Set on a held enquiry once a summary covers it: the enquiry that carries that summary.
  add column summarised_in bigint references private.enquiry_notifications (submission_id) on delete set null,
  add constraint enquiry_notifications_state
    check (state in ('pending', 'held', 'sent', 'summarised', 'given up'));

comment on table private.enquiry_notifications is
  'One row per enquiry: the state of its e-mail notification (pending, held for the hourly summary, sent, summarised, given up), its attempts, the pg_net request of the attempt waiting for an answer, and the last problem.';
comment on column private.enquiry_notifications.request_id is 'The pg_net request of the attempt that waits for its answer; NULL otherwise.';
comment on column private.enquiry_notifications.error is 'The last problem: why the last attempt could not be queued, or what the function answered, or that it did not answer.';
comment on column private.enquiry_notifications.next_attempt_at is 'When a pending notification whose last attempt failed is tried again.';

create index enquiry_notifications_due_idx
  on private.enquiry_notifications (next_attempt_at) where state = 'pending';
create index enquiry_notifications_held_idx
  on private.enquiry_notifications (submission_id) where state = 'held';
-- The trigger counts the last hour's individual e-mails at every insert.
create index enquiry_notifications_queued_at_idx
  on private.enquiry_notifications (queued_at);

-- The rows of the old trigger: what pg_net still knows decides; an answer it
-- already dropped cannot be known any more, and says so.
update private.enquiry_notifications n
   set state = 'sent', sent_at = r.created, attempts = 1, attempted_at = n.queued_at
  from net._http_response r
 where r.id = n.request_id and r.status_code = 200;
update private.enquiry_notifications n
   set attempts = 1, attempted_at = n.queued_at, next_attempt_at = now(), request_id = null,
       error = coalesce(r.error_msg, r.status_code || ': ' || r.content)
  from net._http_response r
 where n.state = 'pending' and r.id = n.request_id;
update private.enquiry_notifications
   set attempts = 1, attempted_at = queued_at, next_attempt_at = now()
 where state = 'pending' and attempts = 0 and (request_id is null or queued_at > now() - interval '6 hours');
update private.enquiry_notifications
   set state = 'given up', attempts = 1, attempted_at = queued_at, request_id = null,
       error = 'outcome unknown: pg_net dropped the function''s answer before it was recorded; check the inbox or the function''s logs'
 where state = 'pending' and attempts = 0;

-- What is posted to the function: the enquiry as a Database Webhook's INSERT
-- payload, or, for an enquiry that carries a summary, the summary.
create function private.enquiry_notification_payload(target bigint)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select case
    when n.summary_count is null then pg_catalog.jsonb_build_object(
      'type', 'INSERT',
      'table', 'contact_submissions',
      'schema', 'public',
      'record', pg_catalog.to_jsonb(s),
      'old_record', null)
    else pg_catalog.jsonb_build_object(
      'type', 'SUMMARY',
      'table', 'contact_submissions',
      'schema', 'public',
      'summary', (
        select pg_catalog.jsonb_build_object(
          'id', n.submission_id,
          'count', n.summary_count,
          'first_id', min(c.id),
          'last_id', max(c.id),
          'first_created_at', min(c.created_at),
          'last_created_at', max(c.created_at))
          from private.enquiry_notifications m
          join public.contact_submissions c on c.id = m.submission_id
         where m.submission_id = n.submission_id or m.summarised_in = n.submission_id))
  end
  from private.enquiry_notifications n
  join public.contact_submissions s on s.id = n.submission_id
  where n.submission_id = target
$$;

revoke all on function private.enquiry_notification_payload(bigint) from public;

-- One attempt: counts it, schedules the retry that follows if it fails, and
-- queues the POST through pg_net. Anything that fails while queueing is
-- recorded as the attempt's problem, never raised: a notification never costs
-- an enquiry.
create function private.attempt_enquiry_notification(target bigint)
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
begin
  update private.enquiry_notifications
     set attempts = attempts + 1,
         attempted_at = now(),
         request_id = null,
         next_attempt_at = now() + limits.first_retry * pg_catalog.power(2, attempts)
   where submission_id = target;
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
    update private.enquiry_notifications set request_id = queued_request where submission_id = target;
  exception when others then
    raise warning 'Enquiry % stored, but its e-mail notification was not queued: %', target, sqlerrm;
    update private.enquiry_notifications set error = sqlerrm where submission_id = target;
  end;
end;
$$;

revoke all on function private.attempt_enquiry_notification(bigint) from public;

-- The trigger of 20261123090000_notify_enquiry.sql, now through the attempt
-- above, and holding the enquiry for the summary past the hourly cap.
create or replace function private.queue_enquiry_notification()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  limits record := private.enquiry_notification_limits();
  individual_this_hour integer;
begin
  select count(*) into individual_this_hour
    from private.enquiry_notifications
   where queued_at > now() - interval '1 hour'
     and state not in ('held', 'summarised')
     and summary_count is null;
  if individual_this_hour >= limits.hourly_cap then
    insert into private.enquiry_notifications (submission_id, state) values (new.id, 'held');
  else
    insert into private.enquiry_notifications (submission_id) values (new.id);
    perform private.attempt_enquiry_notification(new.id);
  end if;
  return null;
end;
$$;

comment on function private.queue_enquiry_notification() is
  'After-insert trigger on public.contact_submissions: records the enquiry''s notification and makes its first attempt (pg_net POST to notify-enquiry), or holds it for the hourly summary past the hourly cap; never fails the insert.';

-- The scheduled job. Each step is one pass over the rows that need it; rows a
-- concurrent run is working on are skipped (SKIP LOCKED).
create function private.process_enquiry_notifications()
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
  -- 1. Answers: 200 is sent; anything else failed (the retry time is already set).
  update private.enquiry_notifications n
     set state = case when r.status_code = 200 then 'sent' else n.state end,
         sent_at = case when r.status_code = 200 then r.created end,
         error = case
           when r.status_code = 200 then null
           when r.timed_out then 'the function did not answer within the request timeout'
           else coalesce(r.error_msg, r.status_code || ': ' || r.content)
         end,
         request_id = case when r.status_code = 200 then n.request_id end
    from net._http_response r
   where n.state = 'pending' and r.id = n.request_id;

  -- 2. No answer within answer_wait: that attempt failed.
  update private.enquiry_notifications
     set request_id = null,
         error = 'no answer from the function within ' || (extract(epoch from limits.answer_wait) / 60)::integer || ' minutes'
   where state = 'pending' and request_id is not null and attempted_at < now() - limits.answer_wait;

  -- 3. Held enquiries: one summary, at most once an hour, carried by the newest of them.
  if not exists (
    select 1 from private.enquiry_notifications
     where summary_made_at > now() - interval '1 hour'
  ) then
    select max(submission_id) into carrier from private.enquiry_notifications where state = 'held';
    if carrier is not null then
      update private.enquiry_notifications
         set state = 'summarised', summarised_in = carrier
       where state = 'held' and submission_id <> carrier;
      update private.enquiry_notifications n
         set state = 'pending', summary_made_at = now(), next_attempt_at = now(),
             summary_count = 1 + (select count(*) from private.enquiry_notifications m where m.summarised_in = carrier)
       where n.submission_id = carrier;
    end if;
  end if;

  -- 4. Due retries (and new summaries): give up after max_attempts, else try again.
  for due in
    select submission_id, attempts from private.enquiry_notifications
     where state = 'pending' and request_id is null and next_attempt_at <= now()
     order by next_attempt_at
     limit 100
     for update skip locked
  loop
    if due.attempts >= limits.max_attempts then
      update private.enquiry_notifications set state = 'given up', next_attempt_at = null where submission_id = due.submission_id;
    else
      perform private.attempt_enquiry_notification(due.submission_id);
    end if;
  end loop;
end;
$$;

comment on function private.process_enquiry_notifications() is
  'Scheduled every minute (pg_cron job process-enquiry-notifications): records pg_net''s answers, retries failed or unanswered notifications with back-off, gives up after the maximum attempts, sends the hourly summary of held enquiries.';

revoke all on function private.process_enquiry_notifications() from public;

-- pg_cron is available on every Supabase project (the local store and the
-- tests have a stand-in, supabase/local/platform.ts).
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end
$$;

select cron.schedule('process-enquiry-notifications', '* * * * *', 'select private.process_enquiry_notifications()');

-- The status view reads the project's own record, so it stays true after pg_net forgets.
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
      case carrier.state when 'sent' then 'sent in summary' when 'given up' then 'given up' else 'held for summary' end
    when n.request_id is not null then 'sending'
    else 'retry scheduled'
  end as status,
  coalesce(n.error, carrier.error) as problem,
  n.attempts,
  n.next_attempt_at,
  coalesce(n.sent_at, carrier.sent_at) as sent_at
from public.contact_submissions s
left join private.enquiry_notifications n on n.submission_id = s.id
left join private.enquiry_notifications carrier on carrier.submission_id = n.summarised_in;

comment on view private.enquiry_notification_status is
  'Per enquiry: sent, sent in summary, sending (an attempt waits for its answer), retry scheduled (next_attempt_at, with the last problem), held for summary (over the hourly cap), given up (after the maximum attempts, with the last problem).';
