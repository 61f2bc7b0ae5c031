import { act, fireEvent, waitFor } from "@testing-library/react";
import { HomeContactForm } from "../home-contact-form";
import { EMAIL_INPUT_PATTERN, PHONE_INPUT_PATTERN } from "../input-patterns";
import { insertContactSubmission } from "../backend/supabase";
import { COPY, SPEC, UUID_V4, control, deferred, findToast, renderForm, resetBetweenTests, screen, submitButton, toastTexts } from "./render-form";

jest.mock("../backend/supabase");
const insert = jest.mocked(insertContactSubmission);

function setup() {
  const rendered = renderForm(<HomeContactForm />);
  const form = screen.getByRole("form", { name: COPY.home.formLabel });
  const labels = COPY.home.fields;
  const fields = {
    name: control(labels.name.label),
    email: control(labels.email.label),
    phone: control(labels.phone.label),
    company: control(labels.company.label),
    service: control<HTMLSelectElement>(labels.service.label),
    message: control<HTMLTextAreaElement>(labels.message.label),
  };
  return { ...rendered, form, fields, button: submitButton };
}

async function fillRequired(user: ReturnType<typeof setup>["user"], fields: ReturnType<typeof setup>["fields"]) {
  await user.type(fields.name, "Priya Raman");
  await user.type(fields.email, "priya@example.com");
  await user.type(fields.message, "We need two SAP FICO consultants.");
}

resetBetweenTests(insert);

describe("HomeContactForm", () => {
  test("has the required fields, with the browser checks the database rules ask for", () => {
    const { form, fields, button } = setup();
    expect(form).not.toHaveAttribute("novalidate");
    expect(fields.name).toBeRequired();
    expect(fields.name).toHaveAttribute("maxlength", "101");
    expect(fields.email).toBeRequired();
    expect(fields.email).toHaveAttribute("type", "email");
    expect(fields.email).toHaveAttribute("pattern", EMAIL_INPUT_PATTERN);
    expect(fields.phone).not.toBeRequired();
    expect(fields.phone).toHaveAttribute("pattern", PHONE_INPUT_PATTERN);
    expect(fields.company).not.toBeRequired();
    expect(fields.company).toHaveAttribute("maxlength", "100");
    expect(fields.message).toBeRequired();
    expect(fields.message).toHaveAttribute("maxlength", "2000");
    expect(Array.from(fields.service.options, (option) => [option.value, option.text])).toEqual([
      ["", COPY.servicePlaceholder],
      ...COPY.services.map((service) => [service.value, service.label]),
    ]);
    expect(button()).toHaveTextContent(COPY.submitLabel);
    expect(button()).toBeEnabled();
    expect(button()).toHaveAttribute("type", "submit");
  });

  test("a required field of white space only stops the submission with the required toast and focuses it", async () => {
    const { user, fields, button } = setup();
    await user.type(fields.name, "   ");
    await user.type(fields.email, "priya@example.com");
    await user.type(fields.message, "Hello");
    await user.click(button());
    await findToast(SPEC.homeRequired);
    expect(fields.name).toHaveFocus();
    expect(insert).not.toHaveBeenCalled();
    expect(fields.name).toHaveValue("   ");
  });

  test("sends the required row, optional fields as empty text, then thanks and clears every field", async () => {
    const { user, fields, button } = setup();
    insert.mockResolvedValue();
    await fillRequired(user, fields);
    await user.click(button());
    await findToast(SPEC.homeSuccess);
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith({
      name: "Priya Raman",
      email: "priya@example.com",
      phone: "",
      company: "",
      service: "",
      message: "We need two SAP FICO consultants.",
      submission_key: expect.stringMatching(UUID_V4),
    });
    // The form empties as the thanks show, in a render of its own: waited for, not assumed done.
    await waitFor(() => {
      for (const element of Object.values(fields)) expect(element).toHaveValue("");
    });
  });

  test("sends every field when all are filled, trimmed", async () => {
    const { user, fields, button } = setup();
    insert.mockResolvedValue();
    await fillRequired(user, fields);
    await user.type(fields.phone, " +91 40 1234 5678 ");
    await user.type(fields.company, "Acme Manufacturing");
    await user.selectOptions(fields.service, "staff");
    await user.click(button());
    await findToast(SPEC.homeSuccess);
    expect(insert).toHaveBeenCalledWith({
      name: "Priya Raman",
      email: "priya@example.com",
      phone: "+91 40 1234 5678",
      company: "Acme Manufacturing",
      service: "staff",
      message: "We need two SAP FICO consultants.",
      submission_key: expect.stringMatching(UUID_V4),
    });
  });

  test("shows the sending label on a disabled button while the request is pending, then returns to idle", async () => {
    const { user, fields, button } = setup();
    const pending = deferred();
    insert.mockReturnValue(pending.promise);
    await fillRequired(user, fields);
    await user.click(button());
    expect(button()).toHaveTextContent(COPY.submittingLabel);
    expect(button()).toBeDisabled();
    // Browsers drop focus from a button that becomes disabled; jsdom does not, so do it here.
    button().blur();
    await act(async () => pending.resolve());
    await waitFor(() => expect(button()).toHaveTextContent(COPY.submitLabel));
    expect(button()).toBeEnabled();
    expect(button()).toHaveFocus();
  });

  test("ignores a second submit while the first is in flight", async () => {
    const { user, form, fields } = setup();
    const pending = deferred();
    insert.mockReturnValue(pending.promise);
    await fillRequired(user, fields);
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    fireEvent.submit(form);
    expect(insert).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    await findToast(SPEC.homeSuccess);
    await waitFor(() => expect(toastTexts()).toEqual([SPEC.homeSuccess]));
  });

  test("a failed insert shows the failure toast, logs the error and keeps every value", async () => {
    const { user, fields, button } = setup();
    const failure = { code: "23514", message: "new row violates check constraint", details: null, hint: null };
    insert.mockRejectedValue(failure);
    await fillRequired(user, fields);
    await user.selectOptions(fields.service, "sap");
    await user.click(button());
    await findToast(SPEC.failure);
    expect(console.error).toHaveBeenCalledWith(expect.any(String), failure);
    expect(fields.name).toHaveValue("Priya Raman");
    expect(fields.email).toHaveValue("priya@example.com");
    expect(fields.service).toHaveValue("sap");
    expect(fields.message).toHaveValue("We need two SAP FICO consultants.");
    expect(button()).toBeEnabled();
  });
});
