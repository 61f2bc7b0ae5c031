import { graphql, useStaticQuery } from "gatsby";

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
    }

    fragment FormFieldCopy on FormFieldCopy {
      label
      placeholder
      helper
    }
  `);
  if (!data.formsJson) throw new Error("data/forms.json is missing: the contact forms cannot render without it");
  return data.formsJson;
}

export type FormsCopy = ReturnType<typeof useFormsCopy>;
export type FieldCopy = Queries.FormFieldCopyFragment;
