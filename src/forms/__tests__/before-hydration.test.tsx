import { act, fireEvent, render, waitFor, within } from "@testing-library/react";
import { TextEncoder } from "util";
import { ThemeProvider } from "styled-components";
import { theme } from "../../theme/theme";
import { ContactPageForm } from "../contact-page-form";
import { insertContactSubmission } from "../backend/supabase";
import { COPY, counterText, mockFormsCopy } from "./render-form";
import { siteFile as SITE } from "../../../jest/fixtures/data-files";

jest.mock("../backend/supabase");
const insert = jest.mocked(insertContactSubmission);

// react-dom/server's browser build needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const ui = (
  <ThemeProvider theme={theme}>
    <ContactPageForm />
  </ThemeProvider>
);

/** The page as the static host serves it, before React has loaded. */
function serverHtml(): HTMLElement {
  mockFormsCopy();
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  return container;
}

function typeBeforeHydration(container: HTMLElement, name: string, value: string) {
  const control = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!control) throw new Error(`no ${name}`);
  control.value = value;
}

afterEach(() => {
  document.body.innerHTML = "";
});

test("the server HTML's submit button is enabled, so the keyboard reaches it before the form is live (an early press is held, src/islands/hold-early-input.ts)", () => {
  const container = serverHtml();
  expect(container.querySelector('button[type="submit"]')).toBeEnabled();
});

test("the server HTML posts, never puts an enquiry into an address, and says where Send is how to reach the team without scripts", () => {
  const container = serverHtml();
  const form = container.querySelector("form")!;
  expect(form.getAttribute("method")).toBe("post");
  const note = within(form).getByText(COPY.noScriptNote).parentElement!;
  expect(note.previousElementSibling?.querySelector('button[type="submit"]')).not.toBeNull();
  expect(within(note).getByRole("link", { name: SITE.contact.email, hidden: true })).toHaveAttribute("href", `mailto:${SITE.contact.email}`);
  expect(within(note).getByRole("link", { name: SITE.contact.phone, hidden: true }).getAttribute("href")).toMatch(/^tel:\+?\d+$/);
});

test("text typed before hydration is kept and sent", async () => {
  insert.mockResolvedValue();
  const container = serverHtml();
  typeBeforeHydration(container, "firstName", "Priya");
  typeBeforeHydration(container, "lastName", "Raman");
  typeBeforeHydration(container, "email", "priya@example.com");
  typeBeforeHydration(container, "message", "Typed while the page was loading.");
  render(ui, { container, hydrate: true });
  const button = within(container).getByRole("button", { name: COPY.submitLabel });
  await waitFor(() => expect(button).toBeEnabled());
  expect(within(container).getByText(counterText(33))).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(button);
  });
  expect(insert).toHaveBeenCalledWith(
    expect.objectContaining({ name: "Priya Raman", email: "priya@example.com", message: "Typed while the page was loading." }),
  );
});
