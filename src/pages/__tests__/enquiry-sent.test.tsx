import type { HeadProps, PageProps } from "gatsby";
import { screen } from "@testing-library/react";
import { renderHead, renderWithSite } from "../../../jest/render-with-site";
import { routeOfPageReference, withLinkTargets } from "../../../gatsby/routes/page-references";
import { ENQUIRY_SENT_PATH } from "../../forms/form-post";
import EnquirySentPage, { Head } from "../enquiry-sent";
import { enquirySentFile as content } from "../../../jest/fixtures/data-files";

/** What the page query answers: data/enquiry-sent.json with each link's address (seo's image fields as a file without one gives them). */
const data = {
  enquirySentPageJson: withLinkTargets({ ...content, seo: { ...content.seo, image: null, imageAlt: null } }),
} as unknown as Queries.EnquirySentPageQuery;

test("the page's file makes the address the endpoint leads a delivered enquiry to", () => {
  // src/pages/<name>.tsx is served at /<name>; the endpoint's 303 may add the trailing slash.
  expect(ENQUIRY_SENT_PATH.replace(/\/$/, "")).toBe("/enquiry-sent");
});

test("the page says the enquiry arrived, in the words of its data file, and leads on to each page the file names", () => {
  renderWithSite(<EnquirySentPage {...({ data } as PageProps<Queries.EnquirySentPageQuery>)} />);
  expect(screen.getByRole("heading", { level: 1, name: content.heading })).toBeInTheDocument();
  expect(screen.getByText(content.message, { exact: true })).toBeInTheDocument();
  expect(content.links.length).toBeGreaterThan(0);
  for (const link of content.links) {
    const route = routeOfPageReference(link.page);
    expect(route).toBeDefined();
    expect(screen.getByRole("link", { name: link.label })).toHaveAttribute("href", route);
  }
});

test("the page is never indexed, whatever its data says", () => {
  const unflagged = { enquirySentPageJson: { ...data.enquirySentPageJson!, seo: { ...data.enquirySentPageJson!.seo, noIndex: false } } };
  const container = renderHead(<Head {...({ data: unflagged } as HeadProps<Queries.EnquirySentPageQuery>)} />);
  expect(container.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/\bnoindex\b/);
  expect(container.querySelector("title")?.textContent).toContain(content.seo.title);
});
