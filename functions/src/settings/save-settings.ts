/**
 * saveSettings (admin): the Settings screen's save (docs/product.md#settings). The domain schema has checked every
 * field by the time this runs; the document is written whole with who saved it and when. The browser no longer writes
 * `settings/global` itself: checking the whole document in firestore.rules costs more than Firestore's
 * 1,000-expression limit per request allows (docs/architecture.md#security).
 */
import type { Handler } from '../lib/callable';
import { settingsDoc } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';

export const handleSaveSettings: Handler<'saveSettings', DbClockDeps> = async (deps, caller, input) => {
  const now = deps.clock();
  await settingsDoc(deps.db).set({ ...input, updatedAt: now, updatedBy: caller.uid });
  return { updatedAt: now.toISOString() };
};
