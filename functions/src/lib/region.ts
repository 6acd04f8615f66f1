/**
 * Every function runs in one region: europe-west2 (London), the usual lowest-latency choice from Lagos among
 * regions with both Firestore and Functions (docs/architecture.md#parts). Firestore uses the matching location.
 */
export const REGION = 'europe-west2';
