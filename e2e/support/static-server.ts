// The server lives in scripts/lib so the performance benchmark (plain Node) serves the build the same way.
export { startStaticServer } from "../../scripts/lib/static-server.cjs";
export type { HeaderRule, StaticServer } from "../../scripts/lib/static-server.cjs";
