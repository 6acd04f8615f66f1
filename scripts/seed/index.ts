/**
 * The one seed source: `npm start` loads it, tests use its builders, `npm run seed -- --export` writes it to
 * emulator-data/. Deterministic for a given day, and relative to `now`, so "the last 90 days" stays true.
 */
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { activityDocs } from './activity';
import { backofficeDocs } from './backoffice';
import { catalogueDocs, catalogueFiles } from './catalogue';
import { brandFiles } from './brand';
import { firstProfiles, groupDocs } from './groups';
import { peopleDocs } from './people';
import { productionDocs } from './production';
import { seededRandom } from './random';
import { stockAlertDocs } from './waitlist';
import { reminderDocs } from './reminders';
import type { SeedDoc, SeedFile } from './types';

export interface SeedData {
  readonly docs: readonly SeedDoc[];
  readonly files: readonly SeedFile[];
  readonly accounts: readonly DemoAccount[];
}

export function buildSeed(now: Date): SeedData {
  const random = seededRandom(20261121);
  const base = [
    ...catalogueDocs(now),
    ...peopleDocs(now),
    ...backofficeDocs(now, random),
    ...activityDocs(now, random),
    ...groupDocs(now),
    ...stockAlertDocs(now),
    ...reminderDocs(now),
  ];
  const all = [...base, ...productionDocs(now, base)];
  // Later pieces may add fields to an earlier document (a customer's lifetime figures): merge them.
  const byPath = new Map<string, Record<string, unknown>>();
  for (const doc of all) byPath.set(doc.path, { ...(byPath.get(doc.path) ?? {}), ...doc.data });
  const merged = [...byPath].map(([path, data]) => ({ path, data }));
  const docs = [...merged, ...firstProfiles(merged)];
  return { docs, files: [...catalogueFiles(), ...brandFiles()], accounts: DEMO_ACCOUNTS };
}

export type { SeedDoc, SeedFile } from './types';
