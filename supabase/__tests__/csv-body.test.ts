/** @jest-environment node */
import { rowsFromCsv } from "../local/csv-body";

describe("CSV request bodies, read as PostgREST reads them", () => {
  it("names the columns in the first line and makes one row of every further line", () => {
    expect(rowsFromCsv("name,message\nAna,Hello\r\nBo,Hi")).toEqual([
      { name: "Ana", message: "Hello" },
      { name: "Bo", message: "Hi" },
    ]);
  });

  it("keeps commas, quotes and line breaks inside quoted fields; an unquoted NULL is null, a quoted one is text", () => {
    expect(rowsFromCsv('name,message,company\n"Weber, D.","Say ""hi""\nplease",NULL\nX,"NULL",""\n')).toEqual([
      { name: "Weber, D.", message: 'Say "hi"\nplease', company: null },
      { name: "X", message: "NULL", company: "" },
    ]);
  });

  it("says why a body is not CSV", () => {
    expect(rowsFromCsv("")).toBe("the body has no header line");
    expect(rowsFromCsv("a,b\n1")).toBe("line 2 has 1 fields, the header 2");
    expect(rowsFromCsv('a\n"open')).toBe("a quoted field is not closed");
  });
});
