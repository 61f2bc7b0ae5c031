import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../../jest/render-with-site";
import { BlogPostCard } from "../blog-post-card";

/** Fixture content, shaped like the BlogPostCardFields fragment answers (date and read time derived at build time). */
const POST: Queries.BlogPostCardFieldsFragment = {
  path: "/blog/a-fixture-post",
  title: "A Fixture Post",
  excerpt: "What the fixture post is about.",
  category: "SAP BTP",
  categoryPath: "/blog/category/sap-btp",
  date: "July 4, 2031",
  datePublished: "2031-07-04",
  readTime: "3 min read",
  imageAlt: "A fixture image",
  image: { childImageSharp: null },
};
const READ_MORE = "Read on";

test("the card shows category (a link to its listing), date, read time, title, excerpt and a Read More link to the post's path", () => {
  renderWithSite(
    <ul>
      <BlogPostCard post={POST} readMoreLabel={READ_MORE} />
    </ul>,
  );
  const card = screen.getByRole("listitem");
  expect(within(card).getByRole("link", { name: POST.category })).toHaveAttribute("href", POST.categoryPath);
  const time = card.querySelector("time");
  expect(time).toHaveTextContent(POST.date);
  expect(time).toHaveAttribute("dateTime", POST.datePublished);
  expect(within(card).getByText(POST.readTime)).toBeInTheDocument();
  expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(POST.title);
  expect(within(card).getByText(POST.excerpt)).toBeInTheDocument();
  // The hidden title makes the "Read More" links distinguishable for screen reader users.
  const link = within(card).getByRole("link", { name: new RegExp(`^${READ_MORE}`) });
  expect(link.textContent).toBe(`${READ_MORE}: ${POST.title}`);
  expect(link).toHaveAttribute("href", POST.path);
});
