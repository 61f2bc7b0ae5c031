/** @jest-environment node */
import { redirectStub, robotsTxt } from "../post-build";

test("robots.txt allows crawling and names the absolute sitemap", () => {
  expect(robotsTxt("https://www.example.com")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap-index.xml\n");
});

test("the moved-page stub is noindex, canonical to the target, replaces itself and escapes its texts", () => {
  const html = redirectStub("https://www.example.com", "/software-testing", {
    title: "Page moved",
    message: "Moved to <Testing> & QA",
    linkLabel: "Go",
  });
  expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
  expect(html).toContain('<link rel="canonical" href="https://www.example.com/software-testing">');
  expect(html).toContain('data-moved-to="/software-testing"');
  expect(html).toContain('<script src="/moved.js"></script>');
  expect(html).toContain("Moved to &lt;Testing&gt; &amp; QA");
});
