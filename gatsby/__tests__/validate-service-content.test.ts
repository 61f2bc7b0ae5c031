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
  expect(files.length).toBeGreaterThan(1);
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

/** Every list of items in every section of a real page: [section index, field name]. */
function itemLists(page: Json): Array<[number, string]> {
  return page.sections.flatMap((candidate, index) =>
    Object.entries(candidate)
      .filter(([, value]) => Array.isArray(value) && value.length > 0 && typeof value[0] === "object")
      .map(([field]) => [index, field] as [number, string]),
  );
}

test.each(fs.readdirSync(path.join(DATA, "services")).map((name) => path.basename(name, ".json")))(
  "%s: every list of items accepts one more and one fewer item (the schemas pin no counts)",
  (slug) => {
    const lists = itemLists(readService(slug));
    expect(lists.length).toBeGreaterThan(0);
    for (const [index, field] of lists) {
      const longer = problemsAfterEdit(slug, (page) => {
        const items = page.sections[index]![field] as unknown[];
        items.push(structuredClone(items[0]));
      });
      const shorter = problemsAfterEdit(slug, (page) => {
        const items = page.sections[index]![field] as unknown[];
        if (items.length > 1) items.pop();
      });
      expect({ field: `sections[${index}].${field}`, longer, shorter }).toEqual({ field: `sections[${index}].${field}`, longer: [], shorter: [] });
    }
  },
);

test("an emptied list of items fails, naming the field", () => {
  const [index, field] = itemLists(readService(FD_O)).find(([, name]) => name === "cards")!;
  const problems = problemsAfterEdit(FD_O, (page) => {
    page.sections[index]![field] = [];
  });
  expect(problems).toEqual([`data/services/${FD_O}.json: field "sections[${index}].${field}" must NOT have fewer than 1 items`]);
});

test("two sections with the same id fail, naming the second", () => {
  const problems = problemsAfterEdit(FD_O, (page) => {
    page.sections[2]!.id = page.sections[1]!.id;
  });
  expect(problems).toEqual([
    `data/services/${FD_O}.json: field "sections[2].id" repeats the id "${String(readService(FD_O).sections[1]!.id)}" used earlier in the same list`,
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
  ).toEqual([`data/services/software-testing.json: field "sections[1].cards[0].icon" names an unknown icon "unicorn" (see src/ui/icon-names.ts)`]);
});

test("the hero must come first, because it holds the page's only h1", () => {
  const problems = problemsAfterEdit("sap-implementation", (page) => {
    page.sections.reverse();
  });
  // The hero kinds are listed in data/schemas/sections.schema.json (heroKind).
  expect(problems).toContainEqual(expect.stringMatching(/^data\/services\/sap-implementation\.json: field "sections\[0\]\.type" must be one of: /));
});

test("a service page is a page that says it is a Service: it names the service, and no other page may", () => {
  expect(
    problemsAfterEdit("sap-btp", (page) => {
      delete page.serviceType;
    }),
  ).toEqual([`data/services/sap-btp.json: field "serviceType" is required but missing`]);
  expect(
    problemsAfterEdit("sap-btp", (page) => {
      delete page.structuredData;
    }),
  ).toEqual([
    `data/services/sap-btp.json: field "serviceName" is not allowed here (its description in the schema says when it is)`,
    `data/services/sap-btp.json: field "serviceType" is not allowed here (its description in the schema says when it is)`,
  ]);
});

test("data/pages and data/services share the page route rule: one file name in both stops the build, naming both files", () => {
  const pagesFolder = path.join(tempData, "pages");
  fs.mkdirSync(pagesFolder, { recursive: true });
  const page = path.join(pagesFolder, "sap-btp.json");
  fs.writeFileSync(page, JSON.stringify(readService("sap-btp")));
  try {
    const message = "makes the page /sap-btp, as data/{other} does; rename one of them";
    expect(problemsAfterEdit("sap-btp", () => undefined)).toEqual([`data/services/sap-btp.json: ${message.replace("{other}", "pages/sap-btp.json")}`]);
    expect(validateContentFile(page, tempData)).toEqual([{ file: "data/pages/sap-btp.json", message: message.replace("{other}", "services/sap-btp.json") }]);
  } finally {
    fs.rmSync(pagesFolder, { recursive: true });
  }
});
