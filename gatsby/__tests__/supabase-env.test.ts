import { missingSettingsMessage, missingSupabaseVariables, onPreBootstrap } from "../supabase-env";

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
