// The index gate's request counters (reads billed as production bills them) and its clear endpoint, for
// benchmarks that count what a screen reads against data sets of their own.
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import type { StackInfo } from '../../../scripts/lib/stack';
import { loadDocs } from '../../../scripts/seed/load';
import type { SeedDoc } from '../../../scripts/seed/types';

const statsUrl = (info: StackInfo) => `${info.urls.firestore}/emulator/v1/projects/${info.projectId}:stats`;

export async function counters(info: StackInfo): Promise<{ reads: number; queries: number }> {
  return (await (await fetch(statsUrl(info))).json()) as { reads: number; queries: number };
}

export async function resetCounters(info: StackInfo): Promise<void> {
  await fetch(statsUrl(info), { method: 'DELETE' });
}

/**
 * What one step on a page costs: the time until `shown` resolves, then (once the network is idle) the documents
 * read and queries run since the step began.
 */
export async function measure(
  info: StackInfo,
  page: Page,
  step: () => Promise<unknown>,
  shown: () => Promise<void>,
): Promise<{ reads: number; queries: number; ms: number }> {
  await resetCounters(info);
  const start = performance.now();
  await step();
  await shown();
  const ms = performance.now() - start;
  await page.waitForLoadState('networkidle');
  return { ...(await counters(info)), ms };
}

export async function clearFirestore(info: StackInfo): Promise<void> {
  const response = await fetch(
    `${info.urls.firestore}/emulator/v1/projects/${info.projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`clearing Firestore: HTTP ${response.status}`);
}

/** Empty Firestore, then write a scenario's documents; says how many and how long. */
export async function replaceData(
  info: StackInfo,
  label: string,
  docs: readonly SeedDoc[],
  statsDays: number,
): Promise<void> {
  await clearFirestore(info);
  const t0 = performance.now();
  await loadDocs(info, [...docs]);
  console.log(
    `${label}: wrote ${docs.length} documents (${statsDays} stats days) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
