import type { createClient } from "@supabase/supabase-js";
import { UNREACHABLE, isUnreachable, type EnquiryPayload } from "../enquiry-payload";
import { INSERT_TIMEOUT_MS, SUBMISSION_KEY_CONSTRAINT } from "../supabase-insert";

jest.mock("@supabase/supabase-js", () => ({ createClient: jest.fn() }));
// The module keeps its client once created: each test loads a fresh copy (and of the mocked library).
let mockCreateClient: jest.MockedFunction<typeof createClient>;
let insertContactSubmission: typeof import("../supabase").insertContactSubmission;

const row: EnquiryPayload = {
  name: "Priya Raman",
  email: "priya@example.com",
  phone: "",
  company: "",
  service: "",
  message: "Hello",
  submission_key: "0b7c2f4e-3f1a-4c55-9a39-2d5a8e6f1b20",
};

/** What supabase-js resolves to: `status` 0 when fetch itself failed or was aborted. */
type InsertResult = { error: unknown; status?: number };

/** A client whose insert answers `result`, recording the calls the module makes. */
function fakeClient(result: Promise<InsertResult> | InsertResult = { error: null }) {
  const abortSignal = jest.fn((_signal: AbortSignal) => Promise.resolve(result));
  const insert = jest.fn((_row: unknown) => ({ abortSignal, select: jest.fn() }));
  const from = jest.fn((_table: string) => ({ insert }));
  mockCreateClient.mockReturnValue({ from } as unknown as ReturnType<typeof createClient>);
  return { from, insert, abortSignal };
}

const savedEnv = { ...process.env };
beforeEach(() => {
  process.env.GATSBY_SUPABASE_URL = "https://project.supabase.co";
  process.env.GATSBY_SUPABASE_ANON_KEY = "anon-key";
  jest.resetModules();
  mockCreateClient = jest.mocked((require("@supabase/supabase-js") as { createClient: typeof createClient }).createClient);
  ({ insertContactSubmission } = require("../supabase") as typeof import("../supabase"));
});
afterEach(() => {
  process.env = { ...savedEnv };
  jest.useRealTimers();
});

describe("insertContactSubmission", () => {
  test("creates no client until the first submission", async () => {
    fakeClient();
    expect(mockCreateClient).not.toHaveBeenCalled();
    await insertContactSubmission(row);
    expect(mockCreateClient).toHaveBeenCalledTimes(1);
  });

  test("creates the client once, from the build's URL and anon key, with a persisted, refreshed session", async () => {
    fakeClient();
    await insertContactSubmission(row);
    await insertContactSubmission(row);
    expect(mockCreateClient).toHaveBeenCalledTimes(1);
    expect(mockCreateClient).toHaveBeenCalledWith("https://project.supabase.co", "anon-key", {
      auth: { persistSession: true, autoRefreshToken: true },
    });
  });

  test("inserts the row into contact_submissions without asking for it back", async () => {
    const client = fakeClient();
    await insertContactSubmission(row);
    expect(client.from).toHaveBeenCalledWith("contact_submissions");
    expect(client.insert).toHaveBeenCalledWith(row);
    expect(client.insert.mock.results[0]?.value.select).not.toHaveBeenCalled();
  });

  test("rejects with the error object supabase-js answers", async () => {
    const error = { code: "23514", message: "violates check constraint", details: null, hint: null };
    fakeClient({ error });
    await expect(insertContactSubmission(row)).rejects.toBe(error);
  });

  test("a network failure (no HTTP answer) is reported as unreachable, with supabase-js' error as the reason", async () => {
    const error = { code: "", message: "TypeError: Failed to fetch", details: "", hint: "" };
    fakeClient({ error, status: 0 });
    const failure: unknown = await insertContactSubmission(row).catch((reason: unknown) => reason);
    expect(isUnreachable(failure)).toBe(true);
    expect(isUnreachable(failure) && failure.reason).toBe(error);
  });

  test.each([400, 401, 409, 429, 500, 503])("an HTTP %i answer is not unreachable: the error supabase-js answers", async (status) => {
    const error = { code: "P0001", message: "refused", details: null, hint: null };
    fakeClient({ error, status });
    const failure: unknown = await insertContactSubmission(row).catch((reason: unknown) => reason);
    expect(failure).toBe(error);
    expect(isUnreachable(failure)).toBe(false);
  });

  test("a second send of a stored key that meets the unique constraint (23505 naming it) counts as stored", async () => {
    const message = `duplicate key value violates unique constraint "${SUBMISSION_KEY_CONSTRAINT}"`;
    fakeClient({ error: { code: "23505", message, details: `Key (submission_key)=(${row.submission_key}) already exists.`, hint: null }, status: 409 });
    await expect(insertContactSubmission(row)).resolves.toBeUndefined();
  });

  test("a 23505 on another constraint is still a failure", async () => {
    const error = { code: "23505", message: 'duplicate key value violates unique constraint "contact_submissions_pkey"', details: null, hint: null };
    fakeClient({ error, status: 409 });
    await expect(insertContactSubmission(row)).rejects.toBe(error);
  });

  test("a library chunk that cannot be downloaded is unreachable too, and loaded again next time", async () => {
    jest.resetModules();
    jest.doMock("@supabase/supabase-js", () => {
      throw new Error("Loading chunk supabase failed");
    });
    const fresh = require("../supabase") as typeof import("../supabase");
    try {
      await expect(fresh.insertContactSubmission(row)).rejects.toMatchObject({ name: UNREACHABLE });
    } finally {
      jest.doMock("@supabase/supabase-js", () => ({ createClient: jest.fn() }));
    }
    mockCreateClient = jest.mocked((require("@supabase/supabase-js") as { createClient: typeof createClient }).createClient);
    fakeClient();
    await expect(fresh.insertContactSubmission(row)).resolves.toBeUndefined();
  });

  test("aborts a request the backend leaves unanswered, so the visitor can retry", async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const client = fakeClient();
    client.abortSignal.mockImplementation((given: AbortSignal) => {
      signal = given;
      return new Promise((resolve) => given.addEventListener("abort", () => resolve({ error: { message: "AbortError" } })));
    });
    const settled = expect(insertContactSubmission(row)).rejects.toEqual({ message: "AbortError" });
    await jest.advanceTimersByTimeAsync(INSERT_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await settled;
  });

  test.each([["GATSBY_SUPABASE_URL"], ["GATSBY_SUPABASE_ANON_KEY"]])("fails, naming both variables, when %s is not set", async (name) => {
    delete process.env[name];
    fakeClient();
    await expect(insertContactSubmission(row)).rejects.toThrow(
      "GATSBY_SUPABASE_URL / GATSBY_SUPABASE_ANON_KEY are not set: the contact forms will fail to send",
    );
    expect(mockCreateClient).not.toHaveBeenCalled();
  });

  test('a URL starting with "/" (the local store under npm start) is the page\'s own origin', async () => {
    process.env.GATSBY_SUPABASE_URL = "/";
    fakeClient();
    await insertContactSubmission(row);
    expect(mockCreateClient).toHaveBeenCalledWith(window.location.origin, "anon-key", expect.anything());
    expect(window.location.origin).toMatch(/^http:\/\/localhost/);
  });

  test("a library that failed to load is loaded again on the next attempt", async () => {
    mockCreateClient.mockImplementationOnce(() => {
      throw new Error("Loading chunk supabase failed");
    });
    await expect(insertContactSubmission(row)).rejects.toThrow("Loading chunk supabase failed");
    fakeClient();
    await expect(insertContactSubmission(row)).resolves.toBeUndefined();
  });
});
