import { act, waitFor, within } from "@testing-library/react";
import { TextEncoder } from "util";
import { ThemeProvider } from "styled-components";
import { theme } from "../../theme/theme";
import { CurrentPathProvider } from "../../lib/current-path";
import { unreachable } from "../backend/enquiry-payload";
import { insertContactSubmission, loadInsertCode } from "../backend/supabase";
import { ContactPageForm } from "../contact-page-form";
import { ENQUIRY_ENDPOINT_PATH, FORM_FIELDS, FORM_KIND_FIELD, FORM_PAGE_FIELD, SUBMISSION_KEY_FIELD, enquiryEndpointUrl } from "../form-post";
import { HomeContactForm } from "../home-contact-form";
import { COPY, UUID_V4, control, mockFormsCopy, renderForm, resetBetweenTests, screen, submitButton, toastTexts } from "./render-form";
import { siteFile as SITE } from "../../../jest/fixtures/data-files";

// The request and the insert's code are replaced; the rest of the send path is real.
jest.mock("../backend/supabase", () => ({
  ...jest.requireActual<object>("../backend/supabase"),
  insertContactSubmission: jest.fn(),
  loadInsertCode: jest.fn(),
}));
const insert = jest.mocked(insertContactSubmission);
const loadInsert = jest.mocked(loadInsertCode);

// react-dom/server's browser build needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const FORMS = [
  {
    kind: "home",
    page: "/",
    Form: HomeContactForm,
    typed: {
      [COPY.home.fields.name.label]: "Priya Raman",
      [COPY.home.fields.email.label]: "priya@example.com",
      [COPY.home.fields.message.label]: "Two SAP consultants.",
    },
  },
  {
    kind: "contactPage",
    page: "/contact",
    Form: ContactPageForm,
    typed: {
      [COPY.contactPage.fields.firstName.label]: "Priya",
      [COPY.contactPage.fields.lastName.label]: "Raman",
      [COPY.contactPage.fields.email.label]: "priya@example.com",
      [COPY.contactPage.fields.message.label]: "An S/4HANA migration in Q3.",
    },
  },
] as const;

const savedUrl = process.env.GATSBY_SUPABASE_URL;
afterEach(() => {
  process.env.GATSBY_SUPABASE_URL = savedUrl;
  document.body.innerHTML = "";
});

/** A form's page as the static host serves it: its server HTML, no script run. */
function serverForm({ Form, page }: (typeof FORMS)[number]): HTMLFormElement {
  mockFormsCopy();
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <CurrentPathProvider pathname={page}>
        <Form />
      </CurrentPathProvider>
    </ThemeProvider>,
  );
  document.body.appendChild(container);
  return container.querySelector("form")!;
}

describe.each(FORMS)("the $kind form's server HTML", (form) => {
  test("posts its fields natively to the enquiry endpoint on the backend, with hidden fields naming the form and the page", () => {
    process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321";
    const html = serverForm(form);
    expect(html.getAttribute("action")).toBe(enquiryEndpointUrl("http://127.0.0.1:54321"));
    expect(html.getAttribute("method")).toBe("post");
    expect(html.getAttribute("enctype")).toBeNull(); // application/x-www-form-urlencoded
    const named = Array.from(html.elements).flatMap((element) => (element instanceof HTMLButtonElement ? [] : [element.getAttribute("name")]));
    expect(named).toEqual([...FORM_FIELDS[form.kind], FORM_KIND_FIELD, FORM_PAGE_FIELD]);
    expect(html.querySelector(`input[type="hidden"][name="${FORM_KIND_FIELD}"]`)).toHaveAttribute("value", form.kind);
    expect(html.querySelector(`input[type="hidden"][name="${FORM_PAGE_FIELD}"]`)).toHaveAttribute("value", form.page);
  });

  test('with the backend on the site\'s own origin ("/"), the action is a path the browser resolves against the page', () => {
    process.env.GATSBY_SUPABASE_URL = "/";
    expect(serverForm(form).getAttribute("action")).toBe(ENQUIRY_ENDPOINT_PATH);
  });

  test("has one Send, enabled and shown, that works without scripts, and the note with the team's e-mail and phone below it (its appearance never moves Send)", () => {
    const html = serverForm(form);
    expect(html.querySelector("noscript")).toBeNull();
    const buttons = html.querySelectorAll("button");
    expect(buttons).toHaveLength(1);
    const send = within(html).getByRole("button", { name: COPY.submitLabel });
    expect(send).toHaveAttribute("type", "submit");
    expect(send).toBeEnabled();
    const note = within(html).getByText(COPY.noScriptNote, { exact: true }).parentElement!;
    expect(note.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    // Shown or not is CSS's (keyed to scripts running and to the island's state): the links are in the HTML either way.
    expect(within(note).getByRole("link", { name: SITE.contact.email, hidden: true })).toHaveAttribute("href", `mailto:${SITE.contact.email}`);
    expect(within(note).getByRole("link", { name: SITE.contact.phone, hidden: true }).getAttribute("href")).toMatch(/^tel:\+?\d+$/);
  });
});

describe.each(FORMS)("the $kind form in a tab whose send path a newer deploy removed", (form) => {
  resetBetweenTests(insert);
  let nativeSubmits: jest.SpyInstance;
  beforeEach(() => {
    loadInsert.mockReset();
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    // jsdom cannot navigate: the native submission is recorded with what the form holds then.
    nativeSubmits = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      return Object.fromEntries(new FormData(this));
    });
  });
  afterEach(() => {
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
  });

  async function fillAndSend() {
    const { user } = renderForm(<form.Form />);
    for (const [label, value] of Object.entries(form.typed)) {
      await user.click(control(label));
      await user.paste(value);
    }
    await user.click(submitButton());
  }

  const gone = () => unreachable(Object.assign(new Error("Loading chunk 512 failed. (missing)"), { name: "ChunkLoadError" }));

  test("online, the insert's code not loadable: the form posts natively, with its key, and shows it is sending", async () => {
    insert.mockRejectedValue(gone());
    loadInsert.mockRejectedValue(gone());
    await fillAndSend();
    await waitFor(() => expect(nativeSubmits).toHaveBeenCalledTimes(1));
    const posted = nativeSubmits.mock.results[0]?.value as Record<string, string>;
    expect(posted[SUBMISSION_KEY_FIELD]).toMatch(UUID_V4);
    expect(posted[SUBMISSION_KEY_FIELD]).toBe(insert.mock.calls[0]?.[0].submission_key);
    expect(posted[FORM_KIND_FIELD]).toBe(form.kind);
    expect(Object.values(posted)).toEqual(expect.arrayContaining(Object.values(form.typed)));
    expect(submitButton()).toHaveTextContent(COPY.submittingLabel);
    expect(submitButton()).toBeDisabled();
    expect(toastTexts()).toEqual([]);
    expect(screen.queryByText(COPY.keepForLater.offer)).toBeNull();
  });

  test("offline, the same failure offers to keep the enquiry for later, as without a connection, and posts nothing", async () => {
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    insert.mockRejectedValue(gone());
    loadInsert.mockRejectedValue(gone());
    await fillAndSend();
    expect(await screen.findByText(COPY.keepForLater.offer)).toBeInTheDocument();
    expect(nativeSubmits).not.toHaveBeenCalled();
  });

  test("online, a request without an answer (the code all there) offers to keep it, and posts nothing", async () => {
    insert.mockRejectedValue(unreachable(new TypeError("Failed to fetch")));
    loadInsert.mockResolvedValue();
    await fillAndSend();
    expect(await screen.findByText(COPY.keepForLater.offer)).toBeInTheDocument();
    await act(async () => undefined);
    expect(nativeSubmits).not.toHaveBeenCalled();
  });
});
