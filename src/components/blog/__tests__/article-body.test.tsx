import { screen } from "@testing-library/react";
import { renderWithSite } from "../../../../jest/render-with-site";
import { ArticleBody } from "../article-body";
import { PostMeta } from "../post-meta";

/** Fixture content: the component shows the HTML the build made (gatsby/markdown), as it is. */
const BODY_HTML = '<p>Lead paragraph.</p>\n<h2 id="a-part"><a href="#a-part" class="heading-anchor">A part</a></h2>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>';

test("the article shows the built HTML: paragraphs, linked subheadings and lists, in order", () => {
  const { container } = renderWithSite(<ArticleBody post={{ bodyHtml: BODY_HTML }} />);
  expect(screen.getByRole("heading", { level: 2, name: "A part" })).toHaveAttribute("id", "a-part");
  expect(screen.getByRole("link", { name: "A part" })).toHaveAttribute("href", "#a-part");
  expect(Array.from(container.querySelectorAll("p, li"), (element) => element.textContent)).toEqual(["Lead paragraph.", "One", "Two"]);
});

test("the meta line gives the machine-readable date and names the author", () => {
  const { container } = renderWithSite(
    <PostMeta date="July 4, 2031" datePublished="2031-07-04" readTime="3 min read" author={{ label: "By", name: "A. Writer" }} />,
  );
  expect(container.querySelector("time")).toHaveAttribute("dateTime", "2031-07-04");
  expect(container).toHaveTextContent("July 4, 2031" + "3 min read" + "By A. Writer");
});
