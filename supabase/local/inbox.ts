/** The stored enquiries as a person reads them: newest first, one line each, with the state of each one's e-mail. */
import type { SqlQueries } from "./sql-session";

export type EnquirySummary = {
  created_at: string;
  name: string;
  email: string;
  company: string;
  service: string;
  message: string;
  /** The e-mail notification as private.enquiry_notification_status says it: status, attempts, last problem. */
  notification: string;
};

type EnquiryRow = Omit<EnquirySummary, "created_at" | "notification"> & {
  created_at: Date;
  status: string;
  attempts: number | null;
  problem: string | null;
  given_up_alert: string | null;
  given_up_listed_at: Date | null;
};

/** Where the alert about a given-up notification is (the status view's given_up_alert): due, sending, or sent at a time. */
export type GivenUpAlert = { state: string; sentAt: Date | null };

function alertText(alert: GivenUpAlert): string {
  if (alert.state === "sent" && alert.sentAt) return `alert sent ${alert.sentAt.toISOString().slice(0, 16).replace("T", " ")}`;
  return `alert ${alert.state}`;
}

/** "sent", "retry scheduled, 2 attempts: <problem>", "given up, alert sent 2026-11-29 07:00, 8 attempts: <problem>". */
export function notificationState(status: string, attempts: number | null, problem: string | null, alert: GivenUpAlert | null = null): string {
  const told = alert ? `, ${alertText(alert)}` : "";
  const tries = attempts && attempts > 0 && status !== "sent" ? `, ${attempts === 1 ? "1 attempt" : `${attempts} attempts`}` : "";
  return `${status}${told}${tries}${problem && status !== "sent" && status !== "sent in summary" ? `: ${problem}` : ""}`;
}

export async function listEnquiries(db: SqlQueries): Promise<EnquirySummary[]> {
  const result = await db.query<EnquiryRow>(
    `select s.created_at, s.name, s.email, s.company, s.service, s.message, n.status, n.attempts, n.problem,
            n.given_up_alert, n.given_up_listed_at
       from public.contact_submissions s
       join private.enquiry_notification_status n on n.submission_id = s.id
      order by s.created_at desc, s.id desc`,
  );
  return result.rows.map(({ status, attempts, problem, given_up_alert, given_up_listed_at, ...row }) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    notification: notificationState(status, attempts, problem, given_up_alert ? { state: given_up_alert, sentAt: given_up_listed_at } : null),
  }));
}

const COLUMNS: Array<{ title: string; width: number; value: (row: EnquirySummary) => string }> = [
  // UTC, to the minute: the same on every machine, and what the dashboard shows.
  { title: "Date (UTC)", width: 16, value: (row) => row.created_at.slice(0, 16).replace("T", " ") },
  { title: "Name", width: 24, value: (row) => row.name },
  { title: "Email", width: 32, value: (row) => row.email },
  { title: "Company", width: 20, value: (row) => row.company },
  { title: "Service", width: 12, value: (row) => row.service },
  { title: "Message", width: 40, value: (row) => row.message },
  { title: "E-mail", width: 60, value: (row) => row.notification },
];

/** Control characters (Cc) and format characters (Cf: bidi overrides and isolates, zero-width joiners, the BOM, ...). */
const UNPRINTABLE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/** An unprintable character as text: `\x1b`, `\u202e` are shown, never sent to the terminal. */
const escapeUnprintable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u{${code.toString(16)}}`;
};

/**
 * One line, cut to `width` characters with an ellipsis; control characters other than white space
 * (a stored escape sequence would recolour or rewrite the developer's terminal) and format
 * characters (a stored U+202E would show the rest of the line, and the next cells, reversed) are
 * escaped.
 */
export function cell(text: string, width: number): string {
  const flat = text.replace(/\s+/g, " ").replace(UNPRINTABLE_CHARACTERS, escapeUnprintable).trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

export function formatEnquiries(rows: EnquirySummary[]): string {
  const lines = rows.map((row) => COLUMNS.map((column) => cell(column.value(row), column.width)));
  const widths = COLUMNS.map((column, index) => Math.max(column.title.length, ...lines.map((line) => line[index]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((text, index) => text.padEnd(widths[index] ?? 0))
      .join("  ")
      .trimEnd();
  return [format(COLUMNS.map((column) => column.title)), format(widths.map((width) => "-".repeat(width))), ...lines.map(format)].join("\n");
}
