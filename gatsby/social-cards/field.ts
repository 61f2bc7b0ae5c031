// gatsby/social-cards/: the share images (og:image) of articles, case studies and service pages: the
// GraphQL field that asks for one (here), its layout, its rendering to PNG.
import fs from "fs";
import path from "path";
import type { GraphQLFieldResolver } from "gatsby/graphql";
import { routeOf, type Source } from "../schema/derived-fields";
import type { ResolverContext as Context } from "../schema/resolver-context";
import { publishedSiteUrl, siteJsonNode } from "../schema/site-nodes";
import { CARD_SIZE, type CardText } from "./card-layout";
import { cachedCard } from "./render";

/**
 * `socialCard: SocialCard! @socialCard(title: …, labelField | siteLabel: …)` on a page kind type:
 * the page's 1200x630 share image (og:image, twitter:image), drawn at build time from the node's
 * data (gatsby/social-cards/render.ts) and published at /social-cards/<page address>-<hash>.png.
 * The hash is the card's cache key, so a changed title gets a new address and social networks,
 * which keep an image per address, fetch the new card.
 *
 * - `title`: the node's field with the page's title (`title`, a service's `serviceName`); a node
 *   without that field has no card (null: a page that is not a service shares the default image);
 * - `labelField`: the node's field shown above it (an article's `category`), or
 * - `siteLabel`: the data/site.json `shareCard` text shown above it (`caseStudyLabel`, `serviceLabel`).
 */
export const socialCardTypeDefs = /* GraphQL */ `
  "A page's share image, drawn at build time (gatsby/social-cards)."
  type SocialCard {
    "Site-relative address of the PNG, e.g. /social-cards/blog/<file name>-<hash>.png."
    src: String!
    width: Int!
    height: Int!
    "From data/site.json shareCard.altText."
    alt: String!
  }
`;

export const PUBLIC_CARD_DIRECTORY = "social-cards";

export type CardOptions = { title: string; labelField?: string; siteLabel?: string };
type ShareCardTexts = Queries.SiteShareCard;
export type CardSite = { name: string; shareCard: ShareCardTexts };

/** The texts of a page's card: from its data (`options` name the fields) and data/site.json. */
export function cardTextOf(
  source: Record<string, unknown>,
  { title: titleField, labelField, siteLabel }: CardOptions,
  site: CardSite,
  siteUrl: string,
): CardText {
  const label = labelField ? source[labelField] : siteLabel ? site.shareCard[siteLabel as keyof ShareCardTexts] : undefined;
  const title = source[titleField];
  if (typeof title !== "string" || typeof label !== "string") {
    throw new Error(`@socialCard names no text field "${titleField}" or label "${labelField ?? siteLabel ?? ""}"`);
  }
  return { title, label, brand: site.name, host: new URL(siteUrl).host };
}

const HASH_LENGTH = 12;
/** The end of a card's file name, its hash; what follows "<slug>-" in the name of one of that page's cards, and nothing else. */
const CARD_HASH_SUFFIX = new RegExp(`-[0-9a-f]{${HASH_LENGTH}}\\.png$`);
const CARD_FILE_HASH = new RegExp(`^[0-9a-f]{${HASH_LENGTH}}\\.png$`);

/** The site-relative address of a page's card: its own address under /social-cards, with the card's hash. */
export function cardAddress(pagePath: string, hash: string): string {
  const base = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
  return `/${PUBLIC_CARD_DIRECTORY}/${base}-${hash.slice(0, HASH_LENGTH)}.png`;
}

export function altText(template: string, { title, label, brand }: Pick<CardText, "title" | "label" | "brand">): string {
  return template
    .replace(/\{title\}/g, title)
    .replace(/\{label\}/g, label)
    .replace(/\{brand\}/g, brand);
}

/** Copies the cached card into public/ and removes the page's earlier cards (other hashes) there. */
export function publish(cachedFile: string, address: string, publicDirectory: string): void {
  const target = path.join(publicDirectory, address);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const prefix = `${path.basename(target).replace(CARD_HASH_SUFFIX, "")}-`;
  for (const old of fs.readdirSync(path.dirname(target))) {
    if (old.startsWith(prefix) && CARD_FILE_HASH.test(old.slice(prefix.length)) && old !== path.basename(target))
      fs.rmSync(path.join(path.dirname(target), old));
  }
  if (!fs.existsSync(target)) fs.copyFileSync(cachedFile, target);
}

const resolveSocialCard =
  (options: CardOptions): GraphQLFieldResolver<Source, Context> =>
  async (source, _args, context) => {
    if (source[options.title] === undefined) return null;
    const site = await siteJsonNode<CardSite>(context);
    const text = cardTextOf(source, options, site, await publishedSiteUrl(context));
    const { file, hash } = await cachedCard(text);
    const address = cardAddress(routeOf(source, context), hash);
    publish(file, address, path.resolve("public"));
    return { src: address, ...CARD_SIZE, alt: altText(site.shareCard.altText, text) };
  };

export const socialCardExtension = {
  name: "socialCard",
  args: { title: "String!", labelField: "String", siteLabel: "String" },
  extend: (options: CardOptions) => ({ resolve: resolveSocialCard(options) }),
};
