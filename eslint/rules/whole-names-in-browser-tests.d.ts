// The rule's type for TypeScript callers (its test): an ESLint rule module.
declare const rule: { meta: Record<string, unknown>; create: (context: never) => Record<string, unknown> };
export = rule;
