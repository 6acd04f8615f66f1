/** Query keys of the Promotions screen. */
export const promotionKeys = {
  all: ['admin', 'promotions'] as const,
  list: () => ['admin', 'promotions', 'list'] as const,
  pieces: () => ['admin', 'promotions', 'pieces'] as const,
  figures: (since: string, today: string) => ['admin', 'promotions', 'figures', since, today] as const,
};
