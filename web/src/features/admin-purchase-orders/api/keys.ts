export const poKeys = {
  all: ['admin', 'purchase-orders'] as const,
  list: () => ['admin', 'purchase-orders', 'list'] as const,
  materials: () => ['admin', 'purchase-orders', 'materials'] as const,
};
