// The detail panel (docs/product.md#customers): a WhatsApp chat with the customer, profile fields, tags, notes,
// referral code, lifetime value, orders, the account's measurement profiles, and the account's role.
import { Link } from 'react-router';
import { CUSTOMERS_LOAD_FAILED } from '@aso/domain/customers/messages';
import { staffGreeting } from '@aso/domain/marketing/whatsapp';
import { Button } from '../../../components/button';
import { ErrorState, LoadingState } from '../../../components/states';
import { WhatsAppChatLink } from '../../../components/whatsapp-link';
import { paths } from '../../../config/paths';
import { formatDate, formatNairaAdmin } from '../../../lib/format';
import { useSettings } from '../../../lib/settings';
import { useRevealOnOpen } from '../../../components/admin-shell';
import type { AdminCustomer } from '../api/customer-data';
import { useCustomer } from '../api/get-customer';
import { MeasurementProfiles } from './measurement-profiles';
import { NotesPanel } from './notes-panel';
import { OrdersPanel } from './orders-panel';
import { ProfileForm } from './profile-form';
import { RoleControl } from './role-control';
import { TagsEditor } from './tags-editor';

export function CustomerDetail({ customerId, onClose }: { readonly customerId: string; readonly onClose: () => void }) {
  const customer = useCustomer(customerId);
  // Opening a customer moves focus (and, on narrow screens, the view) to the panel.
  const title = useRevealOnOpen(customerId);
  return (
    <section className="admin-panel crm-detail" aria-labelledby="crm-detail-title">
      <header className="crm-detail__header">
        <h2 id="crm-detail-title" ref={title} tabIndex={-1} className="admin-panel__title crm-detail__title">
          {customer.data ? customer.data.name || customer.data.email || 'Customer' : 'Customer'}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </header>
      {customer.isError ? (
        <ErrorState message={CUSTOMERS_LOAD_FAILED} onRetry={() => void customer.refetch()} />
      ) : customer.isPending ? (
        <LoadingState label="Loading customer…" />
      ) : customer.data === null ? (
        <p className="muted">This customer no longer exists.</p>
      ) : (
        <DetailBody customer={customer.data} />
      )}
    </section>
  );
}

function DetailBody({ customer }: { readonly customer: AdminCustomer }) {
  const { branding } = useSettings();
  return (
    <div className="stack crm-detail__body">
      <WhatsAppChatLink phone={customer.phone} text={staffGreeting(customer.name, branding.brandName)} />
      <dl className="crm-facts">
        <div>
          <dt>Lifetime value</dt>
          <dd>{formatNairaAdmin(customer.lifetimeValue)}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{customer.orderCount}</dd>
        </div>
        <div>
          <dt>Last order</dt>
          <dd>{formatDate(customer.lastOrderAt, '—')}</dd>
        </div>
        <div>
          <dt>Customer since</dt>
          <dd>{formatDate(customer.createdAt, '—')}</dd>
        </div>
        <div>
          <dt>Referral code</dt>
          <dd>
            {customer.referralCode ? <span className="mono">{customer.referralCode}</span> : 'None'}{' '}
            <Link to={paths.admin.referrals.getHref()} className="crm-facts__link">
              Manage in Referrals
            </Link>
          </dd>
        </div>
      </dl>

      <h3 className="crm-section-title">Profile</h3>
      <ProfileForm key={customer.id} customer={customer} />

      <h3 className="crm-section-title">Tags</h3>
      <TagsEditor customer={customer} />

      <h3 className="crm-section-title">Notes</h3>
      <NotesPanel customerId={customer.id} />

      <h3 className="crm-section-title">Orders</h3>
      <OrdersPanel customerId={customer.id} />

      <h3 className="crm-section-title">Measurement profiles</h3>
      {customer.userId ? (
        <MeasurementProfiles customerId={customer.id} />
      ) : (
        <p className="muted">Walk-in customer: measurements are kept on each order.</p>
      )}

      <h3 className="crm-section-title">Account</h3>
      {customer.userId ? (
        <RoleControl uid={customer.userId} />
      ) : (
        <p className="muted">Walk-in customer: no account to give a role.</p>
      )}
    </div>
  );
}
