import type { Locator, Page } from "playwright-core";
import { DESKTOP, url, useBrowser, useTab, visitInTab } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type siteFile from "../data/site.json";
import type formsFile from "../data/forms.json";
import { dataFile, pageFile, sectionOf, testimonials as readTestimonials, type ServiceAction } from "./support/content";
import { eventually } from "./support/eventually";
import { hrefOf } from "./support/service-sections";

const site = dataFile<typeof siteFile>("site.json");
const forms = dataFile<typeof formsFile>("forms.json");

jest.setTimeout(120_000);

type Link = { label: string; to: string };
type Stat = { value: string; label: string };
type Feature = { icon: string; title: string; description: string };

/** The home page file and the sections the tests look at, found by kind. */
const homePage = pageFile("index");
const home = {
  seo: homePage.seo as typeof homePage.seo & { keywords: string[] },
  hero: sectionOf<{ actions: ServiceAction[]; imageAlt: string; contactCard: { title: string; text: string; to: string } }>(homePage, "imageHero"),
  services: sectionOf<{ learnMoreLabel: string; cards: Array<{ title: string; features: string[]; to: string }>; viewAll: Link }>(homePage, "gradientCards"),
  india: sectionOf<{ stats: Stat[]; benefitsTitle: string; benefits: Feature[]; primaryLink: Link; secondaryLink: Link }>(homePage, "figuresAndBenefits"),
  about: sectionOf<{ stats: Stat[]; reasonsTitle: string; reasons: Feature[] }>(homePage, "about"),
  testimonials: sectionOf<{ moreLink: Link }>(homePage, "featuredTestimonials"),
  faq: sectionOf<{ items: Array<{ question: string; answer: string }> }>(homePage, "faq"),
  contact: sectionOf<{ benefits: Feature[]; scheduleLabel: string; support: { title: string; text: string } }>(homePage, "shortEnquiryForm"),
};
const testimonials = readTestimonials();

const browser = useBrowser();

/** The home page's FAQ section, found by its id in the data. */
function faqSection(page: Page): Locator {
  return page.locator(`section#${home.faq.id}`);
}

/** The FAQ questions; once hydrated they start collapsed, which is also the sign that React has taken over. */
function faqButtons(page: Page): Locator {
  return faqSection(page).getByRole("button");
}

/**
 * The home page, loaded anew in the file's one tab. Reduced motion: clicks far down the page need not
 * wait for smooth scrolling and entrance animations to settle (motion has tests of its own).
 */
const tab = useTab(browser, { viewport: DESKTOP, reducedMotion: "reduce" });

async function openHome() {
  const opened = tab();
  const response = await visitInTab(opened, "/");
  expect(response?.status()).toBe(200);
  await faqSection(opened.page).locator("button[aria-expanded='false']").first().waitFor({ state: "attached" });
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

test("head: title, description, canonical / and Organization JSON-LD", async () => {
  const { page, problems } = await openHome();
  const [organization] = await expectHead(page, { ...home.seo, path: "/", jsonLdTypes: ["Organization"] });
  expect(organization).toMatchObject({ name: site.name, telephone: site.contact.phone, email: site.contact.email });
  await eventually(async () => expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${site.siteUrl}/`));
  await eventually(async () => expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toBe(home.seo.keywords.join(", ")));
  expectNoProblems(problems);
});

test("hero: one h1, every call to action and the contact card of the data, and a light, eager hero image", async () => {
  const { page } = await openHome();
  const headings = await page.getByRole("heading", { level: 1 }).allTextContents();
  expect(headings).toEqual([home.hero.title]);
  const hero = page.locator("main > section").first();
  for (const action of home.hero.actions) {
    const link = hero.getByRole("link", { name: "scheduler" in action ? `${action.label} ${site.ui.newTab}` : action.label, exact: true });
    await eventually(async () => expect(await link.getAttribute("href")).toBe(hrefOf(action, site.schedulerUrl)));
    if ("scheduler" in action && action.scheduler) {
      await eventually(async () => expect([await link.getAttribute("target"), await link.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]));
    }
  }
  const contact = hero.getByRole("link", { name: new RegExp(`^${home.hero.contactCard.title}`) });
  await eventually(async () => expect(await contact.getAttribute("href")).toBe(home.hero.contactCard.to));
  await eventually(async () => expect(await contact.textContent()).toContain(home.hero.contactCard.text));

  const image = hero.locator("img[data-main-image]");
  await eventually(async () => expect(await image.getAttribute("alt")).toBe(home.hero.imageAlt));
  await eventually(async () => expect(await image.getAttribute("loading")).toBe("eager"));
  await eventually(async () => expect(await image.getAttribute("fetchpriority")).toBe("high"));
  await eventually(async () => expect(await image.getAttribute("sizes")).toMatch(/^\(min-width: 64em\) 470px/));
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>("img[data-main-image]")?.complete === true);
  const chosen = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
  expect(chosen).toMatch(/\.webp$/);
  const bytes = (await (await fetch(url(new URL(chosen).pathname))).arrayBuffer()).byteLength;
  expect(bytes).toBeLessThan(30_000);
});

test("Our Services: every service card of the data, in order, with its features and link, and the link to all services", async () => {
  const { page } = await openHome();
  const services = region(page, home.services.title);
  const cards = itemsOf(services);
  await eventually(async () => expect(await cards.count()).toBe(home.services.cards.length));
  await eventually(async () => expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(home.services.cards.map((card) => card.title)));
  const targets = home.services.cards.map((card) => card.to);
  for (const [index, card] of home.services.cards.entries()) {
    const item = cards.nth(index);
    await eventually(async () => expect(await item.getByRole("listitem").allTextContents()).toEqual(card.features));
    // The title is visually hidden text in the link, so each Learn More says which service it opens.
    const learnMore = item.getByRole("link", { name: new RegExp(`^${home.services.learnMoreLabel}`) });
    await eventually(async () => expect(await learnMore.evaluate((element) => element.textContent)).toBe(`${home.services.learnMoreLabel}: ${card.title}`));
    await eventually(async () => expect(await learnMore.getAttribute("href")).toBe(targets[index]));
  }
  await eventually(async () =>
    expect(await services.getByRole("link", { name: home.services.viewAll.label, exact: true }).getAttribute("href")).toBe(home.services.viewAll.to),
  );
});

test("Why Outsource to India: every figure and benefit of the data, and its two links", async () => {
  const { page } = await openHome();
  const india = region(page, home.india.title);
  await eventually(async () => expect(await india.locator("dd").allTextContents()).toEqual(home.india.stats.map((stat) => stat.value)));
  await eventually(async () => expect(await india.locator("dt").allTextContents()).toEqual(home.india.stats.map((stat) => stat.label)));
  const benefits = india.getByRole("list", { name: home.india.benefitsTitle }).locator(":scope > li");
  await eventually(async () => expect(await benefits.count()).toBe(home.india.benefits.length));
  await eventually(async () =>
    expect(await benefits.getByRole("heading", { level: 3 }).allTextContents()).toEqual(home.india.benefits.map((benefit) => benefit.title)),
  );
  for (const link of [home.india.primaryLink, home.india.secondaryLink]) {
    await eventually(async () => expect(await india.getByRole("link", { name: link.label, exact: true }).getAttribute("href")).toBe(link.to));
  }
});

test("the India Advantage link is a plain link: the router leaves the click alone and a new document loads", async () => {
  const { page } = await openHome();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    // Runs after React's handlers (they sit on the root element), so it sees whether Gatsby's router took the click.
    window.addEventListener("click", (event) => sessionStorage.setItem("clickPrevented", String(event.defaultPrevented)));
  });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
  await region(page, home.india.title).getByRole("link", { name: home.india.primaryLink.label, exact: true }).click();
  await page.waitForURL(url(home.india.primaryLink.to));
  await page.waitForLoadState("load");
  await eventually(async () => expect(await page.evaluate(() => sessionStorage.getItem("clickPrevented"))).toBe("false"));
  await eventually(async () => expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false)).toBe(false));
  // The router would have fetched the page's data before changing the URL; a plain link asks for the document first.
  const documentAt = requested.indexOf(`document ${home.india.primaryLink.to}`);
  expect(documentAt).toBeGreaterThanOrEqual(0);
  expect(requested.slice(0, documentAt).filter((entry) => entry.includes(`page-data${home.india.primaryLink.to}`))).toEqual([]);
});

test("About (#about): every figure and every Why Choose Us point of the data, in order", async () => {
  const { page } = await openHome();
  const about = page.locator(`section#${home.about.id}`);
  await eventually(async () => expect(await about.getByRole("heading", { level: 2 }).textContent()).toBe(home.about.title));
  await eventually(async () => expect(await about.locator("dd").allTextContents()).toEqual(home.about.stats.map((stat) => stat.value)));
  await eventually(async () => expect(await about.locator("dt").allTextContents()).toEqual(home.about.stats.map((stat) => stat.label)));
  await eventually(async () => expect(await about.getByRole("heading", { level: 3 }).allTextContents()).toEqual([home.about.reasonsTitle]));
  await eventually(async () =>
    expect(await about.getByRole("heading", { level: 4 }).allTextContents()).toEqual(home.about.reasons.map((reason) => reason.title)),
  );
});

test("Testimonials: every featured testimonial, in the data's order, with its rating", async () => {
  const { page } = await openHome();
  const section = region(page, home.testimonials.title);
  const cards = itemsOf(section);
  const featured = testimonials.testimonials.filter((testimonial) => testimonial.featured);
  await eventually(async () => expect(await cards.count()).toBe(featured.length));
  for (const [index, testimonial] of featured.entries()) {
    const card = cards.nth(index);
    const rating = testimonials.ratingLabel.replace("{rating}", String(testimonial.rating)).replace("{max}", "5");
    await eventually(async () => expect(await card.getByRole("img", { name: rating }).count()).toBe(1));
    await eventually(async () => expect(await card.locator("blockquote").textContent()).toBe(testimonial.content));
    await eventually(async () => expect(await card.locator("figcaption").textContent()).toBe(`${testimonial.name}${testimonial.role}, ${testimonial.company}`));
  }
  await eventually(async () =>
    expect(await section.getByRole("link", { name: home.testimonials.moreLink.label }).getAttribute("href")).toBe(home.testimonials.moreLink.to),
  );
});

test("FAQ (#faq): every question of the data, in order, in headings; each answer as written; several open at once by mouse", async () => {
  const { page, problems } = await openHome();
  const buttons = faqButtons(page);
  const items = home.faq.items;
  await eventually(async () => expect((await buttons.allTextContents()).map((text) => text.trim())).toEqual(items.map((item) => item.question)));
  await eventually(async () => expect(await faqSection(page).locator("h3 > button").count()).toBe(items.length));
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

test("FAQ by keyboard: Tab reaches every question in turn, Enter and Space open several and close one", async () => {
  const { page } = await openHome();
  const buttons = faqButtons(page);
  const items = home.faq.items;
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

test("Contact (#contact): every benefit of the data, the scheduler, the message form and the emergency hotline", async () => {
  const { page } = await openHome();
  const contact = page.locator(`section#${home.contact.id}`);
  await eventually(async () =>
    expect(await contact.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      expect.arrayContaining([...home.contact.benefits.map((benefit) => benefit.title), home.contact.support.title]),
    ),
  );
  await eventually(async () =>
    expect(await contact.locator("ul").first().locator(":scope > li h3").allTextContents()).toEqual(home.contact.benefits.map((benefit) => benefit.title)),
  );
  const schedule = contact.getByRole("link", { name: `${home.contact.scheduleLabel} ${site.ui.newTab}`, exact: true });
  await eventually(async () => expect(await schedule.getAttribute("href")).toBe(site.schedulerUrl));
  await eventually(async () => expect(await schedule.getAttribute("rel")).toBe("noopener noreferrer"));
  await eventually(async () => expect(await contact.getByRole("form", { name: forms.home.formLabel }).count()).toBe(1));
  const hotline = contact.getByRole("link", { name: site.contact.emergencyHotline });
  await eventually(async () => expect(await hotline.getAttribute("href")).toBe(`tel:${site.contact.emergencyHotline.replace(/[^\d+]/g, "")}`));
  await eventually(async () => expect(await contact.textContent()).toContain(home.contact.support.text));
});

// The anchors other pages, the header and docs/requirements.md link to: fixed, not taken from the data.
test("in-page anchors #services, #why-india, #about, #testimonials, #faq and #contact exist and the header's About link scrolls to #about", async () => {
  const { page } = await openHome();
  for (const id of ["services", "why-india", "about", "testimonials", "faq", "contact"]) {
    await eventually(async () => expect(await page.locator(`section#${id}`).count()).toBe(1));
  }
  const aboutLink = site.header.links.find((link) => link.to === "/#about");
  expect(aboutLink).toBeDefined();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: aboutLink!.label, exact: true }).click();
  await page.waitForURL(url("/#about"));
  await page.waitForFunction(() => {
    const top = document.getElementById("about")?.getBoundingClientRect().top ?? 9999;
    return top >= 0 && top < 200;
  });
});

test("every link that opens a new tab has rel=noopener noreferrer", async () => {
  const { page } = await openHome();
  const newTab = page.locator("a[target='_blank']");
  // At least the scheduler and every social profile of data/site.json open in a new tab.
  const hrefs = await newTab.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(expect.arrayContaining([site.schedulerUrl, ...site.social.map((profile) => profile.url)]));
  await eventually(async () =>
    expect(await newTab.evaluateAll((links) => links.map((link) => link.getAttribute("rel")))).toEqual(Array(await newTab.count()).fill("noopener noreferrer")),
  );
});
