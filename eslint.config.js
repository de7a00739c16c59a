import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
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

// Inside web: app -> features -> ui and lib -> core. A feature imports only ui, lib, core and
// itself, never another feature or app; ui and lib import neither. Every folder under
// features/ is read here, so a new feature is covered without editing this file.
const FEATURES = readdirSync(new URL("./src/web/features", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layers = [
  ...FEATURES.flatMap((name) => [
    {
      target: `./src/web/features/${name}`,
      from: "./src/web/features",
      except: [`./${name}`],
      message: "A feature never imports another feature: move what both need to ui or lib.",
    },
    {
      target: `./src/web/features/${name}`,
      from: "./src/web/app",
      message: "A feature never imports app: take paths and titles from src/core/paths.",
    },
  ]),
  {
    target: ["./src/web/ui", "./src/web/lib"],
    from: ["./src/web/app", "./src/web/features"],
    message: "ui and lib never import app or features.",
  },
];

// A page's address written out anywhere but src/core/paths.ts and class-paths.ts: build it with
// PATHS or CLASS_PATHS instead.
// The pattern names the first segment of every page route there (and the old auth paths).
const ROUTE_SHAPED =
  "^[/](explorer|missions?|tools|profile|settings|about-rocket|contact|whoop|privacy-policy|terms-and-conditions|logout|reset-password|login|signup|register|forgotPassword|join|my-classes|classes)([/?]|$)";
const ROUTE_MESSAGE =
  "A page's address is built with PATHS from src/core/paths.ts (a class's with CLASS_PATHS).";
const noRouteLiterals = [
  { selector: `Literal[value=/${ROUTE_SHAPED}/]`, message: ROUTE_MESSAGE },
  { selector: `TemplateElement[value.raw=/${ROUTE_SHAPED}/]`, message: ROUTE_MESSAGE },
];

// An API answer's type comes from the contract (core/api/contract.ts) through call(name): a cast
// or a type argument would claim a shape the schemas never checked (docs/decisions/0028).
const ANSWER_TYPED_BY_CONTRACT =
  "An API answer is typed by the contract: call(name), with no cast and no type argument (docs/decisions/0028).";
const noCastApiAnswers = [
  "TSAsExpression:has(CallExpression[callee.name='call'])",
  "TSTypeAssertion:has(CallExpression[callee.name='call'])",
  "CallExpression[callee.name='call'][typeArguments]",
].map((selector) => ({ selector, message: ANSWER_TYPED_BY_CONTRACT }));

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
    },
  },
  {
    files: ["src/server/**"],
    rules: forbid([["**/web/**"], "server must not import web code."]),
  },
  {
    files: ["src/**", "scripts/**"],
    ignores: ["src/core/paths.ts", "src/core/class-paths.ts", "**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...noRouteLiterals, ...noCastApiAnswers] },
  },
  {
    files: ["tests/e2e/**"],
    ignores: ["tests/e2e/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Take test from ./fixtures: it closes the browser contexts a test opens.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones: layers }],
    },
  },
);
