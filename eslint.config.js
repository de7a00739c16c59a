import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Imports flow one way: web -> core, server -> core. core imports neither, and web and server
// never import each other (architecture.md).
const forbid = (...groups) => ({
  "no-restricted-imports": [
    "error",
    { patterns: groups.map(([group, message]) => ({ group, message })) },
  ],
});

// An API answer's type comes from the contract (core/api/contract.ts) through call(name): a cast
// or a type argument would claim a shape the schemas never checked (docs/decisions/0028).
const ANSWER_TYPED_BY_CONTRACT =
  "An API answer is typed by the contract: call(name), with no cast and no type argument (docs/decisions/0028).";
const noCastApiAnswers = {
  "no-restricted-syntax": [
    "error",
    ...[
      "TSAsExpression:has(CallExpression[callee.name='call'])",
      "TSTypeAssertion:has(CallExpression[callee.name='call'])",
      "CallExpression[callee.name='call'][typeArguments]",
    ].map((selector) => ({ selector, message: ANSWER_TYPED_BY_CONTRACT })),
  ],
};

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/core/**"],
    rules: forbid(
      [["**/web/**", "**/server/**"], "core must not import web or server."],
      [["node:*"], "core runs in the browser too: no node: modules."],
      [["react", "react-*"], "core holds no React."],
    ),
  },
  {
    files: ["src/web/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid([["**/server/**", "node:*"], "web must not import server code or node: modules."]),
      ...noCastApiAnswers,
    },
  },
  {
    files: ["src/server/**"],
    rules: forbid([["**/web/**"], "server must not import web code."]),
  },
);
