/** Query keys of the Events screen. */
export const eventKeys = {
  all: ['admin-events'] as const,
  list: () => ['admin-events', 'list'] as const,
  guests: (eventId: string) => ['admin-events', 'guests', eventId] as const,
  scans: (eventId: string) => ['admin-events', 'scans', eventId] as const,
};
