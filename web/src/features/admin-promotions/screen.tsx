// Promotions (docs/product.md#promotions): every sale, discount code and free delivery with what it gives, on which
// pieces, when (Lagos time), its state, and what it did — uses (paid, and held by checkouts awaiting payment),
// revenue and discount given. New, Edit, Pause / Run again and End, by an admin (or staff when Settings allow it);
// anyone else reads the list and is told who may change it. Each row is a card on a phone.
import './promotions.css';
import { useState } from 'react';
import {
  PROMOTIONS_ADMIN_ONLY,
  PROMOTIONS_LOAD_FAILED,
  PROMOTIONS_NONE,
  promotionEndConfirm,
  promotionStatusChanged,
} from '@aso/domain/promotions/messages';
import {
  PROMOTION_KIND_LABELS,
  PROMOTION_STATE_LABELS,
  mayManagePromotions,
  offerWords,
  promotionState,
  scopeWords,
  type PromotionKind,
  type PromotionState,
} from '@aso/domain/promotions/promotions';
import type { PromotionFigures } from '@aso/domain/finance/finance';
import { lagosDayKey, lagosWhenWords } from '@aso/domain/shared/lagos-time';
import { formatNairaAdmin } from '@aso/domain/shared/money';
import { Button } from '../../components/button';
import { ErrorNotice } from '../../components/error-notice';
import {
  ConfirmDialog,
  DataTable,
  PageHeader,
  StatusBadge,
  failureText,
  reasonOf,
  type BadgeTone,
} from '../../components/admin-shell';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { useToast } from '../../lib/toast';
import { usePieces, usePromotionFigures, usePromotions, type PromotionWithId } from './api/get-promotions';
import { useSetPromotionStatus } from './api/save-promotion';
import { editPromotionDraft, newPromotionDraft, type PromotionDraft } from './components/form-state';
import { PromotionForm } from './components/promotion-form';

const STATE_TONE: Readonly<Record<PromotionState, BadgeTone>> = {
  scheduled: 'info',
  running: 'success',
  paused: 'warn',
  finished: 'neutral',
  ended: 'neutral',
};

/** What it gives: '15% off', 'AMAKA10: 10% off', 'Free delivery: Lagos from ₦100,000'. */
function gives(p: PromotionWithId, zoneLabel: (zone: string) => string): string {
  if (p.kind === 'sale') return `${p.percent ?? 0}% off`;
  if (p.kind === 'delivery')
    return Object.entries(p.zones)
      .map(([zone, min]) => `${zoneLabel(zone)} from ${formatNairaAdmin(min)}`)
      .join('; ');
  const rule = offerWords({ offer: p.offer ?? 'percent', percent: p.percent, amount: p.amount });
  const min = p.minSubtotal > 0 ? ` on ${formatNairaAdmin(p.minSubtotal)} or more` : '';
  return `${rule}${min}${p.firstOrderOnly ? ', first order only' : ''}`;
}

/** When: '1 Dec 2026, 00:00 – 26 Dec 2026, 23:59', 'From …', 'Until …', 'Always'. */
function when(p: PromotionWithId): string {
  if (p.startsAt && p.endsAt) return `${lagosWhenWords(p.startsAt)} – ${lagosWhenWords(p.endsAt)}`;
  if (p.startsAt) return `From ${lagosWhenWords(p.startsAt)}`;
  if (p.endsAt) return `Until ${lagosWhenWords(p.endsAt)}`;
  return 'No end';
}

/** Uses: '97 of 100 (3 awaiting payment)'; a sale or free delivery counts its orders instead ('1 order', '2 orders'). */
function uses(p: PromotionWithId, figures: PromotionFigures | undefined): string {
  if (p.kind !== 'code') {
    const orders = figures?.orders ?? 0;
    return `${orders} order${orders === 1 ? '' : 's'}`;
  }
  const cap = p.maxUses === null ? '' : ` of ${p.maxUses}`;
  return `${p.uses}${cap}${p.held > 0 ? ` (${p.held} awaiting payment)` : ''}`;
}

function PromotionsScreen() {
  const session = useSession();
  const settings = useSettings();
  const toast = useToast();
  const [now] = useState(() => new Date());
  const promotions = usePromotions();
  const pieces = usePieces();
  const list = promotions.data ?? [];
  const since = list.reduce<string | null>((min, p) => {
    const day = lagosDayKey(p.createdAt);
    return min === null || day < min ? day : min;
  }, null);
  const figures = usePromotionFigures(since, lagosDayKey(now));
  const [editing, setEditing] = useState<PromotionDraft | null>(null);
  const [ending, setEnding] = useState<PromotionWithId | null>(null);
  const status = useSetPromotionStatus();
  const [statusError, setStatusError] = useState<string | null>(null);
  const mayManage = mayManagePromotions(session.role, settings);
  const zoneKeys = Object.keys(settings.shipping.zones);
  const zoneLabel = (zone: string) =>
    settings.shipping.zones[zone as keyof typeof settings.shipping.zones]?.label ?? zone;
  const nameOf = (id: string) => pieces.data?.pieces.find((p) => p.id === id)?.name;

  const setStatus = (p: PromotionWithId, next: 'active' | 'paused' | 'ended') => {
    setStatusError(null);
    status.mutate(
      { id: p.id, status: next },
      {
        onSuccess: () => {
          toast(promotionStatusChanged(p.name, next), { tone: 'success' });
          setEnding(null);
        },
        onError: (error) => setStatusError(failureText(`${p.name}:`, error)),
      },
    );
  };

  const create = (kind: PromotionKind) => setEditing(newPromotionDraft(kind, zoneKeys));

  return (
    <>
      <PageHeader
        title="Promotions"
        description="Automatic sales, discount codes and free delivery: what each gives, when it runs in Lagos time, and what it did."
        actions={
          mayManage ? (
            <>
              <Button onClick={() => create('sale')}>New sale</Button>
              <Button variant="secondary" onClick={() => create('code')}>
                New discount code
              </Button>
              <Button variant="secondary" onClick={() => create('delivery')}>
                New free delivery
              </Button>
            </>
          ) : null
        }
      />
      {!mayManage ? (
        <p className="notice" role="note">
          {PROMOTIONS_ADMIN_ONLY}
        </p>
      ) : null}
      <ErrorNotice message={statusError} />
      <DataTable
        caption="Promotions"
        rows={promotions.isPending ? undefined : list}
        rowKey={(p) => p.id}
        error={promotions.isError ? `${PROMOTIONS_LOAD_FAILED} ${reasonOf(promotions.error)}` : null}
        onRetry={() => void promotions.refetch()}
        empty={PROMOTIONS_NONE}
        columns={[
          {
            key: 'name',
            header: 'Promotion',
            cell: (p) => (
              <>
                <span className="cell-strong">{p.name}</span>
                <span className="cell-sub">
                  {PROMOTION_KIND_LABELS[p.kind]}
                  {p.code ? ` · ${p.code}` : ''}
                </span>
              </>
            ),
          },
          {
            key: 'gives',
            header: 'Gives',
            cell: (p) => (
              <>
                {gives(p, zoneLabel)}
                {p.kind !== 'delivery' ? (
                  <span className="cell-sub">On {scopeWords(p.scope, nameOf) ?? 'everything'}</span>
                ) : null}
              </>
            ),
          },
          { key: 'when', header: 'When (Lagos)', cell: when },
          {
            key: 'state',
            header: 'State',
            cell: (p) => {
              const state = promotionState(p, now);
              return <StatusBadge tone={STATE_TONE[state]}>{PROMOTION_STATE_LABELS[state]}</StatusBadge>;
            },
          },
          { key: 'uses', header: 'Uses', numeric: true, cell: (p) => uses(p, figures.data?.get(p.id)) },
          {
            key: 'revenue',
            header: 'Revenue',
            numeric: true,
            cell: (p) => formatNairaAdmin(figures.data?.get(p.id)?.revenue ?? 0),
          },
          {
            key: 'discount',
            header: 'Discount given',
            numeric: true,
            cell: (p) => formatNairaAdmin(figures.data?.get(p.id)?.discount ?? 0),
          },
          {
            key: 'actions',
            header: '',
            srHeader: 'Actions',
            cell: (p) =>
              mayManage && p.status !== 'ended' ? (
                <div className="row promo-actions">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(editPromotionDraft(p, zoneKeys))}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={status.isPending && status.variables.id === p.id}
                    onClick={() => setStatus(p, p.status === 'paused' ? 'active' : 'paused')}
                    aria-label={`${p.status === 'paused' ? 'Run again' : 'Pause'} ${p.name}`}
                  >
                    {p.status === 'paused' ? 'Run again' : 'Pause'}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setEnding(p)} aria-label={`End ${p.name}`}>
                    End
                  </Button>
                </div>
              ) : null,
          },
        ]}
      />
      {editing ? (
        <PromotionForm
          key={editing.id ?? `new-${editing.kind}`}
          initial={editing}
          pieces={pieces.data?.pieces ?? []}
          collections={pieces.data?.collections ?? []}
          zones={settings.shipping.zones}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={ending ? `End ${ending.name}` : 'End'}
        confirmLabel="End it"
        cancelLabel="Keep it"
        danger
        busy={status.isPending}
        error={statusError}
        onConfirm={() => ending && setStatus(ending, 'ended')}
        onCancel={() => setEnding(null)}
      >
        <p>{ending ? promotionEndConfirm(ending.name) : ''}</p>
      </ConfirmDialog>
    </>
  );
}

export { PromotionsScreen as Component };
