import type { GatsbyBrowser } from "gatsby";
import { lazy, Suspense } from "react";

// The server's shell (./wrappers.tsx), for a page that React renders in full in the browser
// (./render-page.tsx: one that arrived without server HTML). A built page never renders Gatsby's
// page tree, so the shell's code loads only when such a render asks for it: a built page's first
// load carries just these two loaders.
const loadShell = () => import(/* webpackChunkName: "page-shell" */ "../components/app-wrappers");
const RootWrapper = lazy(() => loadShell().then((shell) => ({ default: shell.RootWrapper })));
const PageWrapper = lazy(() => loadShell().then((shell) => ({ default: shell.PageWrapper })));

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
