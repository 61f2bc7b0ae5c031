/**
 * How a page shows a day (an article's publication date): written out in the site's language
 * (data/site.json `language`), as its readers write dates: "February 24, 2025" in en, "24 February
 * 2025" in en-GB or en-IN, "24. Februar 2025" in de. The build (the `date` field of an article),
 * the CMS preview and the browser tests all format through this one function.
 */
export function shownDate(isoDay: string, language: string): string {
  return formatIn(language).format(new Date(`${isoDay}T00:00:00Z`));
}

/** One formatter per language: the build formats every article's date, on its page and its cards. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatIn(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) formatters.set(language, (formatter = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" })));
  return formatter;
}
