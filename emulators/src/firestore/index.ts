/** The Firestore stand-in: start it programmatically, or check index coverage in tests. */
export { startFirestoreServer } from './server';
export type { FirestoreServerHandle, FirestoreServerOptions } from './server';
export { missingIndexes } from './query/index-usage';
export type { CompositeIndex, FieldOverride, IndexUsage } from './query/index-usage';
export type { StatsSnapshot } from './engine/stats';
