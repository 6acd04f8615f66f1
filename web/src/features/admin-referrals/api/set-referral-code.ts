// Give a customer a referral code, change it or clear it (''), through the `setReferralCode` callable: the
// uniqueness check and the move of the code index happen in one server transaction.
import { useCallableMutation } from '../../../lib/data/callables';
import { referralKeys } from './keys';
import { queryKeys } from '../../../lib/data/query-keys';

export const useSetReferralCode = () =>
  useCallableMutation('setReferralCode', [
    referralKeys.customers(),
    referralKeys.totals(),
    // The CRM shows the code too.
    queryKeys.adminCustomers,
  ]);
