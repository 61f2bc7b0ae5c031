/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "http";
import { LOCAL_ANON_KEY, SAME_ORIGIN_URL, applyDevelopmentDefaults, onCreateDevServer } from "../env/enquiry-backend";
import { ENQUIRY_ENDPOINT_PATH, ENQUIRY_SENT_PATH } from "../../src/forms/form-post";
import { databaseFolder } from "../../supabase/local/local-store";
import { readEnquiries } from "../../supabase/local/read-enquiries";
import { writeMigratedDatabase } from "../../supabase/testing/migrated-database";
import { temporaryDirectory } from "../../jest/temporary-directory";

// A ceiling, not a wait: the dev server test starts PGlite twice (a migrated store folder, then the
// store itself), which took up to 69 s in the unit chain that runs niced beside the build.
jest.setTimeout(180_000);

describe("where `gatsby develop` sends enquiries", () => {
  test("without a Supabase project: the dev server's own origin and the local key", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(applyDevelopmentDefaults(env)).toBe(true);
    expect(env).toEqual({ GATSBY_SUPABASE_URL: SAME_ORIGIN_URL, GATSBY_SUPABASE_ANON_KEY: LOCAL_ANON_KEY });
  });

  test("with a Supabase project: untouched", () => {
    const env: NodeJS.ProcessEnv = { GATSBY_SUPABASE_URL: "https://ref.supabase.co", GATSBY_SUPABASE_ANON_KEY: "anon" };
    expect(applyDevelopmentDefaults(env)).toBe(false);
    expect(env).toEqual({ GATSBY_SUPABASE_URL: "https://ref.supabase.co", GATSBY_SUPABASE_ANON_KEY: "anon" });
  });

  test('an explicit "/" keeps its key, or gets the local one', () => {
    const env: NodeJS.ProcessEnv = { GATSBY_SUPABASE_URL: "/", GATSBY_SUPABASE_ANON_KEY: "mine" };
    expect(applyDevelopmentDefaults(env)).toBe(true);
    expect(env.GATSBY_SUPABASE_ANON_KEY).toBe("mine");
  });
});

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Just enough of Gatsby's Express app: the middleware onCreateDevServer adds, then a fallback. */
function devServer(middlewares: Middleware[]): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const run = (index: number) => {
      const middleware = middlewares[index];
      if (middleware) middleware(request, response, () => run(index + 1));
      else response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>page</title>");
    };
    run(0);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
    }),
  );
}

function runOnCreateDevServer(middlewares: Middleware[]) {
  const reporter = { info: jest.fn(), error: jest.fn() };
  const app = { use: (middleware: Middleware) => middlewares.push(middleware) };
  (onCreateDevServer as unknown as (args: { app: typeof app; reporter: typeof reporter }) => void)({ app, reporter });
  return reporter;
}

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

describe("onCreateDevServer", () => {
  test("serves the local store's Data API and plain form endpoint on the dev server, says where enquiries go, and leaves pages alone", async () => {
    const folder = temporaryDirectory("dev-store");
    // A store folder as its first start leaves it (the local store's own tests create one from nothing).
    await writeMigratedDatabase(databaseFolder(folder));
    process.env.LOCAL_STORE_DIR = folder;
    process.env.GATSBY_SUPABASE_URL = SAME_ORIGIN_URL;
    process.env.GATSBY_SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
    const middlewares: Middleware[] = [];
    const reporter = runOnCreateDevServer(middlewares);
    const { server, url } = await devServer(middlewares);
    try {
      const page = await fetch(`${url}/contact`);
      await expect(page.text()).resolves.toContain("<title>page</title>");

      const insert = await fetch(`${url}/rest/v1/contact_submissions`, {
        method: "POST",
        headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "Priya Raman", email: "priya@example.com", phone: "", company: "", service: "", message: "Hello" }),
      });
      expect(insert.status).toBe(201);
      const plain = await fetch(`${url}${ENQUIRY_ENDPOINT_PATH}`, {
        method: "POST",
        headers: { origin: url },
        body: new URLSearchParams({ form: "home", page: "/", name: "Daniel Weber", email: "d.weber@example.de", message: "Hello" }),
        redirect: "manual",
      });
      expect([plain.status, plain.headers.get("location")]).toEqual([303, `${url}${ENQUIRY_SENT_PATH}`]);
      expect(reporter.info).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(
            `^Enquiries are stored in the local store .*served at /rest/v1/ and ${ENQUIRY_ENDPOINT_PATH} on this server; list them with \`npm run enquiries\``,
          ),
        ),
      );
      const listing = await readEnquiries(folder);
      expect(listing.rows.map((row) => row.email).sort()).toEqual(["d.weber@example.de", "priya@example.com"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      // The store stays open in this process, as in a dev server (its inbox does not keep jest alive).
    }
  });

  test("with a Supabase project: mounts nothing and names the project", () => {
    process.env.GATSBY_SUPABASE_URL = "https://ref.supabase.co";
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon";
    const middlewares: Middleware[] = [];
    const reporter = runOnCreateDevServer(middlewares);
    expect(middlewares).toEqual([]);
    expect(reporter.info).toHaveBeenCalledWith("Enquiries go to the Supabase project https://ref.supabase.co");
  });
});
