/** @jest-environment node */
import type { IAdapter } from "gatsby";
import { STATIC_HOST_ADAPTER_NAME, staticHostAdapter } from "../static-host-adapter";

const previousNetlify = process.env.NETLIFY;
afterAll(() => {
  if (previousNetlify === undefined) delete process.env.NETLIFY;
  else process.env.NETLIFY = previousNetlify;
});

test("gatsby-config names the adapter itself, also when the build runs on Netlify (NETLIFY set)", async () => {
  process.env.NETLIFY = "true";
  const { default: config } = await import("../../gatsby-config");
  expect(config.adapter?.name).toBe(STATIC_HOST_ADAPTER_NAME);
});

test("the adapter neither reads Gatsby's header and route manifests nor writes anything", async () => {
  const touched: string[] = [];
  type AdaptContext = Parameters<IAdapter["adapt"]>[0];
  const context = new Proxy({} as AdaptContext, {
    get: (_, property) => {
      touched.push(String(property));
      return undefined;
    },
  });
  await staticHostAdapter().adapt(context);
  expect(touched).toEqual([]);
  expect(staticHostAdapter().cache).toBeUndefined();
});
