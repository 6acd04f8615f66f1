/**
 * The import zones hold wherever lint runs: from the root (`npm run lint`) and from a workspace (`npm run lint -w
 * web` runs in web/), ESLint refuses a storefront feature importing a back-office feature, and domain/ importing
 * functions/. Run by `npm run check` and `npm test`'s lint stage (docs/architecture.md#testing).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from './lib/stack';

// Each probe is linted as the text of a real file (typed linting needs a file its tsconfig holds); nothing is written.
const probes = [
  {
    file: 'web/src/features/catalogue/components/add-to-cart-form.tsx',
    text: "import { StatusForm } from '../../admin-orders/components/status-form';\nexport const probe = StatusForm;\n",
  },
  {
    file: 'domain/src/stock.ts',
    text: "import { liveDeps } from '../../functions/src/lib/deps';\nexport const probe = liveDeps;\n",
  },
];

const failures: string[] = [];
// From the root, every probe; from a workspace, its own (ESLint lints nothing outside the directory it runs in).
for (const cwd of ['.', 'web', 'domain']) {
  // As `npm run lint -w <workspace>` does: the process itself runs there (rules read process.cwd()).
  process.chdir(path.join(ROOT, cwd));
  const eslint = new ESLint({ cwd: process.cwd() });
  for (const probe of probes.filter((p) => cwd === '.' || p.file.startsWith(`${cwd}/`))) {
    const [result] = await eslint.lintText(probe.text, { filePath: path.join(ROOT, probe.file) });
    const refused = result?.messages.some((m) => m.ruleId === 'import/no-restricted-paths');
    if (!refused)
      failures.push(
        `from ${cwd}: ${probe.file} was not refused (${result?.messages.map((m) => m.message).join('; ') ?? ''})`,
      );
  }
}
if (failures.length > 0) {
  console.error(`The import zones do not hold:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('The import zones hold from the root and from each workspace.');
