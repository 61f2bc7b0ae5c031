-- Contact enquiries sent by the two website forms (docs/requirements.md, Contact forms, Validation and Enquiry payload).
--
-- The browser talks to this table with the public anon key, so the table itself
-- is the last line of defence: anon may only INSERT the eight payload columns,
-- and every rule of the client validator (src/forms/validation.ts) is repeated
-- here as a named CHECK constraint. The property test in
-- supabase/__tests__/validator-database-agreement.test.ts asserts that a contact
-- page row is accepted here exactly when the validator accepts the form.
--
-- How the rules are written so that Postgres and JavaScript agree:
--
-- * White space. JavaScript's \s (and String.prototype.trim) is a fixed list of
--   25 code points. Postgres' \s is [[:space:]], which depends on the
--   database's locale (the test database, for one, counts U+0085 and U+2003
--   but not U+00A0). So the constraints never use \s: they spell out the
--   JavaScript list as a bracket expression, repeated where needed:
--     \t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff
--   (needs standard_conforming_strings = on, the default since Postgres 9.1,
--   so the backslashes reach the regular expression engine.)
--   "Not blank" is "contains a character outside that list".
--
-- * Length. The client counts UTF-16 code units (String.length, the unit of the
--   browser's maxlength); char_length counts code points, which is never more.
--   A char_length limit would therefore be more permissive than the client,
--   which is safe (the client never sends what the database refuses) but would
--   make the two disagree on text rich in emoji. private.utf16_length counts
--   like the browser, so both sides draw the line at the same place.
--
-- * Digits. JavaScript's \d is [0-9] only; the phone rule spells out [0-9].
--
-- * The client trims every value before sending (src/forms/submission-rows.ts),
--   so the stored values are the ones the validator looked at.

create schema if not exists private;
comment on schema private is
  'Helpers the API must not expose: not listed in the Data API''s exposed schemas.';

create function private.utf16_length(value text)
  returns integer
  language sql
  immutable
  strict
  parallel safe
return pg_catalog.char_length(value)
  -- each code point above U+FFFF is a surrogate pair, i.e. two UTF-16 code units
  + pg_catalog.char_length(pg_catalog.regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'));

comment on function private.utf16_length(text) is
  'Length in UTF-16 code units, as JavaScript String.length and the HTML maxlength attribute count it.';

-- The constraints below call it while anon inserts, so anon needs EXECUTE even
-- where new functions are not executable by PUBLIC.
grant execute on function private.utf16_length(text) to anon, authenticated, service_role;

create table public.contact_submissions (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  first_name text not null default '',
  last_name text not null default '',
  name text not null,
  email text not null,
  phone text not null default '',
  company text not null default '',
  service text not null default '',
  message text not null,

  -- Contact page: "over 50 characters or containing angle brackets" is not a valid name.
  constraint contact_submissions_first_name_length
    check (private.utf16_length(first_name) <= 50),
  constraint contact_submissions_first_name_characters
    check (first_name !~ '[<>]'),
  constraint contact_submissions_last_name_length
    check (private.utf16_length(last_name) <= 50),
  constraint contact_submissions_last_name_characters
    check (last_name !~ '[<>]'),

  -- A home form row has neither part ('' by default); a contact page row has both,
  -- each required, and its name is the two joined by one space.
  constraint contact_submissions_name_parts_together
    check (
      (first_name = '' and last_name = '')
      or (first_name ~ '[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
          and last_name ~ '[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]')
    ),
  constraint contact_submissions_name_joins_parts
    check (first_name = '' or name = first_name || ' ' || last_name),

  -- Both forms require a name; 101 = 50 + one space + 50. The home form caps its
  -- single name input at the same 101.
  constraint contact_submissions_name_present
    check (name ~ '[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'),
  constraint contact_submissions_name_length
    check (private.utf16_length(name) <= 101),

  -- Resolved decisions (docs/requirements.md): ^[^\s@]+@[^\s@]+\.[^\s@]+$ with \s spelled out (see the top).
  constraint contact_submissions_email_format
    check (email ~ '^[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'),

  -- Resolved decisions (docs/requirements.md): optional; ^\+?[\d\s\-()]{10,}$ with \d and \s spelled out.
  -- (The trailing '-' in the bracket is a literal hyphen.)
  constraint contact_submissions_phone_format
    check (phone = '' or phone ~ '^\+?[0-9()\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff-]{10,}$'),

  constraint contact_submissions_company_length
    check (private.utf16_length(company) <= 100),

  -- docs/requirements.md, "Service choice values"; '' when the visitor chose none.
  constraint contact_submissions_service_value
    check (service in ('', 'sap', 'dynamics', 'staff', 'testing', 'consultation')),

  -- Required by both forms; the contact page caps it at 2000.
  constraint contact_submissions_message_present
    check (message ~ '[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'),
  constraint contact_submissions_message_length
    check (private.utf16_length(message) <= 2000)
);

comment on table public.contact_submissions is
  'Enquiries from the website''s contact forms (home page and /contact). Written by anon through the Data API, insert only; read with the service role or the dashboard.';
comment on column public.contact_submissions.id is 'Row number, assigned by the database.';
comment on column public.contact_submissions.created_at is 'When the enquiry was stored.';
comment on column public.contact_submissions.first_name is 'Contact page only; '''' for home form rows.';
comment on column public.contact_submissions.last_name is 'Contact page only; '''' for home form rows.';
comment on column public.contact_submissions.name is 'Home form name, or the contact page''s first and last name joined by one space.';
comment on column public.contact_submissions.email is 'Reply address.';
comment on column public.contact_submissions.phone is 'Optional; '''' when not given.';
comment on column public.contact_submissions.company is 'Optional; '''' when not given.';
comment on column public.contact_submissions.service is 'One of sap, dynamics, staff, testing, consultation; '''' when none was chosen.';
comment on column public.contact_submissions.message is 'The enquiry text.';

-- Enquiries are personal data: nobody reads them through the public API.
alter table public.contact_submissions enable row level security;

-- Supabase's default privileges give anon and authenticated ALL on every new
-- table in public; take that back, then allow exactly one thing.
revoke all on table public.contact_submissions from anon, authenticated;
grant insert (first_name, last_name, name, email, phone, company, service, message)
  on table public.contact_submissions to anon;
-- The identity column needs no sequence privilege: Postgres does not check one
-- for GENERATED ... AS IDENTITY. id and created_at are not granted, so a client
-- cannot choose them.

-- The service role (dashboard, server scripts) reads and tidies the enquiries;
-- granted explicitly so this does not depend on default privileges.
grant select, insert, update, delete on table public.contact_submissions to service_role;

-- The checks live in the constraints above, so the policy itself admits every
-- row anon is allowed to write. There is no SELECT, UPDATE or DELETE policy:
-- with row level security on, anon can do none of them.
create policy "Visitors can send an enquiry"
  on public.contact_submissions
  for insert
  to anon
  with check (true);
