/** The e-mails a person receives: one enquiry, the hourly summary, an alert; plain text and HTML, every value escaped. */
import type { Alert, Enquiry, EnquirySummary } from "./enquiry.ts";
import type { GivenUp, Listed, SummaryItem } from "./listing.ts";
import { oneLine } from "./text.ts";

export type EnquiryEmail = { subject: string; text: string; html: string; replyTo: string };
export type Message = Omit<EnquiryEmail, "replyTo">;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Text lines as HTML paragraphs, escaped. */
function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
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

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** One named enquiry of a summary: its heading line and its message's first lines. */
function summaryItemLines(item: SummaryItem): { heading: string; excerpt: string[] } {
  const parts = [
    `#${item.id ?? "?"} ${oneLine(item.name, 101)} <${oneLine(item.email, 254)}>`,
    item.company ? oneLine(item.company, 100) : "",
    item.service ? oneLine(item.service, 20) : "",
    `received ${item.created_at}`,
  ].filter(Boolean);
  const range = item.from_same_range && item.from_same_range > 1 ? ` (one of ${item.from_same_range} held from the same network range)` : "";
  return { heading: `${parts.join(", ")}${range}`, excerpt: item.excerpt.split("\n").filter((line) => line.trim() !== "") };
}

/** The hourly summary: every enquiry it covers, named, likeliest genuine first. */
export function summaryEmail(summary: EnquirySummary): Message {
  const more = plural(summary.count, "more enquiry", "more enquiries");
  const intro = [
    `${more} arrived between ${summary.first_created_at} and ${summary.last_created_at} (#${summary.first_id} to #${summary.last_id}), not e-mailed one by one: a sender's further enquiry within the hour, a network range's share of e-mails used up, or the hourly cap reached.`,
    summary.enquiries.items.length > 0 ? "Each is named below, likeliest genuine first (people who wrote once before a flood's rows)." : "",
  ].filter(Boolean);
  const items = summary.enquiries.items.map(summaryItemLines);
  const outro = [
    summary.enquiries.more > 0 ? `${summary.enquiries.more} more are covered but not listed here.` : "",
    summary.still_held > 0 ? `${plural(summary.still_held, "enquiry is", "enquiries are")} still held: the next summary, within the hour, names them.` : "",
    "Reply from the table public.contact_submissions (Supabase dashboard, Table Editor).",
  ].filter(Boolean);
  const text = [
    ...intro,
    "",
    ...items.flatMap((item, index) => [`${index + 1}. ${item.heading}`, ...item.excerpt.map((line) => `   > ${line}`)]),
    "",
    ...outro,
  ].join("\n");
  const list = items
    .map(
      (item) =>
        `<li><strong>${escapeHtml(item.heading)}</strong>` +
        (item.excerpt.length > 0 ? `<blockquote style="margin:4px 0 8px 0;white-space:pre-wrap">${escapeHtml(item.excerpt.join("\n"))}</blockquote>` : "") +
        "</li>",
    )
    .join("");
  return {
    subject: `${more}, named inside`,
    text: `${text}\n`,
    html: paragraphs(intro) + (list ? `<ol>${list}</ol>` : "") + paragraphs(outro),
  };
}

function givenUpLine(item: GivenUp): string {
  const problem = item.problem ? ` (last problem: ${oneLine(item.problem, 500)})` : "";
  if (item.kind === "summary") {
    const { summary } = item;
    return `- a summary of ${summary.count ?? "?"} enquiries, #${summary.first_id ?? "?"} to #${summary.last_id ?? "?"} (${summary.first_created_at} to ${summary.last_created_at})${problem}`;
  }
  return `- #${item.enquiry_id ?? "?"} ${oneLine(item.name, 101)} <${oneLine(item.email, 254)}>, received ${item.created_at}${problem}`;
}

/** The lines that name given-up notifications: nobody was told about these enquiries. */
export function givenUpLines(givenUp: Listed<GivenUp>): string[] {
  if (givenUp.items.length === 0) return [];
  return [
    "Not e-mailed (every attempt failed); answer these from the table public.contact_submissions:",
    ...givenUp.items.map(givenUpLine),
    ...(givenUp.more > 0 ? [`- and ${givenUp.more} more`] : []),
  ];
}

/** Adds the given-up list to an e-mail's text and HTML. */
export function withGivenUp<T extends { text: string; html: string }>(message: T, givenUp: Listed<GivenUp>): T {
  const lines = givenUpLines(givenUp);
  if (lines.length === 0) return message;
  const [heading, ...items] = lines;
  return {
    ...message,
    text: `${message.text}\n${lines.join("\n")}\n`,
    html: `${message.html}<p><strong>${escapeHtml(heading ?? "")}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item.slice(2))}</li>`).join("")}</ul>`,
  };
}

/** The alert about notifications that gave up (the list itself is added by withGivenUp). */
export function alertEmail(alert: Alert, givenUp: Listed<GivenUp>): Message {
  const count = givenUp.items.length + givenUp.more;
  const lines = [
    `${plural(count, "enquiry notification", "enquiry notifications")} gave up after every attempt failed (alert #${alert.id}, ${alert.made_at}).`,
    "Check the notify-enquiry function's logs and the e-mail provider; to send them again, see supabase/README.md.",
  ];
  return { subject: `Enquiries not e-mailed: ${count} gave up`, text: `${lines.join("\n")}\n`, html: paragraphs(lines) };
}
