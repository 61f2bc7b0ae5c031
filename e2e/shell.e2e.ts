import { DESKTOP, PHONE, openPage, visit, useBrowser } from "./support/browser";
import { eventually } from "./support/eventually";

jest.setTimeout(60_000);

const browser = useBrowser();

describe("desktop header", () => {
  test("the Services disclosure opens by click and keyboard, lists both groups and closes with Escape", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Services" });
    await expectAttribute(toggle, "aria-expanded", "false");
    const panelId = await toggle.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    await eventually(async () => expect(await page.locator(`[id="${panelId}"]`).isVisible()).toBe(false));

    await toggle.click();
    await expectAttribute(toggle, "aria-expanded", "true");
    const panel = page.locator(`[id="${panelId}"]`);
    await eventually(async () => expect(await panel.isVisible()).toBe(true));
    const core = panel.getByRole("list", { name: "Core Services" }).getByRole("link");
    expect(await core.allTextContents()).toEqual(["SAP Implementation", "Microsoft Dynamics", "Dynamics 365 Finance and Operations", "SAP BTP"]);
    expect(await core.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/sap-implementation",
      "/microsoft-dynamics",
      "/dynamics-365-finance-operations",
      "/sap-btp",
    ]);
    const support = panel.getByRole("list", { name: "Support Services" }).getByRole("link");
    expect(await support.allTextContents()).toEqual(["Staff Augmentation", "Software Development and Testing"]);
    await eventually(async () => expect(await panel.getByRole("link", { name: "View All Services" }).getAttribute("href")).toBe("/services"));

    await page.keyboard.press("Escape");
    await expectAttribute(toggle, "aria-expanded", "false");
    await eventually(async () => expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true));

    await page.keyboard.press("Enter");
    await expectAttribute(toggle, "aria-expanded", "true");
    await page.keyboard.press("Tab");
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("SAP Implementation"));

    await page.mouse.click(5, 600);
    await expectAttribute(toggle, "aria-expanded", "false");
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    await context.close();
  });

  test("header links, logo and Get Started point where docs/requirements.md says", async () => {
    const { page, context } = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("listitem").getByRole("link", { includeHidden: false });
    const visible = await links.evaluateAll((elements) =>
      elements.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => [e.textContent, e.getAttribute("href")]),
    );
    expect(visible).toEqual([
      ["About", "/#about"],
      ["Testimonials", "/testimonials"],
      ["Case Studies", "/case-studies"],
      ["Contact", "/contact"],
    ]);
    const cta = nav.getByRole("link", { name: /Get Started/ });
    await eventually(async () => expect(await cta.getAttribute("href")).toBe("https://calendly.com/offshore-erp-consulting/30min"));
    await eventually(async () => expect(await cta.getAttribute("target")).toBe("_blank"));
    await eventually(async () => expect(await cta.getAttribute("rel")).toBe("noopener noreferrer"));
    await eventually(async () => expect(await page.getByRole("link", { name: "Offshore ERP Consulting, home" }).getAttribute("href")).toBe("/"));
    const header = page.locator("header").first();
    await eventually(async () => expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("sticky"));
    await context.close();
  });
});

describe("mobile navigation sheet", () => {
  test("opens as a modal dialog titled Navigation, traps focus, closes with Escape and returns focus", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: PHONE });
    await visit(page, "/");
    await eventually(async () => expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false));
    const trigger = page.getByRole("button", { name: "Open navigation menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Navigation" });
    await dialog.waitFor({ state: "visible" });
    await expectAttribute(trigger, "aria-expanded", "true");
    await eventually(async () => expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true));

    // A modal sheet keeps focus inside however far the visitor tabs.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      const onPage = await page.evaluate(() => document.activeElement !== document.body);
      expect(inside || !onPage).toBe(true);
    }
    const box = await dialog.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(PHONE.width);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await eventually(async () => expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true));
    await expectAttribute(trigger, "aria-expanded", "false");
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    await context.close();
  });

  test("the close button closes it, and following a link closes it and navigates", async () => {
    const { page, context } = await openPage(browser(), { viewport: PHONE });
    await visit(page, "/");
    const trigger = page.getByRole("button", { name: "Open navigation menu" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Navigation" });
    await dialog.getByRole("button", { name: "Close navigation" }).click();
    await dialog.waitFor({ state: "hidden" });
    await eventually(async () => expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true));

    await trigger.click();
    await dialog.getByRole("link", { name: "Case Studies" }).click();
    await page.waitForURL(/\/case-studies$/);
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });
});

describe("footer", () => {
  test("has contact links, three link columns, social links in new tabs, a disabled Careers and the copyright", async () => {
    const { page, context } = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, "/");
    const footer = page.locator("footer");
    await eventually(async () => expect(await footer.getByRole("link", { name: "+1 (555) 010-0100" }).getAttribute("href")).toBe("tel:+15550100100"));
    await eventually(async () => expect(await footer.getByRole("link", { name: "hello@example.com" }).getAttribute("href")).toBe("mailto:hello@example.com"));
    await eventually(async () => expect(await footer.textContent()).toContain("Monday-Friday 8 AM-6 PM EST"));
    await eventually(async () => expect(await footer.textContent()).toContain("Hyderabad"));
    for (const column of ["Services", "Resources", "Company"]) {
      await eventually(async () => expect(await footer.getByRole("navigation", { name: column }).count()).toBe(1));
    }
    for (const label of ["Privacy Policy", "Terms of Service", "Support"]) {
      await eventually(async () => expect(await footer.getByRole("link", { name: label }).getAttribute("href")).toBe("/contact"));
    }
    await eventually(async () => expect(await footer.getByRole("link", { name: /Careers/ }).count()).toBe(0));
    await eventually(async () => expect(await footer.getByText("Careers").getAttribute("aria-disabled")).toBe("true"));
    for (const [name, href] of [
      ["Offshore ERP Consulting on X", "https://x.com/example"],
      ["Offshore ERP Consulting on LinkedIn", "https://www.linkedin.com/company/example"],
    ] as const) {
      const link = footer.getByRole("link", { name });
      await eventually(async () => expect(await link.getAttribute("href")).toBe(href));
      await eventually(async () => expect(await link.getAttribute("target")).toBe("_blank"));
      await eventually(async () => expect(await link.getAttribute("rel")).toBe("noopener noreferrer"));
    }
    await eventually(async () => expect(await footer.textContent()).toContain("© 2025 Offshore ERP Consulting"));
    await context.close();
  });
});

async function expectAttribute(locator: { getAttribute: (name: string) => Promise<string | null> }, name: string, value: string) {
  await eventually(async () => expect(await locator.getAttribute(name)).toBe(value));
}
