import crypto from "crypto";
import fs from "fs";
import path from "path";
import satori from "satori";
import sharp from "sharp";
import { CARD_SIZE, cardTree, type CardText } from "./card-layout";

/**
 * Draws a social card: the layout (card-layout.ts) is set by satori into an SVG whose text is
 * outlines (no font lookup left), which sharp (already the site's image library) turns into a PNG.
 * The fonts are Inter's .woff files from the @fontsource/inter package: no network, no system fonts.
 *
 * Cards are cached in node_modules/.cache/social-cards, keyed by a hash of the card's texts and the
 * renderer (this code, the layout, satori's and sharp's versions, the font files), so a build whose
 * inputs did not change copies the PNGs instead of drawing them again.
 */
/** A direct dependency's folder (the build runs from the project root; gatsby-node's bundler has no require.resolve). */
const packageDirectory = (name: string) => path.resolve("node_modules", name);
const FONT_DIRECTORY = packageDirectory("@fontsource/inter");
const FONTS = [
  { weight: 400, file: "files/inter-latin-400-normal.woff" },
  { weight: 700, file: "files/inter-latin-700-normal.woff" },
  { weight: 800, file: "files/inter-latin-800-normal.woff" },
] as const;

export const CACHE_DIRECTORY = path.resolve("node_modules/.cache/social-cards");

type LoadedFont = { name: string; data: Buffer; weight: 400 | 700 | 800; style: "normal" };
let fonts: LoadedFont[] | undefined;

function loadFonts(): LoadedFont[] {
  fonts ??= FONTS.map(({ weight, file }) => ({ name: "Inter", data: fs.readFileSync(path.join(FONT_DIRECTORY, file)), weight, style: "normal" as const }));
  return fonts;
}

function packageVersion(name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(packageDirectory(name), "package.json"), "utf8")) as { version: string }).version;
}

let rendererKey: string | undefined;

/** What changes every card's pixels: the code that draws it, the libraries' versions, the fonts. */
function rendererHash(): string {
  if (!rendererKey) {
    const hash = crypto.createHash("sha256");
    hash.update(cardTree.toString()).update(renderCard.toString()).update(renderSvg.toString());
    for (const name of ["satori", "sharp", "@fontsource/inter"]) hash.update(`${name}@${packageVersion(name)}`);
    for (const font of loadFonts()) hash.update(font.data);
    rendererKey = hash.digest("hex");
  }
  return rendererKey;
}

/** The cache key of a card: its texts and the renderer. */
export function cardHash(text: CardText): string {
  return crypto.createHash("sha256").update(rendererHash()).update(JSON.stringify(text)).digest("hex");
}

export async function renderSvg(text: CardText): Promise<string> {
  // satori's types want a ReactNode; the tree is the element shape React would produce.
  return satori(cardTree(text) as unknown as Parameters<typeof satori>[0], { ...CARD_SIZE, fonts: loadFonts() });
}

/** The card as PNG bytes, drawn now (no cache). */
export async function renderCard(text: CardText): Promise<Buffer> {
  return sharp(Buffer.from(await renderSvg(text)))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

const drawing = new Map<string, Promise<string>>();

/**
 * The cached PNG file of the card (drawing it when the cache has none), as an absolute path. One
 * drawing per key at a time: GraphQL may resolve the same page's card twice at once.
 */
export function cachedCard(text: CardText, cacheDirectory = CACHE_DIRECTORY): Promise<{ file: string; hash: string; drawn: boolean }> {
  const hash = cardHash(text);
  const file = path.join(cacheDirectory, `${hash}.png`);
  if (fs.existsSync(file)) return Promise.resolve({ file, hash, drawn: false });
  let pending = drawing.get(file);
  if (!pending) {
    pending = renderCard(text).then((png) => {
      fs.mkdirSync(cacheDirectory, { recursive: true });
      // Written under a temporary name and renamed, so a build stopped half-way leaves no broken card.
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, png);
      fs.renameSync(temporary, file);
      return file;
    });
    drawing.set(file, pending);
    void pending.finally(() => drawing.delete(file));
    return pending.then(() => ({ file, hash, drawn: true }));
  }
  return pending.then(() => ({ file, hash, drawn: false }));
}
