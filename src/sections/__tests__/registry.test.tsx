import { act, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import schema from "../../../data/schemas/sections.schema.json";
import { siteDataQueryResult } from "../../../jest/fixtures/site-data";
import { SECTION_COMPONENTS, PageSections, type PageSectionData } from "../registry";
import { renderWithSite } from "../../../jest/render-with-site";
import { SECTION_TYPE_NAMES, sectionPageFiles, sectionsOf } from "./section-fixtures";

type ServiceFile = { sections: Array<{ type: string; id: string; title: string } & Record<string, unknown>> };

/** Every file of data/services, read when the test runs (links with their addresses), so an added or removed page is covered. */
function servicePageFiles(): Array<[string, ServiceFile]> {
  return sectionPageFiles()
    .filter(([file]) => file.startsWith("data/services/"))
    .map(([file, page]) => [file, page as ServiceFile]);
}

/** Each section kind's code loads on demand (lazy-section.tsx); act waits until every one has rendered. */
async function renderLoaded(ui: ReactElement) {
  await act(async () => {
    renderWithSite(ui);
  });
}

type Definitions = Record<string, { properties?: { type?: { const?: string } } }>;

describe("the section registry", () => {
  test("every section kind of the JSON Schema has a GraphQL type and a component", () => {
    const definitions = schema.definitions as unknown as Definitions;
    const jsonTypes = schema.definitions.section.oneOf.map(({ $ref }) => {
      const name = $ref.replace("#/definitions/", "");
      return definitions[name]?.properties?.type?.const;
    });
    expect(jsonTypes.sort()).toEqual(Object.keys(SECTION_TYPE_NAMES).sort());
    expect(Object.keys(SECTION_COMPONENTS).sort()).toEqual(Object.values(SECTION_TYPE_NAMES).sort());
  });

  test.each(servicePageFiles())("%s: every section in data order, with one h1 and an h2 per section", async (_name, page) => {
    await renderLoaded(<PageSections sections={sectionsOf(page)} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual(page.sections.slice(1).map((section) => section.title));
  });

  test("scheduler actions open the external scheduler in a new tab; site paths stay links", async () => {
    const section = {
      __typename: "CallToActionSection",
      type: "callToAction",
      id: "fixture-cta",
      tone: null,
      title: "Fixture call to action",
      text: "Owned by the test.",
      actions: [
        { label: "Compare costs", to: "/cost-analysis", scheduler: null, variant: null },
        { label: "Book a call", to: null, scheduler: true, variant: null },
      ],
    } as unknown as PageSectionData;
    await renderLoaded(<PageSections sections={[section]} />);
    const links = within(screen.getByRole("region", { name: "Fixture call to action" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/cost-analysis", siteDataQueryResult().siteJson.schedulerUrl]);
    expect(links[1]).toHaveAttribute("target", "_blank");
    expect(links[1]).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("a section whose type has no component stops the render with a message naming it", () => {
    const unknown = { __typename: "CarouselSection", type: "carousel", id: "slides" } as unknown as PageSectionData;
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderWithSite(<PageSections sections={[unknown]} />)).toThrow('No component renders section "slides" of type "carousel"');
  });
});
