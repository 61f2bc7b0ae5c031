import { act, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import schema from "../../../data/schemas/sections.schema.json";
import d365 from "../../../data/services/dynamics-365-finance-operations.json";
import staffAugmentation from "../../../data/services/staff-augmentation.json";
import { SECTION_TYPE_NAMES } from "../../../gatsby/schema/page-sections";
import { SECTION_COMPONENTS, PageSections, type PageSectionData } from "../registry";
import { renderWithSite } from "../../../jest/render-with-site";
import { sectionsOf } from "./section-fixtures";

/** Each section kind's code loads on demand (lazy-section.tsx); act waits until every one has rendered. */
async function renderLoaded(ui: ReactElement) {
  await act(async () => {
    renderWithSite(ui);
  });
}

type Definitions = Record<string, { properties?: { type?: { const?: string } } }>;

describe("the section registry", () => {
  test("the JSON Schema, the GraphQL type names and the components list the same section types", () => {
    const definitions = schema.definitions as unknown as Definitions;
    const jsonTypes = schema.definitions.section.oneOf.map(({ $ref }) => {
      const name = $ref.replace("#/definitions/", "");
      return definitions[name]?.properties?.type?.const;
    });
    expect(jsonTypes.sort()).toEqual(Object.keys(SECTION_TYPE_NAMES).sort());
    expect(Object.keys(SECTION_COMPONENTS).sort()).toEqual(Object.values(SECTION_TYPE_NAMES).sort());
  });

  test("renders every section of a page in data order, with one h1 and an h2 per section", async () => {
    await renderLoaded(<PageSections sections={sectionsOf(d365)} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual(d365.sections.slice(1).map((section) => section.title));
  });

  test("the Dynamics 365 Finance and Operations page has the counts docs/requirements.md names", async () => {
    await renderLoaded(<PageSections sections={sectionsOf(d365)} />);
    const itemsIn = (heading: string) => {
      const region = screen.getByRole("region", { name: heading });
      return within(region)
        .getAllByRole("listitem")
        .filter((item) => item.parentElement?.closest("li") === null);
    };
    expect(itemsIn("Enterprise Capabilities")).toHaveLength(9);
    expect(itemsIn("Business Outcomes You Can Expect")).toHaveLength(6);
    expect(itemsIn("Core Modules")).toHaveLength(12);
    expect(screen.getAllByRole("tab")).toHaveLength(6);
    expect(itemsIn("Integration Advantages")).toHaveLength(3);
    expect(itemsIn("Our Dynamics 365 Finance and Operations Services")).toHaveLength(8);
    expect(itemsIn("Why Partner With Us")).toHaveLength(3);
    const hero = screen.getByRole("region", { name: d365.sections[0]?.title });
    expect(
      within(hero)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/contact", "/contact"]);
  });

  test("scheduler actions open the external scheduler in a new tab; site paths stay links", async () => {
    await renderLoaded(<PageSections sections={sectionsOf(staffAugmentation)} />);
    const costRegion = screen.getByRole("region", { name: "Staff Augmentation Cost Comparison" });
    const links = within(costRegion).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/cost-analysis", "https://calendly.com/offshore-erp-consulting/30min"]);
    expect(links[1]).toHaveAttribute("target", "_blank");
    expect(links[1]).toHaveAttribute("rel", "noopener noreferrer");
    const talent = screen.getByRole("region", { name: "Talent Categories We Provide" });
    expect(within(talent).getByRole("list", { name: "Skills: SAP Consultants" })).toHaveTextContent("ABAP");
  });

  test("a section whose type has no component stops the render with a message naming it", () => {
    const unknown = { __typename: "CarouselSection", type: "carousel", id: "slides" } as unknown as PageSectionData;
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderWithSite(<PageSections sections={[unknown]} />)).toThrow('No component renders section "slides" of type "carousel"');
  });
});
