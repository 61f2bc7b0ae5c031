/**
 * A small renderToStaticMarkup for the element trees gatsby-plugin-image builds in the browser.
 *
 * gatsby-plugin-image's lazy-hydrate chunk imports react-dom/server (~21 KB gzip) only to turn an
 * image (wrapper div, placeholder, <picture>/<img>/<source>) into an HTML string when an image
 * appears after client-side navigation. Every page with an image downloaded that chunk on load.
 * gatsby/image-webpack.ts points the chunk's `react-dom/server` import here instead (browser
 * bundle only). Its tests compare the output with react-dom/server's for the plugin's own trees.
 */
import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const SKIPPED_PROPS = new Set(["children", "key", "ref", "dangerouslySetInnerHTML", "suppressHydrationWarning", "suppressContentEditableWarning"]);
const ATTRIBUTE_NAMES: Record<string, string> = { className: "class", htmlFor: "for" };
const BOOLEAN_ATTRIBUTES = new Set(["hidden", "disabled", "async", "defer", "open", "checked", "selected", "required", "multiple"]);
// CSS properties React writes without "px" (the subset an image's inline styles can use).
const UNITLESS = new Set(["opacity", "zIndex", "flex", "flexGrow", "flexShrink", "order", "lineHeight", "fontWeight", "aspectRatio", "zoom"]);
const FORWARD_REF = Symbol.for("react.forward_ref");
const MEMO = Symbol.for("react.memo");

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char] ?? char);
}

function styleString(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== "boolean" && value !== "")
    .map(([name, value]) => {
      const property = name.startsWith("--") ? name : name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`).replace(/^ms-/, "-ms-");
      const text = typeof value === "number" && value !== 0 && !UNITLESS.has(name) ? `${value}px` : String(value).trim();
      return `${property}:${text}`;
    })
    .join(";");
}

function attribute(name: string, value: unknown): string {
  if (SKIPPED_PROPS.has(name) || value === null || value === undefined || typeof value === "function") return "";
  if (name === "style") {
    const css = styleString(value as Record<string, unknown>);
    return css ? ` style="${escape(css)}"` : "";
  }
  const passThrough = name.startsWith("data-") || name.startsWith("aria-");
  if (typeof value === "boolean") {
    if (passThrough) return ` ${name}="${value}"`;
    return value && BOOLEAN_ATTRIBUTES.has(name) ? ` ${name}=""` : "";
  }
  // HTML attribute names are case-insensitive: srcSet, fetchPriority, crossOrigin … are written lower-case.
  const html = ATTRIBUTE_NAMES[name] ?? (passThrough ? name : name.toLowerCase());
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- gatsby-plugin-image passes strings and numbers here; objects (style) are handled above
  return ` ${html}="${escape(String(value))}"`;
}

type AnyProps = Record<string, unknown> & { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };
type ComponentLike = ((props: AnyProps) => ReactNode) & { defaultProps?: AnyProps };
type ExoticLike = { $$typeof: symbol; render?: (props: AnyProps, ref: null) => ReactNode; type?: unknown };

function renderElement(type: unknown, props: AnyProps): string {
  if (type === Fragment) return renderNode(props.children);
  if (typeof type === "string") {
    const attributes = Object.entries(props)
      .map(([name, value]) => attribute(name, value))
      .join("");
    if (VOID_ELEMENTS.has(type)) return `<${type}${attributes}/>`;
    const inner = props.dangerouslySetInnerHTML?.__html ?? renderNode(props.children);
    return `<${type}${attributes}>${inner}</${type}>`;
  }
  if (typeof type === "function") {
    const component = type as ComponentLike;
    return renderNode(component({ ...component.defaultProps, ...props }));
  }
  const exotic = type as ExoticLike | null;
  if (exotic?.$$typeof === FORWARD_REF && exotic.render) return renderNode(exotic.render(props, null));
  if (exotic?.$$typeof === MEMO) return renderElement(exotic.type, props);
  throw new Error("renderToStaticMarkup (gatsby-plugin-image): unsupported element type");
}

function renderNode(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escape(String(node));
  if (Array.isArray(node)) return node.map(renderNode).join("");
  if (isValidElement(node)) {
    const element = node as ReactElement<AnyProps>;
    return renderElement(element.type, element.props);
  }
  throw new Error("renderToStaticMarkup (gatsby-plugin-image): unsupported child");
}

export function renderToStaticMarkup(element: ReactNode): string {
  return renderNode(element);
}
