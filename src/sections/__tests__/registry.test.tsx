import { act, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import fs from "fs";
import path from "path";
import { pageSectionFragmentSource, sectionTypeNames } from "../../../gatsby/schema/page-section-fragment";
import { siteDataQueryResult } from "../../../jest/fixtures/site-data";
import { SECTION_COMPONENTS, PageSections, type PageSectionData } from "../registry";
import { renderWithSite } from "../../../jest/render-with-site";
import { sectionPageFiles, sectionsOf } from "./section-fixtures";

type ServiceFile = { sections: Array<{ type: string; id: string; title: string } & Record<string, unknown>> };

/** Every file of data/services, read when the test runs (links with their addresses), so an added or removed page is covered. */
function servicePageFiles(): Array<[string, ServiceFile]> {
  return sectionPageFiles()
    .filter(([file]) => file.startsWith("data/services/"))
    .map(([file, page]) => [file, page as ServiceFile]);
}

/** Each section kind's code loads on demand (lazySection in registry.tsx); act waits until every one has rendered. */
async function renderLoaded(ui: ReactElement) {
  await act(async () => {
    renderWithSite(ui);
  });
}

/** The fragment each kind's file declares beside its component, which the generated `PageSectionFields` spreads. */
function declaredFragments(): string[] {
  const directory = path.resolve("src/sections");
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".tsx"))
    .flatMap((name) => [...fs.readFileSync(path.join(directory, name), "utf8").matchAll(/fragment (\w+)Fields on (\w+)/g)])
    .filter(([, fragment, type]) => fragment === type)
    .map(([, , type]) => type!);
}

/** A call to action section of the test's own, with these actions. */
const callToAction = (actions: object[]) =>
  ({
    __typename: "CallToActionSection",
    type: "callToAction",
    id: "fixture-cta",
    tone: null,
    title: "Fixture call to action",
    text: "Owned by the test.",
    actions,
  }) as unknown as PageSectionData;

describe("the section registry", () => {
  test("every section kind of the JSON Schema has one registry line and a fragment, and every line is a kind of the schema", () => {
    const kinds = sectionTypeNames();
    const registered = Object.keys(SECTION_COMPONENTS);
    const fragments = declaredFragments();
    expect({
      "kinds of data/schemas/sections.schema.json without a line in src/sections/registry.tsx": kinds.filter((kind) => !registered.includes(kind)),
      "lines of src/sections/registry.tsx for no kind of data/schemas/sections.schema.json": registered.filter((name) => !kinds.includes(name)),
      "kinds whose src/sections file declares no `fragment <Type>Fields on <Type>`": kinds.filter((kind) => !fragments.includes(kind)),
    }).toEqual({
      "kinds of data/schemas/sections.schema.json without a line in src/sections/registry.tsx": [],
      "lines of src/sections/registry.tsx for no kind of data/schemas/sections.schema.json": [],
      "kinds whose src/sections file declares no `fragment <Type>Fields on <Type>`": [],
    });
  });

  test("the generated fragment selects every kind of the schema through its own fragment", () => {
    const source = pageSectionFragmentSource(["HeroSection", "FaqSection"]);
    expect(source).toContain("fragment PageSectionFields on PageSection {");
    expect(source.match(/^ +\.\.\.\w+Fields$/gm)?.map((line) => line.trim())).toEqual(["...HeroSectionFields", "...FaqSectionFields"]);
    expect(pageSectionFragmentSource()).toContain(
      sectionTypeNames()
        .map((name) => `...${name}Fields`)
        .join("\n    "),
    );
  });

  test.each(servicePageFiles())("%s: every section in data order, with one h1 and an h2 per section", async (_name, page) => {
    await renderLoaded(<PageSections sections={sectionsOf(page)} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual(page.sections.slice(1).map((section) => section.title));
  });

  test("scheduler actions open the external scheduler in a new tab; site paths stay links", async () => {
    const section = callToAction([
      { label: "Compare costs", to: "/cost-analysis", scheduler: null, variant: null },
      { label: "Book a call", to: null, scheduler: true, variant: null },
    ]);
    await renderLoaded(<PageSections sections={[section]} />);
    const links = within(screen.getByRole("region", { name: "Fixture call to action" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/cost-analysis", siteDataQueryResult().siteJson.schedulerUrl]);
    expect(links[1]).toHaveAttribute("target", "_blank");
    expect(links[1]).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("a section that would show nothing is left out, heading and all; the next section comes first", async () => {
    const featured = { featured: true, name: "Fixture client" };
    const others = {
      __typename: "TestimonialListSection",
      type: "testimonialList",
      id: "fixture-others",
      title: "Fixture others",
      show: "others",
      testimonials: { testimonials: [featured] },
    };
    await renderLoaded(<PageSections sections={[others as unknown as PageSectionData, callToAction([])]} />);
    expect(screen.queryByRole("heading", { name: "Fixture others" })).toBeNull();
    expect(document.getElementById("fixture-others")).toBeNull();
    expect(Array.from(document.querySelectorAll("section"), (section) => section.id)).toEqual(["fixture-cta"]);
  });

  test("a section whose type has no component stops the render with a message naming it", () => {
    const unknown = { __typename: "CarouselSection", type: "carousel", id: "slides" } as unknown as PageSectionData;
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderWithSite(<PageSections sections={[unknown]} />)).toThrow('No component renders section "slides" of type "carousel"');
  });
});
