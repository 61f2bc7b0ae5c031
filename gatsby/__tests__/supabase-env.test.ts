/** @jest-environment node */
import {
  SECRET_KEY_PREFIXES,
  SERVICE_ROLE,
  jwtRole,
  missingSettingsMessage,
  missingSupabaseVariables,
  onPreBootstrap,
  secretKeyKind,
  secretKeyMessage,
} from "../env/supabase-env";

/** A JWT shaped like Supabase's keys (the signature is not checked: the payload alone says what the key can do). */
function jwt(payload: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}.c2lnbmF0dXJl`;
}
const serviceRoleKey = jwt({ iss: "supabase", ref: "abcdefghijklmnop", role: SERVICE_ROLE, iat: 1700000000, exp: 2000000000 });
const anonJwt = jwt({ iss: "supabase", ref: "abcdefghijklmnop", role: "anon", iat: 1700000000, exp: 2000000000 });

function runPreBootstrap() {
  const reporter = { warn: jest.fn(), panic: jest.fn() };
  (onPreBootstrap as unknown as (args: { reporter: typeof reporter }) => void)({ reporter });
  return reporter;
}

const savedEnv = { ...process.env };
beforeEach(() => {
  process.env.NODE_ENV = "production";
  delete process.env.CI;
});
afterEach(() => {
  process.env = { ...savedEnv };
});

describe("Supabase settings at build time", () => {
  test("names what is missing", () => {
    expect(missingSupabaseVariables({})).toEqual(["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY"]);
    expect(missingSupabaseVariables({ GATSBY_SUPABASE_URL: "https://x.supabase.co" })).toEqual(["GATSBY_SUPABASE_ANON_KEY"]);
    expect(missingSupabaseVariables({ GATSBY_SUPABASE_URL: "u", GATSBY_SUPABASE_ANON_KEY: "k" })).toEqual([]);
  });

  test.each(["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY"])("warns the build loudly when %s is missing", (name) => {
    process.env.GATSBY_SUPABASE_URL = "https://x.supabase.co";
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon";
    delete process.env[name];
    const reporter = runPreBootstrap();
    expect(reporter.warn).toHaveBeenCalledWith(missingSettingsMessage([name]));
    expect(reporter.panic).not.toHaveBeenCalled();
  });

  test("the warning says what fails, where to set the values, and that CI stops", () => {
    const message = missingSettingsMessage(["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY"]);
    expect(message).toContain("GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY are not set.");
    expect(message).toContain("Every enquiry sent from this build's contact forms will FAIL");
    expect(message).toContain(".env.production (see .env.example)");
    expect(message).toContain("With CI=true this stops the build.");
  });

  test.each(["true", "1"])("stops a production build under CI=%s", (ci) => {
    delete process.env.GATSBY_SUPABASE_URL;
    delete process.env.GATSBY_SUPABASE_ANON_KEY;
    process.env.CI = ci;
    const reporter = runPreBootstrap();
    expect(reporter.panic).toHaveBeenCalledWith(missingSettingsMessage(["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY"]));
  });

  test("only warns under CI while developing", () => {
    process.env.NODE_ENV = "development";
    process.env.CI = "true";
    process.env.GATSBY_SUPABASE_URL = "https://x.supabase.co";
    delete process.env.GATSBY_SUPABASE_ANON_KEY;
    const reporter = runPreBootstrap();
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalled();
  });

  test("stays quiet when both are set", () => {
    process.env.GATSBY_SUPABASE_URL = "https://x.supabase.co";
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon";
    process.env.CI = "true";
    const reporter = runPreBootstrap();
    expect(reporter.warn).not.toHaveBeenCalled();
    expect(reporter.panic).not.toHaveBeenCalled();
  });
});

describe("a key that must never be published", () => {
  test("reads the role of a JWT, and nothing from other values", () => {
    expect(jwtRole(serviceRoleKey)).toBe(SERVICE_ROLE);
    expect(jwtRole(anonJwt)).toBe("anon");
    for (const value of ["test-anon-key", "a.b.c", "sb_publishable_abc", `x.${Buffer.from("[1]").toString("base64url")}.y`, ""]) {
      expect(jwtRole(value)).toBeUndefined();
    }
  });

  test("a service role JWT or a secret key is named; anon and publishable keys pass", () => {
    expect(secretKeyKind(serviceRoleKey)).toContain(SERVICE_ROLE);
    expect(secretKeyKind(` ${serviceRoleKey}\n`)).toContain(SERVICE_ROLE);
    for (const prefix of SECRET_KEY_PREFIXES) expect(secretKeyKind(`${prefix}0123456789abcdef`)).toContain(prefix);
    for (const value of [anonJwt, "sb_publishable_0123456789abcdef", "test-anon-key", "local-anon-key", undefined]) {
      expect(secretKeyKind(value)).toBeUndefined();
    }
  });

  test("the message says what the key is, why it stops, and what to use instead", () => {
    const message = secretKeyMessage(secretKeyKind(serviceRoleKey) ?? "");
    expect(message).toContain("GATSBY_SUPABASE_ANON_KEY holds a key that must never be published");
    expect(message).toContain(`a service role key (a JWT whose role is ${SERVICE_ROLE})`);
    expect(message).toContain("bypasses\nrow level security");
    expect(message).toContain("anon (or publishable) key");
    expect(message).toContain("rotate it");
  });

  test.each([
    ["production", undefined],
    ["production", "true"],
    ["development", undefined],
  ])("stops the %s build (CI=%s) with a service role JWT", (nodeEnv, ci) => {
    process.env.NODE_ENV = nodeEnv;
    if (ci) process.env.CI = ci;
    process.env.GATSBY_SUPABASE_URL = "https://x.supabase.co";
    process.env.GATSBY_SUPABASE_ANON_KEY = serviceRoleKey;
    const reporter = runPreBootstrap();
    expect(reporter.panic).toHaveBeenCalledWith(secretKeyMessage(secretKeyKind(serviceRoleKey) ?? ""));
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  test.each(SECRET_KEY_PREFIXES)("stops the build with a %s key, even without a URL", (prefix) => {
    delete process.env.GATSBY_SUPABASE_URL;
    process.env.GATSBY_SUPABASE_ANON_KEY = `${prefix}0123456789abcdef`;
    const reporter = runPreBootstrap();
    expect(reporter.panic).toHaveBeenCalledWith(secretKeyMessage(secretKeyKind(process.env.GATSBY_SUPABASE_ANON_KEY) ?? ""));
  });
});

describe("gatsby-node", () => {
  test("runs the check before anything else of the build: a service role key stops it there", async () => {
    const { onPreBootstrap: gatsbyNodePreBootstrap } = await import("../../gatsby-node");
    process.env.GATSBY_SUPABASE_URL = "https://x.supabase.co";
    process.env.GATSBY_SUPABASE_ANON_KEY = serviceRoleKey;
    // Gatsby's panic ends the process; here it throws, so nothing after it runs.
    const reporter = {
      warn: jest.fn(),
      panic: jest.fn((message: string) => {
        throw new Error(message);
      }),
    };
    const run = gatsbyNodePreBootstrap as unknown as (args: { reporter: typeof reporter }, options: object) => Promise<void>;
    await expect(run({ reporter }, {})).rejects.toThrow("GATSBY_SUPABASE_ANON_KEY holds a key that must never be published");
  });
});
