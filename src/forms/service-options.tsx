import type { FormsCopy } from "./use-forms-copy";

type ServiceOptionsProps = {
  copy: FormsCopy;
  /** The contact page names "staff" differently (docs/requirements.md, Contact forms). */
  form: "home" | "contactPage";
};

/** The options of a service select: an empty choice first, then the five services. */
export function ServiceOptions({ copy, form }: ServiceOptionsProps) {
  return (
    <>
      <option value="">{copy.servicePlaceholder}</option>
      {copy.services.map((service) => (
        <option key={service.value} value={service.value}>
          {form === "contactPage" ? (service.contactPageLabel ?? service.label) : service.label}
        </option>
      ))}
    </>
  );
}
