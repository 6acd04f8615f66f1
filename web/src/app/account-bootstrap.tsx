// On sign-in, make sure the account's `profiles/{uid}` and `customers/{uid}` exist (created by the owner once,
// docs/product.md#roles-and-access). The code is fetched only for signed-in visitors.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../lib/session';
import { queryKeys } from '../lib/data/query-keys';

export function AccountBootstrap() {
  const { status, user } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status !== 'signed-in' || !user) return;
    import('../lib/account-records')
      .then(({ ensureAccountRecords }) => ensureAccountRecords(user))
      .then((created) => {
        if (created) void queryClient.invalidateQueries({ queryKey: queryKeys.profile(user.uid) });
      })
      .catch((error: unknown) => console.error('Could not prepare the account records', error));
  }, [status, user, queryClient]);

  return null;
}
