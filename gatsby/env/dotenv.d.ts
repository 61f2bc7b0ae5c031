// dotenv 8 (the version Gatsby itself parses .env files with) ships types its package.json
// "exports" hide from TypeScript's bundler resolution; this is the one function used.
declare module "dotenv" {
  export function parse(source: string): Record<string, string>;
  const dotenv: { parse: typeof parse };
  export default dotenv;
}
