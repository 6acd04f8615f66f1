// The Firestore stand-in's request counters (reads billed as production bills them) and its clear endpoint, for
// benchmarks that count what a screen reads.
import type { StackInfo } from '../../../scripts/lib/stack';

const statsUrl = (info: StackInfo) => `${info.urls.firestore}/emulator/v1/projects/${info.projectId}:stats`;

export async function counters(info: StackInfo): Promise<{ reads: number; queries: number }> {
  return (await (await fetch(statsUrl(info))).json()) as { reads: number; queries: number };
}

export async function resetCounters(info: StackInfo): Promise<void> {
  await fetch(statsUrl(info), { method: 'DELETE' });
}

export async function clearFirestore(info: StackInfo): Promise<void> {
  const response = await fetch(`${info.urls.firestore}/emulator/v1/projects/${info.projectId}/databases/(default)/documents`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearing Firestore: HTTP ${response.status}`);
}
