import { showNotSentNotice } from "../not-sent-notice";
import { KEEP_FOR_MS } from "../storage-rules";
import { keepPendingEnquiry, readPendingEnquiries, type PendingEnquiry } from "../pending-enquiries";
import { sendPendingEnquiries, sendPendingWhenOnline } from "../send-pending-enquiries";
import { unreachable } from "../../backend/enquiry-payload";
import { insertContactSubmission } from "../../backend/supabase";
import { showToast } from "../../../ui/toasts";

// The real classification of failures; only the request is replaced.
jest.mock("../../backend/supabase", () => ({ ...jest.requireActual<object>("../../backend/supabase"), insertContactSubmission: jest.fn() }));
jest.mock("../../../ui/toasts");
jest.mock("../not-sent-notice");
const insert = jest.mocked(insertContactSubmission);

const KEPT_AT = Date.now();
function enquiry(submission_key: string): PendingEnquiry {
  return {
    payload: { name: "Priya Raman", email: "priya@example.com", phone: "", company: "", service: "", message: "Hello", submission_key },
    sentMessage: `sent ${submission_key}`,
    keptAt: KEPT_AT,
  };
}
const keys = () => readPendingEnquiries().map((kept) => kept.payload.submission_key);

beforeEach(() => {
  window.localStorage.clear();
  insert.mockReset();
  jest.mocked(showToast).mockReset();
  jest.mocked(showNotSentNotice).mockReset().mockResolvedValue();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("sending the enquiries kept on this device", () => {
  test("each is sent with its own key; each stored one is deleted and its form's success shown", async () => {
    keepPendingEnquiry(enquiry("a"));
    keepPendingEnquiry(enquiry("b"));
    insert.mockResolvedValue();
    await sendPendingEnquiries();
    expect(insert.mock.calls.map(([payload]) => payload)).toEqual([enquiry("a").payload, enquiry("b").payload]);
    expect(keys()).toEqual([]);
    expect(jest.mocked(showToast).mock.calls).toEqual([
      ["success", "sent a"],
      ["success", "sent b"],
    ]);
  });

  test("one the database refused stays for the next attempt; the others are sent", async () => {
    keepPendingEnquiry(enquiry("a"));
    keepPendingEnquiry(enquiry("b"));
    insert.mockRejectedValueOnce({ code: "P0001", message: "Too many enquiries" }).mockResolvedValueOnce();
    await sendPendingEnquiries();
    expect(keys()).toEqual(["a"]);
  });

  test("one refused for good (a 4xx) is deleted and the visitor told once, with the enquiry; the others are sent", async () => {
    keepPendingEnquiry(enquiry("a"));
    keepPendingEnquiry(enquiry("b"));
    insert.mockRejectedValueOnce({ code: "23514", message: "violates check constraint", status: 400 }).mockResolvedValueOnce();
    await sendPendingEnquiries();
    expect(keys()).toEqual([]);
    expect(jest.mocked(showNotSentNotice).mock.calls).toEqual([[enquiry("a")]]);
    expect(jest.mocked(showToast).mock.calls).toEqual([["success", "sent b"]]);
    // Told once: nothing is left to tell or send.
    await sendPendingEnquiries();
    expect(showNotSentNotice).toHaveBeenCalledTimes(1);
  });

  test.each([429, 401, 503])("one answered %i stays for the next attempt", async (status) => {
    keepPendingEnquiry(enquiry("a"));
    insert.mockRejectedValueOnce({ code: "PT429", message: "later", status });
    await sendPendingEnquiries();
    expect(keys()).toEqual(["a"]);
    expect(showNotSentNotice).not.toHaveBeenCalled();
  });

  test("one kept longer than KEEP_FOR_MS is not sent: deleted, and the visitor told with its text", async () => {
    const old = { ...enquiry("old"), keptAt: Date.now() - KEEP_FOR_MS - 1 };
    keepPendingEnquiry(old);
    keepPendingEnquiry({ ...enquiry("new"), keptAt: Date.now() });
    insert.mockResolvedValue();
    await sendPendingEnquiries();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(insert.mock.calls.map(([payload]) => payload.submission_key)).toEqual(["new"]);
    expect(keys()).toEqual([]);
    expect(jest.mocked(showNotSentNotice).mock.calls).toEqual([[old]]);
  });

  test("without a connection it stops at the first, keeping all", async () => {
    keepPendingEnquiry(enquiry("a"));
    keepPendingEnquiry(enquiry("b"));
    insert.mockRejectedValue(unreachable(new TypeError("Failed to fetch")));
    await sendPendingEnquiries();
    expect(insert).toHaveBeenCalledTimes(1);
    expect(keys()).toEqual(["a", "b"]);
    expect(showToast).not.toHaveBeenCalled();
  });

  test("a browser that knows it is offline does not try; the online event sends, one run at a time", async () => {
    keepPendingEnquiry(enquiry("a"));
    const onLine = jest.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await sendPendingEnquiries();
    expect(insert).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    let answer!: () => void;
    insert.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    sendPendingWhenOnline();
    sendPendingWhenOnline();
    window.dispatchEvent(new Event("online"));
    window.dispatchEvent(new Event("online"));
    expect(insert).toHaveBeenCalledTimes(1);
    answer();
    await sendPendingEnquiries();
    expect(keys()).toEqual([]);
    expect(insert).toHaveBeenCalledTimes(1);
  });
});
