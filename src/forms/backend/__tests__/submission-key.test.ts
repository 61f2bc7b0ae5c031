import { SUBMISSION_KEY_FORMAT as UUID_V4, newSubmissionKey } from "../submission-key";

/** Runs with crypto.randomUUID replaced (jsdom's crypto has none; browsers lack it outside secure contexts). */
function withRandomUUID(value: (() => string) | undefined, run: () => void) {
  const own = Object.getOwnPropertyDescriptor(crypto, "randomUUID");
  Object.defineProperty(crypto, "randomUUID", { value, configurable: true });
  try {
    run();
  } finally {
    if (own) Object.defineProperty(crypto, "randomUUID", own);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  }
}

afterEach(() => jest.restoreAllMocks());

describe("newSubmissionKey", () => {
  test("is crypto.randomUUID() where the browser has it", () => {
    withRandomUUID(
      () => "0b7c2f4e-3f1a-4c55-9a39-2d5a8e6f1b20",
      () => expect(newSubmissionKey()).toBe("0b7c2f4e-3f1a-4c55-9a39-2d5a8e6f1b20"),
    );
  });

  test("is a version 4 UUID from getRandomValues where it has not (pages served over plain HTTP)", () => {
    withRandomUUID(undefined, () => {
      const keys = Array.from({ length: 200 }, () => newSubmissionKey());
      for (const key of keys) expect(key).toMatch(UUID_V4);
      expect(new Set(keys).size).toBe(keys.length);
      jest.spyOn(crypto, "getRandomValues").mockImplementation((array) => (array as Uint8Array).fill(0xff));
      expect(newSubmissionKey()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    });
  });
});
