// Customers (CRM), docs/product.md#customers: a searchable, paged list beside a detail panel. The open customer is in
// the URL (?customer=id) so a link to a customer can be shared.
import './customers.css';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/admin-shell';
import { CustomerDetail } from './components/customer-detail';
import { CustomerList } from './components/customer-list';

function CustomersScreen() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('customer');
  const select = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('customer', id);
        else next.delete('customer');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader title="Customers" description="Search customers, tag them, keep notes and see what they bought." />
      <div className="admin-split crm-layout">
        <CustomerList selectedId={selected} onSelect={select} />
        {selected ? <CustomerDetail key={selected} customerId={selected} onClose={() => select(null)} /> : null}
      </div>
    </>
  );
}

export { CustomersScreen as Component };
