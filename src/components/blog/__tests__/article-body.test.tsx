import { screen } from "@testing-library/react";
import roadmap from "../../../../data/blog/sap-s4hana-migration-roadmap.json";
import contracts from "../../../../data/blog/contract-vs-contract-to-hire-vs-permanent.json";
import { renderWithSite } from "../../../../jest/render-with-site";
import { ArticleBody } from "../article-body";
import { PostMeta } from "../post-meta";

type PostJson = typeof roadmap | typeof contracts;

/** What the ArticleBodyFields fragment returns for a data file (GraphQL gives null for a missing list). */
function bodyOf(post: PostJson): Queries.ArticleBodyFieldsFragment {
  return {
    intro: post.intro,
    sections: post.sections.map((section) => ({ heading: section.heading, paragraphs: section.paragraphs, bullets: ("bullets" in section && section.bullets) || null })),
  };
}

test.each([roadmap, contracts])("$slug: every intro paragraph, section heading, paragraph and bullet appears in order", (post) => {
  const { container } = renderWithSite(<ArticleBody post={bodyOf(post)} />);
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
    post.sections.map((section) => section.heading),
  );
  const paragraphs = Array.from(container.querySelectorAll("p"), (paragraph) => paragraph.textContent);
  expect(paragraphs).toEqual([...post.intro, ...post.sections.flatMap((section) => section.paragraphs)]);
  const bullets = Array.from(container.querySelectorAll("li"), (item) => item.textContent);
  expect(bullets).toEqual(post.sections.flatMap((section) => ("bullets" in section ? section.bullets : [])));
  expect(bullets.length).toBeGreaterThan(0);
});

test("the meta line gives the machine-readable date and names the author", () => {
  const { container } = renderWithSite(
    <PostMeta date={roadmap.date} datePublished={roadmap.datePublished} readTime={roadmap.readTime} author={{ label: "By", name: roadmap.author }} />,
  );
  expect(container.querySelector("time")).toHaveAttribute("dateTime", "2025-01-25");
  expect(container).toHaveTextContent(`January 25, 2025${roadmap.readTime}By ${roadmap.author}`);
});
