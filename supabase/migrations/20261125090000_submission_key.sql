-- Exactly one row per form submission, however often it is sent.
--
-- The form makes a key on the visitor's device (a UUID) when a submission is
-- first sent and sends it with every retry of that submission. A retry happens
-- when the visitor saw a failure although the row was stored (a timeout, a
-- dropped connection after the insert), or when the browser sends an enquiry it
-- kept for later. The database stores the key under a unique constraint and
-- treats a known key as "already stored":
--
-- * a BEFORE INSERT trigger skips the row (returns NULL) when its key is
--   already in the table: nothing is stored, the AFTER INSERT trigger that
--   queues the e-mail does not fire, the rate limit does not count it (its
--   trigger runs after this one, see below), and PostgREST still answers 201,
--   so the form shows its success;
-- * two requests with the same key at the same moment both pass the trigger;
--   the unique constraint is the last guard: the second waits for the first,
--   then fails with 23505 (PostgREST: 409), which the browser treats as stored
--   when the message names contact_submissions_submission_key_key.
--
-- The column may be NULL: a page cached before this change sends no key, and
-- its enquiry must still be stored (once per request, as before). The unique
-- constraint allows any number of NULLs.
--
-- Trigger order: Postgres fires triggers of the same kind in name order. This
-- one is named contact_submissions_10_skip_resent so that row limits added
-- later (contact_submissions_20_...) only see rows that will be stored.

alter table public.contact_submissions add column submission_key uuid;
alter table public.contact_submissions
  add constraint contact_submissions_submission_key_key unique (submission_key);

comment on column public.contact_submissions.submission_key is
  'Made by the visitor''s browser once per submission and reused when it is sent again; a second insert with a stored key stores nothing. NULL from pages older than the key.';

-- anon may write it, like the other payload columns (and nothing else).
grant insert (submission_key) on table public.contact_submissions to anon;

create function private.skip_resent_enquiry()
  returns trigger
  language plpgsql
  -- Runs as its owner: anon may not read the table.
  security definer
  set search_path = ''
as $$
begin
  if new.submission_key is not null
     and exists (select 1 from public.contact_submissions where submission_key = new.submission_key) then
    return null;
  end if;
  return new;
end;
$$;

comment on function private.skip_resent_enquiry() is
  'Before-insert trigger on public.contact_submissions: skips a row whose submission_key is already stored (a resent submission), so it is stored, counted and e-mailed once.';

revoke all on function private.skip_resent_enquiry() from public;

create trigger contact_submissions_10_skip_resent
  before insert on public.contact_submissions
  for each row
  execute function private.skip_resent_enquiry();
