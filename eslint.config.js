import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Forbids imports of the named layers; each folder lists what it must not reach (architecture.md). */
function mayNotImport(layers, extra = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...layers.map((layer) => ({
            group: [`**/${layer}/**`, `**/${layer}`],
            message: `This folder may not import from ${layer}/ (see the layout table in README.md).`,
          })),
          ...extra,
        ],
      },
    ],
  };
}

/**
 * No module may import its way back to itself (issue 52): a cycle makes the order in which modules
 * run depend on which one is imported first, and blurs which of two modules is the lower one. Every
 * import here is relative, without an extension or with `.ts`, so plain resolution over the
 * TypeScript extensions finds each file; packages cannot import our code, so they are not walked.
 * The rule does not follow `import type` edges: those cycles are kept out by review.
 */
const noImportCycles = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

const browserPackages = {
  group: [
    'react',
    'react-dom',
    'react-dom/*',
    '@tanstack/*',
    'dexie',
    'dexie-react-hooks',
    'ky',
    'echarts',
    'echarts/*',
    'echarts-for-react',
    'echarts-for-react/*',
    'workbox-*',
  ],
  message: 'Pure code may not depend on the browser stack.',
};
const nodeBuiltins = { group: ['node:*'], message: 'Code that runs in the browser may not import Node built-ins.' };
const serverPackages = {
  group: ['hono', 'hono/*', '@hono/*', 'kysely', 'better-sqlite3', 'pg', 'jose', 'argon2', 'nodemailer'],
  message: 'Browser code may not import server packages.',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  noImportCycles,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/domain/**'],
    rules: mayNotImport(
      ['db', 'sync', 'features', 'routes', 'ui', 'app', 'scheduling', 'server'],
      [browserPackages, nodeBuiltins, serverPackages],
    ),
  },
  {
    files: ['src/db/**'],
    rules: mayNotImport(['api', 'sync', 'features', 'routes', 'ui', 'app', 'server'], [nodeBuiltins, serverPackages]),
  },
  {
    files: ['src/sync/**'],
    rules: mayNotImport(
      ['features', 'routes', 'ui', 'app', 'server'],
      [nodeBuiltins, serverPackages, { group: ['react', 'react-dom'], message: 'The sync engine has no React.' }],
    ),
  },
  {
    files: ['src/features/**'],
    rules: mayNotImport(['sync', 'routes', 'server'], [nodeBuiltins, serverPackages]),
  },
  {
    files: ['src/routes/**'],
    rules: mayNotImport(['db', 'sync', 'server'], [nodeBuiltins, serverPackages]),
  },
  {
    files: ['src/scheduling/**'],
    rules: mayNotImport(
      ['domain', 'api', 'db', 'sync', 'features', 'routes', 'ui', 'app', 'server'],
      [browserPackages, nodeBuiltins, serverPackages],
    ),
  },
  {
    files: ['src/ui/**'],
    rules: mayNotImport(['api', 'db', 'sync', 'features', 'routes', 'app', 'server'], [nodeBuiltins, serverPackages]),
  },
  {
    files: ['src/app/**'],
    rules: mayNotImport(['features', 'routes', 'server'], [nodeBuiltins, serverPackages]),
  },
  {
    files: ['sw/**'],
    rules: mayNotImport(['features', 'routes', 'ui', 'app', 'server'], [nodeBuiltins, serverPackages]),
  },
  {
    files: ['server/**'],
    rules: mayNotImport(
      ['src/db', 'src/sync', 'src/features', 'src/routes', 'src/ui', 'src/app', 'src/scheduling', 'sw'],
      [
        {
          group: ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'ky', 'echarts', 'workbox-*'],
          message: 'The server may not import browser packages.',
        },
      ],
    ),
  },
);
