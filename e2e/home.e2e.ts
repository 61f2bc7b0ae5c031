import type { Browser, Locator, Page } from "playwright-core";
import { DESKTOP, PHONE, openPage, url, visit, useBrowser } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import home from "../data/pages/home.json";
import testimonials from "../data/testimonials.json";
import site from "../data/site.json";

jest.setTimeout(120_000);

const browser = useBrowser();

/** The FAQ questions; once hydrated they start collapsed, which is also the sign that React has taken over. */
function faqButtons(page: Page): Locator {
  return page.locator("#faq").getByRole("button");
}

async function openHome(viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(browser(), { viewport });
  const response = await visit(opened.page, "/");
  expect(response?.status()).toBe(200);
  await opened.page.locator("#faq button[aria-expanded='false']").first().waitFor({ state: "attached" });
  return opened;
}

async function expectedOpen(buttons: Locator, open: number[]) {
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    const expanded = open.includes(index);
    await expect(button.getAttribute("aria-expanded")).resolves.toBe(String(expanded));
    const panel = button.page().locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(panel.isVisible()).resolves.toBe(expanded);
  }
}

test("head: title, description, canonical / and Organization JSON-LD", async () => {
  const { page, context, problems } = await openHome();
  const [organization] = await expectHead(page, { ...home.seo, path: "/", jsonLdTypes: ["Organization"] });
  expect(organization).toMatchObject({ name: site.name, telephone: site.contact.phone, email: site.contact.email });
  await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(`${site.siteUrl}/`);
  await expect(page.locator('meta[name="keywords"]').getAttribute("content")).resolves.toBe(home.seo.keywords.join(", "));
  expectNoProblems(problems);
  await context.close();
});

test("hero: one h1 about offshore IT staff, both calls to action, the Contact Us card and a light, eager hero image", async () => {
  const { page, context } = await openHome();
  const headings = await page.getByRole("heading", { level: 1 }).allTextContents();
  expect(headings).toEqual([home.hero.title]);
  expect(headings[0]).toMatch(/offshore IT staff/i);
  const hero = page.locator("main > section").first();
  await expect(hero.getByRole("link", { name: "Explore Our Services" }).getAttribute("href")).resolves.toBe("/services");
  const schedule = hero.getByRole("link", { name: /^Schedule Consultation/ });
  await expect(schedule.getAttribute("href")).resolves.toBe(site.schedulerUrl);
  await expect(schedule.getAttribute("target")).resolves.toBe("_blank");
  await expect(schedule.getAttribute("rel")).resolves.toBe("noopener noreferrer");
  const contact = hero.getByRole("link", { name: /^Contact Us/ });
  await expect(contact.getAttribute("href")).resolves.toBe("/contact");
  await expect(contact.textContent()).resolves.toContain("Response time: Under 24 hours");

  const image = hero.locator("img[data-main-image]");
  await expect(image.getAttribute("alt")).resolves.toBe(home.hero.imageAlt);
  await expect(image.getAttribute("loading")).resolves.toBe("eager");
  await expect(image.getAttribute("fetchpriority")).resolves.toBe("high");
  await expect(image.getAttribute("sizes")).resolves.toMatch(/^\(min-width: 64em\) 470px/);
  await page.waitForFunction(() => (document.querySelector("img[data-main-image]") as HTMLImageElement | null)?.complete === true);
  const chosen = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
  expect(chosen).toMatch(/\.webp$/);
  const bytes = (await (await fetch(url(new URL(chosen).pathname))).arrayBuffer()).byteLength;
  expect(bytes).toBeLessThan(30_000);
  await context.close();
});

test("Our Services: the four service cards with three features and Learn More each, and View All Services", async () => {
  const { page, context } = await openHome();
  const services = region(page, home.services.title);
  const cards = itemsOf(services);
  await expect(cards.count()).resolves.toBe(4);
  await expect(cards.getByRole("heading", { level: 3 }).allTextContents()).resolves.toEqual([
    "Staff Augmentation",
    "SAP Implementation",
    "Microsoft Dynamics 365",
    "Software Development and Testing",
  ]);
  const targets = ["/staff-augmentation", "/sap-implementation", "/microsoft-dynamics", "/software-testing"];
  for (const [index, card] of home.services.cards.entries()) {
    const item = cards.nth(index);
    await expect(item.getByRole("listitem").allTextContents()).resolves.toEqual(card.features);
    // The title is visually hidden text in the link, so each Learn More says which service it opens.
    const learnMore = item.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore.evaluate((element) => element.textContent)).resolves.toBe(`Learn More: ${card.title}`);
    await expect(learnMore.getAttribute("href")).resolves.toBe(targets[index]);
  }
  await expect(services.getByRole("link", { name: "View All Services" }).getAttribute("href")).resolves.toBe("/services");
  await context.close();
});

test("Why Outsource to India: four figures, six benefits, Explore India Advantage and Get Cost Analysis", async () => {
  const { page, context } = await openHome();
  const india = region(page, home.india.title);
  await expect(india.locator("dd").allTextContents()).resolves.toEqual(["70%", "4M+", "24/7", "#1"]);
  await expect(india.locator("dt").allTextContents()).resolves.toEqual(["Cost reduction", "IT professionals", "Development cycle", "Global IT outsourcing"]);
  const benefits = india.getByRole("list", { name: home.india.benefitsTitle }).locator(":scope > li");
  await expect(benefits.count()).resolves.toBe(6);
  await expect(benefits.getByRole("heading", { level: 3 }).allTextContents()).resolves.toEqual(home.india.benefits.map((benefit) => benefit.title));
  await expect(india.getByRole("link", { name: "Explore India Advantage" }).getAttribute("href")).resolves.toBe("/india-advantage");
  await expect(india.getByRole("link", { name: "Get Cost Analysis" }).getAttribute("href")).resolves.toBe("/cost-analysis");
  await context.close();
});

test("Explore India Advantage is a plain link: the router leaves the click alone and a new document loads", async () => {
  const { page, context } = await openHome();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    // Runs after React's handlers (they sit on the root element), so it sees whether Gatsby's router took the click.
    window.addEventListener("click", (event) => sessionStorage.setItem("clickPrevented", String(event.defaultPrevented)));
  });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
  await region(page, home.india.title).getByRole("link", { name: "Explore India Advantage" }).click();
  await page.waitForURL(url("/india-advantage"));
  await page.waitForLoadState("load");
  await expect(page.evaluate(() => sessionStorage.getItem("clickPrevented"))).resolves.toBe("false");
  await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false)).resolves.toBe(false);
  // The router would have fetched the page's data before changing the URL; a plain link asks for the document first.
  const documentAt = requested.indexOf("document /india-advantage");
  expect(documentAt).toBeGreaterThanOrEqual(0);
  expect(requested.slice(0, documentAt).filter((entry) => entry.includes("page-data/india-advantage"))).toEqual([]);
  await context.close();
});

test("About (#about): four figures and four Why Choose Us points", async () => {
  const { page, context } = await openHome();
  const about = page.locator("section#about");
  await expect(about.getByRole("heading", { level: 2 }).textContent()).resolves.toBe(home.about.title);
  await expect(about.locator("dd").allTextContents()).resolves.toEqual(["150+", "10+", "50+", "24/7"]);
  await expect(about.getByRole("heading", { level: 3 }).allTextContents()).resolves.toEqual(["Why Choose Us"]);
  await expect(about.getByRole("heading", { level: 4 }).allTextContents()).resolves.toEqual(home.about.points.map((point) => point.title));
  await context.close();
});

test("Testimonials: the three featured testimonials, each rated 5 out of 5", async () => {
  const { page, context } = await openHome();
  const section = region(page, home.testimonials.title);
  const cards = itemsOf(section);
  await expect(cards.count()).resolves.toBe(3);
  const featured = testimonials.testimonials.filter((testimonial) => testimonial.featured);
  for (const [index, testimonial] of featured.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("img", { name: "Rated 5 out of 5" }).count()).resolves.toBe(1);
    await expect(card.locator("blockquote").textContent()).resolves.toBe(testimonial.content);
    await expect(card.locator("figcaption").textContent()).resolves.toBe(`${testimonial.name}${testimonial.role}, ${testimonial.company}`);
  }
  await expect(section.getByRole("link", { name: home.testimonials.moreLink.label }).getAttribute("href")).resolves.toBe("/testimonials");
  await context.close();
});

test("FAQ (#faq): eight questions in headings; the timeline answer; several open at once by mouse", async () => {
  const { page, context, problems } = await openHome();
  const buttons = faqButtons(page);
  await expect(buttons.count()).resolves.toBe(8);
  await expect(page.locator("#faq h3 > button").count()).resolves.toBe(8);
  await expectedOpen(buttons, []);

  const timeline = page.getByRole("button", { name: "How long does an ERP implementation take?" });
  await timeline.click();
  const answer = page.getByRole("region", { name: "How long does an ERP implementation take?" });
  await expect(answer.textContent()).resolves.toMatch(/small and medium.*3-6 months.*larger enterprises.*6-18 months/i);
  await buttons.nth(2).click();
  await buttons.nth(7).click();
  await expectedOpen(buttons, [0, 2, 7]);
  await buttons.nth(2).click();
  await expectedOpen(buttons, [0, 7]);
  expectNoProblems(problems);
  await context.close();
});

test("FAQ by keyboard: Tab reaches the questions, Enter and Space open several", async () => {
  const { page, context } = await openHome();
  const buttons = faqButtons(page);
  await region(page, home.testimonials.title).getByRole("link", { name: home.testimonials.moreLink.label }).focus();
  await page.keyboard.press("Tab");
  await expect(buttons.nth(0).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(buttons.nth(1).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press("Space");
  await expectedOpen(buttons, [0, 1]);
  // Tab goes through the open answer's text (nothing focusable in it) to the next question.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expectedOpen(buttons, [0, 1, 2]);
  await page.keyboard.press("Space");
  await expectedOpen(buttons, [0, 1]);
  await context.close();
});

test("Contact (#contact): three benefits, the scheduler, the message form and the emergency hotline", async () => {
  const { page, context } = await openHome();
  const contact = page.locator("section#contact");
  await expect(contact.getByRole("heading", { level: 3 }).allTextContents()).resolves.toEqual(
    expect.arrayContaining(["Free Consultation", "Custom Solutions", "Expert Guidance", home.contact.support.title]),
  );
  await expect(contact.locator("ul").first().locator(":scope > li").count()).resolves.toBe(3);
  const schedule = contact.getByRole("link", { name: /^Schedule Consultation/ });
  await expect(schedule.getAttribute("href")).resolves.toBe(site.schedulerUrl);
  await expect(schedule.getAttribute("rel")).resolves.toBe("noopener noreferrer");
  await expect(contact.getByRole("form", { name: "Send us a message" }).count()).resolves.toBe(1);
  const hotline = contact.getByRole("link", { name: site.contact.emergencyHotline });
  await expect(hotline.getAttribute("href")).resolves.toBe(`tel:${site.contact.emergencyHotline.replace(/[^\d+]/g, "")}`);
  await expect(contact.textContent()).resolves.toContain("24/7 Enterprise Support");
  await context.close();
});

test("in-page anchors #about, #faq and #contact exist and the header's About link scrolls to #about", async () => {
  const { page, context } = await openHome();
  for (const id of ["about", "faq", "contact"]) {
    await expect(page.locator(`section#${id}`).count()).resolves.toBe(1);
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await page.waitForURL(url("/#about"));
  await page.waitForFunction(() => {
    const top = document.getElementById("about")?.getBoundingClientRect().top ?? 9999;
    return top >= 0 && top < 200;
  });
  await context.close();
});

test("every link that opens a new tab has rel=noopener noreferrer", async () => {
  const { page, context } = await openHome();
  const newTab = page.locator("a[target='_blank']");
  expect(await newTab.count()).toBeGreaterThanOrEqual(4);
  await expect(newTab.evaluateAll((links) => links.map((link) => link.getAttribute("rel")))).resolves.toEqual(
    Array(await newTab.count()).fill("noopener noreferrer"),
  );
  await context.close();
});
