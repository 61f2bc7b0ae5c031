import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import d365 from "../../../data/services/dynamics-365-finance-operations.json";
import { IntegrationTabsSection } from "../integration-tabs-section";
import { renderWithSite } from "../../../jest/render-with-site";
import { sectionById } from "./section-fixtures";

const section = sectionById<Queries.IntegrationTabsSectionFieldsFragment>(d365, "integrations");
const titles = section.entries.map((entry) => entry.title);

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

test("six tabs, the first (Power Platform, Most Popular) selected, its panel alone shown", () => {
  const { tabs } = setup();
  expect(tabs.map((tab) => tab.textContent)).toEqual([`${titles[0]}Most Popular`, ...titles.slice(1)]);
  expectSelected(tabs, 0);
  const panel = screen.getByRole("tabpanel");
  const entry = section.entries[0]!;
  expect(panel).toHaveTextContent(entry.subtitle);
  expect(panel).toHaveTextContent(entry.description);
  expect(within(panel).getAllByRole("listitem")).toHaveLength(4);
  expect(within(panel).getByRole("link", { name: "Learn More About Integration" })).toHaveAttribute("href", "/contact");
});

test("Right and Left arrows move focus and selection and wrap; Home and End jump to the ends", async () => {
  const { user, tabs } = setup();
  await user.click(tabs[0]!);
  await user.keyboard("{ArrowRight}");
  expectSelected(tabs, 1);
  expect(tabs[1]).toHaveFocus();
  await user.keyboard("{ArrowLeft}{ArrowLeft}");
  expectSelected(tabs, 5);
  expect(tabs[5]).toHaveFocus();
  await user.keyboard("{ArrowRight}");
  expectSelected(tabs, 0);
  await user.keyboard("{End}");
  expectSelected(tabs, 5);
  await user.keyboard("{Home}");
  expectSelected(tabs, 0);
  expect(tabs[0]).toHaveFocus();
});

test("Tab leaves the tab list for the panel (only the selected tab is in the Tab order)", async () => {
  const { user, tabs } = setup();
  await user.click(tabs[2]!);
  await user.tab();
  expect(screen.getByRole("tabpanel")).toHaveFocus();
});

test("clicking a tab or an entry's card selects that entry", async () => {
  const { user, tabs } = setup();
  await user.click(tabs[3]!);
  expectSelected(tabs, 3);
  const card = screen.getByRole("button", { name: new RegExp(`^${titles[4]}`) });
  expect(card).toHaveAttribute("aria-pressed", "false");
  await user.click(card);
  expectSelected(tabs, 4);
  expect(card).toHaveAttribute("aria-pressed", "true");
  const panel = screen.getByRole("tabpanel");
  expect(panel).toHaveTextContent(section.entries[4]!.subtitle);
  expect(within(panel).getAllByRole("listitem").map((item) => item.textContent)).toEqual(section.entries[4]!.features);
});
