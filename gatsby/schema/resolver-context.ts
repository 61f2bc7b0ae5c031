/**
 * The part of Gatsby's `context.nodeModel` that our field resolvers use. Gatsby documents the node
 * model (docs/node-model) but exports no type for it, so it is described here once.
 */
export type NodeModel = {
  getNodeById<T>(args: { id: string; type?: string }): T | null;
  findOne<T>(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<T | null>;
  findAll<T>(args: { type: string; query: { sort?: { fields: string[]; order: Array<"ASC" | "DESC"> } } }): Promise<{ entries: Iterable<T> }>;
};

export type ResolverContext = { nodeModel: NodeModel };
