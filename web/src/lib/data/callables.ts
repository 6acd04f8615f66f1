/**
 * The browser's one way to call a callable of the domain's contract, shop and back office alike: a screen that changes
 * something uses `useCallableMutation(name, staleKeys)`, which refreshes the reads it names (from the query-key
 * registry) once the call ends, ok or refused; a read through a callable is `callableQuery(key, name, request)`. The
 * lint refuses `callFunction` outside this folder and the few non-React flows named in eslint.config.js.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallableName, CallableRequest, CallableResult } from '@aso/domain/contract';
import { callFunction } from '../firebase';

interface CallOptions<N extends CallableName, I, T> {
  /** The callable's request from what the screen holds (default: the input itself). */
  readonly request?: (input: I) => CallableRequest<N>;
  /** What the hook answers from the callable's answer (default: that answer), e.g. a record read back. */
  readonly answer?: (result: CallableResult<N>, input: I) => T | Promise<T>;
}

/**
 * A write through callable `name` (or the one the input picks, e.g. a PO's submit/cancel); `stale` names the keys it
 * makes stale (or says them from the input).
 */
export function useCallableMutation<N extends CallableName, I = CallableRequest<N>, T = CallableResult<N>>(
  name: N | ((input: I) => N),
  stale: readonly QueryKey[] | ((input: I) => readonly QueryKey[]),
  { request = (input) => input as CallableRequest<N>, answer = (result) => result as T }: CallOptions<N, I, T> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) =>
      answer(await callFunction(typeof name === 'function' ? name(input) : name, request(input)), input),
    // A refusal often means the data moved on (a PO already submitted): the reads follow either way.
    onSettled: async (_answer, _error, input) => {
      const keys = typeof stale === 'function' ? stale(input) : stale;
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** A read through callable `name`, keyed in the registry; `pick` takes the part the screen shows. */
export function callableQuery<N extends CallableName, K extends QueryKey, T = CallableResult<N>>(
  queryKey: K,
  name: N,
  request: CallableRequest<N>,
  pick: (result: CallableResult<N>) => T = (result) => result as T,
) {
  return { queryKey, queryFn: async (): Promise<T> => pick(await callFunction(name, request)) };
}
