/** data/forms.json: labels, placeholders and messages of the home and contact page forms. */
export const formsTypeDefs = /* GraphQL */ `
  type FormsJson implements Node @dontInfer {
    services: [FormServiceOption!]!
    servicePlaceholder: String!
    requiredNote: String!
    submitLabel: String!
    submittingLabel: String!
    failureMessage: String!
    home: HomeFormCopy!
    contactPage: ContactPageFormCopy!
  }

  type FormServiceOption {
    value: String!
    label: String!
    contactPageLabel: String
  }

  type FormFieldCopy {
    label: String!
    placeholder: String
    helper: String
  }

  type HomeFormCopy {
    formLabel: String!
    successMessage: String!
    fields: HomeFormFields!
    privacyNote: String!
  }

  type HomeFormFields {
    name: FormFieldCopy!
    email: FormFieldCopy!
    phone: FormFieldCopy!
    company: FormFieldCopy!
    service: FormFieldCopy!
    message: FormFieldCopy!
  }

  type ContactPageFormCopy {
    formLabel: String!
    successMessage: String!
    counter: String!
    fields: ContactPageFormFields!
    privacyNote: String!
  }

  type ContactPageFormFields {
    firstName: FormFieldCopy!
    lastName: FormFieldCopy!
    email: FormFieldCopy!
    company: FormFieldCopy!
    phone: FormFieldCopy!
    service: FormFieldCopy!
    message: FormFieldCopy!
  }
`;
