/**
 * `npm run social-card -- data/blog/<file>.json`: draws the social card of one article, case study
 * or service page as the build would (same texts, same renderer) and prints where the PNG is, so an
 * editor can look at it before building. The texts the card takes are the ones the kind's schema
 * names in its `@socialCard` field (data/schemas/*.schema.json).
 */
import fs from "node:fs";
import path from "node:path";
import { findContentKind } from "../../gatsby/content/content-kinds";
import { fieldDirectives, type GraphQLFields } from "../../gatsby/data-schemas/field-directives";
import { resolveSiteUrl } from "../../gatsby/env/site-url";
import { cardTextOf, type CardOptions, type CardSite } from "../../gatsby/social-cards/field";
import { cachedCard } from "../../gatsby/social-cards/render";

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** The `@socialCard(...)` arguments the kind's schema gives its `socialCard` field. */
function cardOptionsOf(schemaFile: string): CardOptions {
  const schema = readJson<{ "x-graphql-fields"?: GraphQLFields }>(schemaFile);
  const card = fieldDirectives(schema["x-graphql-fields"]).find(({ directive }) => directive === "socialCard");
  if (!card) throw new Error(`${schemaFile} gives this kind of page no social card`);
  return card.args as CardOptions;
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error("name a data file, e.g. npm run social-card -- data/blog/test-automation-roi.json");
  const relative = path.relative(path.resolve("data"), path.resolve(file));
  const kind = findContentKind(path.dirname(relative) === "." ? "" : path.dirname(relative), path.basename(relative, ".json"));
  if (!kind) throw new Error(`${file} is not a data file of a known kind`);
  const source = readJson<Record<string, unknown>>(path.resolve(file));
  const options = cardOptionsOf(path.resolve("data/schemas", kind.schema));
  if (source[options.title] === undefined)
    throw new Error(`${file} has no "${options.title}", so it has no card of its own: it shares its seo image or the site's default`);
  const text = cardTextOf(source, options, readJson<CardSite>(path.resolve("data/site.json")), resolveSiteUrl());
  const { file: png } = await cachedCard(text);
  console.log(`The card of ${file} (1200x630): ${png}`);
}

main().catch((error: unknown) => {
  console.error(`npm run social-card: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
