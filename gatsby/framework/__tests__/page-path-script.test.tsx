/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { contractTest, installedSource } from "../../../jest/framework-contract";
import { CONSTANT_PAGE_PATH_ASSIGNMENT, withConstantPagePath } from "../page-path-script";

const ADAPTER = "gatsby/framework/page-path-script.tsx";

/** The inline script the installed gatsby's static-entry.js adds to the page at `pagePath`, evaluated from its own template. */
function gatsbyPagePathScript(pagePath: string) {
  const staticEntry = installedSource("gatsby", "cache-dir/static-entry.js");
  const template = /const windowPageData = (`[\s\S]*?\/\*\]\]>\*\/`)/.exec(staticEntry)?.[1];
  const id = /postBodyComponents\.push\(\s*<script\s+key=\{`script-loader`\}\s+id=\{`([^`]+)`\}/.exec(staticEntry)?.[1];
  expect(template).toBeDefined();
  expect(id).toBeDefined();
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates the installed gatsby's own template, as its build does
  const html = new Function("pagePath", "process", "webpackCompilationHash", "inlinePageData", "pageData", `return ${template ?? "``"};`)(
    pagePath,
    { env: { GATSBY_SLICES: "true" } },
    "abc",
    false,
    {},
  ) as string;
  return <script key="script-loader" id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}

contractTest(ADAPTER, 'static-entry.js writing window.pagePath=<JSON string>; into <script id="gatsby-script-loader">', () => {
  const rewritten = renderToStaticMarkup(<>{withConstantPagePath(gatsbyPagePathScript("/blog/a-post"))}</>);
  expect(rewritten).toBe(`<script id="gatsby-script-loader" data-page-path="/blog/a-post">/*<![CDATA[*/${CONSTANT_PAGE_PATH_ASSIGNMENT}/*]]>*/</script>`);
});

contractTest(ADAPTER, "production-app.js reading window.pagePath", () => {
  expect(installedSource("gatsby", "cache-dir/production-app.js")).toMatch(/const \{ pagePath(, [^}]*)? \} = window\b/);
});
