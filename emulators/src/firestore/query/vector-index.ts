import { readFileSync } from 'node:fs';
import { FsError } from '../errors';
import type { Query } from './model';
import { missingIndexes, requiredIndexes } from './index-usage';

/**
 * Production answers a vector search only from a vector index on its field with the query's dimension (after
 * its pre-filter fields). With firestore.indexes.json known, a search it does not declare is refused with
 * production's FAILED_PRECONDITION and the index to create.
 */
export function checkVectorIndex(q: Query, project: string, indexesFile: string | undefined): void {
  if (!q.findNearest || indexesFile === undefined) return;
  const [need] = requiredIndexes(q);
  if (!need?.index) return;
  let declared: unknown;
  try {
    declared = JSON.parse(readFileSync(indexesFile, 'utf8'));
  } catch (err) {
    throw new FsError(
      'FAILED_PRECONDITION',
      `Cannot read ${indexesFile}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const usage = { indexes: [need.index], fieldOverrides: [], equalityFields: [need.equalityFields ?? 0] };
  if (missingIndexes(usage, declared).indexes.length === 0) return;
  const vector = need.index.fields[need.index.fields.length - 1]!;
  const prefix = need.index.fields
    .slice(0, -1)
    .map((f) => ` --field-config=order=${f.order ?? 'ASCENDING'},field-path=${f.fieldPath}`)
    .join('');
  throw new FsError(
    'FAILED_PRECONDITION',
    'Missing vector index configuration. Please create the required index with the following gcloud command: ' +
      `gcloud firestore indexes composite create --project=${project} --collection-group=${need.index.collectionGroup} ` +
      `--query-scope=${need.index.queryScope}${prefix} --field-config=vector-config='{"dimension":"${vector.vectorConfig?.dimension ?? 0}","flat": "{}"}',field-path=${vector.fieldPath} ` +
      `(or add it to firestore.indexes.json: ${JSON.stringify(need.index)})`,
  );
}
