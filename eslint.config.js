// Lint: typescript-eslint's recommended rules (syntax only, no type information, to stay fast), React hooks
// rules for the web app, and the import boundaries of DESIGN.md ("Habits" 2 and 3).
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const root = import.meta.dirname;
const featuresDir = path.join(root, 'apps/web/src/features');

// Node's own globals, read from the Node that runs ESLint: enough for scripts without a `globals` dependency.
const nodeGlobals = Object.fromEntries(
  [...Object.getOwnPropertyNames(globalThis), 'process', 'Buffer', 'console', '__dirname', '__filename', 'require', 'module', 'exports']
    .map((name) => [name, 'readonly']),
);
// Journeys pass callbacks to page.evaluate / waitForFunction, which run in the browser.
const browserGlobals = Object.fromEntries(
  ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement', 'getComputedStyle']
    .map((name) => [name, 'readonly']),
);

/** The feature folder (apps/web/src/features/<name>) an absolute path lies in, or undefined. */
function featureOf(file) {
  const rel = path.relative(featuresDir, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return rel === '' ? '' : undefined;
  return rel.split(path.sep)[0];
}

/**
 * web features never import each other. Relative paths are resolved (so '../../matters/api/x' is caught
 * as well as 'src/features/matters' or an alias like '@/features/matters'); type imports count too.
 */
const featureIsolation = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature may not import another feature; share through domains/, components/ or lib/.' },
    schema: [],
    messages: { crossFeature: "Feature '{{own}}' may not import from feature '{{other}}' ({{source}}). Move a call both need to src/domains/<domain>/api, a widget to src/components, infrastructure to src/lib." },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const own = featureOf(file);
    if (own === undefined) return {};
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (!source) return;
      let other;
      if (source.startsWith('.')) other = featureOf(path.resolve(path.dirname(file), source));
      else other = /(?:^|\/)features\/([^/]+)/.exec(source)?.[1];
      if (other !== undefined && other !== own) {
        context.report({ node, messageId: 'crossFeature', data: { own, other: other || '(features root)', source } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

/** A no-restricted-imports pattern for web tiers above the importing one, reached relatively or through 'src/'. */
function webTiersAbove(...tiers) {
  return {
    regex: `(^(\\.\\./)+|(^|/)src/)(${tiers.join('|')})(/|$)`,
    message: `The web tiers point one way (features -> components -> domains -> lib): this file may not import from ${tiers.join(', ')}.`,
  };
}

const kyselyMessage = 'Only repositories (and db/, platform/query-filter.ts and keyset.ts, seed/, test code) use kysely values: route -> service -> repository. `import type` is fine';

// Where SQL may be written (architecture.md): repositories, the data layer, the QueryFilter translator and its
// pages after a row; seed and tests too.
const sqlHomes = [
  'apps/server/src/**/*.repository.ts',
  'apps/server/src/db/**',
  'apps/server/src/platform/query-filter.ts',
  'apps/server/src/platform/keyset.ts',
  'apps/server/src/seed/**',
  'apps/server/src/test/**',
  'apps/server/src/**/*.test.ts',
  // A module's test kit (modules/**/test-kit.ts, an area's too) is test code under another name: only its tests import it.
  'apps/server/src/modules/**/test-kit.ts',
];
const sqlMessage = 'SQL belongs in a repository (route -> service -> repository): give the repository a function that says what it does.';
/**
 * SQL recognised by use, not by import: a Kysely handle passed around (a repository's `db`, a transaction) builds
 * queries without importing kysely. Query builders, transactions, DDL and the `sql` tag, each by its Kysely name.
 */
const sqlUse = [
  'selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto',
  'transaction', 'startTransaction', 'connection', 'executeQuery',
  'createTable', 'alterTable', 'dropTable', 'createIndex', 'dropIndex', 'createView', 'createSchema', 'dropSchema',
].join('|');
const sqlUseSelectors = [
  `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${sqlUse})$/]`,
  "TaggedTemplateExpression[tag.name='sql']",
  "CallExpression[callee.type='MemberExpression'][callee.object.name='sql']",
].map((selector) => ({ selector, message: sqlMessage }));

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/screenshots/**', '**/data/**', '**/coverage/**', '**/test-results/**', 'apps/mobile/android/**', 'apps/mobile/ios/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'apps/*/*.{ts,mts}', 'apps/server/**/*.ts', 'packages/**/*.ts', '*.ts'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...nodeGlobals, ...browserGlobals } },
  },

  // React hooks: components (.tsx) and the use* query hooks of features/*/api (.ts).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },

  // (a) packages/* never import apps/*; they stay free of server-only libraries too.
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^@wp/(server|web)(/|$)', message: 'packages/* may not depend on apps/*.' },
          { regex: '(^|/)apps/', message: 'packages/* may not depend on apps/*.' },
          { group: ['kysely', 'kysely/*', 'pg', 'better-sqlite3', 'fastify', '@fastify/*'], allowTypeImports: true, message: 'packages/* hold no HTTP server or SQL code.' },
        ],
      }],
    },
  },

  // The engine is a pure transition (DESIGN.md): time and randomness come in through the step's context, so a
  // step replays the same from the same input and tests move time instead of waiting.
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'The engine reads time from its context (ctx.now), never the clock.' },
        { object: 'Math', property: 'random', message: 'The engine takes ids and randomness from its context, never Math.random.' },
        { object: 'crypto', property: 'randomUUID', message: 'The engine takes ids from its context (ctx.newId).' },
      ],
      'no-restricted-syntax': ['error', {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'The engine reads time from its context (ctx.now): new Date() without an argument is the clock.',
      }],
    },
  },

  // (b) features of the web app never import each other.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { wp: { rules: { 'feature-isolation': featureIsolation } } },
    rules: { 'wp/feature-isolation': 'error' },
  },
  // (b) and the web tiers point one way, features -> components -> domains -> lib: a domain (calls several
  // features share, with their query keys) knows no screen, and lib (http, session, storage ...) knows no domain.
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webTiersAbove('app', 'features')] }] },
  },
  {
    files: ['apps/web/src/domains/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webTiersAbove('app', 'features', 'components')] }] },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webTiersAbove('app', 'features', 'components', 'domains')] }] },
  },

  // (c) kysely values only in repositories and the data layer; type-only imports anywhere.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [...sqlHomes, '**/migrations/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'kysely', allowTypeImports: true, message: kyselyMessage }],
        patterns: [{ group: ['kysely/*'], allowTypeImports: true, message: kyselyMessage }],
      }],
    },
  },

  // (d) ... and SQL only there, recognised by use.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: sqlHomes,
    rules: { 'no-restricted-syntax': ['error', ...sqlUseSelectors] },
  },
);
