/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { envFileName, loadEnvFile } from "../env/env-files";

let directory: string;
beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "env-files-"));
  fs.writeFileSync(path.join(directory, ".env.production"), "GATSBY_SUPABASE_URL=https://prod-ref.supabase.co\nGATSBY_SUPABASE_ANON_KEY='prod key'\n");
  fs.writeFileSync(path.join(directory, ".env.development"), "GATSBY_SUPABASE_URL=https://dev-ref.supabase.co\n");
  fs.writeFileSync(path.join(directory, ".env.staging"), "SITE_URL=https://staging.example.com\n");
});
afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

describe("the .env file Gatsby's bundle reads, loaded for the Node side too", () => {
  test("picks the file as Gatsby does: GATSBY_ACTIVE_ENV, else NODE_ENV, else development", () => {
    expect(envFileName({ NODE_ENV: "production" })).toBe(".env.production");
    expect(envFileName({ NODE_ENV: "production", GATSBY_ACTIVE_ENV: "staging" })).toBe(".env.staging");
    expect(envFileName({})).toBe(".env.development");
  });

  test("a value set only in .env.production reaches process.env during a build", () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: "production" };
    expect(loadEnvFile(directory, env)).toBe(path.join(directory, ".env.production"));
    expect(env.GATSBY_SUPABASE_URL).toBe("https://prod-ref.supabase.co");
    expect(env.GATSBY_SUPABASE_ANON_KEY).toBe("prod key");
  });

  test("the environment wins over the file, as it does for the bundle", () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: "production", GATSBY_SUPABASE_URL: "http://127.0.0.1:54321", GATSBY_SUPABASE_ANON_KEY: "" };
    loadEnvFile(directory, env);
    expect(env.GATSBY_SUPABASE_URL).toBe("http://127.0.0.1:54321");
    expect(env.GATSBY_SUPABASE_ANON_KEY).toBe("");
  });

  test("develop reads .env.development; no file changes nothing", () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: "development" };
    loadEnvFile(directory, env);
    expect(env.GATSBY_SUPABASE_URL).toBe("https://dev-ref.supabase.co");
    const none: NodeJS.ProcessEnv = { NODE_ENV: "test" };
    expect(loadEnvFile(directory, none)).toBeUndefined();
    expect(none).toEqual({ NODE_ENV: "test" });
  });
});
