/** @jest-environment node */
import { listingsOf } from "../create-pages";

const posts = (...categories: string[]) => ({ nodes: categories.map((category, index) => ({ id: `post-${index}`, category })) });

test("a page whose list is paged: its own address is page 1, the rest numbered, and each category its own listing, paged alike", () => {
  const data = {
    allPageJson: { nodes: [{ id: "blog", sections: [{ type: "hero" }, { type: "blogList", pageSize: 2 }] }] },
    allBlogPostJson: posts("SAP BTP", "Testing", "SAP BTP", "SAP BTP", "Testing"),
    allCaseStudyJson: { nodes: [] },
  };
  const { own, more, categories } = listingsOf({ id: "blog", path: "/blog" }, data);
  expect(own).toMatchObject({ path: "/blog", skip: 0, limit: 2, position: { page: 1, paths: ["/blog", "/blog/2", "/blog/3"] } });
  expect(more.map(({ path, skip }) => [path, skip])).toEqual([
    ["/blog/2", 2],
    ["/blog/3", 4],
  ]);
  expect(categories.map(({ path, position }) => [path, position.category, position.page])).toEqual([
    ["/blog/category/sap-btp", "SAP BTP", 1],
    ["/blog/category/sap-btp/2", "SAP BTP", 2],
    ["/blog/category/testing", "Testing", 1],
  ]);
});

test("a page without a paged list makes no listing pages; one with two paged lists stops the build", () => {
  const data = {
    allPageJson: {
      nodes: [
        { id: "plain", sections: [{ type: "hero" }] },
        {
          id: "two",
          sections: [
            { type: "blogList", pageSize: 2 },
            { type: "caseStudyList", pageSize: 2 },
          ],
        },
      ],
    },
    allBlogPostJson: posts("SAP"),
    allCaseStudyJson: { nodes: [{ id: "study" }] },
  };
  expect(listingsOf({ id: "plain", path: "/plain" }, data)).toEqual({ more: [], categories: [] });
  expect(() => listingsOf({ id: "two", path: "/two" }, data)).toThrow(/the page \/two has 2 lists split into pages \(blogList, caseStudyList\)/);
});

test("each listing page carries the ids of the items it shows, in the list's order (newest first, a tie by file name), so its query reads only those", () => {
  const post = (id: string, datePublished: string, category: string) => ({ id, datePublished, category, parent: { name: id } });
  const data = {
    allPageJson: { nodes: [{ id: "blog", sections: [{ type: "blogList", pageSize: 2 }] }] },
    allBlogPostJson: {
      nodes: [post("c", "2024-01-01", "SAP"), post("b", "2024-03-01", "Testing"), post("a", "2024-01-01", "SAP"), post("d", "2024-02-01", "SAP")],
    },
    allCaseStudyJson: { nodes: [] },
  };
  const { own, more, categories } = listingsOf({ id: "blog", path: "/blog" }, data);
  expect([own!, ...more].map(({ ids }) => ids)).toEqual([
    ["b", "d"],
    ["a", "c"],
  ]);
  expect(categories.map(({ path, ids }) => [path, ids])).toEqual([
    ["/blog/category/sap", ["d", "a"]],
    ["/blog/category/sap/2", ["c"]],
    ["/blog/category/testing", ["b"]],
  ]);
});

test("two spellings of one category stop the build naming each with the data file that uses it", () => {
  const post = (id: string, category: string) => ({ id, category, datePublished: "2024-01-01", parent: { name: id, relativePath: `blog/${id}.json` } });
  const data = {
    allPageJson: { nodes: [{ id: "blog", sections: [{ type: "blogList", pageSize: 2 }] }] },
    allBlogPostJson: { nodes: [post("dotnet-testing", "C# & .NET"), post("dotnet-services", "C .NET")] },
    allCaseStudyJson: { nodes: [] },
  };
  expect(() => listingsOf({ id: "blog", path: "/blog" }, data)).toThrow(
    'the categories "C .NET" (data/blog/dotnet-services.json) and "C# & .NET" (data/blog/dotnet-testing.json) make one address (c-net): write the field "category" the same way in both',
  );
});
