import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../../jest/render-with-site";
import { ContactDetails } from "../contact-details";
import { ScheduleCard, SupportCard } from "../support-and-scheduling";
import { siteFile as site } from "../../../../jest/fixtures/data-files";

/**
 * The cards' texts are the test's own (a fullEnquiryForm section's `details`, `support` and
 * `schedule`); the phone numbers, e-mail, address, hours and scheduler come from data/site.json, as
 * on the site.
 */
const page = {
  details: {
    title: "Fixture contact details",
    phoneLabel: "Call",
    emailLabel: "Write",
    addressLabel: "Visit",
    hoursLabel: "Open",
    responseLabel: "Answer",
    responseTime: "Within a fixture day",
  },
  support: { title: "Fixture support", text: "Help at any hour for existing clients.", hotlineLabel: "Hotline" },
  schedule: { title: "Fixture meeting", text: "Book a free call.", buttonLabel: "Book the fixture call" },
};

/** The tel: address of a display number: its digits and a leading +. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Pairs of a description list as [label, value]. */
function pairs(container: HTMLElement) {
  return Array.from(container.querySelectorAll("dl > div"), (row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]);
}

test("contact details: phone as tel:, e-mail as mailto:, the office address, hours and the 24-hour promise", () => {
  const { container } = renderWithSite(<ContactDetails texts={page.details} />);
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(page.details.title);
  expect(screen.getByRole("link", { name: site.contact.phone })).toHaveAttribute("href", telOf(site.contact.phone));
  expect(screen.getByRole("link", { name: site.contact.email })).toHaveAttribute("href", `mailto:${site.contact.email}`);
  const { address } = site.contact;
  expect(pairs(container)).toEqual([
    [page.details.phoneLabel, site.contact.phone],
    [page.details.emailLabel, site.contact.email],
    [page.details.addressLabel, `${address.streetAddress}${address.locality}, ${address.region} ${address.postalCode}${address.country}`],
    [page.details.hoursLabel, site.contact.hours],
    [page.details.responseLabel, page.details.responseTime],
  ]);
  expect(container.querySelector("address")).not.toBeNull();
});

test("the 24/7 support card calls the emergency hotline", () => {
  renderWithSite(<SupportCard texts={page.support} />);
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(page.support.title);
  expect(screen.getByRole("link", { name: site.contact.emergencyHotline })).toHaveAttribute("href", telOf(site.contact.emergencyHotline));
});

test("the scheduling card opens the scheduler in a new tab without an opener", () => {
  renderWithSite(<ScheduleCard texts={page.schedule} />);
  const card = screen.getByRole("heading", { level: 2 }).parentElement as HTMLElement;
  const link = within(card).getByRole("link", { name: new RegExp(`^${page.schedule.buttonLabel}`) });
  expect(link).toHaveAttribute("href", site.schedulerUrl);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
});
