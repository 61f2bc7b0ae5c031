import type { Locator, Page } from "playwright-core";
import { DESKTOP, url, useBrowser, useTab, visitInTab } from "./support/browser";
import { expectNoProblems, itemsOf, region } from "./support/page-checks";
import type siteFile from "../data/site.json";
import type formsFile from "../data/forms.json";
import { dataFile, testimonials as readTestimonials, type ServiceAction } from "./support/content";
import { selectTestimonials } from "../src/sections/testimonial-selection";
import { describeEachPageWith } from "./support/section-pages";
import { expectTestimonialCard } from "./support/testimonial-cards";
import { PAGE_ROUTES } from "../gatsby/routes";
import { eventually } from "./support/eventually";
import { hrefOf } from "./support/section-structure";

const site = dataFile<typeof siteFile>("site.json");
const forms = dataFile<typeof formsFile>("forms.json");

jest.setTimeout(120_000);

type Link = { label: string; to: string };
type Stat = { value: string; label: string };
type Feature = { icon: string; title: string; description: string };

/**
 * The section kinds the launch content shows on the home page (hero with image and contact card,
 * services, why India, about, featured testimonials, FAQ, short enquiry form), each tested on every
 * page whose data holds it (e2e/support/section-pages.ts), wherever an editor puts it.
 */
type HeroSection = { title: string; actions: ServiceAction[]; imageAlt: string; contactCard: { title: string; text: string; to: string } };
type ServicesSection = { title: string; learnMoreLabel: string; cards: Array<{ title: string; features: string[]; to: string }>; viewAll: Link };
type IndiaSection = { title: string; stats: Stat[]; benefitsTitle: string; benefits: Feature[]; primaryLink: Link; secondaryLink: Link };
type AboutSection = { id: string; title: string; stats: Stat[]; reasonsTitle: string; reasons: Feature[] };
type TestimonialsSection = { title: string; moreLink: Link };
type FaqSection = { id: string; items: Array<{ question: string; answer: string }> };
type ContactSection = { id: string; benefits: Feature[]; scheduleLabel: string; support: { title: string; text: string } };
const testimonials = readTestimonials();

const browser = useBrowser();

/** The FAQ questions; once hydrated they start collapsed. */
function faqButtons(page: Page, faq: FaqSection): Locator {
  return page.locator(`section#${faq.id}`).getByRole("button");
}

/**
 * A page loaded anew in the file's one tab. Reduced motion: clicks far down the page need not wait
 * for smooth scrolling and entrance animations to settle (motion has tests of its own).
 */
const tab = useTab(browser, { viewport: DESKTOP, reducedMotion: "reduce" });

async function open(route: string) {
  const opened = tab();
  const response = await visitInTab(opened, route);
  expect(response?.status()).toBe(200);
  return opened;
}

/** Focuses the element the Tab key reaches just before `target` (a click would focus <main>, which takes focus for the skip link). */
async function focusBefore(target: Locator) {
  const focused = await target.evaluate((element) => {
    const tabbable = Array.from(document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")).filter(
      (candidate) => candidate.tabIndex >= 0 && !candidate.matches(":disabled") && candidate.checkVisibility(),
    );
    const before = tabbable.filter(
      (candidate) => !candidate.contains(element) && candidate.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const previous = before[before.length - 1];
    previous?.focus();
    return previous !== undefined && previous === document.activeElement;
  });
  expect(focused).toBe(true);
}

async function expectedOpen(buttons: Locator, open: number[]) {
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    const expanded = open.includes(index);
    await eventually(async () => expect(await button.getAttribute("aria-expanded")).toBe(String(expanded)));
    const panel = button.page().locator(`#${await button.getAttribute("aria-controls")}`);
    await eventually(async () => expect(await panel.isVisible()).toBe(expanded));
  }
}

describeEachPageWith<HeroSection>("imageHero", ({ path: route }, data) => {
  test("hero: one h1, every call to action and the contact card of the data, and a light, eager hero image", async () => {
    const { page } = await open(route);
    const headings = await page.getByRole("heading", { level: 1 }).allTextContents();
    expect(headings).toEqual([data.title]);
    const hero = region(page, data.title);
    for (const action of data.actions) {
      const link = hero.getByRole("link", { name: "scheduler" in action ? `${action.label} ${site.ui.newTab}` : action.label, exact: true });
      await eventually(async () => expect(await link.getAttribute("href")).toBe(hrefOf(action, site.schedulerUrl)));
      if ("scheduler" in action && action.scheduler) {
        await eventually(async () => expect([await link.getAttribute("target"), await link.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]));
      }
    }
    const contact = hero.getByRole("link", { name: new RegExp(`^${data.contactCard.title}`) });
    await eventually(async () => expect(await contact.getAttribute("href")).toBe(data.contactCard.to));
    await eventually(async () => expect(await contact.textContent()).toContain(data.contactCard.text));

    const image = hero.locator("img[data-main-image]");
    await eventually(async () => expect(await image.getAttribute("alt")).toBe(data.imageAlt));
    await eventually(async () => expect(await image.getAttribute("loading")).toBe("eager"));
    await eventually(async () => expect(await image.getAttribute("fetchpriority")).toBe("high"));
    await eventually(async () => expect(await image.getAttribute("sizes")).toMatch(/^\(min-width: 64em\) 470px/));
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>("img[data-main-image]")?.complete === true);
    const chosen = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
    expect(chosen).toMatch(/\.webp$/);
    const bytes = (await (await fetch(url(new URL(chosen).pathname))).arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(30_000);
  });
});

describeEachPageWith<ServicesSection>("gradientCards", ({ path: route }, data) => {
  test("Our Services: every service card of the data, in order, with its features and link, and the link to all services", async () => {
    const { page } = await open(route);
    const services = region(page, data.title);
    const cards = itemsOf(services);
    await eventually(async () => expect(await cards.count()).toBe(data.cards.length));
    await eventually(async () => expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(data.cards.map((card) => card.title)));
    const targets = data.cards.map((card) => card.to);
    for (const [index, card] of data.cards.entries()) {
      const item = cards.nth(index);
      await eventually(async () => expect(await item.getByRole("listitem").allTextContents()).toEqual(card.features));
      // The title is visually hidden text in the link, so each Learn More says which service it opens.
      const learnMore = item.getByRole("link", { name: new RegExp(`^${data.learnMoreLabel}`) });
      await eventually(async () => expect(await learnMore.evaluate((element) => element.textContent)).toBe(`${data.learnMoreLabel}: ${card.title}`));
      await eventually(async () => expect(await learnMore.getAttribute("href")).toBe(targets[index]));
    }
    await eventually(async () =>
      expect(await services.getByRole("link", { name: data.viewAll.label, exact: true }).getAttribute("href")).toBe(data.viewAll.to),
    );
  });
});

describeEachPageWith<IndiaSection>("figuresAndBenefits", ({ path: route }, data) => {
  test("Why Outsource to India: every figure and benefit of the data, and its two links", async () => {
    const { page } = await open(route);
    const india = region(page, data.title);
    await eventually(async () => expect(await india.locator("dd").allTextContents()).toEqual(data.stats.map((stat) => stat.value)));
    await eventually(async () => expect(await india.locator("dt").allTextContents()).toEqual(data.stats.map((stat) => stat.label)));
    const benefits = india.getByRole("list", { name: data.benefitsTitle }).locator(":scope > li");
    await eventually(async () => expect(await benefits.count()).toBe(data.benefits.length));
    await eventually(async () =>
      expect(await benefits.getByRole("heading", { level: 3 }).allTextContents()).toEqual(data.benefits.map((benefit) => benefit.title)),
    );
    for (const link of [data.primaryLink, data.secondaryLink]) {
      await eventually(async () => expect(await india.getByRole("link", { name: link.label, exact: true }).getAttribute("href")).toBe(link.to));
    }
  });
});

describeEachPageWith<IndiaSection>("figuresAndBenefits", ({ path: route }, data) => {
  test("the India Advantage link is a plain link: the router leaves the click alone and a new document loads", async () => {
    const { page } = await open(route);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      // Runs after React's handlers (they sit on the root element), so it sees whether Gatsby's router took the click.
      window.addEventListener("click", (event) => sessionStorage.setItem("clickPrevented", String(event.defaultPrevented)));
    });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
    await region(page, data.title).getByRole("link", { name: data.primaryLink.label, exact: true }).click();
    await page.waitForURL(url(data.primaryLink.to));
    await page.waitForLoadState("load");
    await eventually(async () => expect(await page.evaluate(() => sessionStorage.getItem("clickPrevented"))).toBe("false"));
    await eventually(async () => expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false)).toBe(false));
    // The router would have fetched the page's data before changing the URL; a plain link asks for the document first.
    const documentAt = requested.indexOf(`document ${data.primaryLink.to}`);
    expect(documentAt).toBeGreaterThanOrEqual(0);
    expect(requested.slice(0, documentAt).filter((entry) => entry.includes(`page-data${data.primaryLink.to}`))).toEqual([]);
  });
});

describeEachPageWith<AboutSection>("about", ({ path: route }, data) => {
  test("About (#about): every figure and every Why Choose Us point of the data, in order", async () => {
    const { page } = await open(route);
    const about = page.locator(`section#${data.id}`);
    await eventually(async () => expect(await about.getByRole("heading", { level: 2 }).textContent()).toBe(data.title));
    await eventually(async () => expect(await about.locator("dd").allTextContents()).toEqual(data.stats.map((stat) => stat.value)));
    await eventually(async () => expect(await about.locator("dt").allTextContents()).toEqual(data.stats.map((stat) => stat.label)));
    await eventually(async () => expect(await about.getByRole("heading", { level: 3 }).allTextContents()).toEqual([data.reasonsTitle]));
    await eventually(async () => expect(await about.getByRole("heading", { level: 4 }).allTextContents()).toEqual(data.reasons.map((reason) => reason.title)));
  });
});

describeEachPageWith<TestimonialsSection>("featuredTestimonials", ({ path: route }, data) => {
  test("Testimonials: every featured testimonial, in the data's order, with its rating", async () => {
    const { page } = await open(route);
    const section = region(page, data.title);
    const cards = itemsOf(section);
    const featured = selectTestimonials(testimonials.testimonials, "featured");
    await eventually(async () => expect(await cards.count()).toBe(featured.length));
    for (const [index, testimonial] of featured.entries()) {
      await expectTestimonialCard(cards.nth(index), testimonial, testimonials.ratingLabel);
    }
    await eventually(async () => expect(await section.getByRole("link", { name: data.moreLink.label }).getAttribute("href")).toBe(data.moreLink.to));
  });
});

describeEachPageWith<FaqSection>("faq", ({ path: route }, data) => {
  test("FAQ (#faq): every question of the data, in order, in headings; each answer as written; several open at once by mouse", async () => {
    const { page, problems } = await open(route);
    const buttons = faqButtons(page, data);
    const items = data.items;
    await eventually(async () => expect((await buttons.allTextContents()).map((text) => text.trim())).toEqual(items.map((item) => item.question)));
    await eventually(async () => expect(await page.locator(`section#${data.id}`).locator("h3 > button").count()).toBe(items.length));
    await expectedOpen(buttons, []);

    for (const [index, item] of items.entries()) {
      await buttons.nth(index).click();
      await eventually(async () => expect(await page.getByRole("region", { name: item.question, exact: true }).textContent()).toContain(item.answer));
    }
    await expectedOpen(buttons, [...items.keys()]);
    // Closing one leaves the others open.
    const last = items.length - 1;
    await buttons.nth(last).click();
    await expectedOpen(buttons, [...items.keys()].slice(0, last));
    expectNoProblems(problems);
  });
});

describeEachPageWith<FaqSection>("faq", ({ path: route }, data) => {
  test("FAQ by keyboard: Tab reaches every question in turn, Enter and Space open several and close one", async () => {
    const { page } = await open(route);
    const buttons = faqButtons(page, data);
    const items = data.items;
    // Focus on what the Tab key reaches just before the first question, wherever the section sits on the page.
    await focusBefore(buttons.first());
    const keys = ["Enter", "Space"] as const;
    for (const index of items.keys()) {
      // From the second question on, Tab goes through the open answer's text (nothing focusable in it).
      await page.keyboard.press("Tab");
      await eventually(async () => expect(await buttons.nth(index).evaluate((element) => element === document.activeElement)).toBe(true));
      await page.keyboard.press(keys[index % 2]!);
      await eventually(async () => expect(await buttons.nth(index).getAttribute("aria-expanded")).toBe("true"));
    }
    await expectedOpen(buttons, [...items.keys()]);
    // The other key closes the last one again; the others stay open.
    const last = items.length - 1;
    await page.keyboard.press(keys[(last + 1) % 2]!);
    await expectedOpen(buttons, [...items.keys()].slice(0, last));
  });
});

describeEachPageWith<ContactSection>("shortEnquiryForm", ({ path: route }, data) => {
  test("Contact (#contact): every benefit of the data, the scheduler, the message form and the emergency hotline", async () => {
    const { page } = await open(route);
    const contact = page.locator(`section#${data.id}`);
    await eventually(async () =>
      expect(await contact.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
        expect.arrayContaining([...data.benefits.map((benefit) => benefit.title), data.support.title]),
      ),
    );
    await eventually(async () =>
      expect(await contact.locator("ul").first().locator(":scope > li h3").allTextContents()).toEqual(data.benefits.map((benefit) => benefit.title)),
    );
    const schedule = contact.getByRole("link", { name: `${data.scheduleLabel} ${site.ui.newTab}`, exact: true });
    await eventually(async () => expect(await schedule.getAttribute("href")).toBe(site.schedulerUrl));
    await eventually(async () => expect(await schedule.getAttribute("rel")).toBe("noopener noreferrer"));
    await eventually(async () => expect(await contact.getByRole("form", { name: forms.home.formLabel }).count()).toBe(1));
    const hotline = contact.getByRole("link", { name: site.contact.emergencyHotline });
    await eventually(async () => expect(await hotline.getAttribute("href")).toBe(`tel:${site.contact.emergencyHotline.replace(/[^\d+]/g, "")}`));
    await eventually(async () => expect(await contact.textContent()).toContain(data.support.text));
  });
});

// A menu entry that names a section of a page ("pages/index#about") scrolls to that section.
for (const link of site.header.links.filter((entry) => "page" in entry && entry.page.includes("#"))) {
  test(`the header's ${link.label} link (${link.to}) scrolls to its section`, async () => {
    const [route = "/", id = ""] = link.to.split("#");
    const { page } = await open(route || "/");
    await eventually(async () => expect(await page.locator(`section#${id}`).count()).toBe(1));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link.label, exact: true }).click();
    await page.waitForURL(url(link.to));
    await page.waitForFunction((anchor) => {
      const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 200;
    }, id);
  });
}

test("every link that opens a new tab has rel=noopener noreferrer", async () => {
  const { page } = await open(PAGE_ROUTES.PageJson("index"));
  const newTab = page.locator("a[target='_blank']");
  // At least every social profile of data/site.json (in the footer of every page) opens in a new tab.
  const hrefs = await newTab.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(expect.arrayContaining(site.social.map((profile) => profile.url)));
  await eventually(async () =>
    expect(await newTab.evaluateAll((links) => links.map((link) => link.getAttribute("rel")))).toEqual(Array(await newTab.count()).fill("noopener noreferrer")),
  );
});
