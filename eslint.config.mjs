// ESLint flat config: typescript-eslint with type information (tsconfig.json), React, hooks and
// jsx-a11y. `npm run lint` runs it with --max-warnings 0, so every finding fails the build.
// An eslint-disable comment names its rule and says why (-- reason).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noHandlersOutsideIslands from "./eslint/rules/no-handlers-outside-islands.js";
import wholeNamesInBrowserTests from "./eslint/rules/whole-names-in-browser-tests.js";

/** This project's own rules (eslint/rules). */
const site = { rules: { "no-handlers-outside-islands": noHandlersOutsideIslands, "whole-names-in-browser-tests": wholeNamesInBrowserTests } };

export default tseslint.config(
  // supabase/functions is Deno code (npm: specifiers, Deno globals): `deno lint` and `deno check` cover it in npm test.
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "bench/.lighthouse/",
      "bench/empty-site/public/",
      "bench/empty-site/.cache/",
      "e2e/.artifacts/",
      "src/gatsby-types.d.ts",
      "src/content-file-types.d.ts",
      "deploy/",
      "supabase/functions/",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  {
    // The two classic hook rules. The plugin's React Compiler rules (set-state-in-effect and the
    // like) judge code written for the compiler, which this site does not use.
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  jsxA11y.flatConfigs.recommended,
  { settings: { react: { version: "18.3" } } },
  {
    rules: {
      // TypeScript checks props; propTypes would repeat the types at runtime.
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // React event handlers may be async (form submits): React ignores what they return.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Plain JavaScript (configs, scripts, jest shims) is outside tsconfig.json: no type information.
    files: ["**/*.{js,cjs,mjs}"],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/__tests__/**", "e2e/**", "jest/**"],
    languageOptions: { globals: globals.jest },
    // useBrowser, useMigratedDatabase: jest helpers that register beforeAll/afterAll, named like
    // hooks because they are called once at the top of a test file, not React hooks.
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Browser tests find an element by its whole name, as data gives it: Playwright's finders match
    // a part of the text unless told otherwise, and an editor's item may contain another's text.
    files: ["e2e/**/*.ts"],
    plugins: { site },
    rules: { "site/whole-names-in-browser-tests": "error" },
  },
  {
    // Unit tests: jest's mock records (mock.calls, expect.any) are typed any, jest.isolateModules
    // needs require(), and act()/waitFor callbacks are async whether or not they await.
    files: ["**/__tests__/**", "jest/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // The built page wakes only its islands: a component rendered anywhere else renders no event
    // handler, which would work under a full React render and do nothing on the site.
    files: ["src/**/*.tsx"],
    ignores: ["src/**/__tests__/**"],
    plugins: { site },
    rules: { "site/no-handlers-outside-islands": "error" },
  },
  {
    // src/ is the code of the pages (browser and server render); the build's code (gatsby/) stays
    // out of it: what a page needs from the build reaches it through GraphQL. Pages carry none of
    // gatsby-plugin-image's browser runtime (src/runtime/image-runtime.ts), without which its
    // components would never show their image, and none of its code: importing any value from it
    // (even getImage, which only reads the field a query already typed) ships its components.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/__tests__/**"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/gatsby/*", "!gatsby/*"], message: "src/ imports nothing from gatsby/ (build code)." }],
          paths: [
            {
              name: "gatsby-plugin-image",
              allowTypeImports: true,
              message:
                "Draw an image with Picture (src/ui/picture.tsx) from the queried gatsbyImageData: pages load none of gatsby-plugin-image's browser code or runtime.",
            },
          ],
        },
      ],
    },
  },
);
