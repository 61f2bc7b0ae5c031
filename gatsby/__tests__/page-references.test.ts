import { PAGE_ROUTES } from "../routes/routes";
import { routeOfPageReference, withLinkTargets } from "../routes/page-references";

test("a page reference leads to the route its data file gets, anchor kept", () => {
  expect(routeOfPageReference("services/sap-btp")).toBe(PAGE_ROUTES.PageJson("sap-btp"));
  expect(routeOfPageReference("pages/index")).toBe(PAGE_ROUTES.PageJson("index"));
  expect(routeOfPageReference("pages/index#about")).toBe(`${PAGE_ROUTES.PageJson("index")}#about`);
  expect(routeOfPageReference("case-studies/retail-erp")).toBe(PAGE_ROUTES.CaseStudyJson("retail-erp"));
  expect(routeOfPageReference("blog/a-post")).toBe(PAGE_ROUTES.BlogPostJson("a-post"));
});

test("files that make no page, and malformed references, lead nowhere", () => {
  expect(["site", "forms", "testimonials", "schemas/common", "pages/Bad_Name", "/services/sap-btp", "services/"].map(routeOfPageReference)).toEqual(
    Array(7).fill(undefined),
  );
});

test("withLinkTargets gives every page reference its address, at any depth, and keeps written addresses", () => {
  const data = {
    menu: [
      { label: "A", page: "pages/contact" },
      { label: "B", to: "/#about" },
    ],
    nested: { more: { label: "C", page: "services/x" } },
  };
  expect(withLinkTargets(data)).toEqual({
    menu: [
      { label: "A", page: "pages/contact", to: PAGE_ROUTES.PageJson("contact") },
      { label: "B", to: "/#about" },
    ],
    nested: { more: { label: "C", page: "services/x", to: PAGE_ROUTES.PageJson("x") } },
  });
});
