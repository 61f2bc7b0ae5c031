-- A field over its bound is refused before any per-character work.
--
-- The CHECK constraints measure UTF-16 code units (private.utf16_length) and match patterns, both
-- work per character: on a 5 MB field, seconds. A UTF-16 code unit takes at most 3 bytes in UTF-8
-- (a character of 4 bytes is two code units), so a value of more than 3 × bound bytes is over its
-- bound, whatever it holds; octet_length tells without reading the characters. The trigger
-- contact_submissions_00_field_bytes fires before every other row trigger and before the CHECK
-- constraints, for every role, and refuses such a row with the error of the field's own
-- constraint (23514, HTTP 400, naming it; the detail gives the byte count). A value within
-- 3 × bound bytes goes on to the constraints, which then read at most a few kilobytes.

create function private.refuse_oversized_fields()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  field record;
begin
  for field in
    select *
      from (values
        ('first_name', pg_catalog.octet_length(new.first_name), 50, 'contact_submissions_first_name_length'),
        ('last_name', pg_catalog.octet_length(new.last_name), 50, 'contact_submissions_last_name_length'),
        ('name', pg_catalog.octet_length(new.name), 101, 'contact_submissions_name_length'),
        ('email', pg_catalog.octet_length(new.email), 254, 'contact_submissions_email_length'),
        ('phone', pg_catalog.octet_length(new.phone), 32, 'contact_submissions_phone_length'),
        ('company', pg_catalog.octet_length(new.company), 100, 'contact_submissions_company_length'),
        ('service', pg_catalog.octet_length(new.service), 20, 'contact_submissions_service_value'),
        ('message', pg_catalog.octet_length(new.message), 2000, 'contact_submissions_message_length')
      ) as bounds (name, bytes, max_units, constraint_name)
     where bytes > 3 * max_units
  loop
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "contact_submissions" violates check constraint "' || field.constraint_name || '"',
      detail = field.name || ' is ' || field.bytes || ' bytes long: more than the ' || 3 * field.max_units
        || ' bytes ' || field.max_units || ' UTF-16 code units can take.',
      schema = 'public',
      table = 'contact_submissions',
      column = field.name,
      constraint = field.constraint_name;
  end loop;
  return new;
end;
$$;

comment on function private.refuse_oversized_fields() is
  'Before-insert row trigger on public.contact_submissions: refuses a row with a field of more than 3 × its bound in bytes (so over its bound in UTF-16 code units) with that field''s CHECK error, before any per-character work.';

revoke all on function private.refuse_oversized_fields() from public;

create trigger contact_submissions_00_field_bytes
  before insert on public.contact_submissions
  for each row
  execute function private.refuse_oversized_fields();
