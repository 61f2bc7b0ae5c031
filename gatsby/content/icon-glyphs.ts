import { icons, type IconNode } from "lucide";

/**
 * Icons named in data/ ("icon": "database") are drawn at build time: GraphQL resolves the name to
 * the icon's SVG shapes, so each page's data carries the few icons it shows and no page ships the
 * icon set as JavaScript (about 5.5 KB gzip on every page, docs/performance.md). The shapes come
 * from the `lucide` package's icon data, as do those of the icons the layout chooses
 * (src/ui/layout-icon.tsx).
 */
export type IconGlyph = { name: string; body: string };

const pascalCase = (name: string) =>
  name
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function iconNode(name: string): IconNode | undefined {
  return (icons as Record<string, IconNode | undefined>)[pascalCase(name)];
}

/** The SVG markup inside <svg> for an icon name of src/ui/icon-names.ts, or null for an unknown name. */
export function iconGlyph(name: string): IconGlyph | null {
  const node = iconNode(name);
  if (!node) return null;
  const body = node
    .map(([tag, attributes]) => {
      const attributeText = Object.entries(attributes)
        .filter(([attribute]) => attribute !== "key")
        .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${attributeText}></${tag}>`;
    })
    .join("");
  return { name, body };
}
