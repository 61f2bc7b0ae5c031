/**
 * fast-check generators for contact form values, shared by the validator's
 * property tests and the validator/database agreement test. Each field mixes
 * values built to sit near the rules' edges (so both "valid" and "invalid" come
 * up often) with arbitrary Unicode, lone surrogates, NUL, every JavaScript white
 * space character and look-alikes that other engines treat as space.
 */
import fc from "fast-check";
import { SERVICE_VALUES, type ContactPageValues, type HomeValues } from "../validation";

/** The 25 code points JavaScript's \s matches (and trim removes), written out independently of \s. */
export const JS_WHITESPACE = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/** Characters some engines or locales call space but JavaScript does not. */
export const SPACE_LOOKALIKES = "\u0085\u180e\u200b\u200c\u200d\u2060\u00ad";

const whitespace = fc.constantFrom(...JS_WHITESPACE);
const lookalike = fc.constantFrom(...SPACE_LOOKALIKES);
const special = fc.constantFrom("<", ">", "@", ".", "+", "-", "(", ")", "\u0000", "'", '"', "\\", "%", "_");
const digit = fc.constantFrom(..."0123456789");
const asciiLetter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
const anyCodePoint = fc.string({ unit: "binary", minLength: 1, maxLength: 1 });
const grapheme = fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 });
const emoji = fc.constantFrom("😀", "👩‍💻", "🇮🇳", "𝒳");

const messyUnit = fc.oneof(
  { arbitrary: anyCodePoint, weight: 3 },
  { arbitrary: grapheme, weight: 3 },
  { arbitrary: asciiLetter, weight: 3 },
  { arbitrary: whitespace, weight: 2 },
  { arbitrary: special, weight: 2 },
  { arbitrary: digit, weight: 2 },
  { arbitrary: lookalike, weight: 1 },
  { arbitrary: loneSurrogate, weight: 1 },
  { arbitrary: emoji, weight: 1 },
);

export const messyString = (maxLength: number) => fc.string({ unit: messyUnit, maxLength });

const CONTACT_PAGE_KEYS = ["firstName", "lastName", "email", "company", "phone", "service", "message", "website"] as const;

const padding = fc.string({ unit: whitespace, maxLength: 3 });
const padded = (core: fc.Arbitrary<string>) => fc.tuple(padding, core, padding).map(([before, text, after]) => before + text + after);

/*
 * Each field has "plausible" values (what a person types, plus values just
 * either side of the field's limits) and "any" values (plausible or anything at
 * all). Records mix the two so that fully valid forms, forms with one bad field
 * and forms with many bad fields all come up often.
 */
const plausiblePersonName = fc.oneof(
  { arbitrary: padded(fc.string({ unit: fc.oneof(asciiLetter, grapheme), minLength: 1, maxLength: 20 })), weight: 8 },
  fc.integer({ min: 48, max: 53 }).map((length) => "n".repeat(length)),
  fc.integer({ min: 23, max: 27 }).map((count) => "😀".repeat(count)),
  padded(fc.constantFrom("O'Brien", "Zoë-Anne", "<b>", "a>b", "山田")),
);
const anyPersonName = fc.oneof(plausiblePersonName, fc.string({ unit: whitespace, maxLength: 3 }), messyString(60));

const plausibleEmail = padded(
  fc
    .tuple(fc.stringMatching(/^[a-z0-9._%+-]{1,10}$/), fc.stringMatching(/^[a-z0-9-]{1,10}$/), fc.stringMatching(/^[a-z]{1,5}$/))
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
);
const anyEmail = fc.oneof(
  plausibleEmail,
  fc.constantFrom("user@localhost", "a@b@c.d", "a b@c.d", "@c.d", "a@.d", "a@c.", "a@c..d", "a\u00a0@c.d", "a\u0085@c.d"),
  fc.tuple(messyString(8), messyString(8), messyString(4)).map(([a, b, c]) => `${a}@${b}.${c}`),
  messyString(30),
  // Around the 254 cap: long local parts with a short domain.
  fc.integer({ min: 250, max: 258 }).map((length) => `${"a".repeat(length - 8)}@b.co.in`),
  fc.integer({ min: 4980, max: 5010 }).map((length) => `${"a".repeat(length - 6)}@b.com`),
);

const phoneNumber = (unit: fc.Arbitrary<string>) =>
  padded(fc.tuple(fc.boolean(), fc.string({ unit, minLength: 7, maxLength: 14 })).map(([plus, rest]) => (plus ? `+${rest}` : rest)));
const phoneSeparator = fc.constantFrom(" ", "-", "(", ")");
const plausiblePhone = fc.oneof(fc.constant(""), phoneNumber(fc.oneof({ arbitrary: digit, weight: 4 }, { arbitrary: phoneSeparator, weight: 1 })));
const anyPhone = fc.oneof(
  plausiblePhone,
  phoneNumber(fc.oneof(digit, phoneSeparator, whitespace, lookalike, special)),
  fc.string({ unit: whitespace, maxLength: 3 }),
  messyString(20),
  // Around the 32 cap, and far past it.
  fc.integer({ min: 30, max: 34 }).map((length) => `+${"1".repeat(length - 1)}`),
  fc.integer({ min: 4990, max: 5010 }).map((length) => "9".repeat(length)),
);

const plausibleCompany = fc.oneof(
  { arbitrary: fc.constant(""), weight: 2 },
  { arbitrary: padded(fc.string({ unit: fc.oneof(asciiLetter, grapheme), maxLength: 30 })), weight: 2 },
  fc.integer({ min: 98, max: 103 }).map((length) => "c".repeat(length)),
  fc.integer({ min: 48, max: 52 }).map((count) => "😀".repeat(count)),
);
const anyCompany = fc.oneof(plausibleCompany, messyString(120));

const plausibleService = fc.oneof(fc.constantFrom("", ...SERVICE_VALUES), padded(fc.constantFrom(...SERVICE_VALUES)));
const anyService = fc.oneof(plausibleService, fc.constantFrom("SAP", "other", "sap\u0000", "staff augmentation"), messyString(12));

const plausibleMessage = fc.oneof(
  {
    arbitrary: padded(
      fc.tuple(asciiLetter, fc.string({ unit: fc.oneof(asciiLetter, grapheme, whitespace), maxLength: 80 })).map(([first, rest]) => first + rest),
    ),
    weight: 6,
  },
  fc.integer({ min: 1995, max: 2005 }).map((length) => "m".repeat(length)),
  fc.integer({ min: 998, max: 1002 }).map((count) => "😀".repeat(count)),
);
const anyMessage = fc.oneof(plausibleMessage, fc.string({ unit: whitespace, maxLength: 5 }), messyString(200), messyString(10_000));

const anyWebsite = fc.oneof(fc.constant(""), messyString(10));

const plausibleContactPage = fc.record({
  firstName: plausiblePersonName,
  lastName: plausiblePersonName,
  email: plausibleEmail,
  company: plausibleCompany,
  phone: plausiblePhone,
  service: plausibleService,
  message: plausibleMessage,
  website: fc.constant(""),
});

const anyContactPage = fc.record({
  firstName: anyPersonName,
  lastName: anyPersonName,
  email: anyEmail,
  company: anyCompany,
  phone: anyPhone,
  service: anyService,
  message: anyMessage,
  website: anyWebsite,
});

/** Plausible values with one field replaced by any value. */
const oneFieldOff = fc
  .tuple(plausibleContactPage, anyContactPage, fc.constantFrom(...CONTACT_PAGE_KEYS))
  .map(([base, other, key]) => ({ ...base, [key]: other[key] }));

export const contactPageValues: fc.Arbitrary<ContactPageValues> = fc.oneof(plausibleContactPage, oneFieldOff, anyContactPage);

const plausibleHome = fc.record({
  name: plausiblePersonName,
  email: plausibleEmail,
  phone: plausiblePhone,
  company: plausibleCompany,
  service: plausibleService,
  message: plausibleMessage,
});

const anyHome = fc.record({
  name: fc.oneof(anyPersonName, messyString(120)),
  email: anyEmail,
  phone: anyPhone,
  company: anyCompany,
  service: anyService,
  message: anyMessage,
});

export const homeValues: fc.Arbitrary<HomeValues> = fc.oneof(plausibleHome, anyHome);

/** The contact page row's keys in the order docs/requirements.md lists the payload (Enquiry payload). */
export const CONTACT_PAGE_ROW_KEYS = ["first_name", "last_name", "name", "email", "phone", "company", "service", "message"];
