import { tellExpiredEnquiries } from "../expired-enquiries";
import { sendPendingAfterLoad } from "../after-load-check";
import { KEEP_FOR_MS, PENDING_ENQUIRIES_STORAGE_KEY } from "../storage-rules";
import { forgetPendingEnquiry, isExpired, keepPendingEnquiry, readPendingEnquiries, type PendingEnquiry } from "../pending-enquiries";
import { sendPendingEnquiries, sendPendingWhenOnline } from "../send-pending-enquiries";

jest.mock("../send-pending-enquiries");
jest.mock("../expired-enquiries");

const KEPT_AT = Date.now();
function enquiry(submission_key: string): PendingEnquiry {
  return {
    payload: { name: "Priya Raman", email: "priya@example.com", phone: "", company: "", service: "", message: "Hello", submission_key },
    sentMessage: "Thank you for your message!",
    keptAt: KEPT_AT,
  };
}

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
  jest.mocked(sendPendingEnquiries).mockResolvedValue();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe("the enquiries kept on this device", () => {
  test("are kept one per key, read back, and deleted one by one", () => {
    expect(readPendingEnquiries()).toEqual([]);
    expect(keepPendingEnquiry(enquiry("a"))).toBe(true);
    expect(keepPendingEnquiry(enquiry("b"))).toBe(true);
    expect(keepPendingEnquiry({ ...enquiry("a"), sentMessage: "again" })).toBe(true);
    expect(readPendingEnquiries()).toEqual([enquiry("b"), { ...enquiry("a"), sentMessage: "again" }]);
    forgetPendingEnquiry("b");
    expect(readPendingEnquiries().map((kept) => kept.payload.submission_key)).toEqual(["a"]);
    forgetPendingEnquiry("a");
    // Nothing left: nothing stays in storage either, so the next visit's check finds nothing.
    expect(window.localStorage.getItem(PENDING_ENQUIRIES_STORAGE_KEY)).toBeNull();
  });

  test("deleting one keeps what another tab kept meanwhile", () => {
    keepPendingEnquiry(enquiry("a"));
    window.localStorage.setItem(PENDING_ENQUIRIES_STORAGE_KEY, JSON.stringify([enquiry("a"), enquiry("other-tab")]));
    forgetPendingEnquiry("a");
    expect(readPendingEnquiries()).toEqual([enquiry("other-tab")]);
  });

  test("unreadable storage reads as nothing, and entries of another shape are ignored", () => {
    window.localStorage.setItem(PENDING_ENQUIRIES_STORAGE_KEY, "{not json");
    expect(readPendingEnquiries()).toEqual([]);
    window.localStorage.setItem(PENDING_ENQUIRIES_STORAGE_KEY, JSON.stringify([{ payload: {} }, 3, enquiry("a")]));
    expect(readPendingEnquiries()).toEqual([enquiry("a")]);
  });

  test("one without a valid time (none, not a number, in the future) counts from when a page first reads it, and ends its days from then", () => {
    const { keptAt: _none, ...withoutTime } = enquiry("none");
    const seenAt = Date.now();
    const validKeptAt = seenAt - 1_000;
    const stored = [
      withoutTime,
      { ...enquiry("text"), keptAt: "yesterday" },
      { ...enquiry("future"), keptAt: seenAt + 365 * 86_400_000 },
      { ...enquiry("valid"), keptAt: validKeptAt },
    ];
    window.localStorage.setItem(PENDING_ENQUIRIES_STORAGE_KEY, JSON.stringify(stored));
    const read = readPendingEnquiries(seenAt);
    expect(read.map((kept) => [kept.payload.submission_key, kept.keptAt])).toEqual([
      ["none", seenAt],
      ["text", seenAt],
      ["future", seenAt],
      ["valid", validKeptAt],
    ]);
    // Written back: a later read keeps the first sighting's time, so the days run out.
    expect(readPendingEnquiries(seenAt + KEEP_FOR_MS).map((kept) => kept.keptAt)).toEqual([seenAt, seenAt, seenAt, validKeptAt]);
    expect(readPendingEnquiries(seenAt + KEEP_FOR_MS).filter((kept) => isExpired(kept, seenAt + KEEP_FOR_MS)).length).toBe(4);
  });

  test("a browser that refuses storage keeps nothing and says so", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(keepPendingEnquiry(enquiry("a"))).toBe(false);
    expect(readPendingEnquiries()).toEqual([]);
  });
});

describe("the check on each visit", () => {
  test("with nothing kept, loads nothing", async () => {
    jest.useFakeTimers();
    sendPendingAfterLoad();
    await jest.runAllTimersAsync();
    expect(sendPendingEnquiries).not.toHaveBeenCalled();
    expect(sendPendingWhenOnline).not.toHaveBeenCalled();
  });

  test("with an enquiry kept, once the page is idle: sends it, and again when the connection returns", async () => {
    jest.useFakeTimers();
    keepPendingEnquiry(enquiry("a"));
    sendPendingAfterLoad();
    expect(sendPendingEnquiries).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(sendPendingEnquiries).toHaveBeenCalledTimes(1);
    expect(sendPendingWhenOnline).toHaveBeenCalledTimes(1);
  });

  test("with only enquiries past their days on the device: tells the visitor without loading the sender (and supabase-js)", async () => {
    jest.useFakeTimers();
    keepPendingEnquiry({ ...enquiry("a"), keptAt: Date.now() - KEEP_FOR_MS - 1 });
    sendPendingAfterLoad();
    await jest.runAllTimersAsync();
    expect(tellExpiredEnquiries).toHaveBeenCalledTimes(1);
    expect(sendPendingEnquiries).not.toHaveBeenCalled();
  });

  test("one still within its days is sent (the sender tells about the expired ones too)", async () => {
    jest.useFakeTimers();
    keepPendingEnquiry({ ...enquiry("a"), keptAt: Date.now() - KEEP_FOR_MS - 1 });
    keepPendingEnquiry({ ...enquiry("b"), keptAt: Date.now() - KEEP_FOR_MS + 60_000 });
    sendPendingAfterLoad();
    await jest.runAllTimersAsync();
    expect(sendPendingEnquiries).toHaveBeenCalledTimes(1);
    expect(tellExpiredEnquiries).not.toHaveBeenCalled();
  });
});
