import { screen, within } from "@testing-library/react";
import costAnalysis from "../../../data/pages/cost-analysis.json";
import { renderWithSite } from "../../../jest/render-with-site";
import { SavingsExampleSection, barShare } from "../savings-example-section";

const section = costAnalysis.sections.find((candidate) => candidate.type === "savingsExample") as unknown as Queries.SavingsExampleSectionFieldsFragment;
if (!section) throw new Error("data/pages/cost-analysis.json has no savingsExample section");

test("the amounts are text a screen reader reads, each under its label, with the savings last", () => {
  renderWithSite(<SavingsExampleSection section={section} />);
  const figure = screen.getByRole("figure", { name: section.caption });
  const pairs = Array.from(figure.querySelectorAll("dl > div")).map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]);
  expect(pairs.map(([, amount]) => amount)).toEqual([...section.bars.map((bar) => bar.amount), section.result.value]);
  expect(pairs.map(([label]) => label)).toEqual([...section.bars.map((bar) => bar.label), section.result.label]);
  expect(within(figure).getByText(section.result.value)).toBeVisible();
});

test("bars are drawn to scale and hidden from assistive technology", () => {
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
