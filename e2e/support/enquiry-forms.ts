import type { Page } from "playwright-core";
import type { FormsFile } from "../../src/content-file-types";
import { islandHydrated } from "./browser";
import { dataFile } from "./content";
import { eventually } from "./eventually";
import { escapeRegExp } from "./page-checks";
import { pagesWithSection } from "./section-pages";

/** The two section kinds that hold an enquiry form. */
export type FormKind = "shortEnquiryForm" | "fullEnquiryForm";
export const FORM_KINDS: readonly FormKind[] = ["shortEnquiryForm", "fullEnquiryForm"];

const forms = dataFile<FormsFile>("forms.json");

/** The texts of data/forms.json that tell each kind of form apart: its accessible name and its thanks. */
export const FORM_TEXTS: Record<FormKind, { label: string; success: string }> = {
  shortEnquiryForm: { label: forms.home.formLabel, success: forms.home.successMessage },
  fullEnquiryForm: { label: forms.contactPage.formLabel, success: forms.contactPage.successMessage },
};

/** Each kind of form with the first page whose data holds it (none for a kind no page holds). */
export function firstFormPages(): Array<{ kind: FormKind; route: string }> {
  return FORM_KINDS.flatMap((kind) =>
    pagesWithSection(kind)
      .slice(0, 1)
      .map((page) => ({ kind, route: page.path })),
  );
}

/** The form of a kind on the loaded page and its submit button (either of its labels), once the form's island is live and the button enabled. */
export async function enquiryForm(page: Page, kind: FormKind) {
  const form = page.getByRole("form", { name: FORM_TEXTS[kind].label });
  const submit = form.getByRole("button", { name: new RegExp(`^(${escapeRegExp(forms.submitLabel)}|${escapeRegExp(forms.submittingLabel)})$`) });
  await islandHydrated(form);
  await eventually(async () => expect(await submit.isEnabled()).toBe(true));
  return { form, submit };
}
