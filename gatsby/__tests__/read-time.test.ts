import { readMinutes, WORDS_PER_MINUTE } from "../content/read-time";

test("whole minutes at the reading speed, rounded down, never below one", () => {
  expect(readMinutes(0)).toBe(1);
  expect(readMinutes(WORDS_PER_MINUTE - 1)).toBe(1);
  expect(readMinutes(WORDS_PER_MINUTE * 7)).toBe(7);
  expect(readMinutes(WORDS_PER_MINUTE * 8 - 1)).toBe(7);
});
