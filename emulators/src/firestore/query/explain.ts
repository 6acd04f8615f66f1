import { indexesUsed } from './index-usage';
import type { Query } from './model';
import { toProtoDuration, toProtoStruct } from '../wire/struct';

export interface ExplainOptions {
  /** Run the query too, and report execution statistics with its results. */
  readonly analyze: boolean;
}

export function decodeExplainOptions(raw: unknown): ExplainOptions | undefined {
  if (raw === undefined || raw === null) return undefined;
  return { analyze: (raw as { analyze?: unknown }).analyze === true };
}

export interface Execution {
  readonly resultsReturned: number;
  /** Documents read (production bills at least one read per query). */
  readonly documentsRead: number;
  readonly indexEntriesScanned: number;
  readonly startedAt: bigint;
}

const nowMicros = (): bigint => process.hrtime.bigint() / 1000n;

export const startExecution = nowMicros;

/**
 * ExplainMetrics as production reports them (field names of the Query Explain report): the plan names the index
 * the query is served from; with analyze, execution statistics follow.
 */
export function explainMetrics(q: Query, execution: Execution | undefined): Record<string, unknown> {
  const planSummary = {
    indexesUsed: indexesUsed(q).map((i) => toProtoStruct({ query_scope: i.query_scope, properties: i.properties })),
  };
  if (!execution) return { planSummary };
  const reads = Math.max(1, execution.documentsRead);
  return {
    planSummary,
    executionStats: {
      resultsReturned: String(execution.resultsReturned),
      executionDuration: toProtoDuration(nowMicros() - execution.startedAt),
      readOperations: String(reads),
      debugStats: toProtoStruct({
        index_entries_scanned: String(execution.indexEntriesScanned),
        documents_scanned: String(execution.documentsRead),
        billing_details: {
          documents_billable: String(execution.documentsRead),
          index_entries_billable: '0',
          small_ops: '0',
          min_query_cost: execution.documentsRead === 0 ? '1' : '0',
        },
      }),
    },
  };
}
