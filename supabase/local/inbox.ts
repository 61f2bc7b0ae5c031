/** The stored enquiries as a person reads them: newest first, one line each. */
import type { PGlite } from "@electric-sql/pglite";

export type EnquirySummary = { created_at: string; name: string; email: string; company: string; service: string; message: string };

export async function listEnquiries(db: PGlite): Promise<EnquirySummary[]> {
  const result = await db.query<Omit<EnquirySummary, "created_at"> & { created_at: Date }>(
    "select created_at, name, email, company, service, message from public.contact_submissions order by created_at desc, id desc",
  );
  return result.rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

const COLUMNS: Array<{ title: string; width: number; value: (row: EnquirySummary) => string }> = [
  // UTC, to the minute: the same on every machine, and what the dashboard shows.
  { title: "Date (UTC)", width: 16, value: (row) => row.created_at.slice(0, 16).replace("T", " ") },
  { title: "Name", width: 24, value: (row) => row.name },
  { title: "Email", width: 32, value: (row) => row.email },
  { title: "Company", width: 20, value: (row) => row.company },
  { title: "Service", width: 12, value: (row) => row.service },
  { title: "Message", width: 40, value: (row) => row.message },
];

/** One line, cut to `width` characters with an ellipsis. */
export function cell(text: string, width: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
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
