export default async function globalTeardown() {
  await Promise.all([globalThis.__E2E_SERVER__?.close(), globalThis.__E2E_BROWSER__?.close()]);
}
