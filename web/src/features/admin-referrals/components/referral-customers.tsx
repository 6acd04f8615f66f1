// The scrollable customers list: name, email, phone, code and Edit (a card per customer on a phone, as every admin
// list); 'No matches.' when the search finds nobody.
import { NO_MATCHES } from '@aso/domain/shared/messages';
import { referralCustomersLoadFailed } from '@aso/domain/referrals/messages';
import { matchesSearch } from '@aso/domain/shared/search';
import { displayPhone } from '@aso/domain/marketing/whatsapp';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { reasonOf } from '../../../components/admin-shell';
import { CUSTOMER_WINDOW, useReferralCustomers, type ReferralCustomer } from '../api/get-referral-customers';

const SHOWN = 200;

export function ReferralCustomers({
  search,
  editingId,
  onEdit,
}: {
  readonly search: string;
  readonly editingId: string | null;
  readonly onEdit: (c: ReferralCustomer) => void;
}) {
  const customers = useReferralCustomers();
  if (customers.isError)
    return (
      <ErrorState
        message={referralCustomersLoadFailed(reasonOf(customers.error))}
        onRetry={() => void customers.refetch()}
      />
    );
  if (customers.isPending) return <LoadingState label="Loading customers…" />;
  const matches = customers.data.rows.filter((c) => matchesSearch(search, [c.referralCode, c.name, c.email, c.phone]));
  if (matches.length === 0) return <EmptyState title={NO_MATCHES} />;
  return (
    <>
      <div className="table-wrap admin-table ref-customers" tabIndex={0} role="region" aria-label="Customers">
        <table className="table">
          <caption className="visually-hidden">Customers and their referral codes</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Code</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {matches.slice(0, SHOWN).map((c) => (
              <tr key={c.id} className={editingId === c.id ? 'admin-table__row--selected' : undefined}>
                <td className="cell-strong">{c.name || '—'}</td>
                <td className="cell-wrap" data-label="Email">
                  {c.email || '—'}
                </td>
                <td data-label="Phone">{c.phone ? displayPhone(c.phone) : '—'}</td>
                <td data-label="Code">
                  {c.referralCode ? (
                    <span className="mono">{c.referralCode}</span>
                  ) : (
                    <span className="muted">None</span>
                  )}
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onEdit(c)}
                    aria-label={`Edit code of ${c.name || c.email || 'customer'}`}
                  >
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted ref-note">
        {matches.length > SHOWN
          ? `Showing ${SHOWN} of ${matches.length} matches; search to narrow them. `
          : `${matches.length} customer${matches.length === 1 ? '' : 's'}. `}
        {customers.data.truncated ? `Searching the newest ${CUSTOMER_WINDOW} customers.` : null}
      </p>
    </>
  );
}
