export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  find: (text: string) => ['admin', 'orders', 'find', text] as const,
  customer: (customerId: string) => ['admin', 'orders', 'customer', customerId] as const,
};
