/** @jest-environment node */
import path from "path";

/**
 * `npm start` behaves as the build does: the development server sends each page as server HTML
 * (Gatsby's DEV_SSR flag), so the browser side (src/runtime/render-page.tsx) finds a page with
 * server HTML and wakes its islands alone, as on a built page; a handler rendered outside an island
 * is as dead there as in production (and `npm run lint` names its file, eslint/rules/). And the
 * development server rebuilds on an edit, not on its own output.
 */
test("gatsby-config turns on server HTML for the development server", async () => {
  const { default: config } = await import("../../gatsby-config");
  expect(config.flags).toEqual(expect.objectContaining({ DEV_SSR: true }));
});

test("the development server's bundle does not watch the generated types, which Gatsby writes after every query extraction (a rebuild per write, endlessly)", async () => {
  const { onCreateWebpackConfig } = await import("../../gatsby-node");
  const { CONTENT_FILE_TYPES_PATH, GATSBY_TYPES_PATH } = await import("../content/content-file-types");
  for (const stage of ["develop", "develop-html"]) {
    const configs: unknown[] = [];
    const actions = { setWebpackConfig: (config: unknown) => configs.push(config) };
    // Only the arguments the hook reads.
    (onCreateWebpackConfig as unknown as (args: { stage: string; actions: typeof actions }) => void)({ stage, actions });
    expect(configs).toEqual([{ watchOptions: { ignored: expect.arrayContaining([CONTENT_FILE_TYPES_PATH, path.resolve(GATSBY_TYPES_PATH)]) as unknown } }]);
  }
});
