// A component rendered outside an island renders no event handler: the built page wakes only its
// islands (src/islands/define-island.tsx), so an onClick there would work under a full React
// render and do nothing on the site. Any JSX attribute named on[A-Z]… whose value is a function
// counts (DOM events and a component's callbacks alike); one whose value is no function (onDark)
// does not. Which files are island code: eslint/island-code.js.
const path = require("path");
const { islandCode } = require("../island-code");

const ROOT = path.resolve(__dirname, "../..");
let island;

/** True when the attribute's value is a function: by its type where type information is there, else by its syntax. */
function isFunctionValue(context, expression) {
  if (expression.type === "ArrowFunctionExpression" || expression.type === "FunctionExpression") return true;
  const services = context.sourceCode.parserServices;
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return false;
  const checker = services.program.getTypeChecker();
  const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(expression));
  const parts = type.isUnion() ? type.types : [type];
  return parts.some((part) => part.getCallSignatures().length > 0);
}

module.exports = {
  meta: {
    type: "problem",
    docs: { description: "No event handler in a component rendered outside an island: the built page never runs it." },
    schema: [],
    messages: {
      outside:
        "{{file}} renders {{name}} outside an island: the built page never runs it (only islands wake, src/islands/define-island.tsx). Render it from a <name>.island.tsx module, or a component only islands render (docs/architecture.md, Islands).",
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    island ??= islandCode(ROOT);
    if (island.has(file)) return {};
    return {
      JSXAttribute(node) {
        if (node.name.type !== "JSXIdentifier" || !/^on[A-Z]/.test(node.name.name)) return;
        if (node.value?.type !== "JSXExpressionContainer" || node.value.expression.type === "JSXEmptyExpression") return;
        if (isFunctionValue(context, node.value.expression)) context.report({ node, messageId: "outside", data: { file, name: node.name.name } });
      },
    };
  },
};
