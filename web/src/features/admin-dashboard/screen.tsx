// Dashboard (docs/product.md#dashboard): today's orders and revenue, 7-day revenue and conversion, what is to act on
// (paid orders not started, refunds awaiting release, each linking to its list), carts reminded and recovered, top SKUs, low stock, the referral leaderboard and the active event — from daily stats and a few small
// queries, never every order.
// A failure shows the message with the hint about access rules (docs/product.md#dashboard).
import { dashboardLoadFailed } from '@aso/domain/finance/messages';
import { Button } from '../../components/button';
import { ErrorState, LoadingState } from '../../components/states';
import { Link } from 'react-router';
import { MONEY_IN_PAYMENT, paths } from '../../config/paths';
import { formatNairaAdmin } from '../../lib/format';
import { useSession } from '../../lib/session';
import { ChannelSales, PageHeader, PromotionDiscounts, StatCard, reasonOf } from '../../components/admin-shell';
import { useDashboard } from './api/get-dashboard';
import { useDashboardLiveRefresh } from './api/live-refresh';
import { EventCard, Leaderboard, LowStock, TopSkus } from './components/dashboard-panels';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What waits on the shop, each count linking to the list that holds exactly those. */
function ToActOn({
  notStarted,
  refundsAwaiting,
  admin,
}: {
  readonly notStarted: number;
  readonly refundsAwaiting: number;
  readonly admin: boolean;
}) {
  const refunds = plural(refundsAwaiting, 'refund awaiting release', 'refunds awaiting release');
  return (
    <>
      <Link to={paths.admin.orders.getHref({ status: 'pending', payment: MONEY_IN_PAYMENT })}>
        {plural(notStarted, 'paid order not started', 'paid orders not started')}
      </Link>
      <br />
      {admin ? (
        <Link to={paths.admin.paymentsReview.getHref()}>{refunds}</Link>
      ) : (
        <span>{refundsAwaiting > 0 ? `${refunds} (an admin releases them)` : refunds}</span>
      )}
    </>
  );
}

function DashboardScreen() {
  const session = useSession();
  const dashboard = useDashboard();
  useDashboardLiveRefresh();
  const data = dashboard.data;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Paid or partly paid orders, Lagos time. Today and the 6 days before it."
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void dashboard.refetch()}
            loading={dashboard.isFetching && !dashboard.isPending}
          >
            Refresh
          </Button>
        }
      />
      {dashboard.isPending ? <LoadingState label="Loading dashboard…" /> : null}
      {dashboard.isError ? (
        <ErrorState message={dashboardLoadFailed(reasonOf(dashboard.error))} onRetry={() => void dashboard.refetch()} />
      ) : null}
      {data ? (
        <>
          <div className="stat-grid">
            <StatCard label="Today's orders" value={data.figures.todayOrders} />
            <StatCard label="Today's revenue" value={formatNairaAdmin(data.figures.todayRevenue)} />
            <StatCard
              label="7-day revenue"
              value={formatNairaAdmin(data.figures.weekRevenue)}
              hint={`${data.figures.weekOrders} order${data.figures.weekOrders === 1 ? '' : 's'}, after ${formatNairaAdmin(data.figures.weekDiscounts)} of discounts`}
            />
            <StatCard
              label="7-day conversion"
              value={`${data.figures.weekConversion.toFixed(1)}%`}
              hint={`${data.figures.weekOrders} paid of ${data.figures.weekCheckouts} checkouts started`}
            />
            <StatCard
              label="To act on"
              value={data.toActOn.notStarted + data.toActOn.refundsAwaiting}
              hint={<ToActOn {...data.toActOn} admin={session.role === 'admin'} />}
            />
            <StatCard
              label="Carts reminded, 7 days"
              value={data.figures.weekCartReminders.sent}
              hint={`${data.figures.weekCartReminders.recovered} recovered by an order`}
            />
          </div>
          <div className="admin-columns">
            <TopSkus rows={data.topSkus} />
            <Leaderboard rows={data.referrers} />
            <LowStock alerts={data.lowStock} total={data.lowStockTotal} />
            <EventCard event={data.event} />
          </div>
          <PromotionDiscounts
            total={data.figures.weekDiscounts}
            promotions={data.figures.weekPromotions}
            daily={data.figures.weekDailyDiscounts}
          />
          <ChannelSales rows={data.channels} from={data.from} to={data.to} />
        </>
      ) : null}
    </>
  );
}

export { DashboardScreen as Component };
