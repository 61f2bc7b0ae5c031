import type { FormEvent } from "react";
import { showToast } from "../ui/toasts";
import { FieldRow, FormField, Select, TextArea, TextInput } from "./form-field";
import { FormNote, FormPanel } from "./form-panel";
import { KeepOffer } from "./kept-for-later/keep-offer";
import { NoScriptNote } from "./no-script-note";
import { PostFields, enquiryFormAction } from "./post-fields";
import { Honeypot } from "./honeypot";
import { ServiceOptions } from "./service-options";
import { SubmitButton } from "./submit-button";
import { toContactPageRow } from "./submission-rows";
import { useFormValues } from "./use-form-values";
import { notSentCopy, useFormsCopy } from "./use-forms-copy";
import { usePreloadOnFocus, useSubmission } from "./use-submission";
import { LIMITS, MESSAGES, isSpam, validateContactPage, type ContactPageField, type ContactPageValues } from "./validation";

const EMPTY: ContactPageValues = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  phone: "",
  service: "",
  message: "",
  website: "",
};
/** Document order: focus goes to the first invalid field a visitor meets. */
const FIELD_ORDER: readonly ContactPageField[] = ["firstName", "lastName", "email", "company", "phone", "service", "message"];

/**
 * The /contact form (docs/requirements.md, Validation and Enquiry payload). Validation is the shared module's, shown inline
 * (the browser's own bubbles are off: noValidate), and nothing is sent while a rule fails.
 */
export function ContactPageForm() {
  const copy = useFormsCopy();
  const { fields } = copy.contactPage;
  const { formRef, values, errors, bind, setField, showErrors, reset } = useFormValues(EMPTY);
  const preloadOnFocus = usePreloadOnFocus(formRef);
  const { submitting, isBusy, submit, offered, keep, decline, native } = useSubmission({
    successMessage: copy.contactPage.successMessage,
    failureMessage: copy.failureMessage,
    keptMessage: copy.keepForLater.keptMessage,
    notSent: notSentCopy(copy),
    formRef,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return;
    // Resolved decisions (docs/requirements.md): a bot gets the normal success before any rule could tell it what is wrong.
    const spam = isSpam(values);
    if (!spam) {
      const found = validateContactPage(values);
      if (Object.keys(found).length > 0) {
        void showToast("error", MESSAGES.fixErrors);
        showErrors(found, FIELD_ORDER);
        return;
      }
    }
    if ((await submit(toContactPageRow(values), { discard: spam })) === "sent") reset();
  }

  const counter = copy.contactPage.counter.replace("{count}", String(values.message.length)).replace("{max}", String(LIMITS.message));

  return (
    <FormPanel
      ref={formRef}
      action={enquiryFormAction()}
      method="post"
      aria-label={copy.contactPage.formLabel}
      onSubmit={handleSubmit}
      onFocus={preloadOnFocus}
      noValidate
    >
      <FormNote>{copy.requiredNote}</FormNote>
      <FieldRow>
        <FormField text={fields.firstName} required error={errors.firstName}>
          {(control) => <TextInput {...control} {...bind("firstName")} type="text" autoComplete="given-name" maxLength={LIMITS.firstName} />}
        </FormField>
        <FormField text={fields.lastName} required error={errors.lastName}>
          {(control) => <TextInput {...control} {...bind("lastName")} type="text" autoComplete="family-name" maxLength={LIMITS.lastName} />}
        </FormField>
      </FieldRow>
      <FieldRow>
        <FormField text={fields.email} required error={errors.email}>
          {(control) => <TextInput {...control} {...bind("email")} type="email" autoComplete="email" maxLength={LIMITS.email} />}
        </FormField>
        <FormField text={fields.company} error={errors.company}>
          {(control) => <TextInput {...control} {...bind("company")} type="text" autoComplete="organization" maxLength={LIMITS.company} />}
        </FormField>
      </FieldRow>
      <FieldRow>
        <FormField text={fields.phone} error={errors.phone}>
          {(control) => <TextInput {...control} {...bind("phone")} type="tel" autoComplete="tel" maxLength={LIMITS.phone} />}
        </FormField>
        <FormField text={fields.service} error={errors.service}>
          {(control) => (
            <Select {...control} {...bind("service")}>
              <ServiceOptions copy={copy} form="contactPage" />
            </Select>
          )}
        </FormField>
      </FieldRow>
      <FormField text={fields.message} required error={errors.message} note={counter}>
        {(control) => <TextArea {...control} {...bind("message")} rows={6} maxLength={LIMITS.message} />}
      </FormField>
      <Honeypot value={values.website} onChange={(value) => setField("website", value)} />
      <PostFields form="contactPage" />
      <SubmitButton submitting={submitting} label={copy.submitLabel} submittingLabel={copy.submittingLabel} />
      <NoScriptNote text={copy.noScriptNote} shown={native} />
      <KeepOffer open={offered} copy={copy.keepForLater} onKeep={async () => (await keep()) && reset()} onDecline={decline} />
      <FormNote>{copy.contactPage.privacyNote}</FormNote>
    </FormPanel>
  );
}
