// My Orders (docs/product.md#my-orders): the customer's referral link (where the home page's referral banner sends
// them), then their own orders newest first, live, with checkouts never paid folded under them; 'Couldn’t load
// orders.' plus the reason on failure.
import { Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import '../../styles/summary.css';
import '../../styles/orders.css';
import { customerMoneyView } from '@aso/domain/orders/customer-orders';
import { errorDetail } from '@aso/domain/shared/errors';
import { ordersLoadFailed } from '@aso/domain/orders/messages';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { useMyOrders, useTimeline, type MyOrder } from '../../features/orders/api/get-my-orders';
import { LiveFirebase } from '../../lib/live/live-firebase';
import { NotCompletedList, OrderCard } from '../../features/orders/components/order-card';
import { LiveReferralShare } from '../../features/account/components/referral-share';

function LiveOrderCard({ order }: { readonly order: MyOrder }) {
  const timeline = useTimeline(order.id);
  return <OrderCard order={{ ...order, timeline }} />;
}

function OrdersList({ uid }: { readonly uid: string }) {
  const orders = useMyOrders(uid);
  // A checkout never paid is not an order the customer has to wonder about: folded under the real ones.
  const [shown, notCompleted] = useMemo(() => {
    const now = new Date();
    const all = orders.data ?? [];
    const folded = (o: MyOrder) => customerMoneyView(o, now).folded;
    return [all.filter((o) => !folded(o)), all.filter(folded)];
  }, [orders.data]);
  return (
    <>
      {orders.status === 'loading' ? <LoadingState /> : null}
      {orders.status === 'error' ? (
        <ErrorState message={ordersLoadFailed(errorDetail(orders.error))} onRetry={() => window.location.reload()} />
      ) : null}
      {orders.data && shown.length === 0 ? (
        <EmptyState title="You have no orders yet.">
          <Link to={paths.shop.getHref()} className="btn btn--primary btn--md">
            Start shopping
          </Link>
        </EmptyState>
      ) : null}
      {shown.length > 0 ? (
        <ul className="orders" role="list">
          {shown.map((order) => (
            <li key={order.id}>
              <LiveOrderCard order={order} />
            </li>
          ))}
        </ul>
      ) : null}
      <NotCompletedList orders={notCompleted} />
    </>
  );
}

function OrdersRoute() {
  const { branding, referral } = useSettings();
  useDocumentTitle('My Orders', branding.brandName);
  const { user } = useSession();
  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">My Orders</h1>
      </header>
      <Suspense fallback={<LoadingState />}>
        <LiveFirebase>
          {user ? (
            <LiveReferralShare
              uid={user.uid}
              brandName={branding.brandName}
              discountPercent={referral.discountPercent}
              framed
            />
          ) : null}
          <OrdersList uid={user?.uid ?? ''} />
        </LiveFirebase>
      </Suspense>
    </div>
  );
}

export { OrdersRoute as Component };
