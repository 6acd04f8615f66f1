/**
 * `settings/global` as the functions see it: sanitised, with the built-in defaults when missing
 * (docs/product.md#settings).
 */
import { settingsOrDefaults, type Settings } from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { timestampsToDates } from './converters';
import { settingsDoc } from './collections';

export async function readSettings(db: Firestore, tx?: Transaction): Promise<Settings> {
  const ref = settingsDoc(db);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  return settingsOrDefaults(snapshot.exists ? timestampsToDates(snapshot.data()) : null);
}
