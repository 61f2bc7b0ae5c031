import type { Locator, Page } from "playwright-core";
import type { FormsFile } from "../../src/content-file-types";
import { islandHydrated } from "./browser";
import { builtPageHtml, decode } from "./built-head";
import { dataFile } from "./content";
import { eventually } from "./eventually";
import { escapeRegExp } from "./page-checks";
import { sitemapPaths } from "./sitemap";

const forms = dataFile<FormsFile>("forms.json");

/** The groups of data/forms.json that are a form's own texts: those with a form label. */
type FormCopy = Extract<FormsFile[keyof FormsFile], { formLabel: string }>;

/**
 * Every enquiry form of the build, told apart by its accessible name: the first page (in the
 * sitemap's order) whose built HTML holds it, and its texts in data/forms.json, the group whose
 * `formLabel` names it. Read from the build, so a form an editor adds to any page is covered, and
 * no list of the section kinds that hold a form is kept here.
 */
export function formsInBuild(): Array<{ route: string; label: string; copy: FormCopy }> {
  const groups = Object.values(forms).filter((group): group is FormCopy => typeof group === "object" && group !== null && "formLabel" in group);
  const found = new Map<string, { route: string; label: string; copy: FormCopy }>();
  for (const route of sitemapPaths()) {
    for (const [, attribute = ""] of builtPageHtml(route).matchAll(/<form\b[^>]*\baria-label="([^"]*)"/g)) {
      const label = decode(attribute);
      const copy = groups.find((group) => group.formLabel === label);
      if (!copy) throw new Error(`the form "${label}" on ${route} has no group in data/forms.json with that formLabel`);
      if (!found.has(label)) found.set(label, { route, label, copy });
    }
  }
  return [...found.values()];
}

/**
 * The control of `form` whose accessible name is exactly `label`: what a screen reader announces,
 * without the required mark it hides (getByLabel reads the label's whole text, the mark included).
 */
export function fieldNamed(form: Locator, label: string): Locator {
  const named = (role: "textbox" | "combobox") => form.getByRole(role, { name: label, exact: true });
  return named("textbox").or(named("combobox"));
}

/** The form with this accessible name on the loaded page and its submit button (either of its labels), once the form's island is live and the button enabled. */
export async function enquiryForm(page: Page, label: string) {
  const form = page.getByRole("form", { name: label, exact: true });
  const submit = form.getByRole("button", { name: new RegExp(`^(${escapeRegExp(forms.submitLabel)}|${escapeRegExp(forms.submittingLabel)})$`) });
  await islandHydrated(form);
  await eventually(async () => expect(await submit.isEnabled()).toBe(true));
  return { form, submit };
}
