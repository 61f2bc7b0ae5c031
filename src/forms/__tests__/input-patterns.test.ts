import fc from "fast-check";
import { EMAIL_INPUT_PATTERN, PHONE_INPUT_PATTERN } from "../input-patterns";
import { EMAIL_PATTERN, PHONE_PATTERN } from "../validation";

/** How a browser applies a pattern attribute (HTML: anchored, compiled with the v flag). */
function browserAccepts(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, "v").test(value);
}

/** What the database accepts for an optional field, given that the row builder trims. */
const storedPhoneIsValid = (raw: string) => raw.trim() === "" || PHONE_PATTERN.test(raw.trim());
const storedEmailIsValid = (raw: string) => EMAIL_PATTERN.test(raw.trim());

const phoneChars = fc.constantFrom(..."0123456789 -()+\t\u00a0x.".split(""));
const emailChars = fc.constantFrom(..."ab@. \t\u00a0-".split(""));

describe("pattern attributes", () => {
  test("are valid in the browser's v mode (PHONE_PATTERN's own source is not)", () => {
    expect(() => browserAccepts(PHONE_INPUT_PATTERN, "")).not.toThrow();
    expect(() => browserAccepts(EMAIL_INPUT_PATTERN, "")).not.toThrow();
    expect(() => new RegExp(PHONE_PATTERN.source, "v")).toThrow();
  });

  test("the phone pattern accepts a raw value exactly when its trimmed value is a valid phone", () => {
    fc.assert(
      fc.property(fc.string({ unit: phoneChars, maxLength: 24 }), (raw) => {
        expect(browserAccepts(PHONE_INPUT_PATTERN, raw)).toBe(storedPhoneIsValid(raw));
      }),
      { numRuns: 5000 },
    );
  });

  test.each([
    ["+1 (555) 010-0100", true],
    ["0091-40-1234-5678", true],
    [" 1234567890 ", true],
    ["123456789 ", false],
    ["     12345", false],
    ["+123456789", false],
    ["555-CALL-NOW", false],
  ])("phone %p → %p", (raw, accepted) => {
    expect(browserAccepts(PHONE_INPUT_PATTERN, raw)).toBe(accepted);
    expect(storedPhoneIsValid(raw)).toBe(accepted);
  });

  test("the email pattern accepts a raw value exactly when its trimmed value is a valid address", () => {
    fc.assert(
      fc.property(fc.string({ unit: emailChars, maxLength: 12 }), (raw) => {
        expect(browserAccepts(EMAIL_INPUT_PATTERN, raw)).toBe(storedEmailIsValid(raw));
      }),
      { numRuns: 5000 },
    );
    expect(browserAccepts(EMAIL_INPUT_PATTERN, "priya@example")).toBe(false);
    expect(browserAccepts(EMAIL_INPUT_PATTERN, "priya@example.com")).toBe(true);
  });
});
