/** @jest-environment node */
import { copyFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { toHomeRow } from "../../src/forms/submission-rows";
import { openMigratedDatabase } from "../local/database";
import { formatEnquiries, listEnquiries } from "../local/inbox";
import { listMigrations } from "../local/migrations";
import { gatewayHeaders } from "../local/rest-endpoint";
import { CRON_INTERVAL_MS } from "../local/cron-runner";
import { databaseFolder, openLocalStore, type LocalStore } from "../local/local-store";
import { readEnquiries } from "../local/read-enquiries";
import { OWNER_FILE } from "../local/store-owner";
import { writeMigratedDatabase } from "../testing/migrated-database";
import { RESET_SQL } from "./db-helpers";

jest.setTimeout(60_000);

const ANON_KEY = "local-anon-key";
const row = toHomeRow({
  name: "Daniel Weber",
  email: "d.weber@example.de",
  phone: "",
  company: "Weber GmbH",
  service: "consultation",
  message: "Please call me back about a Dynamics 365 rollout in three countries.",
});

const folders: string[] = [];
function temporaryFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "local-store-"));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * A store folder, migrated and held by no process, for a test to open: loaded from the migrated
 * dump (creating and migrating a database in a folder is the first test's subject, and costs
 * seconds), once; each test gets a copy of the folder.
 */
let closedStore: Promise<string> | undefined;
async function closedStoreCopy(): Promise<string> {
  closedStore ??= (async () => {
    const folder = temporaryFolder();
    await writeMigratedDatabase(databaseFolder(folder));
    return folder;
  })();
  const copy = temporaryFolder();
  cpSync(await closedStore, copy, { recursive: true });
  return copy;
}

describe("a database kept in a folder", () => {
  it("applies each migration once, records it as the Supabase CLI does, and picks up a new one on the next start", async () => {
    const dataDir = path.join(temporaryFolder(), "pgdata");
    const migrationsDir = temporaryFolder();
    for (const migration of listMigrations()) copyFileSync(migration.file, path.join(migrationsDir, path.basename(migration.file)));
    const names = listMigrations().map((migration) => path.basename(migration.file));

    const first = await openMigratedDatabase({ dataDir, migrationsDir });
    expect(first.appliedNow).toEqual(names);
    await first.db.close();

    writeFileSync(path.join(migrationsDir, "29991231000000_later_change.sql"), "create table public.later_change (id int);");
    const second = await openMigratedDatabase({ dataDir, migrationsDir });
    expect(second.appliedNow).toEqual(["29991231000000_later_change.sql"]);
    const recorded = await second.db.query<{ version: string; name: string }>(
      "select version, name from supabase_migrations.schema_migrations order by version",
    );
    expect(recorded.rows).toEqual([...listMigrations().map(({ version, name }) => ({ version, name })), { version: "29991231000000", name: "later_change" }]);
    await second.db.close();
  });
});

describe("the local store over HTTP", () => {
  let store: LocalStore;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    store = await openLocalStore({ folder: await closedStoreCopy(), anonKey: ANON_KEY });
    server = createServer((request, response) => store.handler(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/rest/v1/contact_submissions`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await store.close();
  });
  beforeEach(() => store.db.exec(RESET_SQL));

  /** Sends `bytes` of a body that never ends and resolves with the status answered meanwhile. */
  const statusWhileSending = (bytes: number, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port: new URL(url).port,
          path: "/rest/v1/contact_submissions",
          method: "POST",
          headers: { apikey: ANON_KEY, "content-type": "application/json", ...headers },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      // The server closes the connection once it has answered.
      request.on("error", (error) => (/socket hang up|EPIPE|ECONNRESET/.test(error.message) ? undefined : reject(error)));
      request.write(Buffer.alloc(bytes, 32));
    });

  const storedCount = async () => (await store.db.query<{ count: number }>("select count(*)::int as count from public.contact_submissions")).rows[0]?.count;

  /** What supabase-js sends for `.insert(row)` with the anon key. */
  const post = (body: unknown, headers: Record<string, string> = {}, target: string = url) =>
    fetch(target, {
      method: "POST",
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, "content-type": "application/json", "content-profile": "public", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("stores an insert and answers 201 with an empty body, as PostgREST does", async () => {
    const response = await post(row);
    expect(response.status).toBe(201);
    await expect(response.text()).resolves.toBe("");
    // Not a browser request (no Origin): no CORS headers needed.
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const { phone: _notListed, ...listed } = row;
    await expect(listEnquiries(store.db)).resolves.toEqual([{ ...listed, created_at: expect.any(String), notification: expect.any(String) }]);
  });

  it("answers a preflight from its own origin, under any loopback name, so the browser sends the insert", async () => {
    const port = new URL(url).port;
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const response = await fetch(url, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "apikey,authorization,content-type" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe(origin);
      expect(response.headers.get("access-control-allow-methods")).toContain("POST");
      expect(response.headers.get("access-control-allow-headers")).toBe("apikey,authorization,content-type");
    }
  });

  it("refuses every other origin before reading anything: a page the developer visits cannot write into the store", async () => {
    for (const origin of ["https://evil.example", "http://127.0.0.1:9", "null"]) {
      const preflight = await fetch(url, { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
      // A "simple" request skips the preflight: it is refused all the same, and nothing is stored.
      const simple = await post(row, { origin, "content-type": "text/plain" });
      expect(simple.status).toBe(403);
    }
    expect(await storedCount()).toBe(0);
  });

  /** A request to this server with a Host of the test's choosing (fetch sends the URL's own). */
  const withHost = (host: string, requestPath: string, method: string, headers: Record<string, string> = {}, body = "") =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(url);
      const request = httpRequest({ host: hostname, port, path: requestPath, method, headers: { ...headers, host } }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      });
      request.on("error", reject);
      request.end(body);
    });

  it("answers only its own loopback host names: a rebinding page (Host and Origin evil.example:<port>) gets no 201 and no echoed origin", async () => {
    const port = new URL(url).port;
    const rebound = `evil.example:${port}`;
    const insert = { apikey: ANON_KEY, "content-type": "application/json", origin: `http://${rebound}` };
    const refused = await withHost(rebound, "/rest/v1/contact_submissions", "POST", insert, JSON.stringify(row));
    expect(refused.status).toBe(421);
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await withHost(rebound, "/rest/v1/contact_submissions", "OPTIONS", {
      origin: `http://${rebound}`,
      "access-control-request-method": "POST",
    });
    expect(preflight.status).toBe(421);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    // Its loopback names on another port are not this server either.
    expect(
      (await withHost("127.0.0.1:9", "/rest/v1/contact_submissions", "POST", { apikey: ANON_KEY, "content-type": "application/json" }, JSON.stringify(row)))
        .status,
    ).toBe(421);
    expect(await storedCount()).toBe(0);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect([
        host,
        (await withHost(host, "/rest/v1/contact_submissions", "POST", { apikey: ANON_KEY, "content-type": "application/json" }, JSON.stringify(row))).status,
      ]).toEqual([host, 201]);
    }
  });

  it("its inbox answers the listing to its own loopback host names only", async () => {
    const inbox = new URL(store.inboxUrl);
    const get = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest({ host: inbox.hostname, port: inbox.port, path: "/enquiries", headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on("error", reject);
        request.end();
      });
    expect(await get(`evil.example:${inbox.port}`)).toBe(404);
    expect(await get(inbox.host)).toBe(200);
  });

  it("answers like PostgREST for anon: return=representation and upserts are refused (no SELECT or UPDATE right)", async () => {
    for (const prefer of ["return=representation", "resolution=merge-duplicates", "resolution=merge-duplicates,return=representation"]) {
      const response = await post(row, { prefer });
      expect([prefer, response.status]).toEqual([prefer, 401]);
      await expect(response.json()).resolves.toMatchObject({ code: "42501" });
    }
    expect(await storedCount()).toBe(0);
  });

  it("answers a malformed path with 400, deep JSON with 400, and a large body with 413 before reading it all", async () => {
    const malformed = await post(row, {}, url.replace("contact_submissions", "contact%E0%A4%A"));
    expect(malformed.status).toBe(400);
    const deep = await post(`${"[".repeat(5000)}${"]".repeat(5000)}`);
    expect(deep.status).toBe(400);
    await expect(deep.json()).resolves.toMatchObject({ code: "PGRST102" });
    // 50 MB announced, 2 MB sent: the answer comes without the rest.
    expect(await statusWhileSending(2_000_000, { "content-length": "50000000" })).toBe(413);
    // Without a length (chunked): refused once 1 MB has arrived, the client still sending.
    expect(await statusWhileSending(2_000_000)).toBe(413);
    expect(await storedCount()).toBe(0);
  });

  it("refuses a missing or wrong key with the gateway's 401 bodies", async () => {
    const missing = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(row) });
    expect(missing.status).toBe(401);
    await expect(missing.json()).resolves.toEqual({ message: "No API key found in request", hint: "No `apikey` request header or url param was found." });
    const wrong = await post(row, { apikey: "service-role-guess" });
    expect(wrong.status).toBe(401);
    await expect(wrong.json()).resolves.toMatchObject({ message: "Invalid API key" });
    await expect(listEnquiries(store.db)).resolves.toEqual([]);
  });

  it("answers a CHECK violation with 400 and PostgREST's error body", async () => {
    const response = await post({ ...row, service: "erp" });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ code: "23514", hint: null, message: expect.stringContaining("contact_submissions_service_value") });
  });

  it("answers an unknown column and broken JSON as PostgREST does", async () => {
    const unknown = await post({ ...row, website: "spam" });
    expect(unknown.status).toBe(400);
    await expect(unknown.json()).resolves.toMatchObject({ code: "PGRST204" });
    const broken = await post("{");
    expect(broken.status).toBe(400);
    await expect(broken.json()).resolves.toMatchObject({ code: "PGRST102", message: "Empty or invalid json" });
  });

  it("applies the rate limit to the caller's address (loopback here): the 6th enquiry gets 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(row)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const writes = await store.db.query<{ ip: string }>("select host(ip) as ip from private.contact_submission_writes");
    expect(new Set(writes.rows.map((write) => write.ip))).toEqual(new Set(["127.0.0.1"]));
  });

  it("takes an array body as PostgREST does, and counts every row against the limit", async () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ ...row, message: `Row ${i}` }));
    expect((await post(rows(3))).status).toBe(201);
    expect(await storedCount()).toBe(3);
    const tooMany = await post(rows(50));
    expect(tooMany.status).toBe(429);
    await expect(tooMany.json()).resolves.toMatchObject({ code: "PT429", message: "Too many enquiries from this address. Please try again later." });
    expect(await storedCount()).toBe(3);
    const mixed = await post([row, { name: "Only a name" }]);
    expect(mixed.status).toBe(400);
    await expect(mixed.json()).resolves.toMatchObject({ code: "PGRST102", message: "All object keys must match" });
  });

  it("takes a CSV body, one row per line, counted like any other", async () => {
    const header = Object.keys(row).join(",");
    const line = Object.values(row)
      .map((value) => `"${String(value).replace(/"/g, '""')}"`)
      .join(",");
    const csv = (lines: number) => [header, ...Array<string>(lines).fill(line)].join("\r\n");
    expect((await post(csv(2), { "content-type": "text/csv" })).status).toBe(201);
    const stored = await store.db.query<{ message: string }>("select message from public.contact_submissions");
    expect(stored.rows).toEqual([{ message: row.message }, { message: row.message }]);
    expect((await post(csv(4), { "content-type": "text/csv" })).status).toBe(429);
    expect(await storedCount()).toBe(2);
  });

  it("finds the table behind a percent-encoded path, and the limit counts it all the same", async () => {
    const encoded = url.replace("contact_submissions", "contact%5Fsubmissions");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(row, {}, encoded)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("stores a resent submission key once and answers 201 both times", async () => {
    const keyed = { ...row, submission_key: "6f1c7f3e-3a6e-4d7b-9a51-2f1f0c8b7e10" };
    expect((await post(keyed)).status).toBe(201);
    expect((await post(keyed)).status).toBe(201);
    expect(await storedCount()).toBe(1);
  });

  it("queues each enquiry's e-mail and retries it on the schedule, as in production; npm run enquiries shows its state", async () => {
    expect((await post(row)).status).toBe(201);
    // No Vault secrets in a fresh store: the first attempt could not be queued.
    const [first] = await listEnquiries(store.db);
    expect(first?.notification).toBe("retry scheduled, 1 attempt: Vault secrets notify_enquiry_url and notify_enquiry_secret must both be set");
    await store.db.exec("update private.enquiry_notifications set next_attempt_at = now() - interval '1 second'");
    expect(await store.runScheduledJobs()).toEqual([]);
    const [second] = await listEnquiries(store.db);
    expect(second?.notification).toMatch(/^retry scheduled, 2 attempts: /);
    const { rows } = await readEnquiries(store.folder);
    expect(rows.map((enquiry) => enquiry.notification)).toEqual([second?.notification]);
  });

  it("runs only every-minute jobs and reports any other schedule instead of running it at the wrong times", async () => {
    await store.db.query("select cron.schedule('nightly', '0 3 * * *', 'select 1')");
    try {
      expect(await store.runScheduledJobs()).toEqual(['nightly: schedule "0 3 * * *" is not run by the local store (only "* * * * *")']);
    } finally {
      await store.db.query("select cron.unschedule('nightly')");
    }
  });

  it("serves inserts only: a read gets 405 and no rows", async () => {
    const response = await fetch(url, { headers: { apikey: ANON_KEY } });
    expect(response.status).toBe(405);
  });
});

describe("the gateway's client address headers", () => {
  const request = (remoteAddress: string, headers: Record<string, string>) =>
    ({ socket: { remoteAddress }, headers }) as unknown as Parameters<typeof gatewayHeaders>[0];

  it("appends the caller's address to X-Forwarded-For and sets X-Real-IP and CF-Connecting-IP to it", () => {
    expect(gatewayHeaders(request("::ffff:127.0.0.1", { "x-forwarded-for": "203.0.113.9", apikey: "k" }))).toEqual({
      "x-forwarded-for": "203.0.113.9, 127.0.0.1",
      "x-real-ip": "127.0.0.1",
      "cf-connecting-ip": "127.0.0.1",
      apikey: "k",
    });
  });

  it("overwrites a CF-Connecting-IP the caller made up", () => {
    expect(gatewayHeaders(request("::1", { "cf-connecting-ip": "198.51.100.1" }))).toMatchObject({ "cf-connecting-ip": "::1", "x-forwarded-for": "::1" });
  });
});

describe("one process holds a store; npm run enquiries reads it either way", () => {
  it("refuses a second opener, lets readers ask the holder, and reads the folder once it is free", async () => {
    const folder = await closedStoreCopy();
    const store = await openLocalStore({ folder, anonKey: ANON_KEY });
    await store.db.query("insert into public.contact_submissions (name, email, message, created_at) values ($1, $2, $3, now() - interval '1 day')", [
      "Older Enquiry",
      "older@example.com",
      "First",
    ]);
    await store.db.query("insert into public.contact_submissions (name, email, message) values ($1, $2, $3)", ["Newer Enquiry", "newer@example.com", "Second"]);
    try {
      await expect(openLocalStore({ folder, anonKey: ANON_KEY })).rejects.toThrow(`is open in process ${process.pid}`);
      const whileOpen = await readEnquiries(folder);
      expect(whileOpen.source).toBe(`the running dev server (process ${process.pid})`);
      expect(whileOpen.rows.map((enquiry) => enquiry.name)).toEqual(["Newer Enquiry", "Older Enquiry"]);
    } finally {
      await store.close();
    }
    const closed = await readEnquiries(folder);
    expect(closed.source).toBe(folder);
    expect(closed.rows.map((enquiry) => enquiry.name)).toEqual(["Newer Enquiry", "Older Enquiry"]);
  });

  it("takes over a store whose holder was killed", async () => {
    const folder = await closedStoreCopy();
    // No process has this id: Linux pids stay below 2^22.
    writeFileSync(path.join(folder, OWNER_FILE), JSON.stringify({ pid: 2 ** 22 + 1, inboxUrl: "http://127.0.0.1:9", startedAt: "" }));
    const store = await openLocalStore({ folder, anonKey: ANON_KEY });
    await store.close();
  });

  it("ends its schedule, with no warning, once its database folder is removed under it", async () => {
    const folder = await closedStoreCopy();
    // Only the schedule's interval runs on jest's clock: the database and the server keep theirs.
    jest.useFakeTimers({
      doNotFake: ["nextTick", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout", "queueMicrotask", "Date", "hrtime", "performance"],
    });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const store = await openLocalStore({ folder, anonKey: ANON_KEY });
      expect(jest.getTimerCount()).toBe(1);
      rmSync(databaseFolder(folder), { recursive: true, force: true });
      jest.advanceTimersByTime(CRON_INTERVAL_MS);
      expect(jest.getTimerCount()).toBe(0);
      await store.close().catch(() => undefined);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      jest.useRealTimers();
    }
  });

  it("says so when nothing was stored yet", async () => {
    await expect(readEnquiries(temporaryFolder())).resolves.toEqual({ rows: [], source: expect.stringContaining("not created yet") });
  });
});

describe("the inbox table", () => {
  it("shows date, name, email, company, service and the message's start, one enquiry per line", () => {
    const text = formatEnquiries([
      {
        created_at: "2026-11-23T10:15:42.000Z",
        name: "Priya Raman",
        email: "priya@example.com",
        company: "Acme",
        service: "sap",
        message: "Line one\nline two",
        notification: "sent",
      },
      {
        created_at: "2026-11-22T08:00:00.000Z",
        name: "Daniel Weber",
        email: "d@example.de",
        company: "",
        service: "",
        message: "x".repeat(100),
        notification: "given up, 8 attempts: 502: down",
      },
    ]);
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^Date \(UTC\)\s+Name\s+Email\s+Company\s+Service\s+Message\s+E-mail$/);
    expect(lines[2]).toMatch(/^2026-11-23 10:15\s+Priya Raman\s+priya@example\.com\s+Acme\s+sap\s+Line one line two\s+sent$/);
    expect(lines[3]).toMatch(/given up, 8 attempts: 502: down$/);
    expect(lines[3]).toContain(`${"x".repeat(39)}…`);
    expect(lines).toHaveLength(4);
  });

  it("escapes control characters: stored text never reaches the terminal as an escape sequence", () => {
    const text = formatEnquiries([
      {
        created_at: "2026-11-23T10:15:42.000Z",
        name: "Eve\u001b]0;owned\u0007",
        email: "e@example.com",
        company: "\u009b31m",
        service: "",
        message: "\u001b[2J\u001b[31mred",
        notification: "sent",
      },
    ]);
    // eslint-disable-next-line no-control-regex -- what must not be there
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(text).toContain("Eve\\x1b]0;owned\\x07");
    expect(text).toContain("\\x1b[2J\\x1b[31mred");
    expect(text).toContain("\\x9b31m");
  });

  it("escapes format characters: a stored bidi override cannot show a name, or the cells after it, reversed", () => {
    const text = formatEnquiries([
      {
        created_at: "2026-11-23T10:15:42.000Z",
        name: "Eve\u202egnp.exe",
        email: "e\u2066@example.com\u2069",
        company: "a\u200bb\u2060c",
        service: "",
        message: "plain",
        notification: "sent",
      },
    ]);
    expect(text).not.toMatch(/\p{Cf}/u);
    expect(text).toContain("Eve\\u{202e}gnp.exe");
    expect(text).toContain("e\\u{2066}@example.com\\u{2069}");
    expect(text).toContain("a\\u{200b}b\\u{2060}c");
  });
});
