import fs from "fs";
import path from "path";
import { allIslandsHydrated, openPage, PHONE, useBrowser, visit } from "./support/browser";
import { blogPosts, caseStudies } from "./support/content";
import { expectNoProblems } from "./support/page-checks";
import { pagesWithSection, sectionPages } from "./support/section-pages";
import { sectionTypeNames } from "../gatsby/schema/page-section-fragment";
import { HYDRATED_ISLAND_ATTRIBUTE, ISLAND_ATTRIBUTE } from "../src/islands/attributes";
import { SERVER_STYLES_ATTRIBUTE } from "../src/runtime/page-styles";

jest.setTimeout(90_000);

const PUBLIC = path.resolve("public");

/** The first page holding each kind of section the data uses (so every kind is seen), then an article and a case study. */
const ROUTES = [
  ...new Set([
    ...[...new Set(sectionPages().flatMap((page) => page.sections.map((section) => section.type)))].map((kind) => pagesWithSection(kind)[0]!.path),
    ...[blogPosts()[0]?.path, caseStudies()[0]?.path].filter((route): route is string => route !== undefined),
  ]),
];

/** Every section kind's GraphQL type name, from the schema generated once for the file (not once per built script). */
const SECTION_KINDS = sectionTypeNames();

/**
 * The section kinds whose component a built script defines: webpack keeps a module's export names
 * in its export getters (`{HeroSection:function(){return c}}`); the registry's loaders in the
 * template's chunk are arrow functions (`HeroSection:()=>…`) and do not count.
 */
function sectionKindsDefinedIn(script: string): string[] {
  const code = fs.readFileSync(path.join(PUBLIC, script), "utf8");
  return SECTION_KINDS.filter((name) => new RegExp(`[{,]${name}:function\\(\\)\\{return `).test(code));
}

const browser = useBrowser();

test("the check below finds a section kind's code in the build", () => {
  const scripts = fs.readdirSync(PUBLIC).filter((file) => file.endsWith(".js"));
  expect([...new Set(scripts.flatMap(sectionKindsDefinedIn))].sort()).toEqual([...SECTION_KINDS].sort());
});

test.each(ROUTES)(
  "%s: every island hydrates without a mismatch and writes no CSS rule the page has; nothing outside the islands changes, and no section's code is requested",
  async (route) => {
    const { page, context, problems } = await openPage(browser(), { viewport: PHONE });
    await page.addInitScript((islandAttribute) => {
      const changed: string[] = [];
      Object.assign(window, { __changedOutsideIslands: changed });
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target instanceof Element ? record.target : record.target.parentElement;
            // The toaster mounts a root of its own at the end of <body> (src/ui/toasts.tsx).
            if (!target || target.closest(`[${islandAttribute}], [data-toaster]`)) continue;
            // Scripts are appended to load them (the after-paint loader, webpack's chunks).
            const nodes = [...record.addedNodes, ...record.removedNodes];
            if (record.type === "childList" && nodes.every((node) => node instanceof Element && node.matches("[data-toaster], script, link"))) continue;
            changed.push(
              `${record.type} on <${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ""}>${record.attributeName ? ` ${record.attributeName}` : ""}`,
            );
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    }, ISLAND_ATTRIBUTE);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });

    await visit(page, route);
    expect(await allIslandsHydrated(page)).toBeGreaterThan(0);
    expect(await page.locator(`[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ISLAND_ATTRIBUTE}])`).count()).toBe(0);

    expect(await page.evaluate(() => (window as Window & { __changedOutsideIslands?: string[] }).__changedOutsideIslands)).toEqual([]);
    expect(scripts.flatMap(sectionKindsDefinedIn)).toEqual([]);
    const { server, inserted } = await page.evaluate((serverStylesAttribute) => {
      const rulesOf = (sheet: CSSStyleSheet | null | undefined) => [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText);
      return {
        server: rulesOf(document.querySelector<HTMLStyleElement>(`style[${serverStylesAttribute}]`)?.sheet),
        // styled-components' own sheet, where components put rules the page did not have yet (states seen only in the browser).
        inserted: [...document.querySelectorAll<HTMLStyleElement>("style[data-styled]")].flatMap((style) => rulesOf(style.sheet)),
      };
    }, SERVER_STYLES_ATTRIBUTE);
    expect(server.length).toBeGreaterThan(0);
    expect(inserted.filter((rule) => server.includes(rule))).toEqual([]);
    // A mismatch between an island's server HTML and its first render is logged (src/islands/hydrate-island.tsx).
    expectNoProblems(problems);
    await context.close();
  },
);
