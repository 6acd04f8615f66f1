// One typed flat config for every workspace (docs/architecture.md#style-tooling).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

// Feature folders of the web app: each may import only itself, lib/, components/, config/ and styles/.
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features.map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: 'Features never import each other: move shared code to lib/ or components/, or compose in app/.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'app/ composes features, never the reverse.' },
  {
    target: ['./web/src/lib', './web/src/components', './web/src/config', './web/src/styles'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code (lib/, components/) must not depend on features or app.',
  },
];
// Shipped code never reaches into the local stand-ins, the orchestration scripts or the browser journeys.
const shippedZones = [
  {
    target: ['./web/src', './functions/src', './domain/src'],
    from: ['./emulators', './scripts', './e2e'],
    message: 'Shipped code (web, functions, domain) must not import emulators/, scripts/ or e2e/.',
  },
  { target: './domain/src', from: ['./web', './functions'], message: 'domain/ depends on nothing of ours.' },
  {
    target: './functions/src',
    from: './web',
    message: "Functions reach the web's server renderers only through the bundle (functions/build.ts, @aso/web/ssr/*).",
  },
];
// web/src/ssr is what the functions bundle draws pages with: it composes the app, and nothing in the app needs it.
const serverZones = [
  {
    target: ['./web/src/app', './web/src/features', './web/src/lib', './web/src/components', './web/src/config'],
    from: './web/src/ssr',
    message: 'web/src/ssr renders pages for the functions bundle; the app never imports it.',
  },
];
// The local stand-ins implement public protocols (Firestore, Storage, Paystack, Trigger Email) and know nothing of
// the shop; journeys drive the shop through a browser and the SDKs, not its code; scripts orchestrate.
const toolZones = [
  {
    target: './emulators/src',
    from: ['./web', './functions', './domain', './scripts', './e2e', './rules-tests'],
    message: 'emulators/ implements public protocols and imports nothing of the shop.',
  },
  {
    target: './e2e/src',
    from: ['./web/src', './functions/src'],
    // The scheduled handlers' list: a journey runs one now, as `npm start`'s timers do (e2e/src/lib/schedules.ts).
    except: ['./schedules.ts'],
    message: "Journeys drive the shop through the browser and the SDKs, never by importing the shop's code.",
  },
  {
    target: './scripts',
    from: ['./e2e', './web/src/app', './web/src/features', './web/src/ssr'],
    message:
      'scripts/ orchestrates: it may use domain/, emulators/ and shared web/src/lib code, not screens or journeys.',
  },
];

// The browser's one door to the data (docs/architecture.md#style-structure): a Firestore path comes from
// web/src/lib/data/collections.ts, a query key from web/src/lib/data/query-keys.ts or its feature's api/keys.ts, so
// no screen skips the data model and no feature makes another's data stale by a hand-typed array.
const pathMessage = 'Name a Firestore path through dataPaths (web/src/lib/data/collections.ts), not a string.';
const keyMessage = "Take a query key from queryKeys (web/src/lib/data/query-keys.ts) or its feature's api/keys.ts.";
// A callable is called one way (web/src/lib/data/callables.ts): a write refreshes the keys it names, a read is a query.
const callMessage = 'Call a callable through useCallableMutation/callableQuery (web/src/lib/data/callables.ts).';
const callDoor = [
  'ImportSpecifier[imported.name=/^(callFunction|httpsCallable)$/]',
  'MemberExpression[property.name=/^(callFunction|httpsCallable)$/]',
].map((selector) => ({ selector, message: callMessage }));
const dataDoor = [
  ...['callee.name', 'callee.property.name'].map((callee) => ({
    selector: `CallExpression[${callee}=/^(doc|collection|collectionGroup)$/] > :matches(Literal, TemplateLiteral)`,
    message: pathMessage,
  })),
  { selector: "Property[key.name='collectionId'] > :matches(Literal, TemplateLiteral)", message: pathMessage },
  {
    // A renamed doc/collection would hide its path from the two selectors above: `import * as lite` keeps it seen.
    selector:
      'ImportSpecifier[imported.name=/^(doc|collection|collectionGroup)$/][local.name!=/^(doc|collection|collectionGroup)$/]',
    message: 'Import doc/collection under their own names (or through a namespace) so the lint sees their paths.',
  },
  ...[
    'Property[key.name=/^(queryKey|pageKey)$/] ArrayExpression',
    'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)(Data|State)$|^(invalidate|refetch|remove|reset|cancel)Queries$|^(fetch|prefetch|ensure)Query(Data)?$/] > :matches(ArrayExpression, TSAsExpression):first-child',
    "CallExpression[callee.name='useCallableMutation'] ArrayExpression > :matches(ArrayExpression, TSAsExpression)",
    'VariableDeclarator[id.name=/^keys$|(Keys|QueryKey)$/] ArrayExpression',
  ].map((selector) => ({ selector, message: keyMessage })),
  ...callDoor,
];

// Type-aware linting pays where code ships or runs the shop: the sources of every workspace, the scripts and the build
// code. Tests, benches and configs get the syntactic rules and, of the type-aware ones, those that find real bugs in a
// test: a floating promise (an assertion nobody awaits passes whatever happens), a promise where a callback's result
// is ignored (`forEach(async …)`), an await on what is not a promise (docs/architecture.md#style-tooling).
const shipped = [
  'domain/src/**',
  'functions/src/**',
  'web/src/**',
  'emulators/src/**',
  'scripts/**',
  'web/vite/**',
  'web/local-hosting.ts',
  'functions/build.ts',
];
const testsEverywhere = ['**/__tests__/**'];
const onShippedCode = (configs) => configs.map((config) => ({ ...config, files: shipped, ignores: testsEverywhere }));

// Zones are paths from the repository's root, whichever directory ESLint runs from (`npm run lint -w web` runs in web/).
const restrictedPaths = (zones) => ['error', { zones, basePath: import.meta.dirname }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/bundle/**',
      'coverage/**',
      'e2e/artifacts/**',
      '.stack/**',
      'emulator-data/**',
      'emulators/bin/**',
      'web/public/**',
      'bench-results/**',
      '.cache/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...tseslint.configs.stylistic,
  ...onShippedCode([...tseslint.configs.recommendedTypeCheckedOnly, ...tseslint.configs.stylisticTypeCheckedOnly]),
  {
    plugins: { import: importPlugin },
    settings: {
      // TypeScript's own resolution: `@aso/*` imports go through each package's `exports` to the file they name, so
      // the zones below judge what a package import really reaches.
      'import/resolver': {
        typescript: {
          project: [
            'domain/tsconfig.json',
            'emulators/tsconfig.src.json',
            'emulators/tsconfig.test.json',
            'functions/tsconfig.src.json',
            'functions/tsconfig.test.json',
            'web/tsconfig.src.json',
            'web/tsconfig.test.json',
            'e2e/tsconfig.json',
            'scripts/tsconfig.json',
            'rules-tests/tsconfig.json',
          ].map((file) => `${import.meta.dirname}/${file}`),
        },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Vite's `?inline` / `?url` imports are resolved by Vite.
      'import/no-unresolved': ['error', { ignore: ['\\?(inline|url|raw)$'] }],
    },
  },
  {
    files: ['emulators/src/**/*.ts', 'e2e/src/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: { 'import/no-restricted-paths': restrictedPaths(toolZones) },
  },
  {
    files: ['functions/src/**/*.ts', 'domain/src/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: { 'import/no-restricted-paths': restrictedPaths(shippedZones) },
  },
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: shipped,
    ignores: testsEverywhere,
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `||` on strings, numbers and booleans is deliberate where '' or 0 means "none" (an empty id, page size 0).
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Layers: app → features → lib/components; features never import each other (docs/architecture.md).
      'import/no-restricted-paths': restrictedPaths([...shippedZones, ...webZones, ...serverZones]),
    },
  },
  {
    // One source for each shape: a form box's limits are its schema's (maxLengthOf/rangeOf, shared/schemas/limits.ts)
    // or the domain's named bounds, never a number written here, which drifts from what a save accepts.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...dataDoor,
        ...['JSXExpressionContainer > Literal', 'Literal'].map((value) => ({
          selector: `JSXOpeningElement[name.name=/^(TextField|TextAreaField|input|textarea)$/] > JSXAttribute[name.name=/^(maxLength|minLength|min|max)$/] > ${value}`,
          message: "Take a box's limit from its domain schema (maxLengthOf, rangeOf) or a named bound, not a number.",
        })),
        {
          selector: 'Property[key.name=/^(maxLength|minLength)$/] > Literal',
          message: "Take a box's limit from its domain schema (maxLengthOf, rangeOf) or a named bound, not a number.",
        },
      ],
    },
  },
  {
    // Tests are not shipped, and a shared module's tests may exercise it through the feature that uses it.
    files: ['web/src/**/__tests__/**'],
    rules: { 'import/no-restricted-paths': restrictedPaths(webZones.slice(0, -1)) },
  },
  {
    // Every collection has one typed reference (functions/src/lib/collections.ts, docs/data-model.md): a path
    // written out anywhere else would skip its schema and drift from the data model. Every transaction runs through
    // lib/transactions.ts.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/__tests__/**', 'functions/src/lib/collections.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Identifier', 'MemberExpression'].map((kind) => ({
          selector: `CallExpression[callee.property.name=/^(doc|collection|collectionGroup)$/][callee.object.type='${kind}'][callee.object.${kind === 'Identifier' ? 'name' : 'property.name'}=/^(db|firestore)$/]`,
          message: 'Reach Firestore through a typed reference of functions/src/lib/collections.ts, not a raw path.',
        })),
        {
          // Firestore may close a transaction under a read; lib/transactions.ts runs it again (the SDK does not).
          selector: "CallExpression[callee.property.name='runTransaction']",
          message: 'Run a transaction with runTransaction(db, body) of functions/src/lib/transactions.ts.',
        },
      ],
    },
  },
  {
    // The browser's one door to the data (dataDoor above); .tsx files get it with the form-limit rule above.
    files: ['web/src/**/*.ts'],
    ignores: ['web/src/**/__tests__/**', 'web/src/lib/data/**', 'web/src/features/*/api/keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...dataDoor] },
  },
  {
    // The flows that call a callable outside a screen's mutation or query: the Paystack popup's start, settle and
    // cancel (one sequence with the popup), the cart store's sync, the landing's referral visit (before React Query
    // loads) and the home page's signup (no mutation code in its first load); lib/firebase.ts defines the call.
    files: [
      'web/src/lib/firebase.ts',
      'web/src/lib/payments.ts',
      'web/src/lib/groups.ts',
      'web/src/features/checkout/api/start-checkout.ts',
      'web/src/lib/cart/server-cart.ts',
      'web/src/lib/referral-link.ts',
      'web/src/features/marketing/api/create-lead.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...dataDoor.filter((rule) => !callDoor.includes(rule))] },
  },
  {
    // One way to define a callable (functions/src/lib/README.md): defineCallable checks who calls and parses the
    // input with the contract's schema; an onCall of its own would skip both.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/__tests__/**', 'functions/src/lib/callable.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-functions/v2/https',
              importNames: ['onCall'],
              message: 'Define a callable with defineCallable (functions/src/lib/callable.ts).',
            },
            {
              name: 'firebase-functions/https',
              importNames: ['onCall'],
              message: 'Define a callable with defineCallable (functions/src/lib/callable.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
                'node:*',
              ],
              message: 'domain/ is pure: no Firebase and no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
