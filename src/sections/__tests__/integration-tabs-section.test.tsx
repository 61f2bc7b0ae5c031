import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { iconGlyph } from "../../../gatsby/content/icon-glyphs";
import { IntegrationTabsSection } from "../integration-tabs-section";
import { renderWithSite } from "../../../jest/render-with-site";

type Section = Queries.IntegrationTabsSectionFieldsFragment;

/** Fixture owned by the test: the section's texts and `count` entries, the first one popular. */
function withEntries(count: number): Section {
  const icon = iconGlyph("layers");
  if (!icon) throw new Error("lucide has no icon named layers");
  return {
    id: "fixture-integrations",
    tone: null,
    title: "Fixture integrations",
    intro: "Entries owned by the test, not by data/.",
    tabsLabel: "Fixture entries",
    popularLabel: "Most Popular",
    featuresLabel: "Key features",
    overviewTitle: "Every fixture entry",
    entries: Array.from({ length: count }, (_, index) => ({
      icon,
      title: `Entry ${index + 1}`,
      subtitle: `Subtitle ${index + 1}`,
      description: `What entry ${index + 1} connects.`,
      features: [`Feature ${index + 1}a`, `Feature ${index + 1}b`],
      popular: index === 0,
    })),
    action: { label: "Discuss an integration", to: "/contact", scheduler: null, variant: null },
  };
}

let section: Section;
let titles: string[];

function setup() {
  const user = userEvent.setup();
  renderWithSite(<IntegrationTabsSection section={section} />);
  const tabs = within(screen.getByRole("tablist", { name: section.tabsLabel })).getAllByRole("tab");
  return { user, tabs };
}

function expectSelected(tabs: HTMLElement[], index: number) {
  tabs.forEach((tab, position) => {
    expect(tab).toHaveAttribute("aria-selected", String(position === index));
    expect(tab).toHaveAttribute("tabindex", position === index ? "0" : "-1");
  });
  const panel = screen.getByRole("tabpanel");
  expect(panel).toHaveAttribute("aria-labelledby", tabs[index]?.id);
  expect(tabs[index]).toHaveAttribute("aria-controls", panel.id);
  expect(within(panel).getByRole("heading", { level: 3 })).toHaveTextContent(titles[index] ?? "");
}

describe.each([3, 6, 9])("with %i entries", (count) => {
  beforeEach(() => {
    section = withEntries(count);
    titles = section.entries.map((entry) => entry.title);
  });
  const last = count - 1;

  test("one tab per entry, the first (popular) selected, its panel alone shown", () => {
    const { tabs } = setup();
    expect(tabs.map((tab) => tab.textContent)).toEqual([`${titles[0]}${section.popularLabel}`, ...titles.slice(1)]);
    expectSelected(tabs, 0);
    const panel = screen.getByRole("tabpanel");
    const entry = section.entries[0]!;
    expect(panel).toHaveTextContent(entry.subtitle);
    expect(panel).toHaveTextContent(entry.description);
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(entry.features);
    expect(within(panel).getByRole("link", { name: section.action.label })).toBeInTheDocument();
  });

  test("Right and Left arrows move focus and selection and wrap; Home and End jump to the ends", async () => {
    const { user, tabs } = setup();
    await user.click(tabs[0]!);
    await user.keyboard("{ArrowRight}");
    expectSelected(tabs, 1);
    expect(tabs[1]).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expectSelected(tabs, last);
    expect(tabs[last]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expectSelected(tabs, 0);
    await user.keyboard("{End}");
    expectSelected(tabs, last);
    await user.keyboard("{Home}");
    expectSelected(tabs, 0);
    expect(tabs[0]).toHaveFocus();
  });

  test("Tab leaves the tab list for the panel (only the selected tab is in the Tab order)", async () => {
    const { user, tabs } = setup();
    await user.click(tabs[last]!);
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  test("clicking a tab or an entry's card selects that entry", async () => {
    const { user, tabs } = setup();
    await user.click(tabs[1]!);
    expectSelected(tabs, 1);
    const card = screen.getByRole("button", { name: new RegExp(`^${titles[last]}`) });
    expect(card).toHaveAttribute("aria-pressed", "false");
    await user.click(card);
    expectSelected(tabs, last);
    expect(card).toHaveAttribute("aria-pressed", "true");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent(section.entries[last]!.subtitle);
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(section.entries[last]!.features);
  });
});
