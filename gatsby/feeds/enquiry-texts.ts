// gatsby/feeds/: what other programs fetch beside the pages; here the texts the deployed enquiry
// endpoint reads from the site (supabase/functions/submit-enquiry/published-texts.ts).
import fs from "fs";
import path from "path";
import type formsFile from "../../data/forms.json";
import type siteFile from "../../data/site.json";
import { ENQUIRY_TEXTS_PATH } from "../../src/forms/form-post";
import { pageCopyOf } from "../../supabase/functions/submit-enquiry/refusal-page.ts";

/**
 * Writes the plain form's refusal pages' texts, as data/forms.json and data/site.json hold them
 * now, to ENQUIRY_TEXTS_PATH in `publicDirectory`: only what those pages say. The endpoint then
 * shows an editor's change once the site is deployed, without a deploy of its own.
 */
export function writeEnquiryTexts(publicDirectory: string, dataDirectory: string): void {
  const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(dataDirectory, name), "utf8"));
  const texts = pageCopyOf({ forms: read("forms.json") as typeof formsFile, site: read("site.json") as typeof siteFile });
  fs.writeFileSync(path.join(publicDirectory, ENQUIRY_TEXTS_PATH.slice(1)), `${JSON.stringify(texts)}\n`);
}
