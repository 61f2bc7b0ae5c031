/** @jest-environment node */
import { RuleTester, type Rule } from "eslint";
import tseslint from "typescript-eslint";
import wholeNamesInBrowserTests from "../../eslint/rules/whole-names-in-browser-tests";
import { severitiesInConfig } from "./eslint-config-severities";

/**
 * `npm run lint` fails when a browser test finds an element by a part of its name
 * (eslint/rules/whole-names-in-browser-tests.js): Playwright's finders match any element whose
 * text contains the string they are given, so an editor's item that holds another's text would be
 * found instead. The rule's cases run under ESLint's RuleTester, its fixes included; that the
 * project's config turns it on for the browser tests is read from the config itself.
 */
const RULE = "site/whole-names-in-browser-tests";

/** ESLint 9's RuleTester takes a flat config (the installed type package describes ESLint 7's). */
const FlatRuleTester = RuleTester as unknown as new (config: Record<string, unknown>) => RuleTester;
const tester = new FlatRuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("whole-names-in-browser-tests", wholeNamesInBrowserTests as unknown as Rule.RuleModule, {
  valid: [
    'page.getByRole("heading", { level: 1, name: notFound.heading, exact: true });',
    "page.getByText(faq.question, { exact: true });",
    "form.getByLabel(field.label, { exact: true });",
    // The test's own patterns: text it knows, or a whole text anchored at both ends.
    'page.getByRole("button", { name: /Add testimonials/ });',
    'page.getByRole("button", { name: new RegExp(`^${label}$`) });',
    "page.getByText(/^Saved$/);",
    'page.getByRole("status").filter({ hasText: wholeText(message) });',
    // No name at all: every element of the role.
    'page.getByRole("listitem");',
    // Another library's finder of the same name (Testing Library matches whole texts by default) is not a locator call.
    "getByText(copy.heading);",
  ],
  invalid: [
    {
      code: 'page.getByRole("heading", { level: 2, name: faq.question });',
      errors: [{ messageId: "part" }],
      output: 'page.getByRole("heading", { level: 2, name: faq.question, exact: true });',
    },
    {
      code: 'page.getByRole("link", { name: item.label, exact: false });',
      errors: [{ messageId: "part" }],
      output: 'page.getByRole("link", { name: item.label, exact: true });',
    },
    { code: "form.getByLabel(field.label);", errors: [{ messageId: "part" }], output: "form.getByLabel(field.label, { exact: true });" },
    { code: "page.getByText(copy.notice, {});", errors: [{ messageId: "part" }], output: "page.getByText(copy.notice, { exact: true });" },
    { code: "page.getByPlaceholder(search.placeholder, options);", errors: [{ messageId: "part" }], output: null },
    { code: "page.locator('[role=\"status\"]', { hasText: copy.successMessage });", errors: [{ messageId: "hasText" }], output: null },
    { code: 'page.getByRole("status").filter({ hasText: "Sent" });', errors: [{ messageId: "hasText" }], output: null },
  ],
});

test("the project's ESLint config applies the rule, as an error, to the browser tests and their support, not to unit tests", () => {
  expect(severitiesInConfig(RULE, ["e2e/new.e2e.ts", "e2e/new.journeys.ts", "e2e/support/new-helper.ts", "src/sections/__tests__/new.test.tsx"])).toEqual([
    2,
    2,
    2,
    null,
  ]);
});
