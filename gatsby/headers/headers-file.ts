import type { HeaderRule } from "./policy";

/**
 * The `_headers` file of Netlify and Cloudflare Pages: a path on its own line, then its headers
 * indented below it. The parser is what the browser suite's static server uses, so the tests run
 * under exactly the file that ships.
 */
export function formatHeadersFile(rules: HeaderRule[], comment: string): string {
  const blocks = rules.map(
    ({ path, headers }) =>
      `${path}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join("\n")}`,
  );
  return `${comment
    .split("\n")
    .map((line) => `# ${line}`.trimEnd())
    .join("\n")}\n\n${blocks.join("\n\n")}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      return;
    }
    const separator = line.indexOf(":");
    const rule = rules[rules.length - 1];
    if (!rule || separator < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path: ${line}`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  });
  return rules;
}
