// gatsby/feeds/: what other programs fetch beside the pages; here the texts the deployed enquiry
// endpoint reads from the site (supabase/functions/submit-enquiry/published-texts.ts).
import fs from "fs";
import path from "path";
import { ENQUIRY_TEXTS_PATH } from "../../src/forms/form-post";
import { pageCopyOf } from "../../supabase/functions/submit-enquiry/refusal-page.ts";
import { readTexts } from "../../supabase/local/form-endpoint";

/**
 * Writes the plain form's refusal pages' texts, as data/forms.json and data/site.json hold them
 * now, to ENQUIRY_TEXTS_PATH in `publicDirectory`: only what those pages say. The endpoint then
 * shows an editor's change once the site is deployed, without a deploy of its own.
 */
export function writeEnquiryTexts(publicDirectory: string, dataDirectory: string): void {
  fs.writeFileSync(path.join(publicDirectory, ENQUIRY_TEXTS_PATH.slice(1)), `${JSON.stringify(pageCopyOf(readTexts(dataDirectory)))}\n`);
}
