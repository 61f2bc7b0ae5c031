import type { GatsbyBrowser } from "gatsby";
import { lazy, Suspense } from "react";

// The server's shell (./wrappers.tsx), for a page that React renders in full in the browser
// (./render-page.tsx: one that arrived without server HTML). A built page never renders Gatsby's
// page tree, so the shell's code loads only when such a render asks for it: a built page's first
// load carries just these two loaders.
const RootWrapper = lazy(() => import(/* webpackChunkName: "page-shell" */ "../components/app-wrappers").then((module) => ({ default: module.RootWrapper })));
const PageWrapper = lazy(() => import(/* webpackChunkName: "page-shell" */ "../components/app-wrappers").then((module) => ({ default: module.PageWrapper })));

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <Suspense fallback={null}>
    <RootWrapper>{element}</RootWrapper>
  </Suspense>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Suspense fallback={null}>
    <PageWrapper pathname={props.location.pathname}>{element}</PageWrapper>
  </Suspense>
);
