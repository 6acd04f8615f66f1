/**
 * Every function runs in one region: europe-west2 (London), the usual lowest-latency choice from Lagos among
 * regions with both Firestore and Functions (ARCHITECTURE §4). Firestore uses the matching location.
 */
export const REGION = 'europe-west2';
