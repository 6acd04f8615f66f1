// Referrals (docs/product.md#referrals): search, top-N, three summary cards, Top referrers, the customers list and the
// edit panel.
import './referrals.css';
import { useState } from 'react';
import { REFERRAL_TOP_N_OPTIONS } from '@aso/domain/shared/constants';
import { referralStatsLoadFailed } from '@aso/domain/referrals/messages';
import { formatNairaAdmin } from '../../lib/format';
import { ChoiceSelect, FilterBar, PageHeader, SearchField, StatCard, reasonOf } from '../../components/admin-shell';
import { ErrorNotice } from '../../components/error-notice';
import type { ReferralCustomer } from './api/get-referral-customers';
import { useReferralTotals } from './api/get-referral-totals';
import { CodeEditor } from './components/code-editor';
import { LinkVisits } from './components/link-visits';
import { RecomputeButton } from './components/recompute-button';
import { ReferralCustomers } from './components/referral-customers';
import { TopReferrers } from './components/top-referrers';

type TopN = (typeof REFERRAL_TOP_N_OPTIONS)[number];

function ReferralsScreen() {
  const [search, setSearch] = useState('');
  const [topN, setTopN] = useState<TopN>(REFERRAL_TOP_N_OPTIONS[0]);
  const [editing, setEditing] = useState<ReferralCustomer | null>(null);
  const totals = useReferralTotals();
  const figure = (value: (t: NonNullable<typeof totals.data>) => string) =>
    totals.data ? value(totals.data) : totals.isError ? '—' : '…';

  return (
    <>
      <PageHeader
        title="Referrals"
        description="Who brings customers in, and each customer's referral code."
        actions={<RecomputeButton />}
      />
      <FilterBar label="Search referrals">
        <SearchField placeholder="Code, name, email or phone" value={search} onChange={setSearch} />
        <ChoiceSelect
          label="Top"
          value={topN}
          onChange={(value) => setTopN(Number(value) as TopN)}
          choices={REFERRAL_TOP_N_OPTIONS}
        />
      </FilterBar>
      <div className="stat-grid">
        <StatCard label="Referred orders" value={figure((t) => String(t.referredOrders))} />
        <StatCard label="Referral revenue" value={figure((t) => formatNairaAdmin(t.revenue))} />
        <StatCard label="Customers with codes" value={figure((t) => String(t.customersWithCodes))} />
      </div>
      <ErrorNotice message={totals.isError ? referralStatsLoadFailed(reasonOf(totals.error)) : null} />
      <div className="stack ref-screen">
        <TopReferrers topN={topN} search={search.trim()} />
        <LinkVisits search={search.trim()} />
        <div className="admin-split ref-layout">
          <section aria-labelledby="ref-customers-title" className="stack">
            <h2 id="ref-customers-title" className="admin-panel__title">
              Customers
            </h2>
            <ReferralCustomers search={search.trim()} editingId={editing?.id ?? null} onEdit={setEditing} />
          </section>
          {editing ? <CodeEditor key={editing.id} customer={editing} onClose={() => setEditing(null)} /> : null}
        </div>
      </div>
    </>
  );
}

export { ReferralsScreen as Component };
