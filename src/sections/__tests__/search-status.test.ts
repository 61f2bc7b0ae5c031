import { fillIn, searchStatus, type SearchStatusTexts } from "../search-status";

const texts: SearchStatusTexts = {
  searching: "Searching",
  oneResult: "1 result for “{query}”",
  manyResults: "{count} results for “{query}” ({count})",
  noResults: "Nothing for “{query}”",
  loadError: "Search could not load",
};

test("says nothing before the first query, then what is going on", () => {
  expect(searchStatus(texts, { step: "idle" })).toBe("");
  expect(searchStatus(texts, { step: "searching", query: "sap" })).toBe("Searching");
  expect(searchStatus(texts, { step: "failed", query: "sap" })).toBe("Search could not load");
});

test("counts the results in the text for none, one or many", () => {
  expect(searchStatus(texts, { step: "found", query: "sap", count: 0 })).toBe("Nothing for “sap”");
  expect(searchStatus(texts, { step: "found", query: "sap", count: 1 })).toBe("1 result for “sap”");
  expect(searchStatus(texts, { step: "found", query: "sap", count: 12 })).toBe("12 results for “sap” (12)");
});

test("what the visitor typed is taken literally, placeholders and replacement patterns included", () => {
  expect(fillIn("{count} for {query}", { count: 2, query: "$& {count} $1" })).toBe("2 for $& {count} $1");
  expect(fillIn("{count} for {query}", { query: "x" })).toBe("{count} for x");
});
