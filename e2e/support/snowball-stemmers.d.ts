// The Snowball stemmers' JavaScript port ships no types: what the search test uses of it.
declare module "snowball-stemmers" {
  /** The languages it stems, by lowercase English name ("english", "german", …). */
  export function algorithms(): string[];
  export function newStemmer(language: string): { stem(word: string): string };
}
