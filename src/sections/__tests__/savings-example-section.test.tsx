import { screen, within } from "@testing-library/react";
import costAnalysis from "../../../data/pages/cost-analysis.json";
import { renderWithSite } from "../../../jest/render-with-site";
import { SavingsExampleSection, barShare } from "../savings-example-section";

const section = costAnalysis.savings as unknown as Queries.SavingsExampleFieldsFragment;

test("the amounts are text a screen reader reads, each under its label, with the savings last", () => {
  renderWithSite(<SavingsExampleSection section={section} />);
  const figure = screen.getByRole("figure", { name: section.caption });
  const pairs = Array.from(figure.querySelectorAll("dl > div")).map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]);
  // The required illustration: typical local project $500K, India $150K, savings $350K.
  expect(pairs.map(([, amount]) => amount)).toEqual(["$500K", "$150K", "$350K"]);
  expect(pairs.map(([label]) => label)).toEqual([...section.bars.map((bar) => bar.label), section.result.label]);
  expect(within(figure).getByText("$350K")).toBeVisible();
});

test("bars are drawn to scale and hidden from assistive technology", () => {
  renderWithSite(<SavingsExampleSection section={section} />);
  const bars = Array.from(document.querySelectorAll<HTMLElement>("[data-bar]"));
  expect(bars.map((bar) => bar.style.width)).toEqual(["100%", "30%"]);
  for (const bar of bars) expect(bar.closest("[aria-hidden='true']")).not.toBeNull();
});

test("barShare is the share of the largest value, in tenths of a percent", () => {
  expect(barShare(500, 500)).toBe(100);
  expect(barShare(150, 500)).toBe(30);
  expect(barShare(1, 3)).toBe(33.3);
  expect(barShare(5, 0)).toBe(0);
});
