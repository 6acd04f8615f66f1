/** Query keys of the Events screen. */
export const eventKeys = {
  all: ['admin-events'] as const,
  list: () => ['admin-events', 'list'] as const,
};
