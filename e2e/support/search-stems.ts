import { algorithms, newStemmer } from "snowball-stemmers";

/**
 * How Pagefind matches a query: it indexes each word's Snowball stem in the site's language, stems
 * the query's word the same way and finds every indexed stem that starts with it ("heading" stems
 * to "head", so it finds "headquarters" too). With that model a test can tell how many pages a
 * word may find, whatever the articles say.
 */
export function stemmerFor(language: string): (word: string) => string {
  const name = new Intl.DisplayNames(["en"], { type: "language" }).of(language.split("-")[0]!)?.toLowerCase() ?? language;
  if (!algorithms().includes(name)) throw new Error(`No Snowball stemmer for the site's language "${language}" (${name})`);
  const stemmer = newStemmer(name);
  return (word) => stemmer.stem(word);
}

/** The pages holding a word of each stem, searched by the start of a stem. */
export class StemIndex<Item> {
  private readonly stems: string[];
  private readonly items = new Map<string, Set<Item>>();

  constructor(entries: Iterable<[Item, Iterable<string>]>) {
    for (const [item, stems] of entries) {
      for (const stem of stems) {
        const holding = this.items.get(stem) ?? new Set<Item>();
        holding.add(item);
        this.items.set(stem, holding);
      }
    }
    this.stems = [...this.items.keys()].sort();
  }

  /** Every item holding a stem that starts with `start`. */
  withStemStarting(start: string): Set<Item> {
    let low = 0;
    let high = this.stems.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.stems[middle]! < start) low = middle + 1;
      else high = middle;
    }
    const found = new Set<Item>();
    for (let index = low; index < this.stems.length && this.stems[index]!.startsWith(start); index += 1) {
      for (const item of this.items.get(this.stems[index]!)!) found.add(item);
    }
    return found;
  }
}
