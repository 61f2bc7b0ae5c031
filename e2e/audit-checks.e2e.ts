import { axeViolations } from "./support/axe";
import { PHONE, REFLOW_WIDTH, url, useBrowser, visitInTab } from "./support/browser";
import { crawlOnward, type CrawledPage } from "./support/crawl";
import { brokenLinks, missingAnchors, placeholderLinks, scriptProblems, unsafeNewTabLinks } from "./support/link-problems";
import { KEYBOARD_MARK_PREFIX, keyboardProblems, markKeyboardTargets, walkTabOrder } from "./support/keyboard";
import { axeOncePerMarkup, openAuditContext, openAuditTab, openForAudit, reflowProblems, SITE_HEADER, textSpacingProblems } from "./support/page-audit";
import { fontProblems, headingProblems, imageProblems, overflowProblems, splitWordProblems, targetSizeProblems } from "./support/structure";
import { WIDEST_WORD_PROPERTY } from "../src/ui/fit-widest-word";
import { eventually } from "./support/eventually";
import { forcedColorsProblems } from "./support/forced-colors";
import { printProblems } from "./support/print";

jest.setTimeout(60_000);

const browser = useBrowser();

/** The gate's own checks catch what they are for: each breaks the home page on purpose. */
describe("the checks notice a broken page", () => {
  test("no focus outline, a control out of the Tab order, a focused element under the header", async () => {
    const context = await openAuditContext(browser(), "desktop");
    const { page } = await openForAudit(context, "/");
    await page.addStyleTag({ content: "footer a:focus-visible { outline: none !important; box-shadow: none !important; }" });
    await page.evaluate(() => {
      document.querySelector("main a, main button")?.setAttribute("tabindex", "-1");
      const button = document.createElement("div");
      button.setAttribute("role", "button");
      button.setAttribute("tabindex", "0");
      button.textContent = "Under the header";
      button.style.cssText = "position: fixed; top: 10px; left: 40%; z-index: 0; width: 120px; height: 30px";
      // In the middle of the Tab order: the walk pauses there and must still go on to the footer.
      document.querySelector("main")!.prepend(button);
    });
    const stops = await walkTabOrder(page);
    const problems = keyboardProblems(await markKeyboardTargets(page), stops);
    expect(problems.some((problem) => problem.startsWith("no visible focus indicator: a"))).toBe(true);
    expect(problems).toContain('focused element under the sticky header: div "Under the header"');
    // The walk went on after the covered control: the footer links without a focus ring come later.
    const covered = stops.findIndex((stop) => stop.description === 'div "Under the header"');
    expect(stops.slice(covered + 1).filter((stop) => !stop.indicator).length).toBeGreaterThan(0);
    await context.close();
  });

  test("a control that is not reachable by Tab is reported", async () => {
    const context = await openAuditContext(browser(), "desktop");
    const { page } = await openForAudit(context, "/");
    const targets = await markKeyboardTargets(page);
    await page.evaluate(() => document.querySelector("[data-kb-target]")?.setAttribute("tabindex", "-1"));
    const problems = keyboardProblems(targets, await walkTabOrder(page));
    expect(problems).toEqual([`not reachable by Tab: ${targets[0]}`]);
    await context.close();
  });

  test("axe reports a control without a name, in a full-page run and in a run limited to its region", async () => {
    const context = await openAuditContext(browser(), "desktop");
    const { page } = await openForAudit(context, "/");
    await page.evaluate(() => document.querySelector("main")!.insertAdjacentHTML("afterbegin", '<button id="nameless-control"></button>'));
    for (const include of [undefined, "main"]) {
      const violations = await axeViolations(page, { include, label: "check" });
      expect(violations.some((line) => line.startsWith("[check] button-name (critical) #nameless-control:"))).toBe(true);
    }
    await context.close();
  });

  test("the menu audit skips markup already audited at this width, and audits markup that differs", async () => {
    const context = await openAuditContext(browser(), "desktop");
    const tab = await openAuditTab(context);
    await visitInTab(tab, "/");
    const region = SITE_HEADER;
    const nameless = () => tab.page.evaluate((header) => document.querySelector(header)!.insertAdjacentHTML("beforeend", "<button></button>"), SITE_HEADER);
    await nameless();
    const first = await axeOncePerMarkup(tab, region, "menu");
    expect(first.some((line) => line.startsWith("[menu] button-name (critical)"))).toBe(true);
    expect(await axeOncePerMarkup(tab, region, "menu")).toEqual([]);
    // Another entry marked current, of a kind (class) already seen current elsewhere, is not new ...
    await tab.page.evaluate((selector) => {
      const header = document.querySelector(selector)!;
      header.querySelectorAll("[aria-current]").forEach((entry) => entry.removeAttribute("aria-current"));
      header.insertAdjacentHTML("beforeend", '<a class="probe" href="/">a</a><a class="probe" href="/" aria-current="page">b</a>');
    }, SITE_HEADER);
    expect(await axeOncePerMarkup(tab, region, "menu")).not.toEqual([]);
    // ... the same markup with the other one current is the same audit; one more nameless control is not.
    await tab.page.evaluate(() => {
      const [first, second] = [...document.querySelectorAll(".probe")];
      second!.removeAttribute("aria-current");
      first!.setAttribute("aria-current", "page");
    });
    expect(await axeOncePerMarkup(tab, region, "menu")).toEqual([]);
    // ... nor are the marks the audit's Tab walk leaves, numbered differently on every route.
    await tab.page.evaluate(({ selector, mark }) => document.querySelector(`${selector} a`)!.setAttribute(mark, "41"), {
      selector: SITE_HEADER,
      mark: `${KEYBOARD_MARK_PREFIX}target`,
    });
    expect(await axeOncePerMarkup(tab, region, "menu")).toEqual([]);
    await nameless();
    expect(await axeOncePerMarkup(tab, region, "menu")).not.toEqual([]);
    await context.close();
  });

  test("in forced colours: a surface set apart by its shadow alone, text on the canvas colour's backplate, a chosen item marked by colour alone, a chosen item that looks like the rest in any colours; an edge, colours left alone, a weight", async () => {
    const context = await openAuditContext(browser(), "desktop");
    const { page } = await openForAudit(context, "/");
    await page.evaluate(() =>
      document.querySelector("main")!.insertAdjacentHTML(
        "afterbegin",
        `<div id="probe">
          <p style="box-shadow: 0 2px 8px #000; border: 0">Shadow alone</p>
          <p style="box-shadow: 0 2px 8px #000; border: 1px solid transparent">Shadow and edge</p>
          <p style="box-shadow: 0 2px 8px #000"><img src="/favicon.svg" alt="A picture"></p>
          <p style="background: Highlight; color: HighlightText">Selection colours, adjusted</p>
          <p style="background: Highlight; color: HighlightText; forced-color-adjust: none">Selection colours, left alone</p>
          <ul><li><a href="/" aria-current="page" style="color: #1d4ed8">By colour</a></li><li><a href="/services" style="color: #0f172a">Other</a></li></ul>
          <ul><li><a href="/" aria-current="page" style="font-weight: 700">By weight</a></li><li><a href="/services">Other</a></li></ul>
          <ul><li><a href="/" aria-current="page">Like the rest</a></li><li><a href="/services">Other</a></li></ul>
        </div>`,
      ),
    );
    expect(await forcedColorsProblems(page, "#probe")).toEqual([
      'the chosen a "Like the rest" looks like a "Other": announced as chosen, not shown',
      'p "Shadow alone" is set apart by its shadow alone: no edge in forced colours',
      'p "Selection colours, adjusted" has text in the canvas colour, which forced colours paint behind text',
      'the chosen a "By colour" looks like a "Other" in forced colours',
    ]);
    // The page has its own colours back, and the marks are gone.
    expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(false);
    expect(await page.locator("[data-audit-shadow], [data-audit-chosen]").count()).toBe(0);
    await context.close();
  });

  test("printed: text in a colour, a size container, a form shown on paper, an answer left folded, a tab's panel left out, text left transparent, a link to another site without its address, a heading above nothing; the page is shown on a screen again after", async () => {
    const context = await openAuditContext(browser(), "desktop");
    const { page } = await openForAudit(context, "/");
    expect(await printProblems(page, SITE_HEADER)).toEqual([]);
    await page.evaluate(() =>
      document
        .querySelector("main")!
        .insertAdjacentHTML(
          "afterbegin",
          '<p style="color: rgb(200, 0, 0) !important">Red on paper</p><div style="container-type: inline-size !important">Kept whole</div><form style="display: block !important">Sent from paper</form>' +
            '<button type="button" aria-expanded="false" aria-controls="folded-probe">A question</button><div id="folded-probe" hidden>Its answer</div><div role="tabpanel" hidden>Another tab</div><p style="opacity: 0 !important">Faded on paper</p><div><h3>Above a form</h3><form>Left out</form></div>' +
            '<a href="https://example.com/elsewhere" data-no-address>Elsewhere</a>',
        ),
    );
    // Styles can reach a pseudo-element through CSSOM alone: the page's policy refuses a <style> added now.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync("@media print { a[data-no-address]::after { content: none !important; } }");
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    expect(await printProblems(page, SITE_HEADER)).toEqual([
      'printed: p "Red on paper" prints in rgb(200, 0, 0)',
      'printed: div "Kept whole" is a inline-size container',
      'printed: div "Its answer", folded behind button "A question", is not printed',
      'printed: the tab panel div "Another tab" is not printed',
      'printed: p "Faded on paper" is printed transparent',
      'printed: a "Elsewhere" is printed without its address',
      'printed: h3 "Above a form" is printed above nothing',
      'printed: form "Sent from paper" is printed',
    ]);
    expect(await page.evaluate(() => matchMedia("print").matches)).toBe(false);
    await context.close();
  });

  test("with WCAG text spacing, a box of a fixed height that hides its overflow cuts its text off; the page gets its spacing back", async () => {
    const context = await openAuditContext(browser(), "phone");
    const { page } = await openForAudit(context, "/");
    expect(await textSpacingProblems(page)).toEqual([]);
    await page.evaluate(() =>
      document.querySelector("main")!.insertAdjacentHTML("afterbegin", '<p style="height: 1.25em; line-height: 1.2; overflow: hidden">One line at most</p>'),
    );
    const problems = await textSpacingProblems(page);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^with WCAG text spacing: p "One line at most" holds \d+ px of content in \d+ px high and cuts the rest off$/);
    expect(await page.locator("style[data-text-spacing]").count()).toBe(0);
    await context.close();
  });

  test("a small crowded target, a skipped heading level, a second h1 and an image named by its file", async () => {
    const context = await openAuditContext(browser(), "desktop");
    const { page } = await openForAudit(context, "/");
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML(
        "beforeend",
        '<h1>Second</h1><h4>Deep</h4><img src="/favicon.svg" alt="favicon.svg"><p><button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button></p>',
      );
    });
    await markKeyboardTargets(page);
    await eventually(async () => expect(await targetSizeProblems(page)).toHaveLength(2));
    const headings = await headingProblems(page);
    expect(headings.some((problem) => problem.startsWith("expected one h1, found 2"))).toBe(true);
    expect(headings).toContain('h1 "Second" is followed by h4 "Deep" (skipped a level)');
    await eventually(async () => expect(await imageProblems(page)).toEqual(['img with a meaningless alt "favicon.svg": /favicon.svg']));
    await context.close();
  });

  test("a text or a control set in a font other than the site's", async () => {
    const context = await openAuditContext(browser(), "phone");
    const { page } = await openForAudit(context, "/");
    expect(await fontProblems(page)).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML("beforeend", '<p style="font-family:serif">Another face</p><p><button style="font:13px monospace"></button></p>');
    });
    expect(await fontProblems(page)).toEqual(['p "Another face" is set in serif', 'button "" is set in monospace']);
    await context.close();
  });

  test("at phone width, a page wider than the window, a word too long for its box and text cut off by a box that hides its overflow", async () => {
    const context = await openAuditContext(browser(), "phone");
    const { page } = await openForAudit(context, "/");
    expect(await overflowProblems(page)).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML(
        "beforeend",
        '<div style="overflow:hidden;width:80px"><span style="white-space:nowrap">A figure far too wide for its card</span></div>',
      );
      main.insertAdjacentHTML("beforeend", '<dl style="width:60px"><dt style="overflow-wrap:normal">Implementations</dt></dl>');
      main.insertAdjacentHTML("beforeend", '<div style="width:600px">Wide</div>');
    });
    const problems = await overflowProblems(page);
    expect(problems[0]).toMatch(/^the page is \d+ px wide in a \d+ px viewport$/);
    expect(problems).toContainEqual(expect.stringMatching(/^div "A figure far too wide for its card" holds \d+ px of content in 80 px and cuts the rest off$/));
    expect(problems).toContainEqual(expect.stringMatching(/^dt "Implementations" holds \d+ px of content in 60 px and spills over$/));
    await context.close();
  });

  test("a fitted heading or figure split inside a word; a word split at its hyphen, or unfitted text, is not reported", async () => {
    const context = await openAuditContext(browser(), "phone");
    const { page } = await openForAudit(context, "/");
    expect(await splitWordProblems(page)).toEqual([]);
    await page.evaluate((property) => {
      const fitted = (tag: string, text: string) => `<${tag} style="${property}: 1; width: 4em; overflow-wrap: anywhere">${text}</${tag}>`;
      document
        .querySelector("main")!
        .insertAdjacentHTML(
          "beforeend",
          fitted("h2", "Implementation") + fitted("dd", "up-to-the-minute") + '<p style="width: 4em; overflow-wrap: anywhere">Unfitted</p>',
        );
    }, WIDEST_WORD_PROPERTY);
    expect(await splitWordProblems(page)).toEqual([expect.stringMatching(/^h2 "Implementation" is split over \d+ lines$/)]);
    await context.close();
  });

  test("at phone width, a box that fits 375 px but not WCAG's 320 px reflow width is found at 320 px, and the phone viewport comes back", async () => {
    const context = await openAuditContext(browser(), "phone");
    const { page } = await openForAudit(context, "/");
    expect(await reflowProblems(page)).toEqual([]);
    await page.evaluate(() => {
      document.querySelector("main")!.insertAdjacentHTML("beforeend", '<div style="min-width:340px">Fits a phone, not the reflow width</div>');
    });
    expect(await overflowProblems(page)).toEqual([]);
    const problems = await reflowProblems(page);
    expect(problems[0]).toMatch(new RegExp(`^at ${REFLOW_WIDTH} px: the page is \\d+ px wide in a ${REFLOW_WIDTH} px viewport$`));
    expect(page.viewportSize()).toEqual(PHONE);
    await context.close();
  });
});

/** Made-up crawled pages for the link check's own checks. */
const link = (href: string | null, extra: Partial<CrawledPage["links"][number]> = {}) => ({
  href,
  resolved: href === null ? "" : new URL(href, url("/a")).href,
  target: null,
  rel: null,
  text: "t",
  ...extra,
});
const crawledPage = (path: string, overrides: Partial<CrawledPage>): CrawledPage => ({
  path,
  status: 200,
  notFound: false,
  ids: [],
  links: [],
  consoleErrors: [],
  pageErrors: [],
  ...overrides,
});

/** The link check's checks notice what they are for, on a made-up crawl of two pages. */
test("the checks report a broken link, a missing anchor, a placeholder, an unsafe new tab and a console error", () => {
  const page = crawledPage;
  const fake = new Map<string, CrawledPage>([
    [
      "/a",
      page("/a", {
        links: [link("/gone"), link("/b#nowhere"), link("/b#there"), link("#"), link("https://x.example/", { target: "_blank", rel: "noopener" })],
        consoleErrors: ["boom"],
      }),
    ],
    ["/b", page("/b", { ids: ["there"] })],
    ["/gone", page("/gone", { status: 404, notFound: true })],
  ]);
  expect(brokenLinks(fake)).toEqual(['/a: "t" → /gone answers 404 with the 404 page']);
  expect(missingAnchors(fake)).toEqual(['/a: "t" → /b#nowhere: no element with id "nowhere" on /b']);
  expect(placeholderLinks(fake)).toEqual(['/a: "t" has href="#"']);
  expect(unsafeNewTabLinks(fake)).toEqual(['/a: "t" → https://x.example/ has rel="noopener"']);
  expect(scriptProblems(fake)).toEqual(["/a: console error: boom"]);
});

test("the crawl follows links from the pages already read to every page they lead to, once each, and not past a 404", async () => {
  const site: Record<string, CrawledPage> = {
    "/moved": crawledPage("/moved", { links: [link("/deeper"), link("/a"), link("https://x.example/")] }),
    "/deeper": crawledPage("/deeper", { links: [link("/moved"), link("/gone")] }),
    "/gone": crawledPage("/gone", { status: 404, notFound: true, links: [link("/never")] }),
  };
  const pages = new Map([["/a", crawledPage("/a", { links: [link("/moved"), link("/moved#x"), link("/sitemap-index.xml")] })]]);
  const loaded: string[] = [];
  await crawlOnward(pages, (path) => {
    loaded.push(path);
    return Promise.resolve(site[path] ?? crawledPage(path, { status: 404 }));
  });
  expect(loaded).toEqual(["/moved", "/deeper", "/gone"]);
  expect([...pages.keys()]).toEqual(["/a", "/moved", "/deeper", "/gone"]);
});
