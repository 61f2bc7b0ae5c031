/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { moduleReferences, packageOf, sourceFiles, typesPackageOf, undeclaredImports } from "../lib/package-imports";

/**
 * Every package the project's own source imports is declared in its package.json: an undeclared
 * one resolves only while another package happens to bring it along, and breaks on the upgrade
 * that stops doing so.
 */
const ROOT = path.resolve(__dirname, "../..");

test("every package the source imports is declared in package.json", () => {
  const undeclared = undeclaredImports(ROOT).map(({ file, pkg, manifest }) => `${file} imports "${pkg}", which ${manifest} does not declare`);
  expect(undeclared).toEqual([]);
});

test("the scan reads the source folders and the top-level files, not what tools wrote", () => {
  const files = sourceFiles(ROOT);
  for (const file of [
    "gatsby-node.ts",
    "gatsby/data-schemas/field-directives.ts",
    "scripts/lib/package-imports.ts",
    "supabase/functions/notify-enquiry/handler.ts",
  ]) {
    expect(files).toContain(file);
  }
  expect(files.filter((file) => /(^|\/)(node_modules|public|\.cache)\//.test(file))).toEqual([]);
});

describe("moduleReferences", () => {
  test("finds every way a file names a module, and which name only types", () => {
    const source = `
      import a from "pkg-a";
      import type { B } from "@scope/pkg-b/sub";
      export { c } from "pkg-c";
      export type { D } from "pkg-d";
      import e = require("pkg-e");
      const f = require("pkg-f");
      const g = require.resolve("pkg-g/package.json");
      const h = await import("pkg-h");
      type I = import("pkg-i").I;
      jest.mock("pkg-j");
      const k = jest.requireActual("pkg-k");
      import "./local";
      const notAModule = require(name);
    `;
    expect(moduleReferences("fixture.ts", source)).toEqual([
      { specifier: "pkg-a", typeOnly: false },
      { specifier: "@scope/pkg-b/sub", typeOnly: true },
      { specifier: "pkg-c", typeOnly: false },
      { specifier: "pkg-d", typeOnly: true },
      { specifier: "pkg-e", typeOnly: false },
      { specifier: "pkg-f", typeOnly: false },
      { specifier: "pkg-g/package.json", typeOnly: false },
      { specifier: "pkg-h", typeOnly: false },
      { specifier: "pkg-i", typeOnly: true },
      { specifier: "pkg-j", typeOnly: false },
      { specifier: "pkg-k", typeOnly: false },
      { specifier: "./local", typeOnly: false },
    ]);
  });

  test("reads JSX and CommonJS files", () => {
    expect(moduleReferences("page.tsx", `import x from "pkg-x";\nexport const P = () => <div>{x}</div>;`)).toEqual([{ specifier: "pkg-x", typeOnly: false }]);
    expect(moduleReferences("config.cjs", `const y = require("pkg-y");\nmodule.exports = y;`)).toEqual([{ specifier: "pkg-y", typeOnly: false }]);
  });
});

describe("packageOf", () => {
  test.each([
    ["graphql", "graphql"],
    ["gatsby/graphql", "gatsby"],
    ["@supabase/supabase-js", "@supabase/supabase-js"],
    ["@testing-library/jest-dom/matchers", "@testing-library/jest-dom"],
  ])("%s is the package %s", (specifier, pkg) => {
    expect(packageOf(specifier)).toBe(pkg);
  });

  test("a package without types is typed by its @types package", () => {
    expect(typesPackageOf("hast")).toBe("@types/hast");
    expect(typesPackageOf("@scope/name")).toBe("@types/scope__name");
  });

  test.each(["fs", "fs/promises", "node:path", "node:test", "./local", "../up", "/absolute", "npm:resend@4", "jsr:@std/assert", "https://deno.land/x/mod.ts"])(
    "%s is no package",
    (specifier) => {
      expect(packageOf(specifier)).toBeUndefined();
    },
  );
});

describe("undeclaredImports", () => {
  let root: string;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "declared-imports-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write(
      "package.json",
      JSON.stringify({
        dependencies: { declared: "1.0.0" },
        devDependencies: { "dev-only": "1.0.0", "@types/typed": "1.0.0" },
        optionalDependencies: { optional: "1.0.0" },
      }),
    );
    write("gatsby-node.ts", `import "declared";\nimport "undeclared-top";`);
    write("src/page.tsx", `import type { T } from "types-only";\nimport type { U } from "typed";\nimport "dev-only";\nimport "optional";\nimport "fs";`);
    write("src/runtime.ts", `import type { U } from "typed";\nimport { u } from "typed";`);
    write("bench/site/package.json", JSON.stringify({ dependencies: { "bench-only": "*" } }));
    write("bench/site/page.tsx", `import "bench-only";\nimport "declared";`);
    write("node_modules/x/index.js", `require("never-read");`);
    write("public/app.js", `require("never-read");`);
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  test("names each file and the package it imports undeclared, against its nearest package.json; @types declares types only", () => {
    expect(undeclaredImports(root)).toEqual([
      { file: "bench/site/page.tsx", pkg: "declared", manifest: "bench/site/package.json" },
      { file: "gatsby-node.ts", pkg: "undeclared-top", manifest: "package.json" },
      { file: "src/page.tsx", pkg: "types-only", manifest: "package.json" },
      { file: "src/runtime.ts", pkg: "typed", manifest: "package.json" },
    ]);
  });
});
