import type { NodePluginSchema } from "gatsby";
import { iconTypeDefs } from "./icon";
import { sharedTypeDefs } from "./shared";
import { blogTypeDefs } from "./blog";
import { caseStudyTypeDefs } from "./case-study";
import { formsTypeDefs } from "./forms";
import { notFoundTypeDefs } from "./not-found";
import { siteTypeDefs } from "./site";
import { servicePageTypeDefs } from "./service-page";
import { pageSectionInterface, pageSectionTypeDefs } from "./page-sections";
import { pageTypeDefs } from "./page";
import { homeTypeDefs } from "./home";
import { contactPageTypeDefs } from "./contact-page";

/**
 * Every JSON type is declared here instead of inferred, so that a query keeps working (and the
 * typegen types stay stable) when an editor removes an optional field or empties a folder.
 * Content validation (gatsby/validate-content.ts) is what rejects a missing required field.
 */
export const typeDefs = [
  iconTypeDefs,
  sharedTypeDefs,
  siteTypeDefs,
  notFoundTypeDefs,
  blogTypeDefs,
  caseStudyTypeDefs,
  pageSectionTypeDefs,
  servicePageTypeDefs,
  pageTypeDefs,
  formsTypeDefs,
  homeTypeDefs,
  contactPageTypeDefs,
];

/** Types that SDL cannot express (an interface that resolves nested JSON objects by a field). */
export { iconGlyphExtension } from "./icon";
export { derivedFieldExtensions } from "./derived-fields";
export { collectionFieldExtensions } from "./collection-fields";

export function typeBuilders(schema: NodePluginSchema) {
  return [pageSectionInterface(schema)];
}
