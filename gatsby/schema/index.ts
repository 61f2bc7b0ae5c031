// gatsby/schema/: the GraphQL schema of the content (here): its types, the fields computed at build time
// (derived, collection and head fields, icons), and the fragment of every section kind.
import path from "path";
import type { GatsbyGraphQLType, NodePluginSchema } from "gatsby";
import { CONTENT_KINDS } from "../content/content-kinds";
import { generateSchema, readSchemas, type GeneratedSchema, type InterfaceType } from "../data-schemas/from-json-schema";
import { iconTypeDefs } from "./icon";

/**
 * Every JSON type is declared, not inferred, so that a query keeps working (and the typegen types
 * stay stable) when an editor removes an optional field or empties a folder. The declarations are
 * generated from data/schemas (gatsby/data-schemas/from-json-schema.ts): the JSON Schema is the one
 * description of each shape, and content validation (gatsby/content-checks/validate-content.ts) is what rejects
 * a missing required field.
 */
export function contentSchema(dataDirectory = path.resolve("data")): GeneratedSchema {
  return generateSchema(readSchemas(path.join(dataDirectory, "schemas")), CONTENT_KINDS);
}

/** Built in code, not SDL: nested JSON objects have no `internal.type`, so an interface needs its own resolveType. */
function interfaceType(schema: NodePluginSchema, face: InterfaceType): GatsbyGraphQLType {
  return schema.buildInterfaceType({
    name: face.name,
    description: face.description,
    fields: face.fields,
    resolveType: (value: Record<string, unknown>) => {
      const typeName = face.members[String(value[face.discriminator])];
      // Content validation rejects unknown kinds first; this guards data that skipped it.
      if (!typeName) throw new Error(`Unknown ${face.name} ${face.discriminator} "${String(value[face.discriminator])}"`);
      return typeName;
    },
  });
}

export function contentTypes(schema: NodePluginSchema): Array<GatsbyGraphQLType | string> {
  const { typeDefs, interfaces } = contentSchema();
  return [...interfaces.map((face) => interfaceType(schema, face)), iconTypeDefs, typeDefs];
}

export { iconGlyphExtension } from "./icon";
export { derivedFieldExtensions } from "./derived-fields";
export { categoryPathExtension, collectionFieldExtensions } from "./collection-fields";
export { headFieldExtensions } from "./head-fields";
