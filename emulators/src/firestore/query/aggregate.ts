import type { FieldPath, FsValue, StoredDoc } from '../../shared/contract';
import { getField } from '../values/fields';
import { NULL_VALUE } from '../values/kinds';
import type { Aggregation } from './model';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

interface NumericTotal {
  readonly count: number;
  readonly intSum: bigint;
  readonly doubleSum: number;
  readonly sawDouble: boolean;
}

/** Sums the numeric values of a field; other types (and absent fields) are skipped. */
function total(docs: readonly StoredDoc[], field: FieldPath): NumericTotal {
  let count = 0;
  let intSum = 0n;
  let doubleSum = 0;
  let sawDouble = false;
  for (const doc of docs) {
    const v = getField(doc.fields, field);
    if (v?.type === 'integer') {
      intSum += v.value;
      count++;
    } else if (v?.type === 'double') {
      doubleSum += v.value;
      sawDouble = true;
      count++;
    }
  }
  return { count, intSum, doubleSum, sawDouble };
}

/**
 * sum: integer when every input is an integer and the total fits int64, otherwise double (NaN and infinities
 * propagate); empty ⇒ integer 0. avg: double, or null when nothing numeric was seen.
 */
export function aggregate(docs: readonly StoredDoc[], agg: Aggregation): FsValue {
  switch (agg.kind) {
    case 'count': {
      const n = BigInt(docs.length);
      return { type: 'integer', value: agg.upTo !== undefined && agg.upTo < n ? agg.upTo : n };
    }
    case 'sum': {
      const t = total(docs, agg.field);
      if (!t.sawDouble && t.intSum >= INT64_MIN && t.intSum <= INT64_MAX) return { type: 'integer', value: t.intSum };
      return { type: 'double', value: Number(t.intSum) + t.doubleSum };
    }
    case 'avg': {
      const t = total(docs, agg.field);
      if (t.count === 0) return NULL_VALUE;
      return { type: 'double', value: (Number(t.intSum) + t.doubleSum) / t.count };
    }
  }
}
