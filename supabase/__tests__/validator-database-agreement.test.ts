/** @jest-environment node */
/*
 * The browser validator and the table's constraints must draw the same line:
 * the form never sends a row the database refuses (the visitor would see
 * "Failed to send message"), and the database refuses what the form would
 * have refused (so a hand-made request cannot store what the form forbids).
 */
import fc from "fast-check";
import { JS_WHITESPACE, contactPageValues, homeValues, messyString } from "../../src/forms/__tests__/contact-arbitraries";
import { toContactPageRow, toHomeRow } from "../../src/forms/submission-rows";
import {
  EMAIL_PATTERN,
  LIMITS,
  PHONE_PATTERN,
  SERVICE_VALUES,
  hasHomeRequiredFields,
  validateContactPage,
  type ContactPageField,
  type HomeValues,
} from "../../src/forms/validation";
import { emulateInsert } from "../local/postgrest-insert";
import { asNewVisitor, parseError, useMigratedDatabase } from "./db-helpers";

const TABLE = "contact_submissions";
const database = useMigratedDatabase();

/** The constraint's own expression, as Postgres stores it, so the test checks the real rule. */
async function constraintExpression(name: string): Promise<string> {
  const result = await database().query<{ expression: string }>("select pg_get_expr(conbin, conrelid) as expression from pg_constraint where conname = $1", [
    name,
  ]);
  const expression = result.rows[0]?.expression;
  if (expression === undefined) throw new Error(`no constraint ${name}`);
  return expression;
}

/**
 * Every code point except surrogates (Postgres text cannot hold them) and NUL,
 * placed into a template by SQL, and the code points for which the constraint
 * is false. `astralStride` > 1 samples the planes above the BMP to save time.
 */
async function codePointsRefused(constraint: string, column: string, template: string, astralStride = 1): Promise<Set<number>> {
  const expression = await constraintExpression(constraint);
  const result = await database().query<{ cp: number }>(
    `select cp from (
       select cp, replace($1, '#', chr(cp)) as ${column}
         from generate_series(1, 1114111) as cp
        where cp not between 55296 and 57343 and (cp <= 65535 or cp % $2 = 0)
     ) candidates
     where not (${expression})`,
    [template, astralStride],
  );
  return new Set(result.rows.map((row) => row.cp));
}

function codePointsWhere(predicate: (character: string) => boolean, astralStride = 1): Set<number> {
  const matching = new Set<number>();
  for (let cp = 1; cp <= 0x10ffff; cp += 1) {
    if ((cp >= 0xd800 && cp <= 0xdfff) || (cp > 0xffff && cp % astralStride !== 0)) continue;
    if (predicate(String.fromCodePoint(cp))) matching.add(cp);
  }
  return matching;
}

const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

/**
 * Every code point of the BMP, and every 31st above it: the planes above hold no white space and
 * no character the patterns name, and a difference in how an engine treats them (a surrogate pair
 * read as two characters, say) would show on every one of them, so the sample finds it at a
 * thirtieth of the cost of the whole range in Postgres.
 */
const ASTRAL_STRIDE = 31;

describe("character classes: every code point of the BMP and a sample of the planes above, constraint versus JavaScript", () => {
  it("white space (\\s, trim) is the same 25 code points on both sides", async () => {
    const jsSpace = codePointsWhere((c) => /^\s$/.test(c), ASTRAL_STRIDE);
    expect(jsSpace.size).toBe([...JS_WHITESPACE].length);
    expect(sorted(await codePointsRefused("contact_submissions_message_present", "message", "#", ASTRAL_STRIDE))).toEqual(sorted(jsSpace));
    expect(sorted(await codePointsRefused("contact_submissions_name_present", "name", "#", ASTRAL_STRIDE))).toEqual(sorted(jsSpace));
  });

  it("the email pattern refuses the same characters inside an address", async () => {
    const jsRefused = codePointsWhere((c) => !EMAIL_PATTERN.test(`a${c}b@c.d`), ASTRAL_STRIDE);
    expect(jsRefused.has("@".codePointAt(0) ?? 0)).toBe(true);
    expect(sorted(await codePointsRefused("contact_submissions_email_format", "email", "a#b@c.d", ASTRAL_STRIDE))).toEqual(sorted(jsRefused));
    const jsRefusedInDomain = codePointsWhere((c) => !EMAIL_PATTERN.test(`a@c${c}.d`), ASTRAL_STRIDE);
    expect(sorted(await codePointsRefused("contact_submissions_email_format", "email", "a@c#.d", ASTRAL_STRIDE))).toEqual(sorted(jsRefusedInDomain));
  });

  it("the phone pattern accepts the same characters (ASCII digits only, JavaScript's white space, - ( ))", async () => {
    const jsRefused = codePointsWhere((c) => !PHONE_PATTERN.test(`+123456789${c}`), ASTRAL_STRIDE);
    expect(jsRefused.has("٣".codePointAt(0) ?? 0)).toBe(true);
    expect(sorted(await codePointsRefused("contact_submissions_phone_format", "phone", "+123456789#", ASTRAL_STRIDE))).toEqual(sorted(jsRefused));
  });

  it("angle brackets are the only characters a name may not contain", async () => {
    const jsRefused = codePointsWhere((c) => /[<>]/.test(c), ASTRAL_STRIDE);
    expect(sorted(await codePointsRefused("contact_submissions_first_name_characters", "first_name", "a#b", ASTRAL_STRIDE))).toEqual(sorted(jsRefused));
  });
});

describe("length: private.utf16_length is JavaScript's String.length", () => {
  it("for arbitrary text, emoji and astral characters included", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 300 })), async (text) => {
        // eslint-disable-next-line no-control-regex -- NUL is what Postgres text cannot store: matching it is the point
        const storable = text.replace(/\u0000/g, "");
        const result = await database().query<{ length: number }>("select private.utf16_length($1) as length", [storable]);
        expect(result.rows[0]?.length).toBe(storable.length);
      }),
      { numRuns: 300 },
    );
  });
});

/** Which form field each constraint guards, to check the database refuses for the validator's reason. */
const FIELDS_OF_CONSTRAINT: Record<string, ContactPageField[]> = {
  contact_submissions_first_name_length: ["firstName"],
  contact_submissions_first_name_characters: ["firstName"],
  contact_submissions_last_name_length: ["lastName"],
  contact_submissions_last_name_characters: ["lastName"],
  contact_submissions_name_parts_together: ["firstName", "lastName"],
  contact_submissions_name_present: ["firstName", "lastName"],
  contact_submissions_email_format: ["email"],
  contact_submissions_email_length: ["email"],
  contact_submissions_phone_format: ["phone"],
  contact_submissions_phone_length: ["phone"],
  contact_submissions_company_length: ["company"],
  contact_submissions_service_value: ["service"],
  contact_submissions_message_present: ["message"],
  contact_submissions_message_length: ["message"],
};

const constraintOf = (message: string) => /violates check constraint "([^"]+)"/.exec(message)?.[1] ?? message;

describe("contact page: validateContactPage(v) is {} exactly when the database stores toContactPageRow(v)", () => {
  it("holds for generated values, valid and invalid", async () => {
    let stored = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(contactPageValues, async (values) => {
        const errors = validateContactPage(values);
        const response = await emulateInsert(database(), { table: TABLE, body: toContactPageRow(values), headers: asNewVisitor() });
        if (Object.keys(errors).length === 0) {
          expect(response).toEqual({ status: 201, body: "" });
          stored += 1;
        } else {
          expect(response.status).toBe(400);
          const error = parseError(response.body);
          // Refused by a CHECK constraint, never by a type or encoding error.
          expect(error.code).toBe("23514");
          const fields = FIELDS_OF_CONSTRAINT[constraintOf(error.message)] ?? [];
          expect(fields.some((field) => field in errors)).toBe(true);
          refused += 1;
        }
      }),
      { numRuns: 200 },
    );
    expect(stored).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  });
});

describe("email and phone length: the form's caps are the table's", () => {
  it.each([
    ["email", LIMITS.email, (length: number) => `${"a".repeat(length - 12)}@example.com`],
    ["phone", LIMITS.phone, (length: number) => `+${"1".repeat(length - 1)}`],
  ] as const)("%s: %i characters are stored, one more is refused by both, and 5,000 too", async (field, limit, value) => {
    const base = { firstName: "Priya", lastName: "Raman", email: "p@example.com", company: "", phone: "", service: "", message: "Hi", website: "" };
    for (const length of [limit, limit + 1, 5000]) {
      const values = { ...base, [field]: value(length) };
      const errors = validateContactPage(values);
      const response = await emulateInsert(database(), { table: TABLE, body: toContactPageRow(values), headers: asNewVisitor() });
      if (length <= limit) {
        expect(errors).toEqual({});
        expect(response.status).toBe(201);
      } else {
        expect(Object.keys(errors)).toEqual([field]);
        expect(parseError(response.body).message).toContain(`contact_submissions_${field}_length`);
      }
    }
  });
});

/*
 * The home form only checks that name, email and message are filled (docs/requirements.md,
 * Validation). The table applies its other rules to home rows too; this is the
 * exact condition under which a home row is stored, i.e. what the home form
 * must cap or check so that a visitor never meets a database refusal.
 */
function homeRowIsStorable(values: HomeValues): boolean {
  const row = toHomeRow(values);
  return (
    hasHomeRequiredFields(values) &&
    row.name.length <= LIMITS.name &&
    row.email.length <= LIMITS.email &&
    EMAIL_PATTERN.test(row.email) &&
    row.phone.length <= LIMITS.phone &&
    (row.phone === "" || PHONE_PATTERN.test(row.phone)) &&
    row.company.length <= LIMITS.company &&
    (row.service === "" || (SERVICE_VALUES as readonly string[]).includes(row.service)) &&
    row.message.length <= LIMITS.message
  );
}

describe("home form: which rows the database stores", () => {
  it("is exactly the required fields plus the shared format and length rules", async () => {
    let stored = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(homeValues, async (values) => {
        const response = await emulateInsert(database(), { table: TABLE, body: toHomeRow(values), headers: asNewVisitor() });
        if (homeRowIsStorable(values)) {
          expect(response).toEqual({ status: 201, body: "" });
          stored += 1;
        } else {
          expect(response.status).toBe(400);
          expect(parseError(response.body).code).toBe("23514");
          refused += 1;
        }
      }),
      { numRuns: 100 },
    );
    expect(stored).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
  });

  it("refuses nothing for encoding reasons, whatever the text", async () => {
    await fc.assert(
      fc.asyncProperty(messyString(300), async (message) => {
        const values = { name: "N", email: "a@b.co", phone: "", company: "", service: "", message: `x${message}` };
        const response = await emulateInsert(database(), { table: TABLE, body: toHomeRow(values), headers: asNewVisitor() });
        expect(response.status).toBe(homeRowIsStorable(values) ? 201 : 400);
      }),
      { numRuns: 100 },
    );
  });
});
