import { screen } from "@testing-library/react";
import { renderWithSite } from "../../../jest/render-with-site";
import { SectionFrame, type FramedSection } from "../section";

/** The class styled-components gives the section: equal classes, equal section styles. */
function sectionClassOf(section: FramedSection, defaultTone?: Parameters<typeof SectionFrame>[0]["defaultTone"]) {
  const { container, unmount } = renderWithSite(
    <SectionFrame section={section} defaultTone={defaultTone}>
      <p>Content owned by the test.</p>
    </SectionFrame>,
  );
  const className = container.querySelector("section")?.className;
  unmount();
  return className;
}

describe("the frame of every section", () => {
  test("anchors the section at the section's id and names it by its h2, the title, with the intro under it", () => {
    renderWithSite(
      <SectionFrame section={{ id: "fixture-section", tone: null, title: "Fixture title", intro: "Fixture intro." }}>
        <p>Content owned by the test.</p>
      </SectionFrame>,
    );
    const section = screen.getByRole("region", { name: "Fixture title" });
    expect(section).toHaveAttribute("id", "fixture-section");
    expect(screen.getByRole("heading", { level: 2, name: "Fixture title" })).toHaveAttribute("id", section.getAttribute("aria-labelledby"));
    expect(section).toHaveTextContent("Fixture intro.");
    expect(section).toHaveTextContent("Content owned by the test.");
  });

  test("a kind's own text field can stand for the intro; without a title the section has no heading and no name", () => {
    const { container } = renderWithSite(
      <SectionFrame section={{ id: "untitled" }} intro="Not shown without a title.">
        <p>Only content.</p>
      </SectionFrame>,
    );
    const section = container.querySelector("section");
    expect(section).toHaveAttribute("id", "untitled");
    expect(section).not.toHaveAttribute("aria-labelledby");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  test("a section without a tone in its data takes the kind's default, else plain", () => {
    const section = { id: "toned", title: "Toned" };
    expect(sectionClassOf({ ...section, tone: null })).toBe(sectionClassOf({ ...section, tone: "plain" }));
    expect(sectionClassOf({ ...section, tone: null }, "dark")).toBe(sectionClassOf({ ...section, tone: "dark" }));
    expect(sectionClassOf({ ...section, tone: "muted" }, "dark")).toBe(sectionClassOf({ ...section, tone: "muted" }));
    expect(sectionClassOf({ ...section, tone: "dark" })).not.toBe(sectionClassOf({ ...section, tone: "plain" }));
  });
});
