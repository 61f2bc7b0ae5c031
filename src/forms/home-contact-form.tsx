import type { FormEvent } from "react";
import { showToast } from "../ui/toasts";
import { FieldRow, FormField, Select, TextArea, TextInput } from "./form-field";
import { FormNote, FormPanel } from "./form-panel";
import { KeepOffer } from "./kept-for-later/keep-offer";
import { NoScriptNote } from "./no-script-note";
import { PostFields, enquiryFormAction } from "./post-fields";
import { EMAIL_INPUT_PATTERN, PHONE_INPUT_PATTERN } from "./input-patterns";
import { ServiceOptions } from "./service-options";
import { SubmitButton } from "./submit-button";
import { toHomeRow } from "./submission-rows";
import { useFormValues } from "./use-form-values";
import { notSentCopy, useFormsCopy } from "./use-forms-copy";
import { usePreloadOnFocus, useSubmission } from "./use-submission";
import { LIMITS, MESSAGES, hasHomeRequiredFields, homeFieldTooLong, type HomeValues } from "./validation";

const EMPTY: HomeValues = { name: "", email: "", phone: "", company: "", service: "", message: "" };
const REQUIRED = ["name", "email", "message"] as const;

/**
 * The short message form of the home page's contact section (docs/requirements.md, Validation and Enquiry payload). The browser
 * checks the fields (required, email type, and caps and patterns equal to the database's rules);
 * the trimmed check below catches what it lets through, such as a name of spaces only.
 */
export function HomeContactForm() {
  const copy = useFormsCopy();
  const { fields } = copy.home;
  const { formRef, values, bind, focusField, reset } = useFormValues(EMPTY);
  const preloadOnFocus = usePreloadOnFocus(formRef);
  const { submitting, isBusy, submit, offered, keep, decline, native } = useSubmission({
    successMessage: copy.home.successMessage,
    failureMessage: copy.failureMessage,
    keptMessage: copy.keepForLater.keptMessage,
    notSent: notSentCopy(copy),
    formRef,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return;
    if (!hasHomeRequiredFields(values)) {
      void showToast("error", MESSAGES.homeRequired);
      const firstEmpty = REQUIRED.find((name) => values[name].trim() === "");
      if (firstEmpty) focusField(firstEmpty);
      return;
    }
    const tooLong = homeFieldTooLong(values);
    if (tooLong) {
      void showToast("error", tooLong.message);
      focusField(tooLong.field);
      return;
    }
    if ((await submit(toHomeRow(values))) === "sent") reset();
  }

  return (
    <FormPanel ref={formRef} action={enquiryFormAction()} method="post" aria-label={copy.home.formLabel} onSubmit={handleSubmit} onFocus={preloadOnFocus}>
      <FormNote>{copy.requiredNote}</FormNote>
      <FieldRow>
        <FormField text={fields.name} required>
          {(control) => <TextInput {...control} {...bind("name")} type="text" autoComplete="name" maxLength={LIMITS.name} />}
        </FormField>
        <FormField text={fields.email} required>
          {(control) => <TextInput {...control} {...bind("email")} type="email" autoComplete="email" pattern={EMAIL_INPUT_PATTERN} maxLength={LIMITS.email} />}
        </FormField>
      </FieldRow>
      <FieldRow>
        <FormField text={fields.phone}>
          {(control) => <TextInput {...control} {...bind("phone")} type="tel" autoComplete="tel" pattern={PHONE_INPUT_PATTERN} maxLength={LIMITS.phone} />}
        </FormField>
        <FormField text={fields.company}>
          {(control) => <TextInput {...control} {...bind("company")} type="text" autoComplete="organization" maxLength={LIMITS.company} />}
        </FormField>
      </FieldRow>
      <FormField text={fields.service}>
        {(control) => (
          <Select {...control} {...bind("service")}>
            <ServiceOptions copy={copy} form="home" />
          </Select>
        )}
      </FormField>
      <FormField text={fields.message} required>
        {(control) => <TextArea {...control} {...bind("message")} rows={5} maxLength={LIMITS.message} />}
      </FormField>
      <PostFields form="home" />
      <SubmitButton submitting={submitting} label={copy.submitLabel} submittingLabel={copy.submittingLabel} />
      <NoScriptNote text={copy.noScriptNote} shown={native} />
      <KeepOffer open={offered} copy={copy.keepForLater} onKeep={async () => (await keep()) && reset()} onDecline={decline} />
      <FormNote>{copy.home.privacyNote}</FormNote>
    </FormPanel>
  );
}
