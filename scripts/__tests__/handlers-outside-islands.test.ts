/** @jest-environment node */
import { Linter } from "eslint";
import path from "path";
import { severitiesInConfig } from "./eslint-config-severities";
import ts from "typescript";
import tseslint from "typescript-eslint";
import noHandlersOutsideIslands from "../../eslint/rules/no-handlers-outside-islands";

/**
 * `npm run lint` fails, naming the file, when a component rendered outside an island renders an
 * event handler (eslint/rules/no-handlers-outside-islands.js): the built page wakes only islands,
 * so the handler would do nothing there. The rule runs here on each case as the file it names,
 * with type information from a TypeScript program of the cases alone (the whole project's program
 * would cost the type check's time again); that the project's config turns the rule on for every
 * file of src/ is read from the config itself, in a child process (ESLint loads
 * eslint.config.mjs with a dynamic import, which jest's module system does not run).
 */
const ROOT = path.resolve(__dirname, "../..");
const RULE = "site/no-handlers-outside-islands";

type Case = { file: string; code: string };

/** A program of the cases' files alone, read from memory; the standard library from TypeScript's own files. */
function programOf(cases: Case[]): ts.Program {
  const options: ts.CompilerOptions = { jsx: ts.JsxEmit.Preserve, strict: true, noResolve: true, lib: ["lib.es2022.d.ts", "lib.dom.d.ts"], types: [] };
  const sources = new Map(cases.map(({ file, code }) => [path.join(ROOT, file), code]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => sources.get(file) ?? readFile(file);
  host.fileExists = (file) => sources.has(file) || ts.sys.fileExists(file);
  return ts.createProgram({ rootNames: [...sources.keys()], options, host });
}

/**
 * ESLint 9's flat-config Linter, as far as this test uses it (the installed type package describes
 * ESLint 7's, without flat configs).
 */
type FlatLinter = {
  verify(code: string, config: Record<string, unknown>[], options: { filename: string }): { ruleId: string | null; message: string }[];
};
const FlatConfigLinter = Linter as unknown as new (options: { configType: "flat" }) => FlatLinter;

/** The rule's messages on each case. */
function lintCases(cases: Case[]): string[][] {
  const linter = new FlatConfigLinter({ configType: "flat" });
  const config = [
    {
      files: ["**/*.tsx"],
      languageOptions: { parser: tseslint.parser, parserOptions: { programs: [programOf(cases)], ecmaFeatures: { jsx: true } } },
      plugins: { site: { rules: { "no-handlers-outside-islands": noHandlersOutsideIslands } } },
      rules: { [RULE]: "error" },
    },
  ];
  return cases.map(({ file, code }) =>
    linter.verify(code, config, { filename: path.join(ROOT, file) }).map(({ ruleId, message }) => {
      if (ruleId !== RULE) throw new Error(`${file}: ${message}`);
      return message;
    }),
  );
}

const STATIC_SECTION = `import { SectionFrame } from "../ui/section";

export function ChecklistSection() {
  return (
    <SectionFrame id="checklist" title="Checklist">
      <button type="button" onClick={() => window.print()}>Print</button>
    </SectionFrame>
  );
}
`;

const BY_NAME = `import { Button } from "../ui/button";

const print = () => window.print();

export function PrintSection({ onDark }: { onDark: boolean }) {
  return (
    <div data-dark={onDark}>
      <Button type="button" onKeyDown={print}>Print</Button>
      <Shown onDark={onDark} />
    </div>
  );
}

function Shown({ onDark }: { onDark: boolean }) {
  return <p>{String(onDark)}</p>;
}
`;

const ISLAND_ONLY = `export function Tabs() {
  return <button type="button" onClick={() => undefined}>Next</button>;
}
`;

let found: string[][] = [];

beforeAll(() => {
  found = lintCases([
    { file: "src/sections/checklist-section.tsx", code: STATIC_SECTION },
    { file: "src/sections/print-section.tsx", code: BY_NAME },
    // Rendered only by src/sections/integration-tabs.island.tsx.
    { file: "src/sections/integration-cards.tsx", code: ISLAND_ONLY },
  ]);
});

test("a static section with <button onClick> fails, naming its file and the handler", () => {
  const [message, ...more] = found[0]!;
  expect(more).toEqual([]);
  expect(message).toContain("src/sections/checklist-section.tsx renders onClick outside an island");
});

test("a handler passed by name counts too; a prop named on… that is no function does not", () => {
  expect(found[1]!.map((message) => message.split(" outside")[0])).toEqual(["src/sections/print-section.tsx renders onKeyDown"]);
});

test("a component only islands render may handle events", () => {
  expect(found[2]).toEqual([]);
});

test("the project's ESLint config applies the rule, as an error, to every component file of src/ but tests", () => {
  expect(severitiesInConfig(RULE, ["src/sections/checklist-section.tsx", "src/ui/new-card.tsx", "src/sections/__tests__/new.test.tsx"])).toEqual([2, 2, null]);
});
