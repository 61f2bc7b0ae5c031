/** @jest-environment node */
import fs from "fs";
import path from "path";
import { ENQUIRY_TEXTS_PATH } from "../../src/forms/form-post";
import { pageCopyOf, type PageCopy } from "../../supabase/functions/submit-enquiry/refusal-page.ts";
import { writeEnquiryTexts } from "../feeds/enquiry-texts";
import { temporaryDirectory } from "../../jest/temporary-directory";

const DATA = path.resolve(__dirname, "../../data");
const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;

/** Every path to a text in a JSON value ("forms.home.formLabel", "forms.services.0.label"). */
function textPaths(value: unknown, at = ""): string[] {
  if (typeof value === "string") return [at];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => textPaths(inner, at ? `${at}.${key}` : key));
}

test("the build publishes the refusal pages' texts as data/ holds them, and nothing else of those files", () => {
  const publicDirectory = temporaryDirectory("enquiry-texts");
  writeEnquiryTexts(publicDirectory, DATA);
  const written = readJson(path.join(publicDirectory, ENQUIRY_TEXTS_PATH.slice(1)));
  const data = { forms: readJson(path.join(DATA, "forms.json")), site: readJson(path.join(DATA, "site.json")) } as unknown as PageCopy;
  expect(written).toEqual(pageCopyOf(data));
  // Each of its texts is the data file's text at the same place; the files hold more than is published.
  const published = textPaths(written);
  const inData = textPaths(data);
  expect(published.length).toBeGreaterThan(0);
  expect(published.filter((at) => !inData.includes(at))).toEqual([]);
  expect(inData.length).toBeGreaterThan(published.length);
});

test("an editor's change of a text is in the next build's file", () => {
  const dataDirectory = temporaryDirectory("enquiry-texts-data");
  for (const name of ["forms.json", "site.json"]) fs.copyFileSync(path.join(DATA, name), path.join(dataDirectory, name));
  const site = readJson(path.join(dataDirectory, "site.json")) as { contact: { email: string } };
  site.contact.email = `changed-${site.contact.email}`;
  fs.writeFileSync(path.join(dataDirectory, "site.json"), JSON.stringify(site));
  const publicDirectory = temporaryDirectory("enquiry-texts");
  writeEnquiryTexts(publicDirectory, dataDirectory);
  expect((readJson(path.join(publicDirectory, ENQUIRY_TEXTS_PATH.slice(1))) as unknown as PageCopy).site.contact.email).toBe(site.contact.email);
});
