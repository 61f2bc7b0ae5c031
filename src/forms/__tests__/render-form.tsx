import type { ReactElement } from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { ThemeProvider } from "styled-components";
import { theme } from "../../theme/theme";
import { LIMITS } from "../validation";
import { answerStaticQueries } from "../../../jest/fixtures/site-data";
import { formsFile as formsData, siteFile as siteData } from "../../../jest/fixtures/data-files";

/** The forms' texts editors own (data/forms.json): labels, options, button states, success and failure toasts. */
export const COPY = formsData;

/**
 * The outcome texts: success and failure as data/forms.json words them, the validation toasts
 * (src/forms/validation.ts, code, not content) written out.
 */
export const SPEC = {
  homeSuccess: COPY.home.successMessage,
  contactSuccess: COPY.contactPage.successMessage,
  failure: COPY.failureMessage,
  homeRequired: "Please fill in all required fields (Name, Email, and Message)",
  fixErrors: "Please fix the errors in the form",
} as const;

/** A submission key as the browser makes it (src/forms/backend/submission-key.ts). */
export { SUBMISSION_KEY_FORMAT as UUID_V4 } from "../backend/submission-key";

/** The contact page's message counter for `count` characters, from its wording in data/forms.json. */
export function counterText(count: number, max: number = LIMITS.message): string {
  return COPY.contactPage.counter.replace("{count}", String(count)).replace("{max}", String(max));
}

/** A label or text from data as a literal part of a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The real data/forms.json and data/site.json (the team's contact details), as the static queries return them. */
export function mockFormsCopy() {
  answerStaticQueries({ formsJson: formsData });
}

/** What a kept enquiry carries for the notice shown if it cannot be sent. */
export const NOT_SENT_COPY = {
  message: COPY.keepForLater.notSentMessage,
  email: siteData.contact.email,
  textLabel: COPY.keepForLater.notSentTextLabel,
  copyLabel: COPY.keepForLater.copyLabel,
  copiedMessage: COPY.keepForLater.copiedMessage,
  closeLabel: COPY.keepForLater.closeLabel,
};

/** Renders a form with the theme; the toaster mounts itself with the first toast (src/ui/toasts.tsx). */
export function renderForm(ui: ReactElement) {
  mockFormsCopy();
  // No timer between keystrokes: typing whole forms stays fast on a loaded machine.
  const user = userEvent.setup({ delay: null });
  const result = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  return { user, ...result };
}

/** The toast with exactly this text; it must be a polite status message for screen readers. */
export async function findToast(text: string) {
  const message = await screen.findByText(text);
  const status = message.closest('[role="status"]');
  expect(status).not.toBeNull();
  expect(status).toHaveAttribute("aria-live", "polite");
  return message;
}

export function toastTexts(): string[] {
  return screen.queryAllByRole("status").map((element) => element.textContent ?? "");
}

export function clearToasts() {
  act(() => toast.remove());
}

/**
 * Per test: a fresh mock of the insert, console.error silenced (the forms log failures on
 * purpose) but recorded, and no toast left over from the previous test.
 */
export function resetBetweenTests(insert: jest.Mock) {
  beforeEach(() => {
    insert.mockReset();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearToasts();
    jest.restoreAllMocks();
  });
}

/** A control by the start of its label (the required mark follows the label text). */
export function control<T extends HTMLElement = HTMLInputElement>(label: string): T {
  return screen.getByLabelText<T>(new RegExp(`^${escapeRegExp(label)}`));
}

/** The submit button, in either of its states. */
export function submitButton(): HTMLButtonElement {
  return screen.getByRole("button", { name: new RegExp(`^(${escapeRegExp(COPY.submitLabel)}|${escapeRegExp(COPY.submittingLabel)})$`) });
}

/** A promise the test settles when it wants, to look at the form while a request is pending. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export { screen, within };
