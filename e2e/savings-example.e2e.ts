import { openPage, useBrowser, visit } from "./support/browser";
import { expectNoProblems } from "./support/page-checks";
import { eventually } from "./support/eventually";
import { describeEachPageWith } from "./support/section-pages";

/**
 * The savings example, on every page whose data holds one: a figure that reads as the data's
 * amounts, its bars drawn to scale and hidden from screen readers. Its texts are checked with every
 * section in pages.e2e.ts.
 */
type SavingsSection = { caption: string; bars: Array<{ label: string; amount: string; value: number }>; result: { value: string; label: string } };

jest.setTimeout(90_000);

const browser = useBrowser();

describeEachPageWith<SavingsSection>("savingsExample", ({ path }, savings) => {
  test("the figure reads as the data's amounts, with bars to scale that screen readers skip", async () => {
    const { page, context, problems } = await openPage(browser());
    await visit(page, path);
    const figure = page.locator(`section#${savings.id}`).getByRole("figure", { name: savings.caption, exact: true });
    await eventually(async () =>
      expect(await figure.locator("dd").allTextContents()).toEqual([...savings.bars.map((bar) => bar.amount), savings.result.value]),
    );
    await eventually(async () => expect(await figure.locator("dt").allTextContents()).toEqual([...savings.bars.map((bar) => bar.label), savings.result.label]));
    const bars = figure.locator("[data-bar]");
    await eventually(async () => expect(await bars.count()).toBe(savings.bars.length));
    await eventually(async () => expect(await bars.evaluateAll((items) => items.every((bar) => bar.closest("[aria-hidden='true']") !== null))).toBe(true));
    // Drawn once the reader scrolls to it (src/ui/render-near-viewport.ts): the bars have no size before.
    await figure.scrollIntoViewIfNeeded();
    const measured = () => bars.evaluateAll((items) => items.map((bar) => bar.getBoundingClientRect().width));
    await eventually(async () => expect(Math.max(...(await measured()))).toBeGreaterThan(0));
    const widths = await measured();
    const values = savings.bars.map((bar) => bar.value);
    const largest = Math.max(...values);
    const widest = Math.max(...widths);
    widths.forEach((width, index) => expect(width / widest).toBeCloseTo(values[index]! / largest, 2));
    expectNoProblems(problems);
    await context.close();
  });
});
