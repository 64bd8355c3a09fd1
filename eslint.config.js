import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const FEATURES = [
  'account',
  'admin',
  'booking',
  'captain',
  'cart',
  'catalog',
  'checkout',
  'orders',
  'pages',
  'staff',
];

/**
 * import-x's no-restricted-paths, except that a type-only import may cross a boundary (the house rule): types
 * vanish from the build, so they couple no code. Only its reports on `import type` / `export type` are dropped.
 */
const restrictedPaths = importX.rules['no-restricted-paths'];
const typeOnly = (node) => {
  const statement = node?.parent;
  if (!statement) return false;
  if (statement.importKind === 'type' || statement.exportKind === 'type') return true;
  const specifiers = statement.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
};
const boundaries = {
  rules: {
    'no-restricted-paths': {
      ...restrictedPaths,
      create(context) {
        const filtered = Object.create(context, {
          report: {
            value: (descriptor) => (typeOnly(descriptor.node) ? undefined : context.report(descriptor)),
          },
        });
        return restrictedPaths.create(filtered);
      },
    },
  },
};

// The server's modules (apps/server/src/modules/<m>/): code in one imports another only through its door,
// `<m>-module.ts` (types included: the door re-exports what others may use). Tests and test kits may also take
// another module's `*-test-kit.ts`. lib/ sits below every module and imports none.
const serverSrc = path.join(import.meta.dirname, 'apps/server/src');
const SERVER_MODULES = fs
  .readdirSync(path.join(serverSrc, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const TEST_KITS = SERVER_MODULES.flatMap((name) =>
  fs
    .readdirSync(path.join(serverSrc, 'modules', name))
    .filter((file) => file.endsWith('-test-kit.ts'))
    .map((file) => `${name}/${file}`),
);
const serverDoors = (alsoAllowed = []) => ({
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...SERVER_MODULES.map((name) => ({
            target: `${serverSrc}/modules/${name}`,
            from: `${serverSrc}/modules`,
            except: [
              name,
              ...SERVER_MODULES.map((other) => `${other}/${other}-module.ts`),
              ...alsoAllowed,
            ].map((allowed) => `./${allowed}`),
            message:
              'A module imports another only through its door, <m>-module.ts: export what others need from ' +
              'there, move what both need down to lib/, or have app.ts pass it in.',
          })),
          {
            target: `${serverSrc}/lib`,
            from: `${serverSrc}/modules`,
            message: 'lib/ sits below every module and imports none (modules hand it what it needs).',
          },
        ],
      },
    ],
  },
});

// Files allowed past 400 lines. Seed data is data; the rest are being split right now and leave this list then.
const LONG_FILES = ['apps/server/src/db/seed/catalog-data.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // House rule 1: a source file stays under 400 lines; split it by responsibility before it grows past that.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: LONG_FILES,
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // No value import cycle anywhere; type-only imports may form one (they vanish from the build).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server's module doors (see SERVER_MODULES above).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts', 'apps/server/src/modules/**/*-test-kit.ts'],
    ...serverDoors(),
  },
  {
    // A test or test kit may also use another module's test kit.
    files: ['apps/server/src/modules/**/*.test.ts', 'apps/server/src/modules/**/*-test-kit.ts'],
    ...serverDoors(TEST_KITS),
  },
  {
    // The web app's layers (docs/decisions/007-feature-boundaries.md): app/ may import anything; a feature imports
    // components/, lib/ and packages/shared, never another feature nor app/; components/ and lib/ import no feature
    // and not app/. Type-only imports may cross.
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'boundaries/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./${web}/features/${feature}`,
              from: `./${web}/features`,
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: move what both need to components/ or lib/.',
            })),
            {
              target: `./${web}/features`,
              from: `./${web}/app`,
              message:
                'A feature does not import app/ (it composes the features): take what you need from lib/ or components/.',
            },
            {
              target: [`./${web}/components`, `./${web}/lib`],
              from: [`./${web}/features`, `./${web}/app`],
              message:
                'components/ and lib/ import no feature and not app/ (the app hands them what they need).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // React Router's Link drags its unused siblings into the home bundle; ours is a few lines on its hooks.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message: 'Import useId from src/lib/use-id.ts: ids stay unique across the page’s roots.',
            },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message:
                'Import Link from src/components/ui/link.tsx (see docs/decisions/003-home-route-budget.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // A test of components/ or lib/ may build the app's store to run against; the code it tests may not.
    files: [`${web}/components/**/*.test.{ts,tsx}`, `${web}/lib/**/*.test.{ts,tsx}`],
    rules: {
      'boundaries/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`./${web}/components`, `./${web}/lib`],
              from: `./${web}/features`,
              message: 'components/ and lib/ import no feature.',
            },
          ],
        },
      ],
    },
  },
);
