/** @jest-environment node */
import path from "path";
import { importCircles, importGraph, upwardArrows, type ImportGraph } from "../lib/import-graph";

/**
 * The import graph of src/, gatsby/ and supabase/ has no circle and no arrow pointing up: each
 * src/ folder imports only from the folders below it (SRC_LAYERS in scripts/lib/import-graph.ts,
 * docs/architecture.md, Layers), src/ from neither of the others, supabase/ not from gatsby/.
 */
const ROOT = path.resolve(__dirname, "../..");
const graph = importGraph(ROOT);

test("no import circle in src/, gatsby/ or supabase/", () => {
  expect(importCircles(graph).map((circle) => circle.join(" → "))).toEqual([]);
});

test("no arrow points up: each src/ folder imports only from the folders below it", () => {
  expect(upwardArrows(graph)).toEqual([]);
});

test("the graph holds the three areas and the entry files, their imports resolved, and no test", () => {
  const files = [...graph.keys()];
  for (const file of ["src/forms/use-submission.ts", "gatsby/create-pages.ts", "supabase/local/form-endpoint.ts", "gatsby-browser.tsx"]) {
    expect(files).toContain(file);
  }
  expect(graph.get("gatsby-browser.tsx")).toContain("src/forms/kept-for-later/after-load-check.ts");
  expect(graph.get("src/forms/backend/supabase.ts")).toContain("src/forms/backend/supabase-insert.ts");
  expect(files.filter((file) => file.includes("__tests__") || file.includes(".test."))).toEqual([]);
});

describe("the checks name what they find", () => {
  const fixture: ImportGraph = new Map([
    ["src/lib/a.ts", ["src/lib/b.ts"]],
    ["src/lib/b.ts", ["src/forms/c.tsx"]],
    ["src/forms/c.tsx", ["src/lib/a.ts", "src/ui/d.tsx"]],
    ["src/ui/d.tsx", ["src/lib/a.ts"]],
    ["src/lib/e.ts", ["src/lib/e.ts"]],
    ["src/extra/f.ts", []],
    ["supabase/g.ts", ["gatsby/h.ts"]],
    ["gatsby/h.ts", []],
  ]);
  const layers = [["lib"], ["ui"], ["forms"]];

  test("a circle, by its files in order", () => {
    expect(importCircles(fixture).map((circle) => circle.join(" → "))).toEqual([
      "src/forms/c.tsx → src/lib/a.ts → src/lib/b.ts → src/forms/c.tsx",
      "src/lib/e.ts → src/lib/e.ts",
    ]);
  });

  test("an arrow up, a folder without a place and an area importing from one above it", () => {
    expect(upwardArrows(fixture, layers)).toEqual([
      "src/extra/ has no place in the layer order (src/extra/f.ts)",
      "src/lib/b.ts → src/forms/c.tsx: src/lib/ is not above src/forms/",
      "supabase/g.ts → gatsby/h.ts: supabase/ imports nothing from gatsby/",
    ]);
  });
});
