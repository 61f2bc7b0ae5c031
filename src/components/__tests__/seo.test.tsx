import { siteDataQueryResult } from "../../../jest/fixtures/site-data";
import { renderHead } from "../../../jest/render-with-site";
import { FEED_FILES } from "../../../gatsby/feeds/feed-files";
import { Seo } from "../seo";

const site = siteDataQueryResult().siteJson;

function head(ui: JSX.Element) {
  const container = renderHead(ui);
  const meta = (selector: string) => container.querySelector(selector)?.getAttribute("content");
  return { container, meta };
}

test("title, description, keywords, canonical and robots come from the page, absolute against the site URL", () => {
  const { container, meta } = head(
    <Seo title="Cost Analysis" description="What offshore delivery costs." keywords={["cost", "india"]} path="/cost-analysis" />,
  );
  expect(container.querySelector("title")?.textContent).toBe(site.titleTemplate.replace("%s", "Cost Analysis"));
  expect(meta('meta[name="description"]')).toBe("What offshore delivery costs.");
  expect(meta('meta[name="keywords"]')).toBe("cost, india");
  expect(meta('meta[name="robots"]')).toBe("index,follow");
  expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.example.com/cost-analysis");
  expect(meta('meta[property="og:url"]')).toBe("https://www.example.com/cost-analysis");
  expect(meta('meta[property="og:type"]')).toBe("website");
  expect(meta('meta[property="og:site_name"]')).toBe(site.name);
  expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
});

test("a title that already names the site is used as it is", () => {
  const { container } = head(<Seo title={`About ${site.name}`} path="/about" />);
  expect(container.querySelector("title")?.textContent).toBe(`About ${site.name}`);
});

test("without a page image the default social image is used, absolute and with its size", () => {
  const { meta } = head(<Seo title="Home" path="/" />);
  expect(meta('meta[property="og:image"]')).toBe("https://www.example.com/static/og-default.jpg");
  expect(meta('meta[property="og:image:width"]')).toBe("1200");
  expect(meta('meta[property="og:image:height"]')).toBe("630");
  expect(meta('meta[name="description"]')).toBe(site.description);
});

test("a flagged page is noindex,nofollow; a page without an address has no canonical", () => {
  const { container, meta } = head(<Seo title="Not found" noIndex />);
  expect(meta('meta[name="robots"]')).toBe("noindex,nofollow");
  expect(container.querySelector('link[rel="canonical"]')).toBeNull();
});

test("the page's JSON-LD, built at build time, goes into one script element as it is", () => {
  const jsonLd = JSON.stringify({ "@context": "https://schema.org", "@graph": [{ "@type": "WebPage", name: "a \\u003c/script> b" }] });
  const { container } = head(<Seo title="SAP BTP" path="/sap-btp" jsonLd={jsonLd} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.innerHTML).toBe(jsonLd);
});

test("a page without JSON-LD has no script element for it", () => {
  const { container } = head(<Seo title="Not found" noIndex />);
  expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
});

test("every page states the site's language and links each of the articles' feeds by its format, named by the feed's title", () => {
  const { container } = head(<Seo title="Home" path="/" />);
  expect(container.documentElement.getAttribute("lang")).toBe(site.language);
  const feeds = [...container.querySelectorAll('link[rel="alternate"]')].map((link) => ({
    type: link.getAttribute("type"),
    href: link.getAttribute("href"),
    title: link.getAttribute("title"),
  }));
  expect(feeds).toEqual(FEED_FILES.map((feed) => ({ type: feed.type, href: feed.path, title: `${site.feed.title} (${feed.name})` })));
});
