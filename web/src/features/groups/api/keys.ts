// The query keys of the group pages; a group action refreshes by the same keys.
export const groupKeys = {
  all: ['groups'] as const,
  group: (id: string) => ['groups', id] as const,
  members: (id: string, uid: string) => ['groups', id, 'members', uid] as const,
  mine: (uid: string) => ['groups', 'organised-by', uid] as const,
  pieces: ['groups', 'pieces'] as const,
};
