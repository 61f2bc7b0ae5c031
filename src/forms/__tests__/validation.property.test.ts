import fc from "fast-check";
import { toContactPageRow, toHomeRow } from "../submission-rows";
import { hasHomeRequiredFields, isSpam, validateContactPage, type ContactPageErrors, type ContactPageValues } from "../validation";
import { CONTACT_PAGE_ROW_KEYS, JS_WHITESPACE, contactPageValues, homeValues, messyString } from "./contact-arbitraries";

/*
 * The rules of docs/requirements.md (Validation) restated without regular expressions or
 * String.prototype.trim, as an oracle the validator must match exactly.
 */
const SPACE = new Set(JS_WHITESPACE);
const PHONE_CHARACTERS = new Set([..."0123456789-()", ...JS_WHITESPACE]);
const SERVICES = ["sap", "dynamics", "staff", "testing", "consultation"];

function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SPACE.has(text.charAt(start))) start += 1;
  while (end > start && SPACE.has(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** What maxlength counts: code points above U+FFFF count twice. */
function utf16Units(text: string): number {
  let units = 0;
  for (const character of text) units += (character.codePointAt(0) ?? 0) > 0xffff ? 2 : 1;
  return units;
}

function isEmail(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (SPACE.has(text.charAt(i))) return false;
  const parts = text.split("@");
  if (parts.length !== 2) return false;
  const [local = "", domain = ""] = parts;
  if (local.length === 0) return false;
  // at least one character, a dot, at least one character
  for (let i = 1; i < domain.length - 1; i += 1) if (domain.charAt(i) === ".") return true;
  return false;
}

function isPhone(text: string): boolean {
  const digitsAndSeparators = text.startsWith("+") ? text.slice(1) : text;
  return digitsAndSeparators.length >= 10 && [...digitsAndSeparators].every((c) => PHONE_CHARACTERS.has(c));
}

const isName = (text: string) => utf16Units(text) <= 50 && !text.includes("<") && !text.includes(">");

function expectedErrors(values: ContactPageValues): ContactPageErrors {
  const errors: ContactPageErrors = {};
  const [firstName, lastName, email, company, phone, service, message] = [
    values.firstName,
    values.lastName,
    values.email,
    values.company,
    values.phone,
    values.service,
    values.message,
  ].map(trimSpaces) as [string, string, string, string, string, string, string];
  if (firstName === "") errors.firstName = "This field is required";
  else if (!isName(firstName)) errors.firstName = "Please enter a valid first name";
  if (lastName === "") errors.lastName = "This field is required";
  else if (!isName(lastName)) errors.lastName = "Please enter a valid last name";
  if (email === "") errors.email = "This field is required";
  else if (utf16Units(email) > 254) errors.email = "Email address must be 254 characters or fewer";
  else if (!isEmail(email)) errors.email = "Please enter a valid email address";
  if (utf16Units(phone) > 32) errors.phone = "Phone number must be 32 characters or fewer";
  else if (phone !== "" && !isPhone(phone)) errors.phone = "Please enter a valid phone number";
  if (utf16Units(company) > 100) errors.company = "Company name must be 100 characters or fewer";
  if (service !== "" && !SERVICES.includes(service)) errors.service = "Please choose a service from the list";
  if (message === "") errors.message = "This field is required";
  else if (utf16Units(message) > 2000) errors.message = "Message must be less than 2000 characters";
  return errors;
}

// eslint-disable-next-line no-control-regex -- NUL is what Postgres text cannot store: matching it is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe("validateContactPage (properties)", () => {
  it("the oracle's white space is exactly what \\s matches and trim removes", () => {
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      const isSpace = SPACE.has(character);
      if (/\s/.test(character) !== isSpace || (character.trim() === "") !== isSpace) {
        throw new Error(`U+${code.toString(16)} disagrees`);
      }
    }
  });

  it("never throws and gives exactly the errors the rules call for", () => {
    let validSeen = 0;
    let invalidSeen = 0;
    fc.assert(
      fc.property(contactPageValues, (values) => {
        const errors = validateContactPage(values);
        expect(errors).toEqual(expectedErrors(values));
        if (Object.keys(errors).length === 0) validSeen += 1;
        else invalidSeen += 1;
      }),
      { numRuns: 2000 },
    );
    // The generators must exercise both outcomes, or the property says little.
    expect(validSeen).toBeGreaterThan(20);
    expect(invalidSeen).toBeGreaterThan(20);
  });

  it("never throws on any strings at all, up to 10,000 characters", () => {
    const anyText = fc.oneof(fc.string({ unit: "grapheme", maxLength: 10_000 }), fc.string({ unit: "binary", maxLength: 10_000 }), messyString(200));
    fc.assert(
      fc.property(
        fc.record({
          firstName: anyText,
          lastName: anyText,
          email: anyText,
          company: anyText,
          phone: anyText,
          service: anyText,
          message: anyText,
          website: anyText,
        }),
        (values) => {
          expect(validateContactPage(values)).toEqual(expectedErrors(values));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("home form and honeypot (properties)", () => {
  it("hasHomeRequiredFields is name, email and message non-empty after trimming", () => {
    fc.assert(
      fc.property(homeValues, (values) => {
        const expected = [values.name, values.email, values.message].every((v) => trimSpaces(v) !== "");
        expect(hasHomeRequiredFields(values)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it("isSpam is the honeypot non-empty after trimming", () => {
    fc.assert(
      fc.property(messyString(20), (website) => {
        expect(isSpam({ website })).toBe(trimSpaces(website) !== "");
      }),
      { numRuns: 1000 },
    );
  });
});

describe("row builders (properties)", () => {
  const isStorableTrimmed = (value: string) => trimSpaces(value) === value && !UNSTORABLE.test(value);

  it("toContactPageRow has exactly the payload keys, trimmed storable values, and name = first + one space + last", () => {
    fc.assert(
      fc.property(contactPageValues, (values) => {
        const row = toContactPageRow(values);
        expect(Object.keys(row)).toEqual(CONTACT_PAGE_ROW_KEYS);
        expect(row).not.toHaveProperty("website");
        expect(row.name).toBe(`${row.first_name} ${row.last_name}`);
        for (const value of [row.first_name, row.last_name, row.email, row.phone, row.company, row.service, row.message]) {
          expect(isStorableTrimmed(value)).toBe(true);
        }
        // Same length as the trimmed input: replacing the unstorable characters never changes a length rule.
        expect(row.message.length).toBe(trimSpaces(values.message).length);
      }),
      { numRuns: 1000 },
    );
  });

  it("the row passes validation exactly when the form values do", () => {
    fc.assert(
      fc.property(contactPageValues, (values) => {
        const row = toContactPageRow(values);
        const fromRow = validateContactPage({
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          company: row.company,
          phone: row.phone,
          service: row.service,
          message: row.message,
          website: "",
        });
        expect(fromRow).toEqual(validateContactPage(values));
      }),
      { numRuns: 1000 },
    );
  });

  it("toHomeRow has exactly the home payload keys with trimmed storable values", () => {
    fc.assert(
      fc.property(homeValues, messyString(10), (values, website) => {
        const row = toHomeRow({ ...values, website } as typeof values);
        expect(Object.keys(row)).toEqual(["name", "email", "phone", "company", "service", "message"]);
        expect(row).not.toHaveProperty("website");
        for (const value of Object.values(row)) expect(isStorableTrimmed(value)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
