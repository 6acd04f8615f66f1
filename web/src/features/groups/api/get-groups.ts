// The group pages' reads: the group itself, the whole member list (organiser), the caller's own members and groups.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firestore';
import { str } from '../../../lib/firestore-data';
import { getGroup, getMembers, getMyGroups } from '../../../lib/groups';
import { groupKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export const useGroup = (id: string) => useQuery({ queryKey: groupKeys.group(id), queryFn: () => getGroup(id) });

/** uid 'all' = the whole list (the organiser's view). */
export const useMembers = (groupId: string, uid: string, enabled = true) =>
  useQuery({
    queryKey: groupKeys.members(groupId, uid),
    queryFn: () => getMembers(groupId, uid === 'all' ? undefined : uid),
    enabled,
    refetchInterval: 5_000,
  });

export const useMyGroups = (uid: string) =>
  useQuery({ queryKey: groupKeys.mine(uid), queryFn: () => getMyGroups(uid) });

export function useRefreshGroup(groupId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: groupKeys.group(groupId) });
}

export interface PieceOption {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly leadTimeDays: number;
}

/** Active pieces an organiser can pick for a group. */
export async function getPieces(): Promise<PieceOption[]> {
  const snap = await getDocs(query(collection(getDb(), dataPaths.products), where('active', '==', true)));
  return snap.docs
    .map((d) => ({
      id: d.id,
      name: str(d.get('name')),
      type: str(d.get('type')),
      leadTimeDays: Number(d.get('leadTimeDays') ?? 0) || 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const usePieces = () => useQuery({ queryKey: groupKeys.pieces, queryFn: getPieces });
