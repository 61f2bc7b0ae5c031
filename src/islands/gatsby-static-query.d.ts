import type { Context } from "react";

declare module "gatsby" {
  /** Gatsby exports the context its useStaticQuery reads, but its types do not declare it. */
  export const StaticQueryContext: Context<Record<string, { data: unknown }>>;
}
