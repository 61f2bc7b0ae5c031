/**
 * PostgREST's CSV request body (`Content-Type: text/csv`): the first line names the columns,
 * every further line is one row. Fields follow RFC 4180 (double quotes around a field that holds a
 * comma, quote or line break; a quote inside is doubled); an unquoted `NULL` is SQL NULL, as
 * PostgREST reads it; every other value is text, which the insert casts to the column's type.
 */
import type { InsertRow } from "./postgrest-insert";

type Field = { text: string; quoted: boolean };

function parseLines(text: string): Field[][] {
  const lines: Field[][] = [];
  let line: Field[] = [];
  let field = "";
  let quoted = false;
  let inQuotes = false;
  const endField = () => {
    line.push({ text: field, quoted });
    field = "";
    quoted = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') inQuotes = false;
      else field += char;
    } else if (char === '"') {
      inQuotes = true;
      quoted = true;
    } else if (char === ",") endField();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      endField();
      lines.push(line);
      line = [];
    } else field += char;
  }
  if (inQuotes) throw new Error("a quoted field is not closed");
  if (field !== "" || quoted || line.length > 0) {
    endField();
    lines.push(line);
  }
  return lines;
}

/** The rows of a CSV body, or a reason it is not one (PostgREST answers that with 400 PGRST102). */
export function rowsFromCsv(text: string): InsertRow[] | string {
  let lines: Field[][];
  try {
    lines = parseLines(text);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const [header, ...records] = lines;
  if (!header) return "the body has no header line";
  const columns = header.map((field) => field.text);
  const rows: InsertRow[] = [];
  for (const [index, record] of records.entries()) {
    if (record.length !== columns.length) return `line ${index + 2} has ${record.length} fields, the header ${columns.length}`;
    rows.push(
      Object.fromEntries(columns.map((column, i) => [column, record[i]?.quoted === false && record[i]?.text === "NULL" ? null : (record[i]?.text ?? null)])),
    );
  }
  return rows;
}
