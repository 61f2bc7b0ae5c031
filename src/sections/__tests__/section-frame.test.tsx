import { screen } from "@testing-library/react";
import { renderWithSite } from "../../../jest/render-with-site";
import { SectionFrame, type FramedSection } from "../section-frame";

/** The class styled-components gives the band: equal classes, equal band styles. */
function bandClassOf(section: FramedSection, defaultTone?: Parameters<typeof SectionFrame>[0]["defaultTone"]) {
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
  test("anchors the band at the section's id and names it by its h2, the title, with the intro under it", () => {
    renderWithSite(
      <SectionFrame section={{ id: "fixture-band", tone: null, title: "Fixture title", intro: "Fixture intro." }}>
        <p>Content owned by the test.</p>
      </SectionFrame>,
    );
    const band = screen.getByRole("region", { name: "Fixture title" });
    expect(band).toHaveAttribute("id", "fixture-band");
    expect(screen.getByRole("heading", { level: 2, name: "Fixture title" })).toHaveAttribute("id", band.getAttribute("aria-labelledby"));
    expect(band).toHaveTextContent("Fixture intro.");
    expect(band).toHaveTextContent("Content owned by the test.");
  });

  test("a kind's own text field can stand for the intro; without a title the band has no heading and no name", () => {
    const { container } = renderWithSite(
      <SectionFrame section={{ id: "untitled" }} intro="Not shown without a title.">
        <p>Only content.</p>
      </SectionFrame>,
    );
    const band = container.querySelector("section");
    expect(band).toHaveAttribute("id", "untitled");
    expect(band).not.toHaveAttribute("aria-labelledby");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  test("a band without a tone in its data takes the kind's default, else plain", () => {
    const section = { id: "toned", title: "Toned" };
    expect(bandClassOf({ ...section, tone: null })).toBe(bandClassOf({ ...section, tone: "plain" }));
    expect(bandClassOf({ ...section, tone: null }, "dark")).toBe(bandClassOf({ ...section, tone: "dark" }));
    expect(bandClassOf({ ...section, tone: "muted" }, "dark")).toBe(bandClassOf({ ...section, tone: "muted" }));
    expect(bandClassOf({ ...section, tone: "dark" })).not.toBe(bandClassOf({ ...section, tone: "plain" }));
  });
});
