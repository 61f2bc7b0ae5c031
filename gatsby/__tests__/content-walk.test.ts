/** @jest-environment node */
import { contentWalker } from "../content/content-walk";
import type { JsonSchema } from "../data-schemas/schema-ref";

const TEXT: JsonSchema = { $ref: "common.schema.json#/definitions/text" };

/** A fixture kind: tabs whose entries may be flagged, and a badge shown beside the flagged ones. */
const SCHEMAS = new Map<string, JsonSchema>([
  ["common.schema.json", { definitions: { text: { type: "string" } } }],
  [
    "fixture.schema.json",
    {
      definitions: {
        tabs: {
          type: "object",
          properties: {
            title: TEXT,
            badgeLabel: { ...TEXT, "x-shown-with": "flagged" },
            entries: { type: "array", items: { type: "object", properties: { name: TEXT, flagged: { type: "boolean" } } } },
          },
        },
      },
    },
  ],
]);
const { dataTexts } = contentWalker(SCHEMAS);
const textsOf = (value: unknown) => dataTexts(value, "fixture.schema.json#/definitions/tabs").texts;

test("a text shown beside flagged items counts while an item is flagged, and not otherwise", () => {
  const tabs = { title: "Fixture tabs", badgeLabel: "Fixture badge", entries: [{ name: "First fixture" }, { name: "Second fixture" }] };
  expect(textsOf(tabs)).toEqual(["Fixture tabs", "First fixture", "Second fixture"]);
  expect(textsOf({ ...tabs, entries: [{ name: "First fixture" }, { name: "Second fixture", flagged: true }] })).toEqual([
    "Fixture tabs",
    "Fixture badge",
    "First fixture",
    "Second fixture",
  ]);
  expect(textsOf({ ...tabs, entries: [{ name: "First fixture", flagged: false }] })).toEqual(["Fixture tabs", "First fixture"]);
});
