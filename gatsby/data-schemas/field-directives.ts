import { Kind, parse, type ConstValueNode, type ObjectTypeDefinitionNode } from "graphql";

/**
 * The directives of the fields a JSON Schema definition adds to its GraphQL type (`x-graphql-fields`:
 * field name → `{ type: "<GraphQL type> @directive(arg: value …)" }`), read with GraphQL's own parser,
 * for code that needs to know what the build will resolve (which collection a section lists, which
 * texts a social card takes) without resolving it. Only constant string, enum and boolean arguments
 * are kept: the schemas write no others.
 */
export type FieldDirective = { field: string; directive: string; args: Record<string, string | boolean> };

export type GraphQLFields = Record<string, { type: string }>;

function argument(value: ConstValueNode): string | boolean | undefined {
  if (value.kind === Kind.STRING || value.kind === Kind.ENUM) return value.value;
  if (value.kind === Kind.BOOLEAN) return value.value;
  return undefined;
}

/** Every directive of every field, in declaration order. */
export function fieldDirectives(fields: GraphQLFields | undefined): FieldDirective[] {
  const entries = Object.entries(fields ?? {});
  if (entries.length === 0) return [];
  const [type] = parse(`type Fields { ${entries.map(([name, { type: fieldType }]) => `${name}: ${fieldType}`).join("\n")} }`)
    .definitions as ObjectTypeDefinitionNode[];
  return (type?.fields ?? []).flatMap((field) =>
    (field.directives ?? []).map((directive) => ({
      field: field.name.value,
      directive: directive.name.value,
      args: Object.fromEntries(
        (directive.arguments ?? []).flatMap((arg) => {
          const value = argument(arg.value);
          return value === undefined ? [] : [[arg.name.value, value]];
        }),
      ),
    })),
  );
}
