import { toContactPageRow, toHomeRow } from "../submission-rows";
import type { ContactPageValues, HomeValues } from "../validation";
import { CONTACT_PAGE_ROW_KEYS } from "./contact-arbitraries";

const contact: ContactPageValues = {
  firstName: "  Priya ",
  lastName: "\tRaman\n",
  email: " priya@example.com ",
  company: "",
  phone: "",
  service: "",
  message: "  Hello there.  ",
  website: "",
};

describe("toContactPageRow", () => {
  it("builds the required payload in the agreed key order, trimmed, optional fields as empty text", () => {
    const row = toContactPageRow(contact);
    expect(Object.keys(row)).toEqual(CONTACT_PAGE_ROW_KEYS);
    expect(row).toEqual({
      first_name: "Priya",
      last_name: "Raman",
      name: "Priya Raman",
      email: "priya@example.com",
      phone: "",
      company: "",
      service: "",
      message: "Hello there.",
    });
  });

  it("never sends the honeypot", () => {
    expect(toContactPageRow({ ...contact, website: "http://spam.example" })).not.toHaveProperty("website");
  });

  it("replaces what Postgres text cannot store (NUL, unpaired surrogates) and keeps emoji", () => {
    const row = toContactPageRow({ ...contact, message: "a\u0000b\ud800c\udc00d😀" });
    expect(row.message).toBe("a\ufffdb\ufffdc\ufffdd😀");
  });
});

describe("toHomeRow", () => {
  const home: HomeValues = {
    name: " Priya Raman ",
    email: "priya@example.com ",
    phone: " +91 40 1234 5678 ",
    company: " Acme ",
    service: "staff",
    message: " Hi ",
  };

  it("trims every value and keeps the required keys only", () => {
    const row = toHomeRow(home);
    expect(Object.keys(row)).toEqual(["name", "email", "phone", "company", "service", "message"]);
    expect(row).toEqual({
      name: "Priya Raman",
      email: "priya@example.com",
      phone: "+91 40 1234 5678",
      company: "Acme",
      service: "staff",
      message: "Hi",
    });
  });

  it("does not copy extra properties of the form state", () => {
    const withExtra = { ...home, website: "spam" };
    expect(toHomeRow(withExtra)).not.toHaveProperty("website");
  });
});
