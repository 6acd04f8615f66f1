/**
 * Production refuses a query that needs a composite index it does not have; Google's emulator serves it anyway. The
 * index gate in front of it records the index every query of the run would need; this fails when
 * firestore.indexes.json does not declare one of them (docs/architecture.md#index-coverage).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { missingIndexes, type IndexUsage } from '../../emulators/src/index-gate/index-needs';
import { PROJECT_ID, type StackPorts } from './ports';
import { ROOT } from './stack';

export async function checkIndexCoverage(ports: StackPorts): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${PROJECT_ID}:indexUsage`);
  if (!response.ok) throw new Error(`index usage: HTTP ${response.status}`);
  const used = (await response.json()) as IndexUsage;
  const declared: unknown = JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8'));
  const missing = missingIndexes(used, declared);
  const count = missing.indexes.length + missing.fieldOverrides.length;
  if (count > 0) {
    throw new Error(
      `firestore.indexes.json lacks ${count} index definition(s) that queries in this run needed:\n${JSON.stringify(missing, null, 2)}`,
    );
  }
  console.log('Every query of the run is covered by firestore.indexes.json.');
}
