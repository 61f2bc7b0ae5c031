/** @jest-environment node */
import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { findContentKind } from "../content/content-kinds";
import { contentFiles } from "../content-checks/validate-content";

/**
 * A broken data file must stop the build with a message naming the file and the field. The
 * validator's rules are tested in validate-content*.test.ts; this file proves the build itself
 * stops: through gatsby-node's hooks (onPreInit over all files, onCreateNode per file) for each
 * kind of breakage, and with a real `gatsby build` of a copy of the project with two of them
 * broken at once.
 */
jest.setTimeout(600_000);

const PROJECT = path.resolve(__dirname, "../..");
const DATA = path.join(PROJECT, "data");

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Json;

describe("every data file names its JSON Schema, so editors get completion and errors", () => {
  const files = contentFiles(DATA);

  test("there are data files to check", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test.each(files.map((file) => path.relative(PROJECT, file)))("%s has the $schema of its content kind", (relative) => {
    const file = path.join(PROJECT, relative);
    const kind = findContentKind(path.relative(DATA, path.dirname(file)), path.basename(file, ".json"));
    expect(kind).toBeDefined();
    const schema = readJson(file).$schema;
    expect(typeof schema).toBe("string");
    expect(path.resolve(path.dirname(file), schema as string)).toBe(path.join(DATA, "schemas", kind!.schema));
  });
});

/** A throwaway project: the sources copied, node_modules linked, so a broken edit stays there. */
function projectCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "broken-content-"));
  const skip = new Set(["node_modules", "public", ".cache", ".git", "deploy", ".e2e-profile", "bench"]);
  for (const entry of fs.readdirSync(PROJECT)) {
    if (skip.has(entry) || entry.startsWith(".e2e-profile")) continue;
    fs.cpSync(path.join(PROJECT, entry), path.join(root, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(PROJECT, "node_modules"), path.join(root, "node_modules"), "dir");
  return root;
}

type Breakage = { name: string; file: string; expected: RegExp; breakIt: (file: string) => void };

const edit = (change: (json: Json & { sections: Json[] }) => void) => (file: string) => {
  const json = readJson(file) as Json & { sections: Json[] };
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
};

/** The first data file (by name) of a folder of data/, as `data/<folder>/<name>.json`: whatever content data/ holds. */
function firstFileOf(folder: string): string {
  const name = fs
    .readdirSync(path.join(DATA, folder))
    .filter((file) => file.endsWith(".json"))
    .sort()[0];
  if (!name) throw new Error(`data/${folder} holds no data file to break`);
  return `data/${folder}/${name}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The message the build gives for `file`, naming the problem as `problem` (a pattern). */
const messageFor = (file: string, problem: string) => new RegExp(`${escaped(file)}: ${problem}`);

/** One breakage per kind of problem, each in a file of its own (all are broken at once below), and the pattern of the build's message for it. */
const BREAKAGES: Breakage[] = [
  {
    name: "invalid JSON",
    file: "data/testimonials.json",
    problem: "is not valid JSON: .*position",
    breakIt: (file: string) => fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/}\s*$/, ",}")),
  },
  { name: "a missing required field", file: firstFileOf("pages"), problem: 'field "seo" is required but missing', breakIt: edit((json) => delete json.seo) },
  { name: "a wrong type", file: firstFileOf("case-studies"), problem: 'field "title" must be string', breakIt: edit((json) => (json.title = 42)) },
  {
    name: "an unknown section type",
    file: firstFileOf("services"),
    problem: 'field "sections\\[0\\]\\.type" is not a known type',
    breakIt: edit((json) => (json.sections[0]!.type = "carousel")),
  },
  {
    name: "an image path that does not exist",
    file: firstFileOf("blog"),
    problem: 'field "image" names an image that does not exist: \\.\\./images/blog/missing\\.jpg',
    breakIt: edit((json) => (json.image = "../images/blog/missing.jpg")),
  },
].map(({ problem, ...breakage }) => ({ ...breakage, expected: messageFor(breakage.file, problem) }));

describe("gatsby-node's hooks stop the build on a broken data file", () => {
  type Hooks = { onPreInit: (args: unknown) => void; onCreateNode: (args: unknown) => void };
  let project: string;
  let hooks: Hooks;
  const originalDirectory = process.cwd();
  /** Runs `run` in the copy: gatsby-node resolves data/ from the working directory, as under `gatsby build`. */
  const inProject = <T>(run: () => T): T => {
    process.chdir(project);
    try {
      return run();
    } finally {
      process.chdir(originalDirectory);
    }
  };
  beforeAll(() => {
    project = projectCopy();
    // The copy's gatsby-node, loaded once: its hooks read each data file when called.
    hooks = inProject(() => {
      let loaded: Hooks | undefined;
      jest.isolateModules(() => {
        loaded = require(path.join(project, "gatsby-node.ts")) as Hooks;
      });
      return loaded!;
    });
  });
  afterAll(() => {
    fs.rmSync(project, { recursive: true, force: true });
  });

  /** gatsby-source-filesystem's File node for a data file of the copy, as onCreateNode receives it. */
  const fileNode = (absolute: string) => ({
    internal: { type: "File" },
    sourceInstanceName: "data",
    extension: "json",
    relativeDirectory: path.dirname(path.relative(path.join(project, "data"), absolute)),
    absolutePath: absolute,
  });

  test.each(BREAKAGES)("$name: onCreateNode's panicOnBuild names the file and the field", ({ file, expected, breakIt }) => {
    const absolute = path.join(project, file);
    const original = fs.readFileSync(absolute, "utf8");
    breakIt(absolute);
    const panicOnBuild = jest.fn();
    try {
      inProject(() => hooks.onCreateNode({ node: fileNode(absolute), reporter: { panicOnBuild } }));
    } finally {
      fs.writeFileSync(absolute, original);
    }
    expect(panicOnBuild).toHaveBeenCalledTimes(1);
    expect(panicOnBuild.mock.calls[0]?.[0]).toMatch(/^Invalid content:\n/);
    expect(panicOnBuild.mock.calls[0]?.[0]).toMatch(expected);
  });

  test("onPreInit checks every file before anything is sourced and lists all five problems at once", () => {
    const originals = BREAKAGES.map(({ file }) => [file, fs.readFileSync(path.join(project, file), "utf8")] as const);
    BREAKAGES.forEach(({ file, breakIt }) => breakIt(path.join(project, file)));
    const panicOnBuild = jest.fn();
    try {
      inProject(() => hooks.onPreInit({ reporter: { panicOnBuild } }));
    } finally {
      originals.forEach(([file, text]) => fs.writeFileSync(path.join(project, file), text));
    }
    expect(panicOnBuild).toHaveBeenCalledTimes(1);
    for (const { expected } of BREAKAGES) expect(panicOnBuild.mock.calls[0]?.[0]).toMatch(expected);
  });

  test("an intact file passes without a report", () => {
    const panicOnBuild = jest.fn();
    inProject(() => hooks.onCreateNode({ node: fileNode(path.join(project, firstFileOf("services"))), reporter: { panicOnBuild } }));
    expect(panicOnBuild).not.toHaveBeenCalled();
  });
});

function gatsbyBuild(project: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(project, "node_modules/gatsby/cli.js"), "build"], {
      cwd: project,
      env: {
        ...process.env,
        NODE_ENV: "production",
        GATSBY_TELEMETRY_DISABLED: "1",
        CI: "true",
        GATSBY_SUPABASE_URL: "http://127.0.0.1:54321",
        GATSBY_SUPABASE_ANON_KEY: "test-anon-key",
      },
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // A build that gets past validation would go on for minutes: stop it, the test has failed anyway.
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 300_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("a real `gatsby build` of a copy of the project", () => {
  // One build with two files broken: it must stop at validation, naming both (one build costs less
  // than two; validation lists every problem at once).
  const cases = [BREAKAGES[0]!, BREAKAGES[1]!];
  let project: string | undefined;
  afterAll(() => project && fs.rmSync(project, { recursive: true, force: true }));

  test(`fails with a non-zero exit and the messages for ${cases.map((c) => c.name).join(" and for ")}`, async () => {
    project = projectCopy();
    for (const breakage of cases) breakage.breakIt(path.join(project, breakage.file));
    const { code, output } = await gatsbyBuild(project);
    expect(code === 0 ? 0 : "non-zero").toBe("non-zero");
    for (const breakage of cases) expect(output).toMatch(breakage.expected);
  });
});
