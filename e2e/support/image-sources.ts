import path from "path";
import type { Locator } from "playwright-core";

/**
 * The `<source>` types of a picture built from an image file of data/images: WebP beside the
 * original, and none when the original is WebP itself (its `<img>` then serves it).
 */
export function expectedSourceTypes(imageFile: string): string[] {
  return path.extname(imageFile).toLowerCase() === ".webp" ? [] : ["image/webp"];
}

/** The types of the `<source>` elements of the pictures within `scope`, in document order. */
export function sourceTypesIn(scope: Locator): Promise<Array<string | null>> {
  return scope.locator("picture source").evaluateAll((sources) => sources.map((source) => source.getAttribute("type")));
}
