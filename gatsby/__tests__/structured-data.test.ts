import {
  articleEntities,
  breadcrumbList,
  caseStudyEntities,
  contactPage,
  pageEntities,
  service,
  toJsonLdScript,
  type NodeReader,
} from "../content/structured-data";
import { siteFile as site } from "../../jest/fixtures/data-files";

const identity = { ...site, siteUrl: "https://www.example.com" };

test("the script text is one JSON-LD graph, and no text field can close its script element", () => {
  const text = toJsonLdScript(service(identity, { name: "SAP BTP </script>", description: "d", path: "/sap-btp", serviceType: "SAP BTP" }));
  expect(text).not.toContain("</script>");
  const json = JSON.parse(text) as { "@context": string; "@graph": Array<Record<string, unknown>> };
  expect(json["@context"]).toBe("https://schema.org");
  expect(json["@graph"]).toHaveLength(1);
  expect(json["@graph"][0]).toMatchObject({ "@type": "Service", url: "https://www.example.com/sap-btp", name: "SAP BTP </script>" });
});

test("ContactPage names the organisation with its office line and round-the-clock hotline", () => {
  const entity = contactPage(identity, { name: "Contact", description: "d", path: "/contact" });
  expect(entity["@type"]).toBe("ContactPage");
  expect(entity.url).toBe("https://www.example.com/contact");
  const organization = entity.mainEntity as { "@type": string; telephone: string; contactPoint: Array<Record<string, unknown>> };
  expect(organization["@type"]).toBe("Organization");
  expect(organization.contactPoint.map((point) => point.telephone)).toEqual([site.contact.phone, site.contact.emergencyHotline]);
});

test("a BreadcrumbList lists its crumbs in order, numbered from 1, with absolute URLs", () => {
  const crumbs = breadcrumbList(identity, [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
  ]);
  expect(crumbs.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
    { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.example.com/blog" },
  ]);
});

/** A node's fields as GraphQL would answer them: the node's own, then the derived ones given here. */
function readerOf(node: Record<string, unknown>, derived: Record<string, unknown>): NodeReader {
  return { field: <T>(name: string) => Promise.resolve((derived[name] ?? node[name]) as T), imageUrl: () => Promise.resolve("/static/image.png") };
}
const seo = { description: "What the page is about." };
const crumbs = [
  { label: "Home", to: "/" },
  { label: "This page", to: "/this-page" },
];

test.each([
  [undefined, "WebPage"],
  ["webPage", "WebPage"],
  ["contactPage", "ContactPage"],
  ["organization", "Organization"],
  ["service", "Service"],
])("a page whose structuredData is %s is a %s, followed by its breadcrumbs when its file writes one", async (structuredData, type) => {
  const page = { seo, structuredData, serviceName: "A service", serviceType: "A service type" };
  const withCrumbs = await pageEntities(page, identity, readerOf(page, { title: "Title", path: "/this-page", breadcrumbs: crumbs }));
  expect(withCrumbs.map((entity) => entity["@type"])).toEqual([type, "BreadcrumbList"]);
  const withoutCrumbs = await pageEntities(page, identity, readerOf(page, { title: "Title", path: "/this-page", breadcrumbs: null }));
  expect(withoutCrumbs.map((entity) => entity["@type"])).toEqual([type]);
  if (type === "Service") expect(withCrumbs[0]).toMatchObject({ name: "A service", serviceType: "A service type", provider: { name: site.name } });
  else if (type !== "Organization")
    expect(withCrumbs[0]).toMatchObject({ name: "Title", description: seo.description, url: "https://www.example.com/this-page" });
});

test("a case study is a dated WebPage and a post a dated Article, each with its breadcrumbs; dateModified only when the file sets one", async () => {
  const study = { seo, title: "A study", datePublished: "2025-01-02" };
  const [page, studyCrumbs] = await caseStudyEntities(study, identity, readerOf(study, { path: "/case-studies/a", breadcrumbs: crumbs }));
  expect(page).toMatchObject({ "@type": "WebPage", name: "A study", datePublished: "2025-01-02" });
  expect(page).not.toHaveProperty("dateModified");
  expect(studyCrumbs!["@type"]).toBe("BreadcrumbList");
  const post = { seo, title: "A post", datePublished: "2025-01-02", dateModified: "2025-02-03", author: "An author" };
  const [article, postCrumbs] = await articleEntities(post, identity, readerOf(post, { path: "/blog/a", breadcrumbs: crumbs }));
  expect(article).toMatchObject({ "@type": "Article", headline: "A post", datePublished: "2025-01-02", dateModified: "2025-02-03" });
  expect(postCrumbs!["@type"]).toBe("BreadcrumbList");
});
