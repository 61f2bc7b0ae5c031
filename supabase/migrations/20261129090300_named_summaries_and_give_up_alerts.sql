-- No enquiry waits unseen, and a give-up is told within the hour on its own.
--
-- * The hourly summary names the enquiries it covers: up to per_summary (200) held enquiries, each
--   with id, time, name, e-mail, company, service and the message's first lines (at most three
--   lines, 300 UTF-16 code units), likeliest genuine first: ordered by how many held enquiries came
--   from the same range (an IPv4 address, an IPv6 /48, the no-address bucket; a row without a
--   sender is a range of its own), then by id. So people who wrote once come before a flood's rows.
--   A summary covers exactly the enquiries it names; any left (`still_held`, counted in it) wait
--   for the next summary, again likeliest genuine first. Its content is frozen when it is made.
--
-- * Give-up alerts. When notifications give up, the job makes an alert at once (at most one alert
--   an hour): a notification of its own (`alert`, frozen when made) that lists up to per_alert (50)
--   given-up notifications not told yet, each with the enquiry's id, time, name, e-mail and the
--   last problem (or the summary's numbers). The function e-mails it, and when the e-mail
--   provider fails, POSTs it to the ALERT_WEBHOOK_URL secret (a chat channel or any HTTP
--   endpoint). An alert is delivered, retried and given up like any notification; when it gives
--   up, its list goes to the next alert. Nothing else lists given-up notifications.
--
-- * Told is recorded on the given-up notification (given_up_told_at, when the alert listing it
--   went out), so deleting enquiries never lists a told one again.
--
-- * Every text the database sends is cut in UTF-16 code units (private.utf16_left), the unit the
--   function checks.

create function private.enquiry_listing_limits(out per_summary integer, out per_alert integer)
  language sql
  immutable
  set search_path = ''
as $$
  select
    -- held enquiries one summary names and covers
    200,
    -- given-up notifications one alert lists
    50
$$;

comment on function private.enquiry_listing_limits() is
  'How many held enquiries one summary names, and how many given-up notifications one alert lists.';

revoke all on function private.enquiry_listing_limits() from public;

-- One line of at most max_units UTF-16 code units: control characters become one space.
create function private.one_line(value text, max_units integer)
  returns text
  language sql
  immutable
  strict
  parallel safe
  set search_path = ''
return pg_catalog.btrim(pg_catalog.regexp_replace(private.utf16_left(value, max_units), '[\x01-\x1f\x7f]+', ' ', 'g'));

revoke all on function private.one_line(text, integer) from public;

-- The message's first lines: at most three non-blank lines, 300 UTF-16 code units.
create function private.message_excerpt(message text)
  returns text
  language sql
  immutable
  strict
  parallel safe
  set search_path = ''
return private.utf16_left(
  pg_catalog.array_to_string(
    (pg_catalog.regexp_split_to_array(
      pg_catalog.btrim(pg_catalog.regexp_replace(private.utf16_left(message, 600), '[\x01-\x09\x0b-\x1f\x7f]+', ' ', 'g'), E' \n'),
      '[ ]*\n[ \n]*'))[1:3],
    E'\n'),
  300);

revoke all on function private.message_excerpt(text) from public;

-- The range a sender belongs to when a summary orders its enquiries: an IPv4 address, an IPv6 /48,
-- or the no-address bucket; NULL without a sender.
create function private.enquiry_sender_range(sender text)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  if sender is null or sender = 'no usable address' then
    return sender;
  end if;
  if pg_catalog.family(sender::inet) = 6 then
    return pg_catalog.network(pg_catalog.set_masklen(sender::inet, 48))::text;
  end if;
  return sender;
end;
$$;

revoke all on function private.enquiry_sender_range(text) from public;

alter table private.enquiry_notifications
  add column alert jsonb,
  add column given_up_at timestamptz,
  add column given_up_told_at timestamptz,
  drop constraint enquiry_notifications_enquiry_or_summary,
  add constraint enquiry_notifications_kind
    check (case when alert is null then submission_id is not null or summary is not null else submission_id is null and summary is null end);

comment on column private.enquiry_notifications.alert is 'For a give-up alert: when it was made and the given-up notifications it lists, frozen when it was made.';
comment on column private.enquiry_notifications.given_up_at is 'When the notification was given up.';
comment on column private.enquiry_notifications.given_up_told_at is 'For a given-up notification: when the alert listing it went out.';
comment on column private.enquiry_notifications.listed_in is 'For a given-up notification: the alert that lists it.';
comment on column private.enquiry_notifications.summary is 'For a summary: count, first and last enquiry id and time, the enquiries it names (likeliest genuine first) and how many were still held, frozen when it was made.';

update private.enquiry_notifications set given_up_at = attempted_at where state = 'given up';
update private.enquiry_notifications g
   set given_up_told_at = lister.sent_at
  from private.enquiry_notifications lister
 where g.listed_in = lister.id and lister.state = 'sent';
-- Lists of e-mails that have not gone out go to the first alert.
update private.enquiry_notifications set listed_in = null where listed_in is not null and given_up_told_at is null;

create index enquiry_notifications_alert_idx on private.enquiry_notifications (queued_at) where alert is not null;

-- Makes the summary of the held enquiries (see the top); returns its notification, or NULL when
-- none is held.
create function private.make_enquiry_summary()
  returns bigint
  language plpgsql
  set search_path = ''
as $$
declare
  listing record := private.enquiry_listing_limits();
  items jsonb;
  chosen bigint[];
  carrier bigint;
begin
  select coalesce(pg_catalog.jsonb_agg(held.item order by held.from_same_range, held.submission_id), '[]'::jsonb),
         coalesce(pg_catalog.array_agg(held.id), '{}'::bigint[])
    into items, chosen
    from (
      select r.id, r.submission_id, r.from_same_range,
             pg_catalog.jsonb_build_object(
               'id', c.id,
               'created_at', c.created_at,
               'name', private.one_line(c.name, 101),
               'email', private.one_line(c.email, 254),
               'company', private.one_line(c.company, 100),
               'service', private.one_line(c.service, 20),
               'excerpt', private.message_excerpt(c.message),
               'from_same_range', r.from_same_range) as item
        from (
          select h.id, h.submission_id,
                 count(*) over (partition by coalesce(private.enquiry_sender_range(h.sender), 'enquiry ' || h.id)) as from_same_range
            from private.enquiry_notifications h
           where h.state = 'held'
        ) r
        join public.contact_submissions c on c.id = r.submission_id
       order by r.from_same_range, r.submission_id
       limit listing.per_summary
    ) held;
  if pg_catalog.cardinality(chosen) = 0 then
    return null;
  end if;

  insert into private.enquiry_notifications (state, summary, summary_made_at, summary_count, next_attempt_at)
  values ('pending', '{}'::jsonb, now(), pg_catalog.cardinality(chosen), now())
  returning id into carrier;
  update private.enquiry_notifications set state = 'summarised', summarised_in = carrier where id = any (chosen);
  update private.enquiry_notifications n
     set summary = covered.summary
    from (
      select pg_catalog.jsonb_build_object(
               'count', count(*),
               'first_id', min(c.id),
               'last_id', max(c.id),
               'first_created_at', min(c.created_at),
               'last_created_at', max(c.created_at),
               'enquiries', items,
               'still_held', (select count(*) from private.enquiry_notifications h where h.state = 'held')) as summary
        from private.enquiry_notifications m
        join public.contact_submissions c on c.id = m.submission_id
       where m.summarised_in = carrier
    ) covered
   where n.id = carrier;
  return carrier;
end;
$$;

revoke all on function private.make_enquiry_summary() from public;

-- Makes an alert listing the given-up notifications not told yet (see the top); returns it.
create function private.make_give_up_alert()
  returns bigint
  language plpgsql
  set search_path = ''
as $$
declare
  listing record := private.enquiry_listing_limits();
  made bigint;
begin
  insert into private.enquiry_notifications (state, alert, next_attempt_at)
  values ('pending', '{}'::jsonb, now())
  returning id into made;
  update private.enquiry_notifications
     set listed_in = made
   where id in (
     select id from private.enquiry_notifications
      where state = 'given up' and listed_in is null and given_up_told_at is null and alert is null
      order by id
      limit listing.per_alert
      for update skip locked);
  update private.enquiry_notifications a
     set alert = pg_catalog.jsonb_build_object(
       'made_at', now(),
       'given_up', coalesce((
         select pg_catalog.jsonb_agg(
           case when g.summary is null then pg_catalog.jsonb_build_object(
             'enquiry_id', c.id,
             'created_at', c.created_at,
             'name', private.one_line(c.name, 101),
             'email', private.one_line(c.email, 254),
             'problem', private.one_line(coalesce(g.error, ''), 500))
           else pg_catalog.jsonb_build_object(
             'summary', (g.summary - 'enquiries') || pg_catalog.jsonb_build_object('id', g.id),
             'problem', private.one_line(coalesce(g.error, ''), 500)) end
           order by g.id)
           from private.enquiry_notifications g
           left join public.contact_submissions c on c.id = g.submission_id
          where g.listed_in = made), '[]'::jsonb))
   where a.id = made;
  return made;
end;
$$;

revoke all on function private.make_give_up_alert() from public;

-- What is posted to the function: an enquiry as a Database Webhook's INSERT payload, a summary, or
-- an alert; with the notification's idempotency key. Every text is cut to its bound in UTF-16
-- code units.
create or replace function private.enquiry_notification_payload(target bigint)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select case
    when n.alert is not null then pg_catalog.jsonb_build_object(
      'type', 'ALERT',
      'table', 'contact_submissions',
      'schema', 'public',
      'alert', pg_catalog.jsonb_build_object('id', n.id, 'made_at', n.alert -> 'made_at'),
      'given_up', coalesce(n.alert -> 'given_up', '[]'::jsonb))
    when n.summary is not null then pg_catalog.jsonb_build_object(
      'type', 'SUMMARY',
      'table', 'contact_submissions',
      'schema', 'public',
      'summary', n.summary || pg_catalog.jsonb_build_object('id', n.id),
      'given_up', '[]'::jsonb)
    else pg_catalog.jsonb_build_object(
      'type', 'INSERT',
      'table', 'contact_submissions',
      'schema', 'public',
      'record', pg_catalog.jsonb_build_object(
        'id', s.id,
        'created_at', s.created_at,
        'first_name', private.utf16_left(s.first_name, 50),
        'last_name', private.utf16_left(s.last_name, 50),
        'name', private.utf16_left(s.name, 101),
        'email', private.utf16_left(s.email, 254),
        'phone', private.utf16_left(s.phone, 32),
        'company', private.utf16_left(s.company, 100),
        'service', private.utf16_left(s.service, 20),
        'message', private.utf16_left(s.message, 2000),
        'submission_key', s.submission_key),
      'old_record', null,
      'given_up', '[]'::jsonb)
  end || pg_catalog.jsonb_build_object('idempotency_key', n.idempotency_key)
  from private.enquiry_notifications n
  left join public.contact_submissions s on s.id = n.submission_id
  where n.id = target
$$;

-- One attempt of notification `target`: counts it, schedules the retry that follows if it fails,
-- and queues the POST through pg_net. Anything that fails while queueing is recorded, never raised.
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
begin
  update private.enquiry_notifications
     set attempts = attempts + 1,
         attempted_at = now(),
         request_id = null,
         next_attempt_at = now() + limits.first_retry * pg_catalog.power(2, attempts)
   where id = target;
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

create or replace function private.process_enquiry_notifications()
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  limits record := private.enquiry_notification_limits();
  due record;
begin
  -- 1. Answers: 200 is sent; anything else failed (the retry time is already set); 409 (the
  --    provider saw the key with another body) also gets a new key.
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

  -- 2. Given-up notifications whose alert went out are told.
  update private.enquiry_notifications g
     set given_up_told_at = lister.sent_at
    from private.enquiry_notifications lister
   where g.listed_in = lister.id and lister.state = 'sent' and g.given_up_told_at is null;

  -- 3. No answer within answer_wait: that attempt failed.
  update private.enquiry_notifications
     set request_id = null,
         error = 'no answer from the function within ' || (extract(epoch from limits.answer_wait) / 60)::integer || ' minutes'
   where state = 'pending' and request_id is not null and attempted_at < now() - limits.answer_wait;

  -- 4. Held enquiries: one summary, at most once an hour. One run at a time makes it; a
  --    concurrent run skips this step instead of waiting.
  if pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtextextended('enquiry notification summary', 0))
     and not exists (select 1 from private.enquiry_notifications where summary_made_at > now() - interval '1 hour')
     and exists (select 1 from private.enquiry_notifications where state = 'held') then
    perform private.make_enquiry_summary();
  end if;

  -- 5. Due retries (and new summaries): give up after max_attempts, else try again.
  for due in
    select id, attempts from private.enquiry_notifications
     where state = 'pending' and request_id is null and next_attempt_at <= now()
     order by next_attempt_at
     limit 100
     for update skip locked
  loop
    if due.attempts >= limits.max_attempts then
      update private.enquiry_notifications
         set state = 'given up', next_attempt_at = null, given_up_at = now()
       where id = due.id;
      -- What an alert that gave up listed goes to the next alert.
      update private.enquiry_notifications set listed_in = null where listed_in = due.id and given_up_told_at is null;
    else
      perform private.attempt_enquiry_notification(due.id);
    end if;
  end loop;

  -- 6. Given-up notifications not told: an alert at once, at most one an hour.
  if pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtextextended('enquiry give-up alert', 0))
     and not exists (select 1 from private.enquiry_notifications where alert is not null and queued_at > now() - interval '1 hour')
     and exists (
       select 1 from private.enquiry_notifications
        where state = 'given up' and listed_in is null and given_up_told_at is null and alert is null) then
    perform private.attempt_enquiry_notification(private.make_give_up_alert());
  end if;

  -- 7. Senders are kept only for the hour the shares need; a row another run holds is done by a
  --    later run.
  update private.enquiry_notifications
     set sender = null
   where id in (
     select id from private.enquiry_notifications
      where sender is not null and queued_at <= now() - interval '1 hour'
      for update skip locked);
  update private.enquiry_notification_slots
     set sender = null, range_56 = null, range_48 = null
   where slot in (
     select slot from private.enquiry_notification_slots
      where sender is not null and used_at <= now() - interval '1 hour'
      for update skip locked);
end;
$$;

comment on function private.process_enquiry_notifications() is
  'Scheduled every minute (pg_cron job process-enquiry-notifications): records pg_net''s answers, retries failed or unanswered notifications with back-off, gives up after the maximum attempts, sends the hourly summary naming the held enquiries, alerts at once (at most hourly) about give-ups, forgets senders after the hour.';

-- Per enquiry, as before; given_up_listed_at is when the alert listing its given-up notification
-- went out, given_up_alert where that alert is: due (not made yet), sending, sent.
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
  given_up.given_up_told_at as given_up_listed_at,
  case
    when given_up.id is null then null
    when given_up.given_up_told_at is not null then 'sent'
    when given_up.listed_in is not null then 'sending'
    else 'due'
  end as given_up_alert
from public.contact_submissions s
left join private.enquiry_notifications n on n.submission_id = s.id
left join private.enquiry_notifications carrier on carrier.id = n.summarised_in
left join lateral (
  select g.id, g.given_up_told_at, g.listed_in
    from private.enquiry_notifications g
   where g.state = 'given up' and g.id = case when n.state = 'given up' then n.id else carrier.id end
) given_up on true;

comment on view private.enquiry_notification_status is
  'Per enquiry: sent, sent in summary, sending, retry scheduled (next_attempt_at, with the last problem), held for summary, given up (after the maximum attempts, with the last problem; given_up_alert: due, sending or sent; given_up_listed_at: when the alert listing it went out), summary deleted.';
