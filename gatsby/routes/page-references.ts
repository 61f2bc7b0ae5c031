import { findContentKind } from "../content/content-kinds";

/**
 * A link may name the data file of the page it opens instead of its address:
 * `{ "label": "SAP BTP", "page": "services/sap-btp" }` (the file under data/, without .json,
 * optionally with an #anchor). The address then comes from the route rule of the file's content kind
 * (gatsby/content/content-kinds.ts), so a menu follows any change of the URL rules; the GraphQL `to` field of
 * a link answers with it.
 */
const PAGE_REFERENCE = /^(?:([a-z0-9-]+)\/)?([a-z0-9]+(?:-[a-z0-9]+)*)(#[A-Za-z0-9_-]+)?$/;

/** The address a page reference leads to, or undefined if it names no kind of data file that makes a page. */
export function routeOfPageReference(reference: string): string | undefined {
  const match = PAGE_REFERENCE.exec(reference);
  if (!match) return undefined;
  const [, directory = "", name = "", anchor = ""] = match;
  const kind = findContentKind(directory, name);
  if (!kind?.route) return undefined;
  return `${kind.route(name)}${anchor}`;
}

type Mapped<T> = { [Key in keyof T]: WithTargets<T[Key]> };
/** The type of a data file's content after withLinkTargets: objects with a `page` key have an address. */
export type WithTargets<T> =
  T extends ReadonlyArray<infer Item>
    ? WithTargets<Item>[]
    : T extends object
      ? "page" extends keyof T
        ? { [Key in keyof T as Key extends "to" ? never : Key]: WithTargets<T[Key]> } & { to: string }
        : Mapped<T>
      : T;

/** A data file's content with every page reference's `to` filled in, as GraphQL answers it (for tests and fixtures). */
export function withLinkTargets<T>(value: T): WithTargets<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => withLinkTargets(item)) as WithTargets<T>;
  if (value === null || typeof value !== "object") return value as WithTargets<T>;
  const entries = Object.entries(value).map(([key, child]) => [key, withLinkTargets(child as unknown)] as const);
  const result: Record<string, unknown> = Object.fromEntries(entries);
  if (typeof result.page === "string" && result.to === undefined) result.to = routeOfPageReference(result.page);
  return result as WithTargets<T>;
}
