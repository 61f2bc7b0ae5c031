import { ISLAND_CHUNKS_FILE, chunkLists, type ChunkGroupShape } from "./island-chunk-lists";

const NAME = "IslandChunksPlugin";

/** The part of webpack's compilation the plugin uses (webpack 5's public plugin API). */
type Compilation = {
  chunkGroups: ChunkGroupShape[];
  outputOptions: { publicPath?: unknown };
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  emitAsset(file: string, source: unknown): void;
};

/** The part of webpack's compiler the plugin uses. */
type Compiler = {
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: number }; sources: { RawSource: new (text: string) => unknown } };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
};

/**
 * Writes public/island-chunks.json (./island-chunk-lists.ts) beside the browser bundle: each
 * island's script files with those of everything it imports on demand, and each named chunk
 * group's. Added to the browser build by gatsby-node.ts (onCreateWebpackConfig).
 */
export class IslandChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { publicPath } = compilation.outputOptions;
        const lists = chunkLists(compilation.chunkGroups, typeof publicPath === "string" && publicPath !== "auto" ? publicPath : "/");
        compilation.emitAsset(ISLAND_CHUNKS_FILE, new compiler.webpack.sources.RawSource(JSON.stringify(lists)));
      });
    });
  }
}
