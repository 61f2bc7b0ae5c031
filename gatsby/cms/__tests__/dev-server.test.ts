/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import type { IncomingMessage, ServerResponse } from "http";
import { ADMIN_DIRECTORY, CONFIG_FILE } from "../admin-files";
import { freshConfig } from "../dev-server";

let data: string;
beforeAll(() => {
  data = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cms-config-")), "data");
  fs.cpSync(path.resolve("data"), data, { recursive: true });
});
afterAll(() => fs.rmSync(path.dirname(data), { recursive: true, force: true }));

/** What the handler answers for a URL: the body and headers, or "next" when it leaves the request to the server. */
function ask(url: string): { body: string; headers: Record<string, string> } | "next" {
  let answer: { body: string; headers: Record<string, string> } | "next" = "next";
  let headers: Record<string, string> = {};
  const response = {
    writeHead: (_status: number, given: Record<string, string>) => (headers = given),
    end: (body: string) => (answer = { body, headers }),
  } as unknown as ServerResponse;
  freshConfig(data, {})({ url } as IncomingMessage, response, () => undefined);
  return answer;
}

/** Every value a drop-down of the configuration offers. */
function offered(node: unknown, values: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => offered(child, values));
  else if (node && typeof node === "object") {
    const { options } = node as { options?: unknown };
    if (Array.isArray(options))
      for (const option of options) if (option && typeof option === "object") values.add(String((option as { value: unknown }).value));
    Object.values(node).forEach((child) => offered(child, values));
  }
  return values;
}

test("under npm start the configuration is made at each load of the CMS: a page saved since is a link target after a reload", () => {
  const url = `/${ADMIN_DIRECTORY}/${CONFIG_FILE}`;
  const before = ask(`${url}?reload`);
  if (before === "next") throw new Error(`${url} was not answered`);
  expect(before.headers["cache-control"]).toBe("no-store");
  const [existing] = fs.readdirSync(path.join(data, "pages")).filter((file) => file.endsWith(".json"));
  const added = `pages/${path.basename(existing!, ".json")}-copy`;
  expect(offered(JSON.parse(before.body))).not.toContain(added);

  fs.copyFileSync(path.join(data, "pages", existing!), path.join(data, `${added}.json`));
  const after = ask(url);
  if (after === "next") throw new Error(`${url} was not answered`);
  expect(offered(JSON.parse(after.body))).toContain(added);
  expect(ask(`/${ADMIN_DIRECTORY}/start.js`)).toBe("next");
});
