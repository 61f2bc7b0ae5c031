import type { Page } from "playwright-core";
import { DESKTOP, nextFrames, openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type sapImplementationFile from "../data/services/sap-implementation.json";
import type microsoftDynamicsFile from "../data/services/microsoft-dynamics.json";
import type sapBtpFile from "../data/services/sap-btp.json";
import type staffAugmentationFile from "../data/services/staff-augmentation.json";
import type softwareTestingFile from "../data/services/software-testing.json";
import type d365File from "../data/services/dynamics-365-finance-operations.json";
import { eventually } from "./support/eventually";
import { dataFile } from "./support/content";

const sapImplementation = { ...dataFile<typeof sapImplementationFile>("services/sap-implementation.json"), slug: "sap-implementation" };
const microsoftDynamics = { ...dataFile<typeof microsoftDynamicsFile>("services/microsoft-dynamics.json"), slug: "microsoft-dynamics" };
const sapBtp = { ...dataFile<typeof sapBtpFile>("services/sap-btp.json"), slug: "sap-btp" };
const staffAugmentation = { ...dataFile<typeof staffAugmentationFile>("services/staff-augmentation.json"), slug: "staff-augmentation" };
const softwareTesting = { ...dataFile<typeof softwareTestingFile>("services/software-testing.json"), slug: "software-testing" };
const d365 = { ...dataFile<typeof d365File>("services/dynamics-365-finance-operations.json"), slug: "dynamics-365-finance-operations" };

jest.setTimeout(90_000);

const SCHEDULER = "https://calendly.com/offshore-erp-consulting/30min";

const browser = useBrowser();

type ServiceJson = { slug: string; serviceName: string; seo: { title: string; description: string } };

/** Opens a service page and checks what every one of them has; returns the page for the specific checks. */
async function visitServicePage(service: ServiceJson, check: (page: Page) => Promise<void>) {
  const { page, context, problems } = await openPage(browser(), { viewport: DESKTOP });
  const response = await page.goto(url(`/${service.slug}`));
  expect(response?.status()).toBe(200);
  const [entity] = await expectHead(page, { ...service.seo, path: `/${service.slug}`, jsonLdTypes: ["Service"] });
  expect(entity).toMatchObject({ name: service.serviceName, provider: { name: "Offshore ERP Consulting" } });
  expect(entity?.url).toMatch(new RegExp(`/${service.slug}$`));
  await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1));
  await check(page);
  expectNoProblems(problems);
  await context.close();
}

async function headingsIn(page: Page, name: string): Promise<string[]> {
  return region(page, name).getByRole("heading", { level: 3 }).allTextContents();
}

test("/sap-implementation: four product cards, a four-phase methodology and the three benefits", async () => {
  await visitServicePage(sapImplementation, async (page) => {
    expect(await headingsIn(page, "SAP Solutions We Implement")).toEqual(["SAP S/4HANA", "SAP Business One", "SAP SuccessFactors", "SAP Ariba"]);
    await eventually(async () => expect(await itemsOf(region(page, "Our Four-Phase Implementation Methodology")).count()).toBe(4));
    expect(await headingsIn(page, "What Our SAP Clients Gain")).toEqual(["40% Faster time-to-value", "99% Success rate", "24/7 Support after go-live"]);
  });
});

test("/microsoft-dynamics: four service cards and six reasons", async () => {
  await visitServicePage(microsoftDynamics, async (page) => {
    await eventually(async () => expect(await itemsOf(region(page, "Our Dynamics 365 Services")).count()).toBe(4));
    await eventually(async () => expect(await itemsOf(region(page, "Six Reasons to Choose Us for Dynamics 365")).count()).toBe(6));
  });
});

test("/sap-btp: four pillars, service categories, use cases and benefits with 99.9% uptime", async () => {
  await visitServicePage(sapBtp, async (page) => {
    await eventually(async () => expect(await itemsOf(region(page, "The Four Pillars of SAP BTP")).count()).toBe(4));
    await eventually(async () => expect(await itemsOf(region(page, "Our SAP BTP Services")).count()).toBe(4));
    await eventually(async () => expect(await itemsOf(region(page, "Common SAP BTP Use Cases")).count()).toBe(6));
    expect(await headingsIn(page, "Business Benefits of SAP BTP With Us")).toContain("99.9% Uptime");
  });
});

test("/staff-augmentation: talent with skill tags, six benefits, eight industries, engagement models and the cost block", async () => {
  await visitServicePage(staffAugmentation, async (page) => {
    const talent = region(page, "Talent Categories We Provide");
    await eventually(async () => expect(await itemsOf(talent).count()).toBe(6));
    await eventually(async () => expect(await talent.getByRole("list", { name: /^Skills: / }).count()).toBe(6));
    await eventually(async () =>
      expect(await talent.getByRole("list", { name: "Skills: QA and Test Engineers" }).getByRole("listitem").allTextContents()).toContain("Playwright"),
    );
    await eventually(async () => expect(await itemsOf(region(page, "Benefits of Staff Augmentation With Us")).count()).toBe(6));
    await eventually(async () => expect(await itemsOf(region(page, "Industries We Serve")).count()).toBe(8));
    expect(await headingsIn(page, "Flexible Engagement Models")).toEqual(["Contract", "Contract-to-Hire", "Permanent"]);
    await eventually(async () => expect(await page.getByRole("main").textContent()).toContain("in as little as 2 weeks"));

    const cost = region(page, "Staff Augmentation Cost Comparison");
    await eventually(async () => expect(await cost.textContent()).toMatch(/\$120,000-\$180,000.*\$35,000-\$65,000.*65-70%/));
    await eventually(async () => expect(await cost.getByRole("link", { name: "View Detailed Cost Analysis" }).getAttribute("href")).toBe("/cost-analysis"));
    const schedule = cost.getByRole("link", { name: /Schedule Consultation/ });
    await eventually(async () => expect(await schedule.getAttribute("href")).toBe(SCHEDULER));
    await eventually(async () => expect(await schedule.getAttribute("target")).toBe("_blank"));
    await eventually(async () => expect(await schedule.getAttribute("rel")).toBe("noopener noreferrer"));
  });
});

test("/software-testing: six services, benefits and a four-step process", async () => {
  await visitServicePage(softwareTesting, async (page) => {
    await eventually(async () => expect(await itemsOf(region(page, "Our Development and Testing Services")).count()).toBe(6));
    await eventually(async () => expect(await itemsOf(region(page, "Why Test With Us")).count()).toBeGreaterThan(0));
    await eventually(async () => expect(await itemsOf(region(page, "Our Four-Step Testing Process")).count()).toBe(4));
  });
});

test("/dynamics-365-finance-operations: every part docs/requirements.md lists, with its exact names and counts", async () => {
  await visitServicePage(d365, async (page) => {
    const hero = page.locator("main > section").first();
    await eventually(async () => expect(await hero.getByText("Microsoft Dynamics 365 Finance and Operations", { exact: true }).count()).toBe(1));
    expect(await hero.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/contact", "/contact"]);
    const linkTo = (name: string) => page.getByRole("link", { name, exact: true }).getAttribute("href");
    await eventually(async () => expect(await linkTo("Discover Platform Power")).toBe("/contact"));

    expect(await headingsIn(page, "Enterprise Capabilities")).toEqual([
      "Business Intelligence",
      "Financial Automation",
      "Revenue Optimization",
      "Strategic Planning",
      "Compliance Engine",
      "Project Excellence",
      "Cost Intelligence",
      "Smart Manufacturing",
      "Talent Management",
    ]);
    await eventually(async () => expect(await itemsOf(region(page, "Business Outcomes You Can Expect")).count()).toBe(6));
    expect(await headingsIn(page, "Core Modules")).toEqual([
      "General Ledger",
      "Accounts Payable",
      "Accounts Receivable",
      "Procurement and Sourcing",
      "Manufacturing",
      "Inventory Management",
      "Cash Management",
      "Fixed Assets",
      "Sales Order Management",
      "Project Accounting",
      "Human Resources",
      "Budgeting",
    ]);
    await eventually(async () => expect(await linkTo("Explore Module Capabilities")).toBe("/contact"));

    const tabs = page.getByRole("tablist", { name: "Integration options" }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual([
      "Power PlatformMost Popular",
      "Microsoft 365",
      "Azure Cloud",
      "Third-Party Business Apps",
      "Banking and Payment Systems",
      "Supply Chain Partners",
    ]);
    expect(await headingsIn(page, "Integration Advantages")).toEqual(["Secure Data Flow", "Real-Time Sync", "No-Code Setup"]);

    const services = region(page, "Our Dynamics 365 Finance and Operations Services");
    expect(await services.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Implementation and Deployment",
      "System Integration",
      "Data Migration",
      "Customization",
      "Training",
      "24/7 Support",
      "Performance Optimization",
      "Strategic Consulting",
    ]);
    const getStarted = services.getByRole("link", { name: "Get Started" });
    expect(await getStarted.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(Array(8).fill("/contact"));
    await eventually(async () => expect(await services.getByRole("link", { name: "Schedule Free Consultation" }).getAttribute("href")).toBe("/contact"));

    await eventually(async () => expect(await itemsOf(region(page, "Why Partner With Us")).count()).toBe(3));
    await eventually(async () => expect(await page.locator("main > section").last().getByRole("link").getAttribute("href")).toBe("/contact"));
  });
});

describe("Dynamics 365 Finance and Operations interactions", () => {
  const PATH = "/dynamics-365-finance-operations";
  const entries = d365.sections.find((section) => section.id === "integrations")?.entries ?? [];

  async function open(options: Parameters<typeof openPage>[1] = {}) {
    const opened = await openPage(browser(), options);
    await visit(opened.page, PATH);
    return opened;
  }

  async function expectSelectedTab(page: Page, index: number) {
    const tabs = page.getByRole("tab");
    const selected = await tabs.evaluateAll((elements) => elements.map((tab) => tab.getAttribute("aria-selected")));
    expect(selected).toEqual(entries.map((_, position) => String(position === index)));
    const tabIndexes = await tabs.evaluateAll((elements) => elements.map((tab) => tab.getAttribute("tabindex")));
    expect(tabIndexes).toEqual(entries.map((_, position) => (position === index ? "0" : "-1")));
    const panel = page.getByRole("tabpanel");
    await eventually(async () => expect(await panel.count()).toBe(1));
    const entry = entries[index]!;
    await eventually(async () => expect(await panel.getByRole("heading", { level: 3 }).textContent()).toBe(entry.title));
    await eventually(async () => expect(await panel.textContent()).toContain(entry.subtitle));
    await eventually(async () => expect(await panel.textContent()).toContain(entry.description));
    expect(await panel.getByRole("listitem").allTextContents()).toEqual(entry.features);
    await eventually(async () => expect(await panel.getByRole("link", { name: "Learn More About Integration" }).getAttribute("href")).toBe("/contact"));
  }

  test("integration tabs by mouse: the first is selected; clicking a tab or a card shows that entry", async () => {
    const { page, context, problems } = await open();
    await expectSelectedTab(page, 0);
    await page.getByRole("tab", { name: "Microsoft 365" }).click();
    await expectSelectedTab(page, 1);
    const card = page.getByRole("button", { name: /^Supply Chain Partners/ });
    await card.click();
    await expectSelectedTab(page, 5);
    await eventually(async () => expect(await card.getAttribute("aria-pressed")).toBe("true"));
    expectNoProblems(problems);
    await context.close();
  });

  test("integration tabs by keyboard: arrows wrap, Home and End, focus follows, Tab enters the panel", async () => {
    const { page, context } = await open();
    await page.getByRole("tab", { name: /Power Platform/ }).focus();
    const focusedTab = () => page.evaluate(() => document.activeElement?.getAttribute("role") === "tab" && document.activeElement.textContent);
    await page.keyboard.press("ArrowRight");
    await expectSelectedTab(page, 1);
    await eventually(async () => expect(await focusedTab()).toBe("Microsoft 365"));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectSelectedTab(page, 5);
    await eventually(async () => expect(await focusedTab()).toBe("Supply Chain Partners"));
    await page.keyboard.press("Home");
    await expectSelectedTab(page, 0);
    await page.keyboard.press("End");
    await expectSelectedTab(page, 5);
    await page.keyboard.press("Tab");
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel"));
    await context.close();
  });

  test("service cards reveal their three features on hover and on keyboard focus, and hide them again", async () => {
    const { page, context, problems } = await open();
    const cards = itemsOf(region(page, "Our Dynamics 365 Finance and Operations Services"));
    const features = (index: number) => cards.nth(index).getByRole("group");
    // Collapsed once hydrated (after a short transition): visible before, in the server HTML.
    await features(0).waitFor({ state: "hidden" });
    await cards.nth(0).hover();
    await features(0).waitFor({ state: "visible" });
    await eventually(async () => expect(await features(0).getByRole("listitem").count()).toBe(3));
    await cards.nth(1).hover();
    await features(1).waitFor({ state: "visible" });
    await features(0).waitFor({ state: "hidden" });
    await page.mouse.move(0, 0);
    await features(1).waitFor({ state: "hidden" });

    await cards.nth(6).getByRole("link", { name: "Get Started" }).focus();
    await features(6).waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await features(7).waitFor({ state: "visible" });
    await features(6).waitFor({ state: "hidden" });
    expectNoProblems(problems);
    await context.close();
  });

  test("a tap on a touch screen reveals a card's features, a second tap hides them", async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await visit(page, PATH);
    const card = itemsOf(region(page, "Our Dynamics 365 Finance and Operations Services")).nth(2);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("heading").tap();
    await card.getByRole("group").waitFor({ state: "visible" });
    await card.getByRole("heading").tap();
    await card.getByRole("group").waitFor({ state: "hidden" });
    await context.close();
  });

  async function entranceOf(page: Page, name: string) {
    const list = region(page, name);
    await list.scrollIntoViewIfNeeded();
    // The entrance starts from an IntersectionObserver callback, delivered with the next frames.
    await nextFrames(page);
    return {
      motion: await list.locator("[data-motion]").count(),
      animations: await itemsOf(list).evaluateAll((items) => items.map((item) => getComputedStyle(item).animationName)),
      delays: await itemsOf(list).evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay)),
    };
  }

  const steps = (count: number, ms: number) => Array.from({ length: count }, (_, index) => `${(index * ms) / 1000}s`);

  test("cards enter staggered 150 ms per capability and 100 ms per outcome and module as they scroll into view", async () => {
    const { page, context, problems } = await open({ viewport: { width: 390, height: 740 } });
    await eventually(async () => {
      const capabilities = await entranceOf(page, "Enterprise Capabilities");
      expect(capabilities.motion).toBe(1);
      expect(capabilities.animations.every((name) => name !== "none")).toBe(true);
      expect(capabilities.delays).toEqual(steps(9, 150));
    });
    await eventually(async () => expect((await entranceOf(page, "Business Outcomes You Can Expect")).delays).toEqual(steps(6, 100)));
    await eventually(async () => expect((await entranceOf(page, "Core Modules")).delays).toEqual(steps(12, 100)));
    expectNoProblems(problems);
    await context.close();
  });

  test("no entrance animation when the visitor prefers reduced motion", async () => {
    const { page, context } = await open({ viewport: { width: 390, height: 740 }, reducedMotion: "reduce" });
    for (const name of ["Enterprise Capabilities", "Business Outcomes You Can Expect", "Core Modules"]) {
      const entrance = await entranceOf(page, name);
      expect(entrance.motion).toBe(0);
      expect(new Set(entrance.animations)).toEqual(new Set(["none"]));
    }
    await context.close();
  });

  test("without JavaScript every card, feature bullet and the first integration are visible", async () => {
    const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(PATH));
    const capabilities = itemsOf(region(page, "Enterprise Capabilities"));
    for (let index = 0; index < 9; index += 1) await expect(capabilities.nth(index).isVisible()).resolves.toBe(true);
    const services = itemsOf(region(page, "Our Dynamics 365 Finance and Operations Services"));
    for (let index = 0; index < 8; index += 1) await expect(services.nth(index).getByRole("group").isVisible()).resolves.toBe(true);
    await eventually(async () => expect(await page.getByRole("tabpanel").textContent()).toContain(entries[0]?.subtitle));
    await context.close();
  });
});
