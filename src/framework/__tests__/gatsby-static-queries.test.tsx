import { render, screen } from "@testing-library/react";
import { contractTest, installedSource } from "../../../jest/framework-contract";
import { loadedStaticQueryResults, StaticQueryResultsProvider, type StaticQueryResults } from "../gatsby-static-queries";

const ADAPTER = "src/framework/gatsby-static-queries.tsx";

type LoaderModule = {
  BaseLoader: new (
    loadComponent: (chunkName: string) => Promise<unknown>,
    matchPaths: unknown[],
  ) => {
    memoizedGet: (url: string) => Promise<{ status: number; responseText: string }>;
    loadPage: (path: string) => Promise<unknown>;
  };
  setLoader: (loader: unknown) => void;
  publicLoader: unknown;
};

const QUERY_HASH = "2744905544";
const RESULT = { data: { siteJson: { name: "A fixture site" } } };

/** What a built site serves Gatsby's loader for one page with one static query. */
const SERVED: Record<string, unknown> = {
  "/page-data/app-data.json": { webpackCompilationHash: "fixture" },
  "/page-data/contact/page-data.json": {
    componentChunkName: "component---fixture",
    path: "/contact",
    result: {},
    staticQueryHashes: [QUERY_HASH],
    slicesMap: {},
  },
  [`/page-data/sq/d/${QUERY_HASH}.json`]: RESULT,
};

afterEach(() => {
  delete (window as Window & { ___loader?: unknown }).___loader;
});

contractTest(ADAPTER, "window.___loader being the loader production-app.js sets up", () => {
  expect(installedSource("gatsby", "cache-dir/production-app.js")).toMatch(/window\.___loader\s*=\s*publicLoader\b/);
  expect(installedSource("gatsby", "cache-dir/production-app.js")).toMatch(/import\s*\{[^}]*\bpublicLoader\b[^}]*\}\s*from\s*["'`]\.\/loader["'`]/);
});

contractTest(ADAPTER, "loadPageSync answering a loaded page's staticQueryResults by query hash", async () => {
  (globalThis as { __BASE_PATH__?: string }).__BASE_PATH__ ??= "";
  const { BaseLoader, setLoader, publicLoader } = jest.requireActual<LoaderModule>("gatsby/cache-dir/loader");
  const loader = new BaseLoader(() => Promise.resolve({ default: () => null }), []);
  // The network: what the built site would serve.
  loader.memoizedGet = (url) => Promise.resolve(url in SERVED ? { status: 200, responseText: JSON.stringify(SERVED[url]) } : { status: 404, responseText: "" });
  setLoader(loader);
  await loader.loadPage("/contact");
  (window as Window & { ___loader?: unknown }).___loader = publicLoader;
  expect(loadedStaticQueryResults("/contact")).toEqual({ [QUERY_HASH]: RESULT });
});

contractTest(ADAPTER, "useStaticQuery reading its result from StaticQueryContext by query hash", () => {
  const { useStaticQuery } = jest.requireActual<{ useStaticQuery: (hash: string) => typeof RESULT.data }>("gatsby");
  function SiteName() {
    return <p>{useStaticQuery(QUERY_HASH).siteJson.name}</p>;
  }
  const results: StaticQueryResults = { [QUERY_HASH]: RESULT };
  render(
    <StaticQueryResultsProvider results={results}>
      <SiteName />
    </StaticQueryResultsProvider>,
  );
  expect(screen.getByText(RESULT.data.siteJson.name)).toBeInTheDocument();
});

test("without Gatsby's loader (a page Gatsby did not load) there are no results", () => {
  expect(loadedStaticQueryResults("/contact")).toEqual({});
});
