// My Orders (docs/product.md#my-orders): own orders newest first; 'Couldn’t load orders.' plus the reason on failure.
import { Link } from 'react-router';
import '../../styles/orders.css';
import { errorDetail } from '@aso/domain/errors';
import { ordersLoadFailed } from '@aso/domain/messages';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { useMyOrders } from '../../features/orders/api/get-my-orders';
import { OrderCard } from '../../features/orders/components/order-card';

function OrdersRoute() {
  const { branding } = useSettings();
  useDocumentTitle('My Orders', branding.brandName);
  const { user } = useSession();
  const orders = useMyOrders(user?.uid ?? '');
  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">My Orders</h1>
      </header>
      {orders.isPending ? <LoadingState /> : null}
      {orders.isError ? (
        <ErrorState message={ordersLoadFailed(errorDetail(orders.error))} onRetry={() => void orders.refetch()} />
      ) : null}
      {orders.data?.length === 0 ? (
        <EmptyState title="You have no orders yet.">
          <Link to={paths.shop.getHref()} className="btn btn--primary btn--md">
            Start shopping
          </Link>
        </EmptyState>
      ) : null}
      {orders.data && orders.data.length > 0 ? (
        <ul className="orders" role="list">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { OrdersRoute as Component };
