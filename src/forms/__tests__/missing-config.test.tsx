import { createClient } from "@supabase/supabase-js";
import { HomeContactForm } from "../home-contact-form";
import { ContactPageForm } from "../contact-page-form";
import { SPEC, clearToasts, findToast, renderForm, screen } from "./render-form";

// The real lib/supabase, on a build made without the two variables.
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
  await user.type(screen.getByLabelText(/^Full Name/), "Priya Raman");
  await user.type(screen.getByLabelText(/^Work Email/), "priya@example.com");
  await user.type(screen.getByLabelText(/^Message/), "Hello");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  await findToast(SPEC.failure);
  expectLoggedMissingVariables();
  expect(createClient).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/^Full Name/)).toHaveValue("Priya Raman");
});

test("contact page form: the same, never a silent success", async () => {
  const { user } = renderForm(<ContactPageForm />);
  await user.type(screen.getByLabelText(/^First Name/), "Priya");
  await user.type(screen.getByLabelText(/^Last Name/), "Raman");
  await user.type(screen.getByLabelText(/^Work Email/), "priya@example.com");
  await user.type(screen.getByLabelText(/^Message/), "Hello");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  await findToast(SPEC.failure);
  expect(screen.queryByText(SPEC.contactSuccess)).toBeNull();
  expectLoggedMissingVariables();
  expect(screen.getByLabelText(/^Message/)).toHaveValue("Hello");
});
