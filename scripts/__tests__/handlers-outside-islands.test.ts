/** @jest-environment node */
import { execFileSync } from "child_process";
import path from "path";

/**
 * `npm run lint` fails, naming the file, when a component rendered outside an island renders an
 * event handler (eslint/rules/no-handlers-outside-islands.js): the built page wakes only islands,
 * so the handler would do nothing there. ESLint runs with the project's own config, through its
 * Node API in a child process (it loads eslint.config.mjs with a dynamic import, which jest's
 * module system does not run). A file that does not exist is typed in TypeScript's default
 * project (allowDefaultProject), as the project service knows only files on disk.
 */
const ROOT = path.resolve(__dirname, "../..");

type Message = { ruleId: string | null; message: string };
type Case = { file: string; code: string };

/** Lints each case in one ESLint process: a file that does not exist gets the default project. */
const LINT_CASES = `
import { ESLint } from "eslint";
import fs from "fs";
const cases = JSON.parse(fs.readFileSync(0, "utf8"));
const virtual = cases.map(({ file }) => file).filter((file) => !fs.existsSync(file));
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { languageOptions: { parserOptions: { projectService: { allowDefaultProject: virtual } } } } });
const found = [];
for (const { file, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  found.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(found));
`;

/** The findings of the project's ESLint config on each case's code as its file (relative to the root; it need not exist). */
function lintCases(cases: Case[]): Message[][] {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", LINT_CASES], { cwd: ROOT, input: JSON.stringify(cases), encoding: "utf8" });
  return JSON.parse(out) as Message[][];
}

const RULE = "site/no-handlers-outside-islands";

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

const ofRule = (messages: Message[] | undefined) => (messages ?? []).filter(({ ruleId }) => ruleId === RULE).map(({ message }) => message);
let found: Message[][] = [];

beforeAll(() => {
  found = lintCases([
    { file: "src/sections/checklist-section.tsx", code: STATIC_SECTION },
    { file: "src/sections/print-section.tsx", code: BY_NAME },
    // Rendered only by src/sections/integration-tabs.island.tsx.
    { file: "src/sections/integration-cards.tsx", code: ISLAND_ONLY },
  ]);
}, 180_000);

test("a static section with <button onClick> fails, naming its file and the handler", () => {
  const [message, ...more] = ofRule(found[0]);
  expect(more).toEqual([]);
  expect(message).toContain("src/sections/checklist-section.tsx renders onClick outside an island");
});

test("a handler passed by name counts too; a prop named on… that is no function does not", () => {
  expect(ofRule(found[1]).map((message) => message.split(" outside")[0])).toEqual(["src/sections/print-section.tsx renders onKeyDown"]);
});

test("a component only islands render may handle events", () => {
  expect(ofRule(found[2])).toEqual([]);
});
