// The one way to call a callable, against the callables in process: a refused write says why in the shop's words, and
// the reads it names are asked again all the same (the data may have moved on under the refused screen).
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { userMessage } from '@aso/domain/shared/errors';
import { NOT_SIGNED_IN } from '@aso/domain/shared/messages';
import { makeQueryClient } from '../../query-client';
import { useCallableMutation } from '../callables';
import { queryKeys } from '../query-keys';

describe('useCallableMutation', () => {
  it('says a refusal in words and refreshes the keys it names all the same', async () => {
    const client = makeQueryClient();
    let reads = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        offers: useQuery({ queryKey: queryKeys.offers, queryFn: () => ++reads }),
        save: useCallableMutation('saveCart', [queryKeys.offers]),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.offers.data).toBe(1));

    // Nobody is signed in: the server refuses to save a cart.
    await act(() => expect(result.current.save.mutateAsync({ lines: [], referralCode: null })).rejects.toThrow());

    await waitFor(() => expect(userMessage(result.current.save.error)).toBe(NOT_SIGNED_IN));
    await waitFor(() => expect(result.current.offers.data).toBe(2));
  });
});
