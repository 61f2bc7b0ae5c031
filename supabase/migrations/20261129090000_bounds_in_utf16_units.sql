-- Every bound counts UTF-16 code units, the unit of the form (String.length, maxlength), of the
-- CHECK constraints (private.utf16_length) and of the notify-enquiry function; and every stored
-- row is within the bounds, so every constraint is validated.
--
-- * private.utf16_left(value, max_units): the longest prefix of `value` that is at most
--   `max_units` UTF-16 code units long, never splitting a character. Everything the database cuts
--   for a notification is cut with it, so the function never meets a value longer than the bound
--   it checks.
--
-- * Rows stored before the e-mail (254) and phone (32) bounds: a longer phone is cut to its bound
--   (a prefix of a valid phone is valid); a longer e-mail address is replaced by
--   address-too-long-<id>@original-kept.invalid (a cut address is no address). The original
--   values are kept in private.contact_submission_originals. Then both constraints are validated.

create function private.utf16_left(value text, max_units integer)
  returns text
  language plpgsql
  immutable
  strict
  parallel safe
  set search_path = ''
as $$
declare
  -- max_units characters are at least max_units code units: the per-character work stays bounded.
  cut text := pg_catalog.left(value, greatest(max_units, 0));
  excess integer := private.utf16_length(cut) - max_units;
begin
  while excess > 0 loop
    -- Dropping k characters drops k to 2k code units: never more than one past the bound, and
    -- then only by not splitting a surrogate pair.
    cut := pg_catalog.left(cut, pg_catalog.char_length(cut) - (excess + 1) / 2);
    excess := private.utf16_length(cut) - max_units;
  end loop;
  return cut;
end;
$$;

comment on function private.utf16_left(text, integer) is
  'The longest prefix of value at most max_units UTF-16 code units long (as JavaScript String.length counts), never splitting a character.';

revoke all on function private.utf16_left(text, integer) from public;

create table private.contact_submission_originals (
  submission_id bigint not null references public.contact_submissions (id) on delete cascade,
  field text not null,
  original text not null,
  primary key (submission_id, field)
);

comment on table private.contact_submission_originals is
  'Values of enquiries stored before their field had a bound, as they were: the enquiry holds the value cut to its bound (phone), or address-too-long-<id>@original-kept.invalid (email).';

insert into private.contact_submission_originals (submission_id, field, original)
select id, 'email', email from public.contact_submissions where private.utf16_length(email) > 254
union all
select id, 'phone', phone from public.contact_submissions where private.utf16_length(phone) > 32;

-- One statement: an update is checked against both constraints, so both fields are fixed at once.
update public.contact_submissions
   set email = case when private.utf16_length(email) > 254 then 'address-too-long-' || id || '@original-kept.invalid' else email end,
       phone = case when private.utf16_length(phone) > 32 then private.utf16_left(phone, 32) else phone end
 where private.utf16_length(email) > 254 or private.utf16_length(phone) > 32;

alter table public.contact_submissions
  validate constraint contact_submissions_email_length,
  validate constraint contact_submissions_phone_length;
