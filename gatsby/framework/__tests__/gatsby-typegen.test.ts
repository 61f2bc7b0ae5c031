/** @jest-environment node */
import { contractTest, ROOT } from "../../../jest/framework-contract";

const ADAPTER = "gatsby/framework/gatsby-typegen.cjs";

type Typegen = { gatsbyInternals: (root: string) => Record<string, Record<string, unknown>> };

contractTest(ADAPTER, "gatsby/dist's services, graphql runner and ts-codegen, and gatsby-cli's reporter, with the functions it calls", () => {
  const { gatsbyInternals } = require("../gatsby-typegen.cjs") as Typegen;
  expect(Object.keys(gatsbyInternals(ROOT))).toHaveLength(4);
});
