import { act, fireEvent, waitFor } from "@testing-library/react";
import { ContactPageForm } from "../contact-page-form";
import { insertContactSubmission } from "../backend/supabase";
import { COPY, SPEC, UUID_V4, control, counterText, deferred, findToast, renderForm, resetBetweenTests, screen, submitButton, toastTexts } from "./render-form";

jest.mock("../backend/supabase");
const insert = jest.mocked(insertContactSubmission);

function setup() {
  const rendered = renderForm(<ContactPageForm />);
  const form = screen.getByRole("form", { name: COPY.contactPage.formLabel });
  const labels = COPY.contactPage.fields;
  const fields = {
    firstName: control(labels.firstName.label),
    lastName: control(labels.lastName.label),
    email: control(labels.email.label),
    company: control(labels.company.label),
    phone: control(labels.phone.label),
    service: control<HTMLSelectElement>(labels.service.label),
    message: control<HTMLTextAreaElement>(labels.message.label),
  };
  const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
  if (!honeypot) throw new Error("no honeypot");
  return { ...rendered, form, fields, honeypot, button: submitButton };
}
type Setup = ReturnType<typeof setup>;

async function fillValid({ user, fields }: Setup) {
  await user.type(fields.firstName, "Priya");
  await user.type(fields.lastName, "Raman");
  await user.type(fields.email, "priya@example.com");
  await user.type(fields.message, "We plan an S/4HANA migration in Q3.");
}

/** The inline message of a field, found through its aria-describedby. */
function errorOf(element: HTMLElement): string | null {
  if (element.getAttribute("aria-invalid") !== "true") return null;
  const ids = (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  const message = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith("-error"));
  return message?.textContent ?? null;
}

resetBetweenTests(insert);

describe("ContactPageForm", () => {
  test("has the required fields, caps, custom validation and the contact page's service labels", () => {
    const { form, fields } = setup();
    expect(form).toHaveAttribute("novalidate");
    expect(fields.firstName).toHaveAttribute("maxlength", "50");
    expect(fields.lastName).toHaveAttribute("maxlength", "50");
    expect(fields.company).toHaveAttribute("maxlength", "100");
    expect(fields.message).toHaveAttribute("maxlength", "2000");
    for (const required of [fields.firstName, fields.lastName, fields.email, fields.message]) expect(required).toBeRequired();
    for (const optional of [fields.company, fields.phone, fields.service]) expect(optional).not.toBeRequired();
    expect(Array.from(fields.service.options, (option) => option.text)).toEqual([
      COPY.servicePlaceholder,
      ...COPY.services.map((service) => ("contactPageLabel" in service ? service.contactPageLabel : service.label)),
    ]);
  });

  test("hides the honeypot from people and assistive technology", () => {
    const { honeypot } = setup();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
  });

  test("an empty submit shows the toast, an inline message on each required field and focuses the first", async () => {
    const { user, fields, button } = setup();
    await user.click(button());
    await findToast(SPEC.fixErrors);
    expect(errorOf(fields.firstName)).toBe("This field is required");
    expect(errorOf(fields.lastName)).toBe("This field is required");
    expect(errorOf(fields.email)).toBe("This field is required");
    expect(errorOf(fields.message)).toBe("This field is required");
    expect(errorOf(fields.company)).toBeNull();
    expect(errorOf(fields.phone)).toBeNull();
    expect(fields.firstName).toHaveFocus();
    expect(insert).not.toHaveBeenCalled();
  });

  test("format rules give their messages and focus goes to the first invalid field", async () => {
    const setupResult = setup();
    const { user, fields, button } = setupResult;
    await fillValid(setupResult);
    await user.clear(fields.email);
    await user.type(fields.email, "priya@example");
    await user.type(fields.phone, "12345");
    await user.clear(fields.lastName);
    await user.type(fields.lastName, "<b>Raman</b>");
    await user.click(button());
    await findToast(SPEC.fixErrors);
    expect(errorOf(fields.firstName)).toBeNull();
    expect(errorOf(fields.lastName)).toBe("Please enter a valid last name");
    expect(errorOf(fields.email)).toBe("Please enter a valid email address");
    expect(errorOf(fields.phone)).toBe("Please enter a valid phone number");
    expect(fields.lastName).toHaveFocus();
    expect(insert).not.toHaveBeenCalled();
  });

  test("editing a field clears its own message and no other", async () => {
    const { user, fields, button } = setup();
    await user.click(button());
    await findToast(SPEC.fixErrors);
    await user.type(fields.email, "p");
    expect(errorOf(fields.email)).toBeNull();
    expect(fields.email).not.toHaveAttribute("aria-invalid");
    expect(errorOf(fields.firstName)).toBe("This field is required");
    expect(errorOf(fields.message)).toBe("This field is required");
  });

  test("counts the message live as n/2000 characters, tied to the textarea", async () => {
    const { user, fields } = setup();
    const counter = screen.getByText(counterText(0));
    expect((fields.message.getAttribute("aria-describedby") ?? "").split(" ")).toContain(counter.id);
    await user.type(fields.message, "Hello");
    expect(counter).toHaveTextContent(counterText(5));
    expect(counter).not.toHaveAttribute("aria-live");
  });

  test("caps typing at 50 characters for a first name", async () => {
    const { user, fields } = setup();
    await user.type(fields.firstName, "a".repeat(60));
    expect(fields.firstName.value).toHaveLength(50);
  });

  test("sends the required row with first and last name joined, then thanks and clears every field", async () => {
    const setupResult = setup();
    const { user, fields, button } = setupResult;
    insert.mockResolvedValue();
    await fillValid(setupResult);
    await user.selectOptions(fields.service, "staff");
    await user.click(button());
    await findToast(SPEC.contactSuccess);
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith({
      first_name: "Priya",
      last_name: "Raman",
      name: "Priya Raman",
      email: "priya@example.com",
      phone: "",
      company: "",
      service: "staff",
      message: "We plan an S/4HANA migration in Q3.",
      submission_key: expect.stringMatching(UUID_V4),
    });
    // The form empties as the thanks show, in a render of its own: waited for, not assumed done.
    await waitFor(() => {
      for (const element of Object.values(fields)) expect(element).toHaveValue("");
    });
    expect(screen.getByText(counterText(0))).toBeInTheDocument();
  });

  test("a filled honeypot sends nothing, shows the normal success and clears the form", async () => {
    const setupResult = setup();
    const { fields, honeypot, button, user } = setupResult;
    await fillValid(setupResult);
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    await user.click(button());
    await findToast(SPEC.contactSuccess);
    expect(insert).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(fields.firstName).toHaveValue("");
      expect(honeypot).toHaveValue("");
    });
  });

  test("a filled honeypot wins over validation: a bot learns nothing from inline messages", async () => {
    const { honeypot, button, user, fields } = setup();
    fireEvent.change(honeypot, { target: { value: "x" } });
    await user.click(button());
    await findToast(SPEC.contactSuccess);
    expect(errorOf(fields.firstName)).toBeNull();
    expect(insert).not.toHaveBeenCalled();
  });

  test("the sending label on a disabled button while pending; a second submit meanwhile is ignored", async () => {
    const setupResult = setup();
    const { form, button } = setupResult;
    const pending = deferred();
    insert.mockReturnValue(pending.promise);
    await fillValid(setupResult);
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(button()).toHaveTextContent(COPY.submittingLabel);
    expect(button()).toBeDisabled();
    fireEvent.submit(form);
    expect(insert).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    await waitFor(() => expect(button()).toHaveTextContent(COPY.submitLabel));
    expect(button()).toBeEnabled();
    await waitFor(() => expect(toastTexts()).toEqual([SPEC.contactSuccess]));
  });

  test("a failed insert shows the failure toast, logs the error and keeps every value", async () => {
    const setupResult = setup();
    const { user, fields, button } = setupResult;
    const failure = new TypeError("Failed to fetch");
    insert.mockRejectedValue(failure);
    await fillValid(setupResult);
    await user.type(fields.company, "Acme");
    await user.click(button());
    await findToast(SPEC.failure);
    expect(console.error).toHaveBeenCalledWith(expect.any(String), failure);
    expect(fields.firstName).toHaveValue("Priya");
    expect(fields.lastName).toHaveValue("Raman");
    expect(fields.email).toHaveValue("priya@example.com");
    expect(fields.company).toHaveValue("Acme");
    expect(fields.message).toHaveValue("We plan an S/4HANA migration in Q3.");
    expect(screen.getByText(counterText(35))).toBeInTheDocument();

    insert.mockResolvedValue();
    await user.click(button());
    await findToast(SPEC.contactSuccess);
    expect(insert).toHaveBeenCalledTimes(2);
  });
});
