import { createElement, type ComponentType, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { StyleSheetManager } from "styled-components";
import { RootWrapper } from "../../../src/components/app-wrappers";
import { ErrorBoundary } from "../../../src/components/error-boundary";
import { CurrentPathProvider } from "../../../src/lib/current-path";
import { GLOBAL_CSS } from "../../../src/theme/global-style";
import { CONTENT_KINDS, isPageKind, type PageKind } from "../../content/content-kinds";
import type { BuiltImage } from "../../markdown/markdown-to-html";
import type { PreviewData } from "../preview-data";
import { queryShapedFile, rootField, type PreviewContext } from "./query-shaped";
import { answerStaticQueries } from "./gatsby-stand-in";

/**
 * The CMS's preview pane shows an entry of a kind that makes pages as its page shows it: the kind's
 * own template (gatsby/content/content-kinds.ts `template`) renders the entry, shaped as the template's
 * query answers it (./query-shaped.ts), with the site's React, styled-components and theme, into the
 * preview frame. Decap renders the preview with its own React: the template registered with it only
 * renders a box, and this module mounts a root of the site's React in it, rendering again on every
 * change of the entry. Styles go into the frame's head (the site's base CSS, then styled-components'
 * rules). Files of no such kind (site settings) keep Decap's default preview.
 */

type Immutable = { toJS(): unknown; get(key: string): unknown; getIn(path: string[]): unknown };
type DecapPreviewProps = { entry: Immutable; getAsset: (path: string) => unknown; document: Document; window: Window };
type Decap = {
  registerPreviewTemplate(name: string, component: unknown): void;
};
type CreateClass = (spec: Record<string, unknown>) => unknown;
type CreateElement = (type: string, props: Record<string, unknown>) => unknown;
declare global {
  interface Window {
    CMS: Decap;
    createClass: CreateClass;
    h: CreateElement;
  }
}

/** A template module of src/templates, found by the path its content kind names. */
type TemplateModule = { default: ComponentType<{ data: Record<string, unknown>; pageContext: Record<string, unknown> }> };
const loadTemplate = (file: string): Promise<TemplateModule> =>
  import(`../../../src/templates/${file.replace(/^src\/templates\//, "").replace(/\.tsx$/, "")}.tsx`) as Promise<TemplateModule>;

/** The snapshot lies next to this bundle (public/admin); its address is known only while the bundle first runs. */
const SNAPSHOT_URL = new URL("preview-data.json", document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : window.location.href);
let snapshot: Promise<PreviewData> | undefined;
const previewData = () => (snapshot ??= fetch(SNAPSHOT_URL).then((response) => response.json() as Promise<PreviewData>));

const sizes = new Map<string, Promise<BuiltImage | undefined>>();
/** An image's size, once its file has loaded (the build reads it from the file; the preview from the browser), once per address. */
function imageSize(src: string): Promise<BuiltImage | undefined> {
  let size = sizes.get(src);
  if (!size) {
    size = new Promise((resolve) => {
      const image = new Image();
      image.onload = () => resolve({ src, width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => resolve(undefined);
      image.src = src;
    });
    sizes.set(src, size);
  }
  return size;
}

function ensureBaseCss(frame: Document) {
  if (frame.head.querySelector("style[data-site-base]")) return;
  const style = frame.createElement("style");
  style.setAttribute("data-site-base", "");
  style.textContent = GLOBAL_CSS;
  frame.head.prepend(style);
}

async function entryElement(kind: PageKind, props: DecapPreviewProps, attempt: number): Promise<ReactElement> {
  const data = await previewData();
  answerStaticQueries(data.staticQuery);
  // The entry's own images through the CMS (its media folder, an upload not yet saved); listed entries' from the snapshot's copies.
  const context: PreviewContext = { data, image: (src) => imageSize(src.startsWith("/") ? src : String(props.getAsset(src))) };
  const slug = props.entry.get("slug");
  const item = await queryShapedFile(
    props.entry.getIn(["data"]) ? ((props.entry.getIn(["data"]) as Immutable).toJS() as Record<string, unknown>) : {},
    kind,
    typeof slug === "string" ? slug : "",
    context,
  );
  const { default: Template } = await loadTemplate(kind.template);
  ensureBaseCss(props.document);
  return (
    <StyleSheetManager target={props.document.head}>
      <RootWrapper>
        <CurrentPathProvider pathname={String(item.path)}>
          <main id="main-content">
            {/* A field the template cannot render yet (an entry being written) shows its message; the next edit tries again. */}
            <ErrorBoundary key={attempt}>
              {createElement(Template, { data: { [rootField(kind.typeName)]: item, siteJson: data.staticQuery.siteJson }, pageContext: {} })}
            </ErrorBoundary>
          </main>
        </CurrentPathProvider>
      </RootWrapper>
    </StyleSheetManager>
  );
}

type Instance = { props: DecapPreviewProps; host?: HTMLElement | null; root?: Root; version: number; attempt: number; update(): void };

/** Decap's preview component for a kind: a box of Decap's React, holding a root of the site's. */
function previewTemplate(kind: PageKind) {
  return window.createClass({
    update(this: Instance) {
      if (!this.host) return;
      this.root ??= createRoot(this.host);
      const version = (this.version = (this.version ?? 0) + 1);
      const root = this.root;
      // After an error screen, a fresh boundary; else the same tree, so open panels stay open while typing.
      if (this.props.document.querySelector("main > [role=alert]")) this.attempt = (this.attempt ?? 0) + 1;
      // Entries change faster than they are shaped (images load, Markdown is parsed): only the latest is shown.
      entryElement(kind, this.props, this.attempt ?? 0)
        .catch((error: Error) => <p role="alert">{`The preview cannot show this entry: ${error.message}`}</p>)
        .then((element) => {
          if (version === this.version) root.render(element);
        })
        .catch(() => undefined);
    },
    componentDidMount(this: Instance) {
      this.update();
    },
    componentDidUpdate(this: Instance) {
      this.update();
    },
    componentWillUnmount(this: Instance) {
      this.root?.unmount();
    },
    render(this: Instance) {
      return window.h("div", { ref: (element: HTMLElement | null) => (this.host = element) });
    },
  });
}

for (const kind of CONTENT_KINDS) {
  if (!isPageKind(kind)) continue;
  // The CMS's collection of a page kind folder is named after the folder (decap-config.ts).
  for (const directory of kind.directories) window.CMS.registerPreviewTemplate(directory, previewTemplate(kind));
}
