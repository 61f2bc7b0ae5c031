import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { preventLinkNavigation, renderWithSite } from "../../../../jest/render-with-site";
import { siteDataQueryResult } from "../../../../jest/fixtures/site-data";
import { HEADER_FIXTURE as header } from "../../../../jest/fixtures/header";
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
// The site's data with a menu of the test's own (the sheet takes it as a prop).
const site = { ...siteJson, siteUrl: meta.siteMetadata.siteUrl, header } as unknown as SiteData;

let allowNavigation: () => void;
beforeEach(() => {
  allowNavigation = preventLinkNavigation();
});
afterEach(() => allowNavigation());

function setup(pathname = "/") {
  const view = renderWithSite(<MobileNavSheet site={site} pathname={pathname} />);
  const trigger = screen.getByRole("button", { name: header.menuButtonLabel });
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  return { ...view, trigger, dialog };
}

test("the trigger announces a dialog and opens the sheet titled by the header's sheetTitle", async () => {
  const { trigger, dialog } = setup();
  expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  expect(trigger).toHaveAttribute("aria-expanded", "false");
  expect(dialog.open).toBe(false);
  await userEvent.click(trigger);
  expect(dialog.open).toBe(true);
  expect(trigger).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("dialog", { name: header.sheetTitle })).toBe(dialog);
});

test("it lists every header destination and the scheduler in a new tab", async () => {
  const { trigger } = setup();
  await userEvent.click(trigger);
  const dialog = screen.getByRole("dialog", { name: header.sheetTitle });
  const hrefs = Array.from(dialog.querySelectorAll("a")).map((link) => link.getAttribute("href"));
  // Each group's links, the view-all link, the other links, then the scheduler.
  expect(hrefs).toEqual(["/alpha", "/beta", "/gamma", "/all-services", "/#about-us", "/stories", site.schedulerUrl]);
  expect(screen.getByRole("link", { name: /^Book a fixture call/ })).toHaveAttribute("target", "_blank");
});

test("Escape (the dialog's cancel event) and the close button close it and return focus", async () => {
  const { trigger, dialog } = setup();
  await userEvent.click(trigger);
  fireEvent(dialog, new Event("cancel", { cancelable: true }));
  expect(dialog.open).toBe(false);
  expect(trigger).toHaveFocus();

  await userEvent.click(trigger);
  await userEvent.click(screen.getByRole("button", { name: header.closeLabel }));
  expect(dialog.open).toBe(false);
  expect(trigger).toHaveFocus();
});

test("following a link or changing route closes it", async () => {
  const { trigger, dialog, rerender } = setup("/");
  await userEvent.click(trigger);
  await userEvent.click(screen.getByRole("link", { name: "Stories" }));
  expect(dialog.open).toBe(false);

  await userEvent.click(trigger);
  rerender(<MobileNavSheet site={site} pathname="/contact" />);
  expect(dialog.open).toBe(false);
  expect(trigger).toHaveAttribute("aria-expanded", "false");
});
