// A back-office write is one callable, then a refresh of the reads it changed: one hook for that shape, so each
// feature names only the callable and its stale query keys.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallableName, CallableRequest, CallableResult } from '@aso/domain/contract';
import { callFunction } from '../../../lib/firebase';

export function useCallableMutation<N extends CallableName>(
  name: N,
  staleKeys: (result: CallableResult<N>) => readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallableRequest<N>) => callFunction(name, input),
    onSuccess: async (result) => {
      await Promise.all(staleKeys(result).map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
