import { sharedTypeDefs } from "./shared";
import { blogTypeDefs } from "./blog";
import { caseStudyTypeDefs } from "./case-study";
import { formsTypeDefs } from "./forms";
import { notFoundTypeDefs } from "./not-found";
import { siteTypeDefs } from "./site";

/**
 * Every JSON type is declared here instead of inferred, so that a query keeps working (and the
 * typegen types stay stable) when an editor removes an optional field or empties a folder.
 * Content validation (gatsby/validate-content.ts) is what rejects a missing required field.
 */
export const typeDefs = [sharedTypeDefs, siteTypeDefs, notFoundTypeDefs, blogTypeDefs, caseStudyTypeDefs, formsTypeDefs];
