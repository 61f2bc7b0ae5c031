/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { validateContentFile } from "../validate-content";

/**
 * The build fails on a broken service page (gatsby-node's onCreateNode reports these problems with
 * panicOnBuild). Each case edits a temporary copy of a real file and checks that the message names
 * the file and the field an editor has to fix.
 */
const DATA = path.resolve(__dirname, "../../data");
const FD_O = "dynamics-365-finance-operations";

type Json = Record<string, unknown> & { sections: Array<Record<string, unknown>> };

let tempData: string;
beforeAll(() => {
  tempData = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-")), "data");
  fs.cpSync(path.join(DATA, "schemas"), path.join(tempData, "schemas"), { recursive: true });
  fs.mkdirSync(path.join(tempData, "services"));
});
afterAll(() => fs.rmSync(path.dirname(tempData), { recursive: true, force: true }));

function readService(slug: string): Json {
  return JSON.parse(fs.readFileSync(path.join(DATA, "services", `${slug}.json`), "utf8")) as Json;
}

function problemsAfterEdit(slug: string, edit: (page: Json) => void): string[] {
  const page = readService(slug);
  edit(page);
  const file = path.join(tempData, "services", `${slug}.json`);
  fs.writeFileSync(file, JSON.stringify(page));
  return validateContentFile(file, tempData).map((problem) => `${problem.file}: ${problem.message}`);
}

function section(page: Json, id: string): Record<string, unknown> {
  const found = page.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
}

test("every service page and the case studies page in data/ is valid", () => {
  const files = [
    ...fs.readdirSync(path.join(DATA, "services")).map((name) => path.join(DATA, "services", name)),
    path.join(DATA, "pages", "case-studies.json"),
  ];
  expect(files.length).toBeGreaterThanOrEqual(7);
  for (const file of files) expect(validateContentFile(file, DATA)).toEqual([]);
});

test("an unknown section type names the file and the section's type field", () => {
  const problems = problemsAfterEdit("sap-btp", (page) => {
    section(page, "pillars").type = "carousel";
  });
  expect(problems).toEqual([`data/services/sap-btp.json: field "sections[1].type" is not a known type`]);
});

test("a missing required field names the file and the field", () => {
  const problems = problemsAfterEdit("microsoft-dynamics", (page) => {
    delete section(page, "reasons").title;
  });
  expect(problems).toEqual([`data/services/microsoft-dynamics.json: field "sections[2].title" is required but missing`]);
});

test("a value of the wrong type names the file and the field", () => {
  const problems = problemsAfterEdit(FD_O, (page) => {
    section(page, "capabilities").staggerMs = "150ms";
  });
  expect(problems).toEqual([`data/services/${FD_O}.json: field "sections[2].staggerMs" must be integer`]);
});

test("a card missing from a section whose count docs/requirements.md fixes fails", () => {
  const problems = problemsAfterEdit(FD_O, (page) => {
    (section(page, "modules").cards as unknown[]).pop();
  });
  expect(problems).toEqual([`data/services/${FD_O}.json: field "sections[4].cards" must NOT have fewer than 12 items`]);
});

test("an integration entry needs exactly four features and a reveal card exactly three", () => {
  const problems = problemsAfterEdit(FD_O, (page) => {
    const entries = section(page, "integrations").entries as Array<{ features: string[] }>;
    entries[1]?.features.push("A fifth feature");
    const cards = section(page, "services").cards as Array<{ features: string[] }>;
    cards[0]?.features.pop();
  });
  expect(problems).toEqual([
    `data/services/${FD_O}.json: field "sections[5].entries[1].features" must NOT have more than 4 items`,
    `data/services/${FD_O}.json: field "sections[7].cards[0].features" must NOT have fewer than 3 items`,
  ]);
});

test("a typo in a field name and an unknown icon are reported", () => {
  expect(
    problemsAfterEdit("software-testing", (page) => {
      section(page, "process").stepz = [];
    }),
  ).toContain(`data/services/software-testing.json: field "sections[3].stepz" is not a known field (a typo?)`);
  expect(
    problemsAfterEdit("software-testing", (page) => {
      (section(page, "services").cards as Array<{ icon: string }>)[0]!.icon = "unicorn";
    }),
  ).toEqual([
    `data/services/software-testing.json: field "sections[1].cards[0].icon" names an unknown icon "unicorn" (see src/ui/icon-names.ts)`,
  ]);
});

test("the hero must come first, because it holds the page's only h1", () => {
  const problems = problemsAfterEdit("sap-implementation", (page) => {
    page.sections.reverse();
  });
  expect(problems).toContain(`data/services/sap-implementation.json: field "sections[0].type" must be equal to constant`);
});
