import { graphql, useStaticQuery } from "gatsby";
import type { NotSentCopy } from "./kept-for-later/pending-enquiries";

/** The texts of both contact forms (data/forms.json). */
export function useFormsCopy() {
  const data = useStaticQuery<Queries.FormsCopyQuery>(graphql`
    query FormsCopy {
      formsJson {
        services {
          value
          label
          contactPageLabel
        }
        servicePlaceholder
        requiredNote
        noScriptNote
        submitLabel
        submittingLabel
        failureMessage
        keepForLater {
          offer
          keepLabel
          declineLabel
          keptMessage
          notSentMessage
          notSentTextLabel
          copyLabel
          copiedMessage
          closeLabel
        }
        home {
          formLabel
          successMessage
          privacyNote
          fields {
            name { ...FormFieldCopy }
            email { ...FormFieldCopy }
            phone { ...FormFieldCopy }
            company { ...FormFieldCopy }
            service { ...FormFieldCopy }
            message { ...FormFieldCopy }
          }
        }
        contactPage {
          formLabel
          successMessage
          counter
          privacyNote
          fields {
            firstName { ...FormFieldCopy }
            lastName { ...FormFieldCopy }
            email { ...FormFieldCopy }
            company { ...FormFieldCopy }
            phone { ...FormFieldCopy }
            service { ...FormFieldCopy }
            message { ...FormFieldCopy }
          }
        }
      }
      siteJson {
        contact {
          email
        }
      }
    }

    fragment FormFieldCopy on FormFieldCopy {
      label
      placeholder
      helper
    }
  `);
  if (!data.formsJson) throw new Error("data/forms.json is missing: the contact forms cannot render without it");
  return { ...data.formsJson, teamEmail: data.siteJson?.contact.email ?? "" };
}

/** The notice for a kept enquiry that cannot be sent (src/forms/kept-for-later/not-sent-notice.tsx), kept with it. */
export function notSentCopy(copy: FormsCopy): NotSentCopy {
  const { notSentMessage, notSentTextLabel, copyLabel, copiedMessage, closeLabel } = copy.keepForLater;
  return { message: notSentMessage, email: copy.teamEmail, textLabel: notSentTextLabel, copyLabel, copiedMessage, closeLabel };
}

export type FormsCopy = ReturnType<typeof useFormsCopy>;
export type FieldCopy = Queries.FormFieldCopyFragment;
