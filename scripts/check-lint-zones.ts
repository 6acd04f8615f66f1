/**
 * The import zones hold wherever lint runs: from the root (`npm run lint`) and from a workspace (`npm run lint -w
 * web` runs in web/), ESLint refuses an import across a zone — a storefront feature importing a back-office feature,
 * domain/ importing functions/, shipped code reaching a stand-in through its package name, a stand-in importing the
 * shop, a journey importing the shop's code, the app importing the functions' renderers — and an import that
 * resolves to nothing, a raw Firestore path in the functions or the web app, and a literal query key or a callable
 * called past its door in the web app; it lets the declared crossings through. Run by `npm run check`, `npm test`'s lint stage and `npm run test:quick`
 * (docs/architecture.md#testing).
 *
 * The probes judge the lint configuration, not the code, so they run only when what they depend on changed since
 * they last passed here: the key (lib/lint-zones-key.ts) is a hash of the ESLint config, this file, the packages'
 * manifests and tsconfigs, the lockfile and the list of files; a fresh clone has none and runs them. `--force` runs
 * them anyway.
 */
import path from 'node:path';
import { ROOT } from './lib/stack';
import { lintZonesKey, passedWith, rememberPassed } from './lib/lint-zones-key';

const key = lintZonesKey();
if (!process.argv.includes('--force') && passedWith(key)) {
  console.log(
    'The import zones hold: the lint configuration has not changed since the probes last passed (--force runs them).',
  );
  process.exit(0);
}
// Loaded only when the probes run: ESLint and its plugins take longer to load than the check above.
const { ESLint } = await import('eslint');

interface Probe {
  /** A real file its tsconfig holds (typed linting needs one); its text is replaced, nothing is written. */
  readonly file: string;
  readonly text: string;
  /** The rule that must refuse it; null: it must pass. */
  readonly refusedBy:
    'import/no-restricted-paths' | 'import/no-unresolved' | 'no-restricted-syntax' | 'no-restricted-imports' | null;
}

const zone = 'import/no-restricted-paths';
const probe = (file: string, from: string, refusedBy: Probe['refusedBy'] = zone): Probe => ({
  file,
  text: `import * as probed from '${from}';\nexport const probe = probed;\n`,
  refusedBy,
});
const probes: readonly Probe[] = [
  probe('web/src/features/catalogue/components/add-to-cart-form.tsx', '../../admin-orders/components/status-form'),
  probe('domain/src/catalogue/stock.ts', '../../../functions/src/lib/deps'),
  // A package name resolves through its `exports` to the file it names, so it is judged like a path.
  probe('web/src/features/catalogue/components/add-to-cart-form.tsx', '@aso/emulators/storage/server'),
  probe('domain/src/catalogue/stock.ts', '@aso/functions'),
  probe('web/src/lib/format.ts', '../ssr/product-meta'),
  probe('functions/src/storefront/shop-page.ts', '../../../web/src/ssr/render-shop'),
  probe('emulators/src/shared/log.ts', '@aso/domain'),
  probe('e2e/src/lib/stack.ts', '../../../functions/src/checkout/expiry-schedule'),
  probe('e2e/src/lib/stack.ts', '../../../web/src/lib/format'),
  probe('scripts/lib/wait.ts', '../../e2e/src/lib/stack'),
  probe('web/src/lib/format.ts', './no-such-module', 'import/no-unresolved'),
  probe('functions/src/lib/clock.ts', '@aso/domain/no-such-module', 'import/no-unresolved'),
  // A raw Firestore path in the functions, past their typed references (lib/collections.ts).
  {
    file: 'functions/src/lib/clock.ts',
    text: "import type { Firestore } from 'firebase-admin/firestore';\nexport const probe = (db: Firestore) => db.doc('orders/x');\n",
    refusedBy: 'no-restricted-syntax',
  },
  {
    file: 'functions/src/lib/clock.ts',
    text: "import type { Firestore } from 'firebase-admin/firestore';\nexport const probe = (deps: { db: Firestore }) => deps.db.collection(`orders/x/events`);\n",
    refusedBy: 'no-restricted-syntax',
  },
  // A transaction run past lib/transactions.ts (a transaction Firestore closed would fail, not run again).
  {
    file: 'functions/src/lib/clock.ts',
    text: "import type { Firestore } from 'firebase-admin/firestore';\nexport const probe = (db: Firestore) => db.runTransaction(async () => 1);\n",
    refusedBy: 'no-restricted-syntax',
  },
  // A callable defined past defineCallable (its caller and input unchecked).
  {
    file: 'functions/src/lib/clock.ts',
    text: "import { onCall } from 'firebase-functions/v2/https';\nexport const probe = onCall(() => 1);\n",
    refusedBy: 'no-restricted-imports',
  },
  // The browser's one door to the data (web/src/lib/data): a raw path, in any of its forms, and a literal query key.
  ...[
    ["import { collection, getFirestore } from 'firebase/firestore/lite';", "collection(getFirestore(), 'orders')"],
    ["import { doc, getFirestore } from 'firebase/firestore';", 'doc(getFirestore(), `orders/${String(1)}/events`)'],
    ["import * as fs from 'firebase/firestore/lite';", "fs.collectionGroup(fs.getFirestore(), 'events')"],
    [
      "import { doc as liteDoc, getFirestore } from 'firebase/firestore/lite';",
      'liteDoc(getFirestore(), dataPaths.orders)',
    ],
    ["// The first page's REST read", "{ structuredQuery: { from: [{ collectionId: 'products' }] } }"],
    ["import { queryOptions } from '@tanstack/react-query';", "queryOptions({ queryKey: ['admin', 'inventory'] })"],
    [
      "import type { QueryClient } from '@tanstack/react-query';",
      "(client: QueryClient) => client.setQueryData(['offers'], [])",
    ],
  ].flatMap(([head, body]) =>
    ['web/src/lib/format.ts', 'web/src/components/modal.tsx'].map((file) => ({
      file,
      text: `${head}\nexport const probe = ${body};\n`,
      refusedBy: 'no-restricted-syntax' as const,
    })),
  ),
  {
    file: 'web/src/features/admin-catalogue/api/save-product.ts',
    text: "import { useCallableMutation } from '../../../components/admin-shell';\nexport const probe = () => useCallableMutation('saveProduct', () => [['products']]);\n",
    refusedBy: 'no-restricted-syntax',
  },
  // A callable called past web/src/lib/data/callables.ts, by name, through a namespace or with the SDK's own call.
  ...[
    [
      'web/src/features/marketing/unsubscribe-screen.tsx',
      "import { callFunction } from '../../lib/firebase';",
      "() => callFunction('unsubscribe', { token: 'x' })",
    ],
    [
      'web/src/features/orders/api/pay-balance.ts',
      "import * as firebase from '../../../lib/firebase';",
      "() => firebase.callFunction('payBalance', { orderId: 'x' })",
    ],
    [
      'web/src/lib/format.ts',
      "import { getFunctions, httpsCallable } from 'firebase/functions';",
      "httpsCallable(getFunctions(), 'checkCode')",
    ],
  ].map(([file = '', head, body]) => ({
    file,
    text: `${head}\nexport const probe = ${body};\n`,
    refusedBy: 'no-restricted-syntax' as const,
  })),
  // The form-limit rule still holds in .tsx beside the door's.
  {
    file: 'web/src/components/modal.tsx',
    text: '// A box limit written out\nexport const Probe = () => <input maxLength={5} />;\n',
    refusedBy: 'no-restricted-syntax',
  },
  // Through the door, and a key factory's own arrays: let through.
  {
    file: 'web/src/lib/format.ts',
    text: "import { collection, getFirestore } from 'firebase/firestore/lite';\nimport { dataPaths } from './data/collections';\nimport { queryKeys } from './data/query-keys';\nexport const probe = [collection(getFirestore(), dataPaths.orderTimeline('x')), { queryKey: queryKeys.products }];\n",
    refusedBy: null,
  },
  {
    file: 'web/src/features/admin-materials/api/keys.ts',
    text: "export const probeKeys = { all: ['admin', 'probe'] as const };\n",
    refusedBy: null,
  },
  // The Paystack popup's own flow calls a callable as it is.
  {
    file: 'web/src/lib/payments.ts',
    text: "import { callFunction } from './firebase';\nexport const probe = () => callFunction('cancelCheckout', { reference: 'x' });\n",
    refusedBy: null,
  },
  // Declared crossings.
  probe('e2e/src/lib/stack.ts', '../../../functions/src/schedules', null),
  probe('scripts/lib/wait.ts', '../../web/src/lib/brand-mark', null),
  probe('web/src/ssr/product-meta.ts', '../lib/format', null),
];

const PROBED_RULES = new Set<string>([
  'import/no-restricted-paths',
  'import/no-unresolved',
  'no-restricted-syntax',
  'no-restricted-imports',
]);
const failures: string[] = [];
/** The probe's line that matters: the import, or the raw path. */
const shown = (p: Probe): string => p.text.trim().split('\n')[p.refusedBy === 'no-restricted-syntax' ? 1 : 0] ?? '';
// From the root, every probe; from a workspace, its own (ESLint lints nothing outside the directory it runs in).
for (const cwd of ['.', 'web', 'domain', 'functions', 'emulators', 'e2e']) {
  // As `npm run lint -w <workspace>` does: the process itself runs there (rules read process.cwd()).
  process.chdir(path.join(ROOT, cwd));
  // Only the rules the probes judge, and no type information: none of them reads types, and building the typed
  // programs was most of this script's time.
  const eslint = new ESLint({
    cwd: process.cwd(),
    ruleFilter: ({ ruleId }) => PROBED_RULES.has(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  });
  for (const p of probes.filter((p) => cwd === '.' || p.file.startsWith(`${cwd}/`))) {
    const [result] = await eslint.lintText(p.text, { filePath: path.join(ROOT, p.file) });
    const messages = result?.messages ?? [];
    const said = messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`).join('; ');
    const importRules = messages.filter((m) => m.ruleId?.startsWith('import/') || m.ruleId === 'no-restricted-syntax');
    if (p.refusedBy && !messages.some((m) => m.ruleId === p.refusedBy))
      failures.push(`from ${cwd}: ${p.file} with \`${shown(p)}\` was not refused (${said})`);
    if (!p.refusedBy && importRules.length > 0)
      failures.push(`from ${cwd}: ${p.file} with \`${shown(p)}\` was refused (${said})`);
  }
}
if (failures.length > 0) {
  console.error(`The import zones do not hold:\n${failures.join('\n')}`);
  process.exit(1);
}
rememberPassed(key);
console.log(`The import zones hold from the root and from each workspace (${probes.length} probes).`);
