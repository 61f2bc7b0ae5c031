/** @jest-environment node */
import { shownDate } from "../shown-date";

test("a day is written out as the site's language writes dates, on that calendar day whatever the machine's time zone", () => {
  expect(shownDate("2031-07-04", "en")).toBe("July 4, 2031");
  expect(shownDate("2031-07-04", "en-GB")).toBe("4 July 2031");
  expect(shownDate("2031-07-04", "en-IN")).toBe("4 July 2031");
  expect(shownDate("2031-07-04", "de")).toBe("4. Juli 2031");
  expect(shownDate("2031-01-01", "en")).toBe("January 1, 2031");
  expect(shownDate("2031-12-31", "en")).toBe("December 31, 2031");
});
