/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { validateContentFile } from "../content-checks/validate-content";

/**
 * The build fails on a broken service page (gatsby-node's onCreateNode reports these problems with
 * panicOnBuild). Each case edits a temporary copy of a real file (the first service page by name,
 * or the first place in any of them where the broken thing is) and checks that the message names the
 * file and the field an editor has to fix.
 */
const DATA = path.resolve(__dirname, "../../data");
const SERVICES = fs
  .readdirSync(path.join(DATA, "services"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => path.basename(name, ".json"))
  .sort();
const [SERVICE = ""] = SERVICES;

type Json = Record<string, unknown> & { sections: Array<Record<string, unknown>> };

let tempData: string;
beforeAll(() => {
  tempData = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-")), "data");
  fs.cpSync(path.join(DATA, "schemas"), path.join(tempData, "schemas"), { recursive: true });
  fs.mkdirSync(path.join(tempData, "services"));
});
afterAll(() => fs.rmSync(path.dirname(tempData), { recursive: true, force: true }));

type KindDefinition = { properties?: { type?: { const?: string } } & Record<string, { "x-unique-by"?: string }> };
const KIND_DEFINITIONS = Object.values(
  (JSON.parse(fs.readFileSync(path.join(DATA, "schemas", "sections.schema.json"), "utf8")) as { definitions: Record<string, KindDefinition> }).definitions,
);

/** The field a section kind's list must not repeat (its `x-unique-by`), if any. */
function uniqueFieldOf(kind: string, list: string): string | undefined {
  const definition = KIND_DEFINITIONS.find((candidate) => candidate.properties?.type?.const === kind);
  return definition?.properties?.[list]?.["x-unique-by"];
}

function readService(name: string): Json {
  return JSON.parse(fs.readFileSync(path.join(DATA, "services", `${name}.json`), "utf8")) as Json;
}

function problemsAfterEdit(name: string, edit: (page: Json) => void): string[] {
  const page = readService(name);
  edit(page);
  const file = path.join(tempData, "services", `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(page));
  return validateContentFile(file, tempData).map((problem) => `${problem.file}: ${problem.message}`);
}

/** The index of the page's last section: never the hero, which comes first. */
const lastOf = (page: Json) => page.sections.length - 1;
const LAST = lastOf(readService(SERVICE));

/** Every list of items in every section of a page: [section index, field name]. */
function itemLists(page: Json): Array<[number, string]> {
  return page.sections.flatMap((candidate, index) =>
    Object.entries(candidate)
      .filter(([, value]) => Array.isArray(value) && value.length > 0 && typeof value[0] === "object")
      .map(([field]) => [index, field] as [number, string]),
  );
}

test("there are service pages with more than a hero to break", () => {
  expect(SERVICES.length).toBeGreaterThan(0);
  expect(LAST).toBeGreaterThan(0);
});

test("every service page and every page of data/pages is valid", () => {
  const files = [
    ...SERVICES.map((name) => path.join(DATA, "services", `${name}.json`)),
    ...fs.readdirSync(path.join(DATA, "pages")).map((name) => path.join(DATA, "pages", name)),
  ];
  for (const file of files) expect([file, validateContentFile(file, DATA)]).toEqual([file, []]);
});

test("an unknown section type names the file and the section's type field", () => {
  const problems = problemsAfterEdit(SERVICE, (page) => {
    page.sections[LAST]!.type = "carousel";
  });
  expect(problems).toEqual([`data/services/${SERVICE}.json: field "sections[${LAST}].type" is not a known type`]);
});

test("a missing required field names the file and the field", () => {
  const problems = problemsAfterEdit(SERVICE, (page) => {
    delete page.sections[LAST]!.id;
  });
  expect(problems).toEqual([`data/services/${SERVICE}.json: field "sections[${LAST}].id" is required but missing`]);
});

test("a value of the wrong type names the file and the field", () => {
  const problems = problemsAfterEdit(SERVICE, (page) => {
    page.sections[LAST]!.id = 42;
  });
  expect(problems).toEqual([`data/services/${SERVICE}.json: field "sections[${LAST}].id" must be string`]);
});

test.each(SERVICES)("%s: every list of items accepts one more and one fewer item (the schemas pin no counts)", (name) => {
  const lists = itemLists(readService(name));
  expect(lists.length).toBeGreaterThan(0);
  for (const [index, field] of lists) {
    const longer = problemsAfterEdit(name, (page) => {
      const section = page.sections[index]!;
      const items = section[field] as unknown[];
      const added = structuredClone(items[0]);
      // A list whose entries must differ in a field (x-unique-by) gets an entry that differs there.
      const unique = uniqueFieldOf(String(section.type), field);
      if (unique && added !== null && typeof added === "object")
        (added as Record<string, unknown>)[unique] = `${String((added as Record<string, unknown>)[unique])}, once more`;
      items.push(added);
    });
    const shorter = problemsAfterEdit(name, (page) => {
      const items = page.sections[index]![field] as unknown[];
      if (items.length > 1) items.pop();
    });
    expect({ field: `sections[${index}].${field}`, longer, shorter }).toEqual({ field: `sections[${index}].${field}`, longer: [], shorter: [] });
  }
});

test("an emptied list of items fails where its kind needs items, naming the field, and nothing else", () => {
  const outcomes = SERVICES.flatMap((name) =>
    itemLists(readService(name)).map(([index, field]) => {
      const where = `data/services/${name}.json: field "sections[${index}].${field}"`;
      const problems = problemsAfterEdit(name, (page) => {
        page.sections[index]![field] = [];
      });
      return { where, problems };
    }),
  );
  const refused = outcomes.filter(({ problems }) => problems.length > 0);
  expect(refused.length).toBeGreaterThan(0);
  for (const { where, problems } of refused) expect(problems).toEqual([`${where} must NOT have fewer than 1 items`]);
});

test("two sections with the same id fail, naming the second", () => {
  const first = readService(SERVICE).sections[LAST - 1]!.id;
  const problems = problemsAfterEdit(SERVICE, (page) => {
    page.sections[LAST]!.id = first;
  });
  expect(problems).toEqual([`data/services/${SERVICE}.json: field "sections[${LAST}].id" repeats the id "${String(first)}" used earlier in the same list`]);
});

test("a typo in a field name is reported", () => {
  expect(
    problemsAfterEdit(SERVICE, (page) => {
      page.sections[LAST]!.stepz = [];
    }),
  ).toContain(`data/services/${SERVICE}.json: field "sections[${LAST}].stepz" is not a known field (a typo?)`);
});

test("an unknown icon is reported, naming the field", () => {
  const place = SERVICES.flatMap((name) =>
    itemLists(readService(name))
      .filter(([index, field]) => typeof (readService(name).sections[index]![field] as Array<Record<string, unknown>>)[0]!.icon === "string")
      .map(([index, field]) => ({ name, index, field })),
  )[0];
  if (!place) throw new Error("no service page has a list of items with icons");
  const problems = problemsAfterEdit(place.name, (page) => {
    (page.sections[place.index]![place.field] as Array<{ icon: string }>)[0]!.icon = "unicorn";
  });
  expect(problems).toEqual([
    `data/services/${place.name}.json: field "sections[${place.index}].${place.field}[0].icon" names an unknown icon "unicorn" (see src/ui/icon-names.ts)`,
  ]);
});

test("the hero must come first, because it holds the page's only h1", () => {
  const problems = problemsAfterEdit(SERVICE, (page) => {
    page.sections.reverse();
  });
  // The hero kinds are listed in data/schemas/sections.schema.json (heroKind).
  expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^data/services/${SERVICE}\\.json: field "sections\\[0\\]\\.type" must be one of: `)));
});

test("a service page is a page that says it is a Service: it names the service, and no other page may", () => {
  // Whatever the page says today (an editor may leave the three fields out): a Service naming its service but not its type.
  expect(
    problemsAfterEdit(SERVICE, (page) => {
      Object.assign(page, { structuredData: "service", serviceName: "Fixture service" });
      delete page.serviceType;
    }),
  ).toEqual([`data/services/${SERVICE}.json: field "serviceType" is required but missing`]);
  expect(
    problemsAfterEdit(SERVICE, (page) => {
      Object.assign(page, { serviceName: "Fixture service", serviceType: "Fixture consulting" });
      delete page.structuredData;
    }),
  ).toEqual([
    `data/services/${SERVICE}.json: field "serviceName" is not allowed here (its description in the schema says when it is)`,
    `data/services/${SERVICE}.json: field "serviceType" is not allowed here (its description in the schema says when it is)`,
  ]);
});

test("data/pages and data/services share the page route rule: one file name in both stops the build, naming both files", () => {
  const pagesFolder = path.join(tempData, "pages");
  fs.mkdirSync(pagesFolder, { recursive: true });
  const page = path.join(pagesFolder, `${SERVICE}.json`);
  fs.writeFileSync(page, JSON.stringify(readService(SERVICE)));
  try {
    const message = `makes the page /${SERVICE}, as data/{other} does; rename one of them`;
    expect(problemsAfterEdit(SERVICE, () => undefined)).toEqual([`data/services/${SERVICE}.json: ${message.replace("{other}", `pages/${SERVICE}.json`)}`]);
    expect(validateContentFile(page, tempData)).toEqual([
      { file: `data/pages/${SERVICE}.json`, message: message.replace("{other}", `services/${SERVICE}.json`) },
    ]);
  } finally {
    fs.rmSync(pagesFolder, { recursive: true });
  }
});

test("the address check follows the page folders as they are now: a file added beside a checked one, then removed, changes the verdict at once", () => {
  const pagesFolder = path.join(tempData, "pages");
  fs.mkdirSync(pagesFolder, { recursive: true });
  try {
    expect(problemsAfterEdit(SERVICE, () => undefined)).toEqual([]);
    fs.writeFileSync(path.join(pagesFolder, `${SERVICE}.json`), JSON.stringify(readService(SERVICE)));
    expect(problemsAfterEdit(SERVICE, () => undefined)).toEqual([
      `data/services/${SERVICE}.json: makes the page /${SERVICE}, as data/pages/${SERVICE}.json does; rename one of them`,
    ]);
    fs.rmSync(path.join(pagesFolder, `${SERVICE}.json`));
    expect(problemsAfterEdit(SERVICE, () => undefined)).toEqual([]);
  } finally {
    fs.rmSync(pagesFolder, { recursive: true, force: true });
  }
});
