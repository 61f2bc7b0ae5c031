/**
 * Runs `work` on every item, `lanes` at a time (item i in lane i mod lanes, each lane in order): for
 * page loads, which mostly wait for the server and the browser.
 */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<unknown>): Promise<void> {
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (const item of items.filter((_, index) => index % lanes === lane)) await work(item);
    }),
  );
}
