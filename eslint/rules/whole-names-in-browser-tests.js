// A browser test finds an element by its whole name. Playwright's getByRole name, getByText,
// getByLabel, getByPlaceholder, getByAltText and getByTitle match any element whose text contains
// the string (ignoring case) unless `exact: true` is passed, and a locator's `hasText` always
// matches a part: an editor's new FAQ question, card or link whose text holds another's would
// then be found in its place, or beside it. A regular expression (a literal, or `new RegExp`) is
// the test's own pattern, allowed as it is: one written for text the test knows (the CMS's
// buttons), or a whole text anchored at both ends (wholeText, e2e/support/page-checks.ts).
const FINDERS_BY_NAME_OPTION = new Set(["getByRole"]);
const FINDERS_BY_TEXT = new Set(["getByText", "getByLabel", "getByPlaceholder", "getByAltText", "getByTitle"]);

const isRegExp = (node) =>
  (node?.type === "Literal" && Boolean(node.regex)) ||
  ((node?.type === "NewExpression" || node?.type === "CallExpression") &&
    node.callee.type === "Identifier" &&
    ["RegExp", "wholeText"].includes(node.callee.name));
const propertyOf = (object, name) =>
  object?.type === "ObjectExpression"
    ? object.properties.find(
        (property) => property.type === "Property" && !property.computed && property.key.type === "Identifier" && property.key.name === name,
      )
    : undefined;
/** A fix that sets `exact: true` in the options object, or passes one after the finder's only argument. */
const addExact = (options, afterArgument) => (fixer) => {
  if (options?.type !== "ObjectExpression") return fixer.insertTextAfter(afterArgument, ", { exact: true }");
  const exact = propertyOf(options, "exact");
  if (exact) return fixer.replaceText(exact.value, "true");
  if (options.properties.length > 0) return fixer.insertTextAfter(options.properties.at(-1), ", exact: true");
  return fixer.replaceText(options, "{ exact: true }");
};
const isExact = (options) => {
  const exact = propertyOf(options, "exact");
  return exact?.value.type === "Literal" && exact.value.value === true;
};

module.exports = {
  meta: {
    type: "problem",
    fixable: "code",
    docs: { description: "Browser tests find elements by their whole name (exact: true), never by a part another item's text may hold." },
    schema: [],
    messages: {
      part: "{{finder}} matches any element whose text contains this one: pass `exact: true`, so an editor's item that contains it is not found instead.",
      hasText:
        "hasText matches any element whose text contains this one: pass wholeText(text) (e2e/support/page-checks.ts), or find the element by getByText(text, { exact: true }).",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.computed || callee.property.type !== "Identifier") return;
        const finder = callee.property.name;
        const [first, second] = node.arguments;
        if (FINDERS_BY_NAME_OPTION.has(finder)) {
          const name = propertyOf(second, "name");
          if (name && !isRegExp(name.value) && !isExact(second)) context.report({ node, messageId: "part", data: { finder }, fix: addExact(second, first) });
        } else if (FINDERS_BY_TEXT.has(finder)) {
          if (first && !isRegExp(first) && !isExact(second)) {
            const fix = second === undefined || second.type === "ObjectExpression" ? addExact(second, first) : undefined;
            context.report({ node, messageId: "part", data: { finder }, fix });
          }
        }
        for (const argument of node.arguments) {
          const hasText = propertyOf(argument, "hasText");
          if (hasText && !isRegExp(hasText.value)) context.report({ node: hasText, messageId: "hasText" });
        }
      },
    };
  },
};
