export const inventoryKeys = {
  all: ['admin', 'inventory'] as const,
  materials: () => ['admin', 'inventory', 'materials'] as const,
  ledger: (materialId: string) => ['admin', 'inventory', 'ledger', materialId] as const,
};
