import { render, screen } from "@testing-library/react";
import { siteDataQueryResult } from "../../../jest/fixtures/site-data";
import { renderWithSite } from "../../../jest/render-with-site";
import { PageWrapper, RootWrapper } from "../app-wrappers";

test("RootWrapper renders only providers, no element of its own: Gatsby applies it to Head too", () => {
  const { container } = render(
    <RootWrapper>
      <title>Page title</title>
    </RootWrapper>,
  );
  expect(container.innerHTML).toBe("<title>Page title</title>");
});

test("PageWrapper puts the page in the site's shell, its menu of pages named as the data names it, and marks every link to it, and no other, as the current page", () => {
  // A link to a part of a page (`/#about`) does not mark the page current. The header always links
  // whole pages from its service groups and "view all", whatever its top links are.
  const { header } = siteDataQueryResult().siteJson;
  const headerLinks = [...header.links, ...header.serviceGroups.flatMap((group) => group.links), header.viewAllLink];
  const link = headerLinks.find((candidate) => !candidate.to.includes("#"));
  if (!link) throw new Error("data/site.json has no header link to a whole page");
  renderWithSite(
    <PageWrapper pathname={link.to}>
      <p>the page</p>
    </PageWrapper>,
  );
  expect(screen.getByRole("main")).toHaveTextContent("the page");
  // Hidden too: jsdom applies no media query, so the wide screen's navigation counts as hidden.
  // Every link to the page (an editor may link it from the header, a menu group and the footer), and no other.
  // jsdom names no hidden element, so the wide screen's navigation is found by its label itself.
  expect(screen.getAllByRole("navigation", { hidden: true }).map((nav) => nav.getAttribute("aria-label"))).toContain(header.navLabel);
  const links = screen.getAllByRole("link", { hidden: true });
  const toPage = links.filter((element) => element.getAttribute("href") === link.to);
  expect(toPage).not.toEqual([]);
  expect(links.filter((element) => element.getAttribute("aria-current") === "page")).toEqual(toPage);
});
