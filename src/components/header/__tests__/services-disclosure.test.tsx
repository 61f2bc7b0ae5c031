import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { preventLinkNavigation, renderWithSite } from "../../../../jest/render-with-site";
import { HEADER_FIXTURE as header } from "../../../../jest/fixtures/header";
import { ServicesDisclosure } from "../services-disclosure";

let allowNavigation: () => void;
beforeEach(() => {
  allowNavigation = preventLinkNavigation();
});
afterEach(() => allowNavigation());

function setup(pathname = "/") {
  const view = renderWithSite(<ServicesDisclosure header={header} pathname={pathname} />);
  return { ...view, toggle: screen.getByRole("button", { name: header.servicesLabel }) };
}

test("starts collapsed with the panel hidden and wired by aria-controls", () => {
  const { toggle } = setup();
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  expect(panel).not.toBeNull();
  expect(panel).not.toBeVisible();
});

test("a click opens it, showing every group of links and the view-all link; another click closes it", async () => {
  const { toggle } = setup();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  for (const group of header.serviceGroups) {
    const links = Array.from(screen.getByRole("list", { name: group.title }).querySelectorAll("a"));
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(group.links.map((link) => [link.label, link.to]));
  }
  expect(screen.getByRole("link", { name: header.viewAllLink.label })).toHaveAttribute("href", header.viewAllLink.to);
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("Escape closes it and puts focus back on the button", async () => {
  const { toggle } = setup();
  await userEvent.click(toggle);
  await userEvent.tab();
  expect(screen.getByRole("link", { name: "Alpha service" })).toHaveFocus();
  await userEvent.keyboard("{Escape}");
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(toggle).toHaveFocus();
});

test("a press outside or a link activation closes it", async () => {
  const { toggle } = setup();
  await userEvent.click(toggle);
  fireEvent.pointerDown(document.body);
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await userEvent.click(toggle);
  await userEvent.click(screen.getByRole("link", { name: "Gamma service" }));
  expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("a route change closes it", async () => {
  const { toggle, rerender } = setup("/");
  await userEvent.click(toggle);
  rerender(<ServicesDisclosure header={header} pathname="/gamma" />);
  expect(screen.getByRole("button", { name: header.servicesLabel })).toHaveAttribute("aria-expanded", "false");
});

test("a page linked twice in one group (an editor's menu may do so) is listed twice, with no warning about keys", async () => {
  const twice = { ...header, serviceGroups: [{ title: "Twice", links: [header.serviceGroups[0]!.links[0]!, header.serviceGroups[0]!.links[0]!] }] };
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  renderWithSite(<ServicesDisclosure header={twice} pathname="/" />);
  await userEvent.click(screen.getByRole("button", { name: header.servicesLabel }));
  const links = Array.from(screen.getByRole("list", { name: "Twice" }).querySelectorAll("a"));
  expect(links.map((link) => link.getAttribute("href"))).toEqual([twice.serviceGroups[0]!.links[0]!.to, twice.serviceGroups[0]!.links[0]!.to]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
