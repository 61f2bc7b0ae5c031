/**
 * The visitor's journeys, each written once and run in Chromium, Firefox and WebKit, each a real
 * engine from Debian's packages driven through one interface (support/engines/engine-page.ts).
 * What a page should show comes from data/ and the build (support/content.ts,
 * support/enquiry-forms.ts), never from today's titles or counts.
 *
 * The site is served by the journeys' static server (support/engines/journey-server.ts) that can hold
 * the site's scripts back, so "typed while the scripts load" is the same in every engine, and that
 * puts a probe first in each page (support/engines/page-probe.ts) for console errors and layout
 * shift. The build's Supabase URL is answered for real on its loopback port
 * (support/engines/supabase-loopback.ts): a sent enquiry is a stored row.
 */
import { PAGE_ROUTES } from "../gatsby/routes/routes";
import { PENDING_ENQUIRIES_STORAGE_KEY } from "../src/forms/kept-for-later/storage-rules";
import { DESKTOP, PHONE, REFLOW_WIDTH, showEveryPart } from "./support/browser";
import { dataFile, launchContent, type PageSection } from "./support/content";
import { formsInBuild } from "./support/enquiry-forms";
import { enginesToRun, FORCED_COLOURS_ENGINES, type EnginePage } from "./support/engines/engine-page";
import { EVERY_CHOSEN_ITEM, IN_FORCED_COLOURS, readLooks } from "./support/forced-colors";
import {
  enquiryWith,
  fill,
  formOnPage,
  storedEnquiries,
  storedEnquiry,
  valuesOf,
  type Form,
  type FormOnPage,
  type StoredEnquiry,
} from "./support/engines/enquiry-steps";
import { useJourneySite } from "./support/engines/journey-server";
import {
  attributeOf,
  isInputReady,
  isFocused,
  isShown,
  nextFrames,
  pageProblems,
  probeReport,
  quoted,
  textOf,
  visit,
  waitForAttribute,
  waitForStatus,
  waitUntil,
  waitUntilInputReady,
  waitUntilShown,
} from "./support/engines/journey-steps";
import { useEngines } from "./support/engines/use-engine";
import { describeEachPageWith } from "./support/section-pages";
import { findSplitWords, SPLIT_WORD_RULE } from "./support/structure";
import { widestWordEm } from "../src/ui/fit-widest-word";
import type { SiteFile } from "../src/content-file-types";

jest.setTimeout(120_000);

const site = dataFile<SiteFile>("site.json");
/** docs/performance.md: the CLS budget, for the engine's own score and the probe's alike. */
const SHIFT_BUDGET = 0.01;

const { server, supabase, url } = useJourneySite();

async function storedRows(): Promise<StoredEnquiry[]> {
  return storedEnquiries(supabase().db);
}

/** The enquiry arrived once: the thank-you shows, one row is stored with what was typed, one insert was sent, the form is empty again. */
async function expectSentOnce(page: EnginePage, form: Form, onPage: FormOnPage, email: string): Promise<void> {
  await waitForStatus(page, form.copy.successMessage);
  expect(await storedRows()).toEqual([storedEnquiry(email)]);
  expect(supabase().inserts()).toBe(1);
  await waitUntil(
    page,
    "emptied after sending",
    (selectors: string[]) => selectors.every((css) => document.querySelector<HTMLInputElement>(css)?.value === ""),
    [onPage.fields.map((field) => field.selector)],
  );
}

/**
 * Tab from the element focused now until Send has focus, typing the enquiry into each of its
 * fields on the way, as a keyboard user fills the form; fails when focus leaves the form first.
 */
async function fillByKeyboardToSend(page: EnginePage, form: FormOnPage): Promise<void> {
  const typed = new Set<string>();
  for (let step = 0; step < 40; step += 1) {
    const focused = await page.evaluate(
      (formSelector: string, submitSelector: string, selectors: string[]) => {
        const active = document.activeElement;
        return {
          inForm: active !== null && document.querySelector(formSelector)?.contains(active) === true,
          submit: active !== null && active === document.querySelector(submitSelector),
          field: selectors.find((css) => document.querySelector(css) === active) ?? null,
          description: active ? `<${active.localName}> ${(active.textContent ?? "").trim().slice(0, 40)}` : "nothing",
        };
      },
      form.selector,
      form.submit,
      form.fields.map((field) => field.selector),
    );
    if (focused.submit) {
      expect([...typed].sort()).toEqual(form.fields.map((field) => field.key).sort());
      return;
    }
    if (!focused.inForm) throw new Error(`${page.engine}: Tab left the form (focus on ${focused.description}) before Send had focus`);
    const field = form.fields.find((candidate) => candidate.selector === focused.field);
    if (field && !typed.has(field.key)) {
      await page.type(field.selector, field.value);
      typed.add(field.key);
    }
    await page.press("Tab");
  }
  throw new Error(`${page.engine}: Send never had focus`);
}

/** Focuses the form's first field by script: where a keyboard user arrives from the page above it. */
async function focusFirstField(page: EnginePage, form: FormOnPage): Promise<void> {
  await page.evaluate((css: string) => (document.querySelector(css) as HTMLElement).focus(), form.fields[0]!.selector);
}

/** Loads the page with its scripts held: the document and its styles arrive, the site's scripts wait until `release`. */
async function loadWhileScriptsWait(page: EnginePage, pathname: string): Promise<void> {
  server().holdScripts();
  await page.goto(url(pathname));
  expect(await isInputReady(page)).toBe(false);
}

function releaseScripts(): void {
  server().releaseScripts();
}

/** Input given while the scripts wait sends nothing yet: no insert, no row, no native submission (the page's own address, no query). */
async function expectNothingSentYet(page: EnginePage, pathname: string): Promise<void> {
  expect(supabase().inserts()).toBe(0);
  expect(await storedRows()).toEqual([]);
  expect(await page.evaluate(() => window.location.href)).toBe(url(pathname));
}

async function expectNoProblems(page: EnginePage): Promise<void> {
  expect(await pageProblems(page)).toEqual([]);
}

async function expectNoLayoutShift(page: EnginePage): Promise<void> {
  await nextFrames(page);
  const { shift, engineShift } = await probeReport(page);
  if (shift.score > SHIFT_BUDGET) throw new Error(`${page.engine}: layout shift ${shift.score.toFixed(4)} while loading; moved: ${shift.moved.join("; ")}`);
  if (engineShift !== null) expect(engineShift).toBeLessThanOrEqual(SHIFT_BUDGET);
}

/** A unique CSS selector for each element `css` matches, in document order (by id where it has one). */
function selectorsOf(page: EnginePage, css: string): Promise<string[]> {
  return page.evaluate((query: string) => {
    const path = (element: Element): string => {
      if (element.id) return `[id=${JSON.stringify(element.id)}]`;
      const parent = element.parentElement;
      if (!parent) return element.localName;
      return `${path(parent)} > :nth-child(${[...parent.children].indexOf(element) + 1})`;
    };
    return [...document.querySelectorAll(query)].map(path);
  }, css);
}

type FaqSection = PageSection & { items: Array<{ question: string; answer: string }> };
type TabsSection = PageSection & { entries: Array<{ title: string }> };
type RevealSection = PageSection & { cards: Array<{ title: string; features?: string[]; action?: unknown }> };

/**
 * For each question of the FAQ: whether its answer is shown and what the question announces. What
 * the visitor sees folded must be announced collapsed, with the answer it controls.
 */
function faqAnnouncements(page: EnginePage, sectionId: string) {
  return page.evaluate((id: string) => {
    return [...document.querySelectorAll(`section[id=${JSON.stringify(id)}] h3 > button`)].map((button) => {
      const answer = document.getElementById(button.getAttribute("aria-controls") ?? "");
      const shown = answer !== null && answer.checkVisibility() && answer.getBoundingClientRect().height > 0;
      return { question: (button.textContent ?? "").trim(), answerFound: answer !== null, shown, expanded: button.getAttribute("aria-expanded") };
    });
  }, sectionId);
}

/** Folded answers are announced collapsed (aria-expanded="false" naming the answer in aria-controls); shown ones are not. */
function expectFaqStateAnnounced(announced: Awaited<ReturnType<typeof faqAnnouncements>>): void {
  expect(announced.length).toBeGreaterThan(0);
  const wrong = announced.filter((item) => !item.answerFound || (item.shown ? item.expanded === "false" : item.expanded !== "false"));
  expect(wrong).toEqual([]);
}

const forms = formsInBuild();
const longest = launchContent.sectionPages().reduce((most, page) => (page.sections.length > most.sections.length ? page : most));
const FOOTER = "footer:not(main footer)";
/** The page whose section titles (its h1 among them) hold the widest word: the first to split one at the reflow width. */
const titleWordEm = (page: { sections: readonly PageSection[] }) => widestWordEm(page.sections.map((section) => section.title));
const widestWorded = launchContent.sectionPages().reduce((widest, page) => (titleWordEm(page) > titleWordEm(widest) ? page : widest));

const engines = enginesToRun();
// Every engine's browser launched at once before the first journey (support/engines/use-engine.ts).
const engineTabs = useEngines(
  engines.map((engine) => ({ engine, scripts: true })),
  DESKTOP,
);

describe.each(engineTabs.map((tab) => [tab.engine, tab] as const))("%s", (engine, engineTab) => {
  const page = engineTab.page;

  beforeEach(async () => {
    await supabase().start();
    await supabase().reset();
    await engineTab.viewport(DESKTOP);
  });
  afterEach(async () => {
    releaseScripts();
    // Nothing kept for later by one journey is sent by the next.
    await page()
      .evaluate(() => window.localStorage.clear())
      .catch(() => undefined);
  });

  describe.each(forms.map((form) => [form.route, form] as const))("the form on %s", (_route, form) => {
    test("sends once the page is live: the page loads without a layout shift, the visitor types and presses Send, one row is stored and thanked for", async () => {
      const email = `${engine}.idle@example.com`;
      await visit(page(), url(form.route));
      await expectNoLayoutShift(page());
      const onPage = await formOnPage(page(), form, enquiryWith(email));
      await fill(page(), onPage);
      await page().click(onPage.submit);
      await expectSentOnce(page(), form, onPage, email);
      await expectNoProblems(page());
    });

    test("typed while the scripts load, then one press on Send: sent once the page is live, exactly once", async () => {
      const email = `${engine}.early-press@example.com`;
      await loadWhileScriptsWait(page(), form.route);
      const onPage = await formOnPage(page(), form, enquiryWith(email));
      await fill(page(), onPage);
      await page().click(onPage.submit);
      await expectNothingSentYet(page(), form.route);
      releaseScripts();
      await expectSentOnce(page(), form, onPage, email);
      await expectNoProblems(page());
    });

    test("keyboard only, while the scripts load: Tab through the fields to Send, Enter; sent once the page is live, exactly once", async () => {
      const email = `${engine}.keyboard@example.com`;
      await loadWhileScriptsWait(page(), form.route);
      const onPage = await formOnPage(page(), form, enquiryWith(email));
      await focusFirstField(page(), onPage);
      await fillByKeyboardToSend(page(), onPage);
      await page().press("Enter");
      await expectNothingSentYet(page(), form.route);
      releaseScripts();
      await expectSentOnce(page(), form, onPage, email);
      await expectNoProblems(page());
    });
  });

  describe.each(forms.slice(0, 1).map((form) => [form.route, form] as const))("when sending fails, on %s", (_route, form) => {
    test("a server error: the failure is said and every value is kept; nothing is stored", async () => {
      const email = `${engine}.server-error@example.com`;
      supabase().answerWith({ status: 500, body: JSON.stringify({ code: "XX000", details: null, hint: null, message: "internal error" }) });
      await visit(page(), url(form.route));
      const onPage = await formOnPage(page(), form, enquiryWith(email));
      await fill(page(), onPage);
      await page().click(onPage.submit);
      await waitForStatus(page(), dataFile<{ failureMessage: string }>("forms.json").failureMessage);
      expect(await valuesOf(page(), onPage)).toEqual(onPage.fields.map((field) => field.value));
      expect(await storedRows()).toEqual([]);
      expect(supabase().inserts()).toBe(1);
    });

    test("no connection: kept on the device at the visitor's word, then sent once on the next visit and deleted from the device", async () => {
      const copy = dataFile<{ failureMessage: string; keepForLater: { offer: string; keepLabel: string; keptMessage: string } }>("forms.json");
      const email = `${engine}.kept@example.com`;
      await visit(page(), url(form.route));
      const onPage = await formOnPage(page(), form, enquiryWith(email));
      await fill(page(), onPage);
      await supabase().stop();
      await page().click(onPage.submit);
      await waitForStatus(page(), copy.failureMessage);
      await waitUntil(
        page(),
        "offering to keep the enquiry",
        (formSelector: string, offer: string) => (document.querySelector(formSelector)?.textContent ?? "").includes(offer),
        [onPage.selector, copy.keepForLater.offer],
      );
      const [keep] = await page().evaluate(
        (formSelector: string, label: string) =>
          [...document.querySelectorAll(`${formSelector} button`)]
            .filter((button) => (button.textContent ?? "").trim() === label)
            .map((button) => {
              button.setAttribute("data-journey-keep", "");
              return `${formSelector} button[data-journey-keep]`;
            }),
        onPage.selector,
        copy.keepForLater.keepLabel,
      );
      expect(keep).toBeDefined();
      await page().click(keep!);
      await waitForStatus(page(), copy.keepForLater.keptMessage);
      const kept = await page().evaluate((key: string) => window.localStorage.getItem(key) ?? "", PENDING_ENQUIRIES_STORAGE_KEY);
      expect(kept).toContain(email);
      expect(await valuesOf(page(), onPage)).toEqual(onPage.fields.map(() => ""));

      await supabase().start();
      await visit(page(), url(form.route));
      await waitForStatus(page(), form.copy.successMessage);
      await waitUntil(
        page(),
        "deleted from the device once sent",
        (key: string) => window.localStorage.getItem(key) === null || window.localStorage.getItem(key) === "[]",
        [PENDING_ENQUIRIES_STORAGE_KEY],
      );
      expect(await storedRows()).toEqual([storedEnquiry(email)]);
    });
  });

  describeEachPageWith<FaqSection>(
    "faq",
    ({ path: route }, faq) => {
      const question = `section[id=${quoted(faq.id)}] h3 > button`;

      test("once the page is live and before any input, the folded answers are announced collapsed; one press on a question opens its answer and announces it expanded", async () => {
        await visit(page(), url(route));
        expectFaqStateAnnounced(await faqAnnouncements(page(), faq.id));
        await page().click(question);
        await waitForAttribute(page(), question, "aria-expanded", "true");
        const answer = `[id=${quoted((await attributeOf(page(), question, "aria-controls")) ?? "")}]`;
        await waitUntilShown(page(), answer);
        expect(await textOf(page(), answer)).toContain(faq.items[0]!.answer);
        // One press, one toggle: still open a couple of frames later.
        await nextFrames(page());
        expect(await attributeOf(page(), question, "aria-expanded")).toBe("true");
        await expectNoProblems(page());
      });

      test("while the scripts load, what shows folded is announced collapsed; a press then opens the question once the page is live", async () => {
        await loadWhileScriptsWait(page(), route);
        expectFaqStateAnnounced(await faqAnnouncements(page(), faq.id));
        await page().click(question);
        releaseScripts();
        await waitForAttribute(page(), question, "aria-expanded", "true");
        await waitUntilInputReady(page());
        await nextFrames(page());
        expect(await attributeOf(page(), question, "aria-expanded")).toBe("true");
        expectFaqStateAnnounced(await faqAnnouncements(page(), faq.id));
      });
    },
    { firstOnly: true },
  );

  describeEachPageWith<TabsSection>(
    "integrationTabs",
    ({ path: route }, section) => {
      test("tabs: a press selects a tab and shows its entry; arrow keys, Home and End move the selection and focus", async () => {
        await visit(page(), url(route));
        const tabs = await selectorsOf(page(), `section[id=${quoted(section.id)}] [role="tab"]`);
        expect(tabs).toHaveLength(section.entries.length);
        const expectSelected = async (index: number) => {
          await waitUntil(
            page(),
            `showing tab ${index}`,
            (selectors: string[], selected: number, title: string) => {
              const states = selectors.map((css) => document.querySelector(css)?.getAttribute("aria-selected"));
              const panel = document.getElementById(document.querySelector(selectors[selected]!)?.getAttribute("aria-controls") ?? "");
              return (
                states.every((state, position) => state === String(position === selected)) && (panel?.querySelector("h3")?.textContent ?? "").trim() === title
              );
            },
            [tabs, index, section.entries[index]!.title],
          );
        };
        const last = tabs.length - 1;
        await page().click(tabs[last]!);
        await expectSelected(last);
        await page().evaluate((css: string) => (document.querySelector(css) as HTMLElement).focus(), tabs[last]!);
        await page().press("ArrowRight");
        await expectSelected(0);
        expect(await isFocused(page(), tabs[0]!)).toBe(true);
        await page().press("End");
        await expectSelected(last);
        await page().press("Home");
        await expectSelected(0);
        expect(await isFocused(page(), tabs[0]!)).toBe(true);
        await expectNoProblems(page());
      });
    },
    { firstOnly: true },
  );

  describeEachPageWith<RevealSection>(
    "revealCards",
    ({ path: route }, section) => {
      test("reveal cards: the pointer on a card shows its features, and so does keyboard focus on its link", async () => {
        await visit(page(), url(route));
        // The cards: the items of the section's lists, not those of a card's own list of features.
        const cards = await selectorsOf(page(), `section[id=${quoted(section.id)}] :is(ul, ol):not(li *) > li`);
        expect(cards).toHaveLength(section.cards.length);
        const withFeatures = section.cards.flatMap((card, index) => (card.features ? [index] : []));
        expect(withFeatures.length).toBeGreaterThan(0);
        const features = (index: number) => `${cards[index]} [role="group"]`;
        const [first] = withFeatures;
        await waitUntilShown(page(), features(first!), false);
        // As the device affords: the pointer over the card where it can hover, a press on it where it cannot (a touch screen; Firefox headless says so).
        const canHover = await page().evaluate(() => window.matchMedia("(hover: hover)").matches);
        const reveal = (index: number) => (canHover ? page().hover(`${cards[index]} h3`) : page().click(`${cards[index]} h3`));
        await reveal(first!);
        await waitUntilShown(page(), features(first!));
        expect(await textOf(page(), features(first!))).toContain(section.cards[first!]!.features![0]);
        // The same on another card once the grid is live (the first press may have been held for it and played).
        const second = withFeatures.find((index) => index !== first);
        if (second !== undefined) {
          await reveal(second);
          await waitUntilShown(page(), features(second));
        }

        const focusable = withFeatures.find((index) => section.cards[index]!.action && index !== first);
        if (focusable !== undefined) {
          await page().evaluate((css: string) => (document.querySelector(css) as HTMLElement).focus(), `${cards[focusable]} a`);
          await waitUntilShown(page(), features(focusable));
        }
        await expectNoProblems(page());
      });
    },
    { firstOnly: true },
  );

  describe("at phone width", () => {
    beforeEach(() => engineTab.viewport(PHONE));

    test("the menu sheet: the home page loads without a layout shift; one press opens the sheet (expanded), Escape closes it and gives focus back", async () => {
      await visit(page(), url(PAGE_ROUTES.PageJson("index")));
      await expectNoLayoutShift(page());
      const trigger = `button[aria-label=${quoted(site.header.menuButtonLabel)}]`;
      expect(await attributeOf(page(), trigger, "aria-expanded")).toBe("false");
      const [sheet] = await page().evaluate(
        (title: string) =>
          [...document.querySelectorAll("dialog, [role='dialog']")]
            .filter(
              (dialog) =>
                (document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent ?? dialog.getAttribute("aria-label") ?? "").trim() ===
                title,
            )
            .map((dialog) => (dialog.setAttribute("data-journey-sheet", ""), "[data-journey-sheet]")),
        site.header.sheetTitle,
      );
      expect(sheet).toBeDefined();
      await page().click(trigger);
      await waitUntilShown(page(), sheet!);
      await waitForAttribute(page(), trigger, "aria-expanded", "true");
      await waitUntil(page(), "focus inside the sheet", (css: string) => document.querySelector(css)?.contains(document.activeElement) === true, [sheet!]);
      await page().press("Escape");
      await waitUntilShown(page(), sheet!, false);
      await waitForAttribute(page(), trigger, "aria-expanded", "false");
      expect(await isFocused(page(), trigger)).toBe(true);
      await expectNoProblems(page());
    });

    test(`${widestWorded.path} at ${REFLOW_WIDTH} px: every heading and figure fitted to its box keeps each word whole`, async () => {
      await engineTab.viewport({ width: REFLOW_WIDTH, height: PHONE.height });
      await visit(page(), url(widestWorded.path));
      await page().evaluate(showEveryPart);
      await nextFrames(page());
      const { fitted, split } = await page().evaluate(findSplitWords, SPLIT_WORD_RULE);
      expect(split).toEqual([]);
      // The page's h1 at least (every page made of sections opens with a hero).
      expect(fitted).toBeGreaterThan(0);
    });

    const lastSection = longest.sections.at(-1)!;
    test(`${longest.path}: a jump within the page to its last section shows that section at the top of the screen`, async () => {
      await visit(page(), url(longest.path));
      await page().evaluate((id: string) => {
        window.location.hash = id;
      }, lastSection.id);
      await waitUntil(
        page(),
        "showing the section at the top of the screen",
        (id: string) => {
          const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
          return (top >= 0 && top < window.innerHeight / 4) || `its top is at ${top} px, scrolled to ${window.scrollY} px`;
        },
        [lastSection.id],
      );
      await expectNoProblems(page());
    });

    test(`${longest.path}: focus moved in one step from the top to the footer's last link stays on screen`, async () => {
      await visit(page(), url(longest.path));
      const [link] = (await selectorsOf(page(), `${FOOTER} a[href]`)).slice(-1);
      expect(link).toBeDefined();
      await page().evaluate((css: string) => (document.querySelector(css) as HTMLElement).focus(), link!);
      await waitUntil(
        page(),
        "showing the focused link on screen",
        (css: string) => {
          const box = document.querySelector(css)?.getBoundingClientRect();
          return box !== undefined && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
        },
        [link!],
      );
      await nextFrames(page());
      expect(
        await page().evaluate((css: string) => (document.querySelector(css)?.getBoundingClientRect().bottom ?? Infinity) <= window.innerHeight, link!),
      ).toBe(true);
      expect(await isShown(page(), link!)).toBe(true);
      await expectNoProblems(page());
    });
  });
});

// A visitor whose colours are forced, as Windows' contrast themes force them, in each engine that has
// the mode (FORCED_COLOURS_ENGINES: WebKit has none). The page audit checks every page so in
// Chromium's emulation (e2e/support/forced-colors.ts); here the marks of a choice are checked as the
// visitor makes it, in a browser launched with its colours forced.
const forcedColourTabs = useEngines(
  engines.filter((engine) => FORCED_COLOURS_ENGINES.includes(engine)).map((engine) => ({ engine, scripts: true, forcedColors: true })),
  DESKTOP,
);

describe.each(forcedColourTabs.map((tab) => [tab.engine, tab] as const))("%s with forced colours", (_engine, engineTab) => {
  const page = engineTab.page;

  describeEachPageWith<TabsSection>(
    "integrationTabs",
    ({ path: route }, section) => {
      test("the selected tab and its card stand out from the others of their sets, and the marks follow a new choice", async () => {
        await visit(page(), url(route));
        expect(await page().evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
        const root = `section[id=${quoted(section.id)}]`;
        const tabs = await selectorsOf(page(), `${root} [role="tab"]`);
        /** The chosen items of the section (its tab and its card), and each one that looks like another of its set. */
        const chosen = async () => {
          const marked = await page().evaluate(readLooks, { root, phase: EVERY_CHOSEN_ITEM });
          return { marked: marked.length, alike: await page().evaluate(readLooks, { root, phase: IN_FORCED_COLOURS }) };
        };
        expect(await chosen()).toEqual({ marked: 2, alike: [] });
        const last = tabs[tabs.length - 1]!;
        await page().click(last);
        await waitForAttribute(page(), last, "aria-selected", "true");
        expect(await chosen()).toEqual({ marked: 2, alike: [] });
        await expectNoProblems(page());
      });
    },
    { firstOnly: true },
  );
});
