/** About 200 words a minute, whole minutes rounded down, never below one. */
export const WORDS_PER_MINUTE = 200;

export function readMinutes(words: number): number {
  return Math.max(1, Math.floor(words / WORDS_PER_MINUTE));
}

/** The read time as shown: `template` (data/site.json `ui.readTime`, "{minutes} min read") for a text of `words` words. */
export function readTimeText(template: string, words: number): string {
  return template.replace("{minutes}", String(readMinutes(words)));
}
