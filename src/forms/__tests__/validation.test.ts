import {
  EMAIL_PATTERN,
  LIMITS,
  MESSAGES,
  PHONE_PATTERN,
  SERVICE_VALUES,
  hasHomeRequiredFields,
  homeFieldTooLong,
  isSpam,
  validateContactPage,
  type ContactPageValues,
  type HomeValues,
} from "../validation";

const valid: ContactPageValues = {
  firstName: "Priya",
  lastName: "Raman",
  email: "priya.raman@example.com",
  company: "Acme Manufacturing",
  phone: "+1 (555) 010-0100",
  service: "sap",
  message: "We are planning an S/4HANA migration and would like a call.",
  website: "",
};

const errorsFor = (changes: Partial<ContactPageValues>) => validateContactPage({ ...valid, ...changes });

describe("validateContactPage", () => {
  it("returns no errors for a complete, valid form", () => {
    expect(validateContactPage(valid)).toEqual({});
  });

  it("accepts the optional fields left empty", () => {
    expect(errorsFor({ company: "", phone: "", service: "" })).toEqual({});
  });

  describe("required fields", () => {
    it.each(["firstName", "lastName", "email", "message"] as const)("%s empty is required", (field) => {
      expect(errorsFor({ [field]: "" })).toEqual({ [field]: MESSAGES.required });
    });

    it.each(["firstName", "lastName", "email", "message"] as const)("%s of white space only is required", (field) => {
      expect(errorsFor({ [field]: " \t\n\u00a0\u3000 " })).toEqual({ [field]: MESSAGES.required });
    });

    it("reports every empty required field at once", () => {
      expect(errorsFor({ firstName: "", lastName: "", email: "", message: "" })).toEqual({
        firstName: MESSAGES.required,
        lastName: MESSAGES.required,
        email: MESSAGES.required,
        message: MESSAGES.required,
      });
    });
  });

  describe("first and last name", () => {
    it("accepts exactly 50 characters and refuses 51", () => {
      expect(errorsFor({ firstName: "a".repeat(50), lastName: "b".repeat(50) })).toEqual({});
      expect(errorsFor({ firstName: "a".repeat(51) })).toEqual({ firstName: MESSAGES.firstName });
      expect(errorsFor({ lastName: "b".repeat(51) })).toEqual({ lastName: MESSAGES.lastName });
    });

    it("counts UTF-16 code units like maxlength: 25 emoji fit, 26 do not", () => {
      expect("😀".repeat(25).length).toBe(LIMITS.firstName);
      expect(errorsFor({ firstName: "😀".repeat(25) })).toEqual({});
      expect(errorsFor({ firstName: "😀".repeat(26) })).toEqual({ firstName: MESSAGES.firstName });
    });

    it("measures the trimmed value, the one that is sent", () => {
      expect(errorsFor({ firstName: `  ${"a".repeat(50)}  ` })).toEqual({});
    });

    it.each(["<script>", "a>b", "<", "Jo>"])("refuses angle brackets in %p", (name) => {
      expect(errorsFor({ firstName: name })).toEqual({ firstName: MESSAGES.firstName });
      expect(errorsFor({ lastName: name })).toEqual({ lastName: MESSAGES.lastName });
    });

    it("accepts letters from any script, apostrophes and hyphens", () => {
      expect(errorsFor({ firstName: "Zoë-Anne", lastName: "O'Brien-Łukasik" })).toEqual({});
      expect(errorsFor({ firstName: "संजय", lastName: "山田" })).toEqual({});
    });
  });

  describe("email", () => {
    it.each(["a@b.co", "first.last+tag@sub.example.co.uk", "x@y.z", "ü@例え.jp"])("accepts %p", (email) => {
      expect(errorsFor({ email })).toEqual({});
    });

    it.each([
      ["no dot in the domain", "user@localhost"],
      ["a space inside", "user name@example.com"],
      ["a space in the domain", "user@exa mple.com"],
      ["two @", "a@b@example.com"],
      ["no @", "user.example.com"],
      ["nothing before @", "@example.com"],
      ["nothing after the dot", "user@example."],
      ["a no-break space", "user\u00a0@example.com"],
    ])("refuses %s", (_, email) => {
      expect(errorsFor({ email })).toEqual({ email: MESSAGES.email });
    });

    it("ignores surrounding white space (the trimmed value is sent)", () => {
      expect(errorsFor({ email: "  a@b.co \n" })).toEqual({});
    });
  });

  describe("phone", () => {
    it("is optional", () => {
      expect(errorsFor({ phone: "" })).toEqual({});
      expect(errorsFor({ phone: "   " })).toEqual({});
    });

    it("needs 10 characters: 9 are refused, 10 accepted", () => {
      expect(errorsFor({ phone: "123456789" })).toEqual({ phone: MESSAGES.phone });
      expect(errorsFor({ phone: "1234567890" })).toEqual({});
    });

    it("does not count the leading + among the 10", () => {
      expect(errorsFor({ phone: "+123456789" })).toEqual({ phone: MESSAGES.phone });
      expect(errorsFor({ phone: "+1234567890" })).toEqual({});
    });

    it("counts spaces, hyphens and parentheses", () => {
      expect(errorsFor({ phone: "(555) 0-01" })).toEqual({});
      expect(errorsFor({ phone: "+91 40 1234 5678" })).toEqual({});
    });

    it.each(["555-010-010x", "1234567890+", "++1234567890", "+1 555 010 0100 ext 2", "١٢٣٤٥٦٧٨٩٠"])("refuses %p", (phone) => {
      expect(errorsFor({ phone })).toEqual({ phone: MESSAGES.phone });
    });
  });

  describe("email and phone length", () => {
    it("accepts a 254-character email and refuses 255 with its message", () => {
      expect(validateContactPage({ ...valid, email: `${"a".repeat(242)}@example.com` })).toEqual({});
      expect(validateContactPage({ ...valid, email: `${"a".repeat(243)}@example.com` })).toEqual({ email: MESSAGES.emailTooLong });
    });

    it("accepts a 32-character phone and refuses 33, and a 5,000-digit one, with its message", () => {
      expect(validateContactPage({ ...valid, phone: `+${"1".repeat(31)}` })).toEqual({});
      expect(validateContactPage({ ...valid, phone: `+${"1".repeat(32)}` })).toEqual({ phone: MESSAGES.phoneTooLong });
      expect(validateContactPage({ ...valid, phone: "9".repeat(5000) })).toEqual({ phone: MESSAGES.phoneTooLong });
    });
  });

  describe("company", () => {
    it("accepts 100 characters and refuses 101", () => {
      expect(errorsFor({ company: "c".repeat(100) })).toEqual({});
      expect(errorsFor({ company: "c".repeat(101) })).toEqual({ company: MESSAGES.companyTooLong });
    });
  });

  describe("service", () => {
    it.each([...SERVICE_VALUES, ""])("accepts %p", (service) => {
      expect(errorsFor({ service })).toEqual({});
    });

    it.each(["SAP", "other", "sap;drop table", "0"])("refuses the tampered value %p", (service) => {
      expect(errorsFor({ service })).toEqual({ service: MESSAGES.serviceInvalid });
    });
  });

  describe("message", () => {
    it("accepts 2000 characters and refuses 2001", () => {
      expect(errorsFor({ message: "m".repeat(2000) })).toEqual({});
      expect(errorsFor({ message: "m".repeat(2001) })).toEqual({ message: MESSAGES.messageTooLong });
    });

    it("reports required, not too long, for white space only", () => {
      expect(errorsFor({ message: " ".repeat(2500) })).toEqual({ message: MESSAGES.required });
    });
  });

  it("ignores the honeypot: spam is decided by isSpam", () => {
    expect(errorsFor({ website: "http://spam.example" })).toEqual({});
  });
});

describe("hasHomeRequiredFields", () => {
  const home: HomeValues = { name: "Priya", email: "p@example.com", phone: "", company: "", service: "", message: "Hello" };

  it("is true when name, email and message are filled", () => {
    expect(hasHomeRequiredFields(home)).toBe(true);
  });

  it.each(["name", "email", "message"] as const)("is false when %s is empty or white space", (field) => {
    expect(hasHomeRequiredFields({ ...home, [field]: "" })).toBe(false);
    expect(hasHomeRequiredFields({ ...home, [field]: " \t " })).toBe(false);
  });

  it("does not need the optional fields", () => {
    expect(hasHomeRequiredFields({ ...home, phone: "", company: "", service: "" })).toBe(true);
  });
});

describe("homeFieldTooLong", () => {
  const filled = { name: "Ada", email: "ada@example.com", phone: "", company: "", service: "", message: "Hi" };

  it("is null when every field is within its cap", () => {
    expect(homeFieldTooLong(filled)).toBeNull();
  });

  it.each([
    ["name", "n".repeat(LIMITS.name + 1), MESSAGES.nameTooLong],
    ["email", `${"a".repeat(LIMITS.email)}@b.co`, MESSAGES.emailTooLong],
    ["phone", "9".repeat(5000), MESSAGES.phoneTooLong],
    ["company", "c".repeat(LIMITS.company + 1), MESSAGES.companyTooLong],
    ["message", "m".repeat(LIMITS.message + 1), MESSAGES.messageTooLong],
  ] as const)("names %s past its cap, with its message", (field, value, message) => {
    expect(homeFieldTooLong({ ...filled, [field]: value })).toEqual({ field, message });
  });

  it("measures the trimmed value", () => {
    expect(homeFieldTooLong({ ...filled, phone: ` +${"1".repeat(LIMITS.phone - 1)} ` })).toBeNull();
  });
});

describe("isSpam", () => {
  it("is false when the honeypot is empty, white space or absent", () => {
    expect(isSpam({ website: "" })).toBe(false);
    expect(isSpam({ website: "  " })).toBe(false);
    expect(isSpam({})).toBe(false);
  });

  it("is true when the honeypot holds anything", () => {
    expect(isSpam({ website: "http://spam.example" })).toBe(true);
    expect(isSpam({ website: "x" })).toBe(true);
  });
});

describe("patterns and messages", () => {
  it("keeps the resolved decisions' patterns", () => {
    expect(EMAIL_PATTERN.source).toBe("^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$");
    expect(PHONE_PATTERN.source).toBe("^\\+?[\\d\\s\\-()]{10,}$");
  });

  it("keeps the required wording", () => {
    expect(MESSAGES.messageTooLong).toBe("Message must be less than 2000 characters");
    expect(MESSAGES.homeRequired).toBe("Please fill in all required fields (Name, Email, and Message)");
    expect(MESSAGES.fixErrors).toBe("Please fix the errors in the form");
  });
});
