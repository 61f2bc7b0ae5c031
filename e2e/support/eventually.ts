/**
 * Retries a block of assertions until it passes, then returns; after `timeoutMs` it fails with
 * the block's last failure. For state that arrives after an action (an attribute React sets, a
 * toast, a stored row, a request), the way Playwright's own expect retries: a one-shot check of
 * such state is a race. The pause between attempts (10 ms growing to 100 ms) is the polling
 * interval of the retry, not a wait for the state.
 */
export async function eventually(assertion: () => Promise<unknown>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(10 * 2 ** attempt, 100)));
    }
  }
}
