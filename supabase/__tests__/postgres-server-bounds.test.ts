/**
 * @jest-environment node
 *
 * Bounds on a PostgreSQL server: a row stored before the bounds, whose notification gave up,
 * blocks no later notification across the migrations (everything is cut in UTF-16 code units, old
 * rows are trimmed and the constraints validated); a field of 5 MB is refused by the byte guard
 * before any per-character work.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIELD_LIMITS } from "../functions/notify-enquiry/enquiry.ts";
import { applyPendingMigrations, listMigrations } from "../local/migrations";
import { applyPlatform } from "../local/platform";
import { emulateInsert } from "../local/postgrest-insert";
import { pgSession, startPostgresServer } from "../testing/postgres-server";
import { SAMPLE_HOME_ROW } from "./db-helpers";
import { MailProvider, deliverQueued, runJob, statuses } from "./notification-helpers";
import { describeOnServer, serverBin, useServer } from "./server-suite";

jest.setTimeout(60_000);

/** The migration that added the e-mail and phone bounds, and the last one before this round's. */
const BOUNDS_VERSION = "20261127090000";
const FORM_ENQUIRIES_VERSION = "20261128090000";

/** 200 emoji and a domain: 405 UTF-16 code units, stored before the e-mail bound existed. */
const POISONED_EMAIL = `${"\u{1F600}".repeat(200)}@x.io`;

describeOnServer("bounds on a PostgreSQL server", () => {
  const suite = useServer();

  it("an old row with a 200-emoji e-mail whose notification gave up blocks no later notification, across the migrations", async () => {
    // A server of its own: the older migrations set role-wide settings this file's server must not get.
    const server = await startPostgresServer(serverBin as string);
    const pool = server.pool;
    const session = pgSession(pool);
    const folder = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    const copyUpTo = (version: string) => {
      for (const migration of listMigrations().filter((each) => each.version <= version)) {
        copyFileSync(migration.file, path.join(folder, path.basename(migration.file)));
      }
    };
    try {
      await applyPlatform(session);
      copyUpTo(String(Number(BOUNDS_VERSION) - 1));
      await applyPendingMigrations(session, folder);
      await pool.query("select vault.create_secret('https://ref.supabase.co/functions/v1/notify-enquiry', 'notify_enquiry_url')");
      await pool.query("select vault.create_secret('secret', 'notify_enquiry_secret')");
      await pool.query("insert into public.contact_submissions (name, email, phone, message) values ('Old', $1, $2, 'Stored long ago')", [
        POISONED_EMAIL,
        "1".repeat(40),
      ]);
      // The migrations up to this round's; its notification gives up.
      copyUpTo(FORM_ENQUIRIES_VERSION);
      await applyPendingMigrations(session, folder);
      await pool.query("update private.enquiry_notifications set state = 'given up', attempts = 8, request_id = null, error = '502: down'");
      await pool.query("truncate net.http_request_queue");

      copyUpTo("99999999999999");
      await applyPendingMigrations(session, folder);
      const stored = await pool.query<{ id: number; email: string; phone: string }>("select id::int as id, email, phone from public.contact_submissions");
      const [old] = stored.rows;
      expect(old).toEqual({ id: expect.any(Number), email: `address-too-long-${old?.id}@original-kept.invalid`, phone: "1".repeat(32) });
      const originals = await pool.query("select field, original from private.contact_submission_originals order by field");
      expect(originals.rows).toEqual([
        { field: "email", original: POISONED_EMAIL },
        { field: "phone", original: "1".repeat(40) },
      ]);
      const constraints = await pool.query<{ conname: string; convalidated: boolean }>(
        "select conname, convalidated from pg_catalog.pg_constraint where conrelid = 'public.contact_submissions'::regclass and not convalidated",
      );
      expect(constraints.rows).toEqual([]);
      // What the database cuts, it cuts in UTF-16 code units, as the function counts.
      const cut = await pool.query<{ cut: string }>("select private.utf16_left($1, 254) as cut", [POISONED_EMAIL]);
      expect(cut.rows[0]?.cut).toBe(`${"\u{1F600}".repeat(127)}`);

      // With no new enquiry, the job alerts about the give-up; then four real leads, all e-mailed.
      const provider = new MailProvider();
      const handed = new Set<string>();
      await runJob(session);
      expect(await deliverQueued(session, "up", provider, handed)).toBe(1);
      const [alert] = [...provider.emails.values()];
      const listed = alert?.given_up as Array<{ name: string; email: string }>;
      expect(listed.map((item) => item.email)).toEqual([old?.email]);
      for (const item of listed) expect(item.email.length).toBeLessThanOrEqual(FIELD_LIMITS.email);
      for (let i = 0; i < 4; i += 1) {
        const answer = await emulateInsert(session, {
          table: "contact_submissions",
          body: { ...SAMPLE_HOME_ROW, message: `Lead ${i}` },
          headers: { "cf-connecting-ip": `198.51.100.${i + 1}` },
        });
        expect(answer.status).toBe(201);
      }
      expect(await deliverQueued(session, "up", provider, handed)).toBe(4);
      await runJob(session);
      expect((await statuses(session)).map((row) => row.status)).toEqual(["given up", "sent", "sent", "sent", "sent"]);
    } finally {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each([
    ["message", { message: "x".repeat(5 * 1024 * 1024) }, "message is 5242880 bytes long: more than the 6000 bytes 2000 UTF-16 code units can take."],
    ["email", { email: `${"\u{1F600}".repeat(1024 * 1024)}@x.io` }, "email is 4194309 bytes long: more than the 762 bytes 254 UTF-16 code units can take."],
  ])("a 5 MB %s is refused by the byte guard, with its constraint's error, before any per-character work", async (field, fields, details) => {
    const answer = await suite.send("198.51.100.9", { ...SAMPLE_HOME_ROW, ...fields });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      code: "23514",
      message: `new row for relation "contact_submissions" violates check constraint "contact_submissions_${field}_length"`,
      details,
      hint: null,
    });
    const stored = await suite.pool().query<{ count: number }>("select count(*)::int as count from public.contact_submissions");
    expect(stored.rows[0]?.count).toBe(0);
  });
});
