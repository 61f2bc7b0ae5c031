import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../jest/render-with-site";
import { SavingsExampleSection, barShare } from "../savings-example-section";
import { sectionsOfKind } from "./section-fixtures";

type Section = Queries.SavingsExampleSectionFieldsFragment;

/** Content of the test's own: three bars, the largest not first, so the scale is checked against the largest. */
const FIXTURE: Section = {
  id: "fixture-savings",
  tone: null,
  title: "Fixture savings",
  intro: null,
  caption: "What a fixture team costs a year",
  bars: [
    { label: "Team at home", amount: "$300K", value: 300_000 },
    { label: "Team abroad", amount: "$450K", value: 450_000 },
    { label: "Mixed team", amount: "$120K", value: 120_000 },
  ],
  result: { value: "$180K", label: "Fixture savings" },
};

/** The fixture, then every savingsExample section of data/pages and data/services. */
const CASES: Array<[string, Section]> = [["a fixture of the test's own", FIXTURE], ...sectionsOfKind<Section>("savingsExample")];

test.each(CASES)("%s: the amounts are text a screen reader reads, each under its label, with the savings last", (_source, section) => {
  renderWithSite(<SavingsExampleSection section={section} />);
  const figure = screen.getByRole("figure", { name: section.caption });
  const pairs = Array.from(figure.querySelectorAll("dl > div")).map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]);
  expect(pairs.map(([, amount]) => amount)).toEqual([...section.bars.map((bar) => bar.amount), section.result.value]);
  expect(pairs.map(([label]) => label)).toEqual([...section.bars.map((bar) => bar.label), section.result.label]);
  expect(within(figure).getByText(section.result.value)).toBeVisible();
});

test.each(CASES)("%s: bars are drawn to scale and hidden from assistive technology", (_source, section) => {
  renderWithSite(<SavingsExampleSection section={section} />);
  const bars = Array.from(document.querySelectorAll<HTMLElement>("[data-bar]"));
  const largest = Math.max(...section.bars.map((bar) => bar.value));
  expect(bars).toHaveLength(section.bars.length);
  bars.forEach((bar, index) => expect(parseFloat(bar.style.width) / 100).toBeCloseTo(section.bars[index]!.value / largest, 3));
  for (const bar of bars) expect(bar.closest("[aria-hidden='true']")).not.toBeNull();
});

test("barShare is the share of the largest value, in tenths of a percent", () => {
  expect(barShare(500, 500)).toBe(100);
  expect(barShare(150, 500)).toBe(30);
  expect(barShare(1, 3)).toBe(33.3);
  expect(barShare(5, 0)).toBe(0);
});
