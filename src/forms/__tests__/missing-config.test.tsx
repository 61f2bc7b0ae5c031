import { createClient } from "@supabase/supabase-js";
import { HomeContactForm } from "../home-contact-form";
import { ContactPageForm } from "../contact-page-form";
import { COPY, SPEC, clearToasts, control, findToast, renderForm, screen } from "./render-form";

const HOME = COPY.home.fields;
const CONTACT = COPY.contactPage.fields;

// The real src/forms/backend/supabase.ts, on a build made without the two variables.
jest.mock("@supabase/supabase-js", () => ({ createClient: jest.fn() }));

const savedEnv = { ...process.env };
beforeEach(() => {
  delete process.env.GATSBY_SUPABASE_URL;
  delete process.env.GATSBY_SUPABASE_ANON_KEY;
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  process.env = { ...savedEnv };
  clearToasts();
  jest.restoreAllMocks();
});

function expectLoggedMissingVariables() {
  const logged = jest.mocked(console.error).mock.calls.flat().map(String).join(" ");
  expect(logged).toContain("GATSBY_SUPABASE_URL");
  expect(logged).toContain("GATSBY_SUPABASE_ANON_KEY");
}

test("home form: a build without Supabase settings fails visibly, says why and keeps the values", async () => {
  const { user } = renderForm(<HomeContactForm />);
  await user.type(control(HOME.name.label), "Priya Raman");
  await user.type(control(HOME.email.label), "priya@example.com");
  await user.type(control(HOME.message.label), "Hello");
  await user.click(screen.getByRole("button", { name: COPY.submitLabel }));
  await findToast(SPEC.failure);
  expectLoggedMissingVariables();
  expect(createClient).not.toHaveBeenCalled();
  expect(control(HOME.name.label)).toHaveValue("Priya Raman");
});

test("contact page form: the same, never a silent success", async () => {
  const { user } = renderForm(<ContactPageForm />);
  await user.type(control(CONTACT.firstName.label), "Priya");
  await user.type(control(CONTACT.lastName.label), "Raman");
  await user.type(control(CONTACT.email.label), "priya@example.com");
  await user.type(control(CONTACT.message.label), "Hello");
  await user.click(screen.getByRole("button", { name: COPY.submitLabel }));
  await findToast(SPEC.failure);
  expect(screen.queryByText(SPEC.contactSuccess)).toBeNull();
  expectLoggedMissingVariables();
  expect(control(CONTACT.message.label)).toHaveValue("Hello");
});
