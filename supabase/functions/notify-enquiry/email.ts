/** The e-mail a person receives for one enquiry: plain text and HTML, every value escaped. */
import type { Enquiry, EnquirySummary, GivenUp } from "./enquiry.ts";

export type EnquiryEmail = { subject: string; text: string; html: string; replyTo: string };

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** One line, no control characters, at most `max` characters: safe as a subject. */
function oneLine(text: string, max: number): string {
  // deno-lint-ignore no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function fields(enquiry: Enquiry): Array<[string, string]> {
  return [
    ["Name", enquiry.name],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone || "—"],
    ["Company", enquiry.company || "—"],
    ["Service", enquiry.service || "—"],
    ["Received", enquiry.created_at],
    ["Enquiry", `#${enquiry.id} in public.contact_submissions`],
  ];
}

export function enquiryEmail(enquiry: Enquiry): EnquiryEmail {
  const company = enquiry.company ? ` (${enquiry.company})` : "";
  const rows = fields(enquiry)
    .map(([label, value]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  return {
    subject: oneLine(`New enquiry from ${enquiry.name}${company}`, 150),
    replyTo: enquiry.email,
    text: `${fields(enquiry)
      .map(([label, value]) => `${label}: ${value}`)
      .join("\n")}\n\n${enquiry.message}\n`,
    html: `<table>${rows}</table>` + `<p style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px">${escapeHtml(enquiry.message)}</p>`,
  };
}

/** The hourly summary: how many enquiries were not e-mailed one by one, and where to read them. */
export function summaryEmail(summary: EnquirySummary): Omit<EnquiryEmail, "replyTo"> {
  const more = summary.count === 1 ? "1 more enquiry" : `${summary.count} more enquiries`;
  const text =
    `${more} arrived between ${summary.first_created_at} and ${summary.last_created_at} (#${summary.first_id} to #${summary.last_id}).\n` +
    "More enquiries than the hourly e-mail cap arrived, so these are not e-mailed one by one.\n" +
    "Read them in the table public.contact_submissions (Supabase dashboard, Table Editor) and reply from there.\n";
  return {
    subject: `${more}, see the table`,
    text,
    html: text
      .trim()
      .split("\n")
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(""),
  };
}

/**
 * The given-up notifications an e-mail lists: nobody was told about these enquiries, so every
 * e-mail that goes out names them until one does.
 */
export function givenUpLines(givenUp: GivenUp[]): string[] {
  if (givenUp.length === 0) return [];
  return [
    "Not e-mailed earlier (every attempt failed); answer these from the table public.contact_submissions:",
    ...givenUp.map((item) =>
      "summary" in item
        ? `- a summary of ${item.summary.count} enquiries, #${item.summary.first_id} to #${item.summary.last_id} (${item.summary.first_created_at} to ${item.summary.last_created_at})`
        : `- #${item.enquiry_id} ${oneLine(item.name, 101)} <${oneLine(item.email, 254)}>, received ${item.created_at}`,
    ),
  ];
}

/** Adds the given-up list to an e-mail's text and HTML. */
export function withGivenUp<T extends { text: string; html: string }>(message: T, givenUp: GivenUp[]): T {
  const lines = givenUpLines(givenUp);
  if (lines.length === 0) return message;
  const [heading, ...items] = lines;
  return {
    ...message,
    text: `${message.text}\n${lines.join("\n")}\n`,
    html: `${message.html}<p><strong>${escapeHtml(heading ?? "")}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item.slice(2))}</li>`).join("")}</ul>`,
  };
}
