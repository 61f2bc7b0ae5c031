import site from "../../data/site.json";
import { breadcrumbList, contactPage, service, toJsonLdScript } from "../structured-data";

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

test("a breadcrumb trail lists its crumbs in order, numbered from 1, with absolute URLs", () => {
  const trail = breadcrumbList(identity, [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
  ]);
  expect(trail.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
    { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.example.com/blog" },
  ]);
});
