/**
 * @jest-environment node
 *
 * A cheap flood hides no real lead, on a PostgreSQL server: individual e-mails are shared out per
 * sender, IPv6 /56 and /48 (private.enquiry_notification_shares), so rotating /64s takes only a
 * range's share; the hourly summary names every enquiry it covers, people who wrote once first;
 * deleting enquiries frees no share.
 */
import { emulateInsert } from "../local/postgrest-insert";
import { MailProvider, deliverQueued, runJob } from "./notification-helpers";
import { describeOnServer, useServer } from "./server-suite";

jest.setTimeout(30_000);

type Row = { id: number; message: string; individual: boolean };
type SummaryPayload = { summary: { enquiries: Array<{ id: number; from_same_range: number }>; still_held: number } };

describeOnServer("a flood and real leads on a PostgreSQL server", () => {
  const suite = useServer();

  async function rows(): Promise<Row[]> {
    return (
      await suite.pool().query<Row>(
        `select c.id::int as id, c.message, n.state <> 'held' as individual
           from public.contact_submissions c join private.enquiry_notifications n on n.submission_id = c.id
          order by c.id`,
      )
    ).rows;
  }

  /** The job runs once; the summary it made, as the function receives it. */
  async function summaryNames(): Promise<SummaryPayload["summary"]> {
    const provider = new MailProvider();
    await runJob(suite.session());
    await deliverQueued(suite.session(), "up", provider, new Set());
    const summaries = [...provider.emails.entries()].filter(([key]) => key.startsWith("summary-"));
    expect(summaries).toHaveLength(1);
    return (summaries[0]?.[1] as unknown as SummaryPayload).summary;
  }

  it("20 rotated /64s in one /56, then 15 real senders in one hour: the flood takes its /56's share, all 15 are e-mailed on their own, the summary names every held row", async () => {
    // 2001:db8:1:0::/64 ... 2001:db8:1:13::/64: twenty /64s of the /56 2001:db8:1::/56.
    const spam = Array.from({ length: 20 }, (_, i) => `2001:db8:1:${i.toString(16)}::1`);
    const real = Array.from({ length: 15 }, (_, i) => `198.51.100.${i + 1}`);
    expect((await Promise.all(spam.map((address) => suite.send(address)))).map((answer) => answer.status)).toEqual(spam.map(() => 201));
    expect((await Promise.all(real.map((address) => suite.send(address)))).map((answer) => answer.status)).toEqual(real.map(() => 201));

    const stored = await rows();
    const isReal = (row: Row) => row.message.startsWith("From 198.51.100.");
    const realOnTheirOwn = stored.filter((row) => isReal(row) && row.individual);
    const spamOnTheirOwn = stored.filter((row) => !isReal(row) && row.individual);
    expect(realOnTheirOwn.length).toBeGreaterThanOrEqual(13);
    expect(realOnTheirOwn).toHaveLength(15);
    expect(spamOnTheirOwn.length).toBeLessThanOrEqual(2);

    const summary = await summaryNames();
    const named = new Set(summary.enquiries.map((item) => item.id));
    expect([...named].sort()).toEqual(
      stored
        .filter((row) => !row.individual)
        .map((row) => row.id)
        .sort(),
    );
    expect(summary.still_held).toBe(0);
    // Every real lead is named within the hour: on its own or in the summary.
    expect(stored.filter((row) => isReal(row) && (row.individual || named.has(row.id)))).toHaveLength(real.length);
  });

  it("a /48 rotating /56s takes its share; with the cap full, the summary names people who wrote once before the flood's rows", async () => {
    // Thirty /64s in thirty /56s of the /48 2001:db8:2::/48, then twenty people.
    const flood = Array.from({ length: 30 }, (_, i) => `2001:db8:2:${(i * 256).toString(16)}::1`);
    const people = Array.from({ length: 20 }, (_, i) => `203.0.113.${i + 1}`);
    for (const address of [...flood, ...people]) expect((await suite.send(address)).status).toBe(201);

    const stored = await rows();
    const isPerson = (row: Row) => row.message.startsWith("From 203.0.113.");
    expect(stored.filter((row) => !isPerson(row) && row.individual)).toHaveLength(3);
    expect(stored.filter((row) => isPerson(row) && row.individual)).toHaveLength(17);

    const summary = await summaryNames();
    const heldPeople = stored.filter((row) => isPerson(row) && !row.individual).map((row) => row.id);
    expect(summary.enquiries.map((item) => item.id)).toEqual([
      ...heldPeople,
      ...stored.filter((row) => !isPerson(row) && !row.individual).map((row) => row.id),
    ]);
    expect(summary.enquiries.map((item) => item.from_same_range)).toEqual([1, 1, 1, ...Array.from({ length: 27 }, () => 27)]);
  });

  it("deleting enquiries frees no share: a sender, a /56 and the no-address bucket stay held for the hour", async () => {
    const again = async (address: string) => {
      expect((await suite.send(address, { name: "Again", email: "again@example.com", message: `Again from ${address}` })).status).toBe(201);
    };
    // A sender's individual enquiry, and the /56's two, deleted (spam cleared by hand).
    for (const address of ["198.51.100.7", "2001:db8:5:1::1", "2001:db8:5:2::1"]) expect((await suite.send(address)).status).toBe(201);
    expect((await rows()).map((row) => row.individual)).toEqual([true, true, true]);
    await suite.pool().query("delete from public.contact_submissions");
    await again("198.51.100.7");
    await again("2001:db8:5:3::1");
    // Requests without a usable address share one bucket, and one individual e-mail an hour.
    for (let i = 0; i < 2; i += 1) {
      expect(
        (
          await emulateInsert(suite.session(), {
            table: "contact_submissions",
            body: { name: "N", email: "n@example.com", message: `No address ${i}` },
            headers: {},
          })
        ).status,
      ).toBe(201);
    }
    expect((await rows()).map((row) => [row.message, row.individual])).toEqual([
      ["Again from 198.51.100.7", false],
      ["Again from 2001:db8:5:3::1", false],
      ["No address 0", true],
      ["No address 1", false],
    ]);
  });
});
