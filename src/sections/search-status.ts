/** The texts a search field announces, from its section's data (data/schemas/sections.schema.json, `search`). */
export type SearchStatusTexts = Pick<Queries.SearchSectionFieldsFragment, "searching" | "oneResult" | "manyResults" | "noResults" | "loadError">;

/** Where a search field is: nothing asked yet, a query running, its answer, or the search could not load. */
export type SearchState =
  { step: "idle" } | { step: "searching"; query: string } | { step: "found"; query: string; count: number } | { step: "failed"; query: string };

/** A text with its {count} and {query} filled in (every occurrence; what the visitor typed is taken literally). */
export function fillIn(template: string, values: { count?: number; query: string }): string {
  return template.replace(/\{(count|query)\}/g, (placeholder, name: string) =>
    name === "count" ? (values.count === undefined ? placeholder : String(values.count)) : values.query,
  );
}

/** What the field's live region says in `state`: empty before the first query. */
export function searchStatus(texts: SearchStatusTexts, state: SearchState): string {
  switch (state.step) {
    case "idle":
      return "";
    case "searching":
      return texts.searching;
    case "failed":
      return texts.loadError;
    case "found": {
      const template = state.count === 0 ? texts.noResults : state.count === 1 ? texts.oneResult : texts.manyResults;
      return fillIn(template, state);
    }
  }
}
