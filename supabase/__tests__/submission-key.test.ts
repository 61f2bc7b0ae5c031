/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { emulateInsert } from "../local/postgrest-insert";
import { SAMPLE_HOME_ROW, asNewVisitor, countRows, useMigratedDatabase } from "./db-helpers";

const TABLE = "contact_submissions";

const database = useMigratedDatabase();

beforeEach(() => database().exec("truncate net.http_request_queue; delete from vault.secrets;"));

const send = (body: Record<string, unknown>, headers: Record<string, string> = asNewVisitor()) => emulateInsert(database(), { table: TABLE, body, headers });

async function storedKeys(): Promise<Array<string | null>> {
  return (await database().query<{ submission_key: string | null }>("select submission_key from public.contact_submissions order by id")).rows.map(
    (row) => row.submission_key,
  );
}

describe("submission_key: one row per submission, however often it is sent", () => {
  it("a resent submission with the same key stores one row, queues one notification, and still answers 201", async () => {
    await database().query("select vault.create_secret('https://ref.supabase.co/functions/v1/notify-enquiry', 'notify_enquiry_url')");
    await database().query("select vault.create_secret('secret', 'notify_enquiry_secret')");
    const key = randomUUID();
    expect((await send({ ...SAMPLE_HOME_ROW, submission_key: key })).status).toBe(201);
    expect((await send({ ...SAMPLE_HOME_ROW, submission_key: key })).status).toBe(201);
    expect(await storedKeys()).toEqual([key]);
    expect(await countRows(database(), "private.enquiry_notifications")).toBe(1);
    expect(await countRows(database(), "net.http_request_queue")).toBe(1);
  });

  it("different keys are different submissions", async () => {
    const keys = [randomUUID(), randomUUID()];
    for (const key of keys) expect((await send({ ...SAMPLE_HOME_ROW, submission_key: key })).status).toBe(201);
    expect(await storedKeys()).toEqual(keys);
  });

  it("a row without a key (a page cached before keys existed) is stored each time it is sent", async () => {
    expect((await send(SAMPLE_HOME_ROW)).status).toBe(201);
    expect((await send(SAMPLE_HOME_ROW)).status).toBe(201);
    expect(await storedKeys()).toEqual([null, null]);
  });

  it("a key that is not a UUID is refused like any invalid value (400)", async () => {
    const answer = await send({ ...SAMPLE_HOME_ROW, submission_key: "not-a-uuid" });
    expect(answer.status).toBe(400);
    expect(await countRows(database(), "public.contact_submissions")).toBe(0);
  });

  it("the unique constraint has the name the browser recognises", async () => {
    const result = await database().query<{ conname: string }>(
      "select conname from pg_catalog.pg_constraint where conrelid = 'public.contact_submissions'::regclass and contype = 'u'",
    );
    expect(result.rows.map((row) => row.conname)).toEqual(["contact_submissions_submission_key_key"]);
  });
});
