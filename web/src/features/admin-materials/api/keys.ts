import { queryKeys } from '../../../lib/data/query-keys';

/** Owned here; other features make it stale through queryKeys.inventory. */
export const inventoryKeys = {
  all: queryKeys.inventory,
  materials: () => ['admin', 'inventory', 'materials'] as const,
  ledger: (materialId: string) => ['admin', 'inventory', 'ledger', materialId] as const,
};
