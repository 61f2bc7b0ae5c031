-- Every stored enquiry is e-mailed to a person: after each insert into
-- public.contact_submissions, a trigger asks pg_net to POST the row to the
-- Edge Function notify-enquiry (supabase/functions/notify-enquiry), which sends
-- the e-mail. The body is a Database Webhook's: {type, table, schema, record,
-- old_record}.
--
-- A notification must never cost an enquiry:
-- * pg_net only queues the request inside the insert's transaction and sends it
--   after the commit, from a background worker: a slow or failing function or
--   e-mail service cannot delay or undo the insert;
-- * anything that goes wrong while queueing (a secret not set, pg_net missing)
--   is caught here: the row is stored, the reason is recorded and logged as a
--   warning;
-- * a row that is refused (CHECK violation, rate limit) rolls the queued request
--   back with it: nobody is told about an enquiry that was not stored.
--
-- Where failures show: private.enquiry_notifications holds, per enquiry, the
-- pg_net request id or the reason it was not queued; the view
-- private.enquiry_notification_status joins pg_net's responses
-- (net._http_response, kept 6 hours by pg_net) to say whether the function
-- answered 200. The function logs every failure in its own logs as well.
--
-- Configuration (supabase/README.md): two Vault secrets, set once per project:
--   notify_enquiry_url    https://<project-ref>.supabase.co/functions/v1/notify-enquiry
--   notify_enquiry_secret the shared secret the function checks (NOTIFY_WEBHOOK_SECRET)

-- pg_net is available on every Supabase project. The local store (PGlite) has
-- no such extension and provides a stand-in net schema instead (supabase/local/platform.ts).
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end
$$;

create table private.enquiry_notifications (
  submission_id bigint primary key references public.contact_submissions (id) on delete cascade,
  queued_at timestamptz not null default now(),
  request_id bigint,
  error text,
  constraint enquiry_notifications_queued_or_failed check ((request_id is null) <> (error is null))
);
comment on table private.enquiry_notifications is
  'One row per enquiry: the pg_net request that carries its e-mail notification, or why none could be queued.';

create function private.queue_enquiry_notification()
  returns trigger
  language plpgsql
  -- Runs as its owner: the visitor's role (anon) may read neither Vault nor this schema's tables.
  security definer
  set search_path = ''
as $$
declare
  function_url text;
  webhook_secret text;
  queued_request bigint;
begin
  begin
    select decrypted_secret into function_url from vault.decrypted_secrets where name = 'notify_enquiry_url';
    select decrypted_secret into webhook_secret from vault.decrypted_secrets where name = 'notify_enquiry_secret';
    if function_url is null or webhook_secret is null then
      raise exception 'Vault secrets notify_enquiry_url and notify_enquiry_secret must both be set';
    end if;
    queued_request := net.http_post(
      url := function_url,
      body := pg_catalog.jsonb_build_object(
        'type', 'INSERT',
        'table', tg_table_name,
        'schema', tg_table_schema,
        'record', pg_catalog.to_jsonb(new),
        'old_record', null
      ),
      headers := pg_catalog.jsonb_build_object(
        'Content-Type', 'application/json',
        'x-webhook-secret', webhook_secret
      ),
      timeout_milliseconds := 10000
    );
    insert into private.enquiry_notifications (submission_id, request_id) values (new.id, queued_request);
  exception when others then
    -- The enquiry is stored all the same; the reason stays visible next to it.
    raise warning 'Enquiry % stored, but its e-mail notification was not queued: %', new.id, sqlerrm;
    insert into private.enquiry_notifications (submission_id, error) values (new.id, sqlerrm);
  end;
  return null;
end;
$$;

comment on function private.queue_enquiry_notification() is
  'After-insert trigger on public.contact_submissions: queues a POST of the new row to the notify-enquiry Edge Function through pg_net; never fails the insert.';

revoke all on function private.queue_enquiry_notification() from public;

create trigger notify_enquiry
  after insert on public.contact_submissions
  for each row
  execute function private.queue_enquiry_notification();

-- Whether each enquiry reached a person: 'sent' once the function answered 200.
create view private.enquiry_notification_status as
select
  s.id as submission_id,
  s.created_at,
  s.email,
  case
    when n.submission_id is null then 'no notification'
    when n.error is not null then 'not queued'
    when r.id is null then 'queued'
    when r.status_code = 200 then 'sent'
    else 'failed'
  end as status,
  coalesce(n.error, r.error_msg, case when r.status_code <> 200 then r.status_code || ': ' || r.content end) as problem
from public.contact_submissions s
left join private.enquiry_notifications n on n.submission_id = s.id
left join net._http_response r on r.id = n.request_id;

comment on view private.enquiry_notification_status is
  'Per enquiry: sent (the function answered 200), failed (with its answer), queued (no answer yet, or pg_net already dropped it after 6 hours), not queued (with the reason).';
