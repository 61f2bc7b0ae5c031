import { DESKTOP, PHONE, openPage, visit, useBrowser } from "./support/browser";

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
    await expect(page.locator(`[id="${panelId}"]`).isVisible()).resolves.toBe(false);

    await toggle.click();
    await expectAttribute(toggle, "aria-expanded", "true");
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel.isVisible()).resolves.toBe(true);
    const core = panel.getByRole("list", { name: "Core Services" }).getByRole("link");
    expect(await core.allTextContents()).toEqual([
      "SAP Implementation",
      "Microsoft Dynamics",
      "Dynamics 365 Finance and Operations",
      "SAP BTP",
    ]);
    expect(await core.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/sap-implementation",
      "/microsoft-dynamics",
      "/dynamics-365-finance-operations",
      "/sap-btp",
    ]);
    const support = panel.getByRole("list", { name: "Support Services" }).getByRole("link");
    expect(await support.allTextContents()).toEqual(["Staff Augmentation", "Software Development and Testing"]);
    await expect(panel.getByRole("link", { name: "View All Services" }).getAttribute("href")).resolves.toBe("/services");

    await page.keyboard.press("Escape");
    await expectAttribute(toggle, "aria-expanded", "false");
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press("Enter");
    await expectAttribute(toggle, "aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("SAP Implementation");

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
    await expect(cta.getAttribute("href")).resolves.toBe("https://calendly.com/offshore-erp-consulting/30min");
    await expect(cta.getAttribute("target")).resolves.toBe("_blank");
    await expect(cta.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    await expect(page.getByRole("link", { name: "Offshore ERP Consulting, home" }).getAttribute("href")).resolves.toBe("/");
    const header = page.locator("header").first();
    await expect(header.evaluate((element) => getComputedStyle(element).position)).resolves.toBe("sticky");
    await context.close();
  });
});

describe("mobile navigation sheet", () => {
  test("opens as a modal dialog titled Navigation, traps focus, closes with Escape and returns focus", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: PHONE });
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    const trigger = page.getByRole("button", { name: "Open navigation menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Navigation" });
    await dialog.waitFor({ state: "visible" });
    await expectAttribute(trigger, "aria-expanded", "true");
    await expect(dialog.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);

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
    await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
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
    await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

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
    await expect(footer.getByRole("link", { name: "+1 (555) 010-0100" }).getAttribute("href")).resolves.toBe("tel:+15550100100");
    await expect(footer.getByRole("link", { name: "hello@example.com" }).getAttribute("href")).resolves.toBe("mailto:hello@example.com");
    await expect(footer.textContent()).resolves.toContain("Monday-Friday 8 AM-6 PM EST");
    await expect(footer.textContent()).resolves.toContain("Hyderabad");
    for (const column of ["Services", "Resources", "Company"]) {
      await expect(footer.getByRole("navigation", { name: column }).count()).resolves.toBe(1);
    }
    for (const label of ["Privacy Policy", "Terms of Service", "Support"]) {
      await expect(footer.getByRole("link", { name: label }).getAttribute("href")).resolves.toBe("/contact");
    }
    await expect(footer.getByRole("link", { name: /Careers/ }).count()).resolves.toBe(0);
    await expect(footer.getByText("Careers").getAttribute("aria-disabled")).resolves.toBe("true");
    for (const [name, href] of [
      ["Offshore ERP Consulting on X", "https://x.com/example"],
      ["Offshore ERP Consulting on LinkedIn", "https://www.linkedin.com/company/example"],
    ] as const) {
      const link = footer.getByRole("link", { name });
      await expect(link.getAttribute("href")).resolves.toBe(href);
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    }
    await expect(footer.textContent()).resolves.toContain("© 2025 Offshore ERP Consulting");
    await context.close();
  });
});

async function expectAttribute(locator: { getAttribute: (name: string) => Promise<string | null> }, name: string, value: string) {
  await expect(locator.getAttribute(name)).resolves.toBe(value);
}
