import { missingSupabaseVariables, onPreBootstrap } from "../supabase-env";

const WARNING = "GATSBY_SUPABASE_URL / GATSBY_SUPABASE_ANON_KEY are not set: the contact forms will fail to send";

function runPreBootstrap() {
  const reporter = { warn: jest.fn() };
  (onPreBootstrap as unknown as (args: { reporter: typeof reporter }) => void)({ reporter });
  return reporter.warn;
}

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

describe("Supabase settings at build time", () => {
  test("names what is missing", () => {
    expect(missingSupabaseVariables({})).toEqual(["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY"]);
    expect(missingSupabaseVariables({ GATSBY_SUPABASE_URL: "https://x.supabase.co" })).toEqual(["GATSBY_SUPABASE_ANON_KEY"]);
    expect(missingSupabaseVariables({ GATSBY_SUPABASE_URL: "u", GATSBY_SUPABASE_ANON_KEY: "k" })).toEqual([]);
  });

  test.each(["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY"])("warns the build when %s is missing", (name) => {
    process.env.GATSBY_SUPABASE_URL = "https://x.supabase.co";
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon";
    delete process.env[name];
    expect(runPreBootstrap()).toHaveBeenCalledWith(WARNING);
  });

  test("stays quiet when both are set", () => {
    process.env.GATSBY_SUPABASE_URL = "https://x.supabase.co";
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon";
    expect(runPreBootstrap()).not.toHaveBeenCalled();
  });
});
