/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { contentImports, importCircles, importGraph, looseGatsbyFiles, upwardArrows, type ImportGraph } from "../lib/import-graph";

/**
 * The import graph of src/, gatsby/ and supabase/ has no circle and no arrow pointing up: each
 * folder of src/, gatsby/ and supabase/ imports only from the folders below it (SRC_LAYERS,
 * GATSBY_LAYERS and SUPABASE_LAYERS in scripts/lib/import-graph.ts, docs/architecture.md, Layers), src/ from neither
 * of the others, supabase/ not from gatsby/; gatsby/ holds no loose file but its entry points.
 */
const ROOT = path.resolve(__dirname, "../..");
const graph = importGraph(ROOT);

test("no import circle in src/, gatsby/ or supabase/", () => {
  expect(importCircles(graph).map((circle) => circle.join(" → "))).toEqual([]);
});

test("no arrow points up: each folder of src/, gatsby/ and supabase/ imports only from the folders below it", () => {
  expect(upwardArrows(graph)).toEqual([]);
});

test("gatsby/ holds no loose file but the build's entry points (GATSBY_ENTRY_POINTS)", () => {
  expect(looseGatsbyFiles(ROOT)).toEqual([]);
});

test("the build's own code imports no content file: an editor's change to data/ leaves webpack's cache valid", () => {
  expect(contentImports(ROOT)).toEqual([]);
});

test("the site's own code (src/, gatsby-ssr.tsx, gatsby-browser.tsx) imports no content file: pages get their content through GraphQL, and no bundle carries a copy of it", () => {
  const siteCode = [...graph.keys()].filter((file) => file.startsWith("src/") || file === "gatsby-ssr.tsx" || file === "gatsby-browser.tsx");
  expect(siteCode).toContain("gatsby-ssr.tsx");
  expect(contentImports(ROOT, siteCode)).toEqual([]);
});

test("the graph holds the three areas and the entry files, their imports resolved, and no test", () => {
  const files = [...graph.keys()];
  for (const file of [
    "src/forms/use-submission.ts",
    "gatsby/create-pages.ts",
    "gatsby/routes/routes.ts",
    "supabase/local/form-endpoint.ts",
    "gatsby-browser.tsx",
  ]) {
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
    ["supabase/g.ts", ["gatsby/low/h.ts"]],
    ["gatsby/low/h.ts", []],
    ["gatsby/high/i.ts", ["gatsby/low/h.ts", "gatsby/entry.ts"]],
    ["gatsby/low/j.ts", ["gatsby/high/i.ts"]],
    ["gatsby/entry.ts", ["gatsby/low/h.ts"]],
    ["supabase/local/k.ts", ["supabase/testing/l.ts"]],
    ["supabase/testing/l.ts", []],
  ]);
  const layers = { src: [["lib"], ["ui"], ["forms"]], gatsby: [["low"], ["high"]], supabase: [["local"], ["testing"]] };

  test("a circle, by its files in order", () => {
    expect(importCircles(fixture).map((circle) => circle.join(" → "))).toEqual([
      "src/forms/c.tsx → src/lib/a.ts → src/lib/b.ts → src/forms/c.tsx",
      "src/lib/e.ts → src/lib/e.ts",
    ]);
  });

  test("an arrow up, a folder without a place, an entry point imported and an area importing from one above it", () => {
    expect(upwardArrows(fixture, layers)).toEqual([
      "gatsby/high/i.ts → gatsby/entry.ts: gatsby/high/ imports no entry point",
      "gatsby/low/j.ts → gatsby/high/i.ts: gatsby/low/ is not above gatsby/high/",
      "src/extra/ has no place in the layer order (src/extra/f.ts)",
      "src/lib/b.ts → src/forms/c.tsx: src/lib/ is not above src/forms/",
      "supabase/g.ts → gatsby/low/h.ts: supabase/ imports nothing from gatsby/",
      "supabase/local/k.ts → supabase/testing/l.ts: supabase/local/ is not above supabase/testing/",
    ]);
  });

  test("a loose file in gatsby/, by its path", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "loose-gatsby-"));
    fs.mkdirSync(path.join(root, "gatsby", "feeds"), { recursive: true });
    for (const file of ["gatsby/post-build.ts", "gatsby/feeds/feeds.ts", "gatsby/stray.ts", "gatsby/types.d.ts"]) fs.writeFileSync(path.join(root, file), "");
    expect(looseGatsbyFiles(root, ["post-build.ts"])).toEqual(["gatsby/stray.ts", "gatsby/types.d.ts"]);
    fs.rmSync(root, { recursive: true });
  });

  test("a content file the build's code imports, by importer; a type-only import and a schema are not content imports", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-imports-"));
    const files: Record<string, string> = {
      "gatsby-node.ts": 'import { texts } from "./gatsby/texts";\nimport type site from "./data/site.json";\n',
      "gatsby/texts.ts":
        'import forms from "../data/forms.json";\nimport schema from "../data/schemas/forms.schema.json";\nexport const texts = [forms, schema];\n',
      "data/site.json": "{}",
      "data/forms.json": "{}",
      "data/schemas/forms.schema.json": "{}",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    expect(contentImports(root, ["gatsby-node.ts"])).toEqual(["gatsby/texts.ts → data/forms.json"]);
    fs.rmSync(root, { recursive: true });
  });
});
