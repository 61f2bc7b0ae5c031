/** @jest-environment node */
import fs from "fs";
import path from "path";

/**
 * Sections and components know nothing of how a page wakes in the browser. An interactive part
 * declares itself once, beside its component (`defineIsland` in its `<name>.island.tsx`); the
 * islands runtime (src/islands/) and the page runtime (src/runtime/) own the rest: which island
 * wakes when, input held until then, the ready-for-input mark, static children, the id scope,
 * style registration. What components need of it reaches them as plain names from
 * src/island-helpers/ (useMatchingId, PRESSABLE, WITH_SCRIPTS) and src/lib/ (useMounted,
 * useAfterTwoFrames).
 *
 * At most MAX_FILES files of these folders may name that machinery; the list below is what
 * "naming it" means. Tests are left out: they check the machinery's contract.
 */
const ROOT = path.resolve(__dirname, "../../..");
const FOLDERS = ["src/sections", "src/components", "src/forms", "src/ui"];
const MAX_FILES = 2;

/** A name of the runtime's machinery, and what it means in a report. */
const MACHINERY: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: "imports the islands runtime or the page runtime", pattern: /\bfrom\s+["'](?:\.\.?\/)+(?:islands|runtime)\/[^"']*["']/ },
  { what: "speaks of hydration", pattern: /hydrat/i },
  { what: "names a runtime attribute", pattern: /\b(?:[A-Z_]+_ATTRIBUTE|data-island[a-z-]*|data-scripts-on|data-input-ready|data-replay-press)\b/ },
  { what: "names held input", pattern: /__heldInput|\b(?:HELD_INPUT_EVENT|holdEarlyInput|playHeldInput|hasHeldInput|playOnPlainHtml|stopHoldingInput)\b/ },
  { what: "names an island internal", pattern: /\b(?:InBrowserIsland|IslandScope|StaticChildren|loadIsland|whenDue|hydrateRoot|markInputReady)\b/ },
  { what: "names a framework internal", pattern: /___loader|__PRIVATE__|data-styled/ },
  {
    what: "names a retired runtime word",
    pattern:
      /\b(?:StaticSlot|useStableId|useSettledAfter|useHydrated|SectionPosition|useOnFirstScreen|markArmed)\b|islands-armed|first-screen|stable-id|static-slot/,
  },
];

/** The one declaration an island module makes: allowed, and so not counted. */
const DECLARATION = /^import \{ defineIsland \} from "(?:\.\.\/)+islands\/define-island";$/m;

/** What of the machinery a file names (its source as written); an island module's own declaration excepted. */
export function machineryNamedIn(file: string, source: string): string[] {
  const text = file.endsWith(".island.tsx") ? source.replace(DECLARATION, "") : source;
  return MACHINERY.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = FOLDERS.flatMap(sourceFiles);

test(`at most ${MAX_FILES} files of ${FOLDERS.join(", ")} name the hydration machinery`, () => {
  const naming = files.flatMap((file) => {
    const names = machineryNamedIn(file, fs.readFileSync(path.join(ROOT, file), "utf8"));
    return names.length > 0 ? [`${file}: ${names.join("; ")}`] : [];
  });
  expect(naming.length > MAX_FILES ? naming : []).toEqual([]);
});

test("the scan reads every source file of the four folders and no test", () => {
  for (const folder of FOLDERS) expect(files.some((file) => file.startsWith(`${folder}/`))).toBe(true);
  expect(files).toEqual(expect.arrayContaining(["src/sections/registry.tsx", "src/components/header/site-header.island.tsx", "src/forms/form-field.tsx"]));
  expect(files.filter((file) => file.includes("__tests__"))).toEqual([]);
});

describe("machineryNamedIn", () => {
  const declaration = 'import { defineIsland } from "../islands/define-island";\nexport default defineIsland({ name: "x", when: "load", Component: X });';

  test("an island module's declaration is allowed; the same import elsewhere counts", () => {
    expect(machineryNamedIn("src/sections/x.island.tsx", declaration)).toEqual([]);
    expect(machineryNamedIn("src/sections/x-section.tsx", declaration)).toEqual(["imports the islands runtime or the page runtime"]);
  });

  test.each([
    ['import { StaticChildren } from "../islands/static-children";', "imports the islands runtime or the page runtime"],
    ['import { pageStyles } from "../../runtime/page-styles";', "imports the islands runtime or the page runtime"],
    ["/* the answers fold once the accordion hydrates */", "speaks of hydration"],
    ["html[data-scripts-on] & { display: none; }", "names a runtime attribute"],
    ["{...{ [REPLAY_PRESS_ATTRIBUTE]: '' }}", "names a runtime attribute"],
    ["const held = window.__heldInput;", "names held input"],
    ["const scope = useContext(IslandScope);", "names an island internal"],
    ["window.___loader.loadPageSync(path)", "names a framework internal"],
    ["const id = useStableId('field');", "names a retired runtime word"],
  ])("%s names the machinery", (source, what) => {
    expect(machineryNamedIn("src/ui/x.tsx", source)).toContain(what);
  });

  test("plain hooks and helpers from src/island-helpers and src/lib name nothing of it", () => {
    const plain = [
      'import { useMatchingId } from "../island-helpers/use-matching-id";',
      'import { useMounted } from "../lib/use-mounted";',
      'import { PRESSABLE } from "../island-helpers/pressable";',
      "const Note = styled.p`${WITH_SCRIPTS} & { display: none; }`;",
      'import FaqAccordion from "./faq-accordion.island";',
    ].join("\n");
    expect(machineryNamedIn("src/sections/x-section.tsx", plain)).toEqual([]);
  });
});
