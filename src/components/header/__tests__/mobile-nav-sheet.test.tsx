import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { preventLinkNavigation, renderWithSite } from "../../../../jest/render-with-site";
import { siteDataQueryResult } from "../../../../jest/fixtures/site-data";
import { MobileNavSheet } from "../mobile-nav-sheet";
import type { SiteData } from "../../../lib/use-site-data";

// jsdom has <dialog> but not its modal methods; these mirror what the browser does to `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

const { site: meta, siteJson } = siteDataQueryResult();
const site = { ...siteJson, siteUrl: meta.siteMetadata.siteUrl } as unknown as SiteData;

let allowNavigation: () => void;
beforeEach(() => {
  allowNavigation = preventLinkNavigation();
});
afterEach(() => allowNavigation());

function setup(pathname = "/") {
  const view = renderWithSite(<MobileNavSheet site={site} pathname={pathname} />);
  const trigger = screen.getByRole("button", { name: "Open navigation menu" });
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  return { ...view, trigger, dialog };
}

test("the trigger announces a dialog and opens the sheet titled Navigation", async () => {
  const { trigger, dialog } = setup();
  expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  expect(trigger).toHaveAttribute("aria-expanded", "false");
  expect(dialog.open).toBe(false);
  await userEvent.click(trigger);
  expect(dialog.open).toBe(true);
  expect(trigger).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("dialog", { name: "Navigation" })).toBe(dialog);
});

test("it lists every header destination and the scheduler in a new tab", async () => {
  const { trigger } = setup();
  await userEvent.click(trigger);
  const dialog = screen.getByRole("dialog", { name: "Navigation" });
  const hrefs = Array.from(dialog.querySelectorAll("a")).map((link) => link.getAttribute("href"));
  expect(hrefs).toEqual([
    "/sap-implementation",
    "/microsoft-dynamics",
    "/dynamics-365-finance-operations",
    "/sap-btp",
    "/staff-augmentation",
    "/software-testing",
    "/services",
    "/#about",
    "/testimonials",
    "/case-studies",
    "/contact",
    site.schedulerUrl,
  ]);
  expect(screen.getByRole("link", { name: /Get Started/ })).toHaveAttribute("target", "_blank");
});

test("Escape (the dialog's cancel event) and the close button close it and return focus", async () => {
  const { trigger, dialog } = setup();
  await userEvent.click(trigger);
  fireEvent(dialog, new Event("cancel", { cancelable: true }));
  expect(dialog.open).toBe(false);
  expect(trigger).toHaveFocus();

  await userEvent.click(trigger);
  await userEvent.click(screen.getByRole("button", { name: "Close navigation" }));
  expect(dialog.open).toBe(false);
  expect(trigger).toHaveFocus();
});

test("following a link or changing route closes it", async () => {
  const { trigger, dialog, rerender } = setup("/");
  await userEvent.click(trigger);
  await userEvent.click(screen.getByRole("link", { name: "Testimonials" }));
  expect(dialog.open).toBe(false);

  await userEvent.click(trigger);
  rerender(<MobileNavSheet site={site} pathname="/contact" />);
  expect(dialog.open).toBe(false);
  expect(trigger).toHaveAttribute("aria-expanded", "false");
});
