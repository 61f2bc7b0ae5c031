import { screen, within } from "@testing-library/react";
import page from "../../../../data/pages/blog.json";
import roadmap from "../../../../data/blog/sap-s4hana-migration-roadmap.json";
import timeZones from "../../../../data/blog/offshore-collaboration-across-time-zones.json";
import { renderWithSite } from "../../../../jest/render-with-site";
import { BlogPostCard } from "../blog-post-card";

const READ_MORE = page.list.readMoreLabel;

test.each([roadmap, timeZones])("the card of $slug shows category, date, read time, title, excerpt and Read More to its page", (post) => {
  renderWithSite(
    <ul>
      <BlogPostCard post={{ ...post, image: { childImageSharp: null } }} readMoreLabel={READ_MORE} />
    </ul>,
  );
  const card = screen.getByRole("listitem");
  expect(within(card).getByText(post.category)).toBeInTheDocument();
  const time = card.querySelector("time");
  expect(time).toHaveTextContent(post.date);
  expect(time).toHaveAttribute("dateTime", post.datePublished);
  expect(within(card).getByText(post.readTime)).toBeInTheDocument();
  expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(post.title);
  expect(within(card).getByText(post.excerpt)).toBeInTheDocument();
  // The hidden title makes ten "Read More" links distinguishable for screen reader users.
  const link = within(card).getByRole("link", { name: new RegExp(`^${READ_MORE}`) });
  expect(link.textContent).toBe(`${READ_MORE}: ${post.title}`);
  expect(link).toHaveAttribute("href", `/blog/${post.slug}`);
});
