import { act, waitFor } from "@testing-library/react";
import { ContactPageForm } from "../contact-page-form";
import { HomeContactForm } from "../home-contact-form";
import { readPendingEnquiries } from "../kept-for-later/pending-enquiries";
import { PENDING_ENQUIRIES_STORAGE_KEY } from "../kept-for-later/storage-rules";
import { unreachable, type EnquiryPayload } from "../backend/enquiry-payload";
import { insertContactSubmission } from "../backend/supabase";
import { COPY, NOT_SENT_COPY, SPEC, UUID_V4, control, findToast, renderForm, resetBetweenTests, screen, submitButton } from "./render-form";

// The real classification of failures; only the request is replaced.
jest.mock("../backend/supabase", () => ({ ...jest.requireActual<object>("../backend/supabase"), insertContactSubmission: jest.fn() }));
const insert = jest.mocked(insertContactSubmission);
const KEEP = COPY.keepForLater;

/** Both forms, each with what a visitor types into its required fields. */
const FORMS = [
  {
    form: "home",
    render: () => renderForm(<HomeContactForm />),
    success: SPEC.homeSuccess,
    typed: {
      [COPY.home.fields.name.label]: "Priya Raman",
      [COPY.home.fields.email.label]: "priya@example.com",
      [COPY.home.fields.message.label]: "Two SAP consultants.",
    },
  },
  {
    form: "contact page",
    render: () => renderForm(<ContactPageForm />),
    success: SPEC.contactSuccess,
    typed: {
      [COPY.contactPage.fields.firstName.label]: "Priya",
      [COPY.contactPage.fields.lastName.label]: "Raman",
      [COPY.contactPage.fields.email.label]: "priya@example.com",
      [COPY.contactPage.fields.message.label]: "An S/4HANA migration in Q3.",
    },
  },
] as const;

type Form = (typeof FORMS)[number];

async function fill({ render, typed }: Form) {
  const { user } = render();
  for (const [label, value] of Object.entries(typed)) {
    await user.click(control(label));
    await user.paste(value);
  }
  return user;
}

function typedValues({ typed }: Form) {
  return Object.keys(typed).map((label) => control<HTMLInputElement | HTMLTextAreaElement>(label).value);
}

const sentKeys = () => insert.mock.calls.map(([payload]) => payload.submission_key);
const offer = () => screen.queryByText(KEEP.offer);
const networkFailure = () => unreachable(new TypeError("Failed to fetch"));

resetBetweenTests(insert);
beforeEach(() => window.localStorage.clear());

describe.each(FORMS)("the $form form", (form) => {
  test("sends a key made on this device, the same one on a retry after a failure, a new one after a success", async () => {
    const user = await fill(form);
    insert.mockRejectedValueOnce({ code: "PGRST", message: "server error" }).mockRejectedValueOnce(networkFailure()).mockResolvedValueOnce();
    await user.click(submitButton());
    await findToast(SPEC.failure);
    await user.click(submitButton());
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(2));
    await user.click(submitButton());
    await findToast(form.success);
    for (const [label, value] of Object.entries(form.typed)) await user.type(control(label), value);
    insert.mockResolvedValueOnce();
    await user.click(submitButton());
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(4));

    const [first, second, third, fourth] = sentKeys();
    expect(first).toMatch(UUID_V4);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).toMatch(UUID_V4);
    expect(fourth).not.toBe(first);
    // The key is the only addition: the rest of the payload is the form's row.
    const { submission_key, ...row } = insert.mock.calls[0]?.[0] ?? ({} as EnquiryPayload);
    expect(submission_key).toBe(first);
    expect(Object.values(row)).toEqual(expect.arrayContaining(Object.values(form.typed)));
  });

  test("an answer that refused the enquiry (not a network failure) offers nothing and keeps nothing", async () => {
    const user = await fill(form);
    insert.mockRejectedValue({ code: "P0001", message: "Too many enquiries" });
    await user.click(submitButton());
    await findToast(SPEC.failure);
    expect(offer()).toBeNull();
    expect(window.localStorage.getItem(PENDING_ENQUIRIES_STORAGE_KEY)).toBeNull();
    expect(typedValues(form)).toEqual(Object.values(form.typed));
  });

  test("a network failure offers to keep it; declining keeps nothing on the device and the typed values in the form", async () => {
    const user = await fill(form);
    insert.mockRejectedValue(networkFailure());
    await user.click(submitButton());
    await findToast(SPEC.failure);
    // The offer's code loads once the failure is known, so it may show after the toast.
    const region = (await screen.findByText(KEEP.offer)).closest("[aria-live]");
    expect(region).toHaveAttribute("aria-live", "polite");
    await user.click(screen.getByRole("button", { name: KEEP.declineLabel }));
    expect(offer()).toBeNull();
    expect(submitButton()).toHaveFocus();
    expect(window.localStorage.length).toBe(0);
    expect(typedValues(form)).toEqual(Object.values(form.typed));
  });

  test("kept: on the device with its key, the visitor told; sent once when the connection returns, then deleted", async () => {
    const user = await fill(form);
    insert.mockRejectedValueOnce(networkFailure());
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: KEEP.keepLabel }));
    await findToast(KEEP.keptMessage);
    expect(submitButton()).toHaveFocus();
    const [failed] = insert.mock.calls[0] ?? [];
    expect(readPendingEnquiries()).toEqual([{ payload: failed, sentMessage: form.success, keptAt: expect.any(Number), notSent: NOT_SENT_COPY }]);
    expect(offer()).toBeNull();
    expect(typedValues(form).every((value) => value === "")).toBe(true);

    insert.mockResolvedValueOnce();
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await findToast(form.success);
    expect(insert).toHaveBeenCalledTimes(2);
    expect(insert.mock.calls[1]?.[0]).toEqual(failed);
    expect(window.localStorage.getItem(PENDING_ENQUIRIES_STORAGE_KEY)).toBeNull();
  });
});
