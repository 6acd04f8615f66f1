// The Promotions form's state, as staff type it, and how it becomes a `savePromotion` payload. The check is the
// callable's own schema (domain savePromotionInput), so the form shows the same words beside each field that the
// server would send back, and nothing is clamped: a 120 % discount is refused, never turned into 90.
import { savePromotionInput, type Promotion } from '@aso/domain/promotions/schemas/promotions';
import { coversEverything, type CodeOffer, type PromotionKind } from '@aso/domain/promotions/promotions';
import { lagosWallTime } from '@aso/domain/shared/lagos-time';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { fieldErrors } from '@aso/domain/shared/validate';
import type { ProductType } from '@aso/domain/shared/vocab';
import type { SavePromotionPayload } from '../api/save-promotion';

export interface ZoneDraft {
  readonly on: boolean;
  /** The order value from which delivery there is free, as typed. */
  readonly minimum: string;
}

export interface PromotionDraft {
  readonly id: string | null;
  readonly kind: PromotionKind;
  readonly name: string;
  readonly code: string;
  readonly offer: CodeOffer | '';
  readonly percent: string;
  readonly amount: string;
  readonly minSubtotal: string;
  readonly zones: Readonly<Record<string, ZoneDraft>>;
  readonly everything: boolean;
  readonly productIds: readonly string[];
  readonly collections: readonly string[];
  readonly types: readonly ProductType[];
  /** 'YYYY-MM-DDTHH:mm' in Lagos time ('' = none), as a datetime-local box holds it. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly maxUses: string;
  readonly maxUsesPerCustomer: string;
  readonly firstOrderOnly: boolean;
}

export function newPromotionDraft(kind: PromotionKind, zones: readonly string[]): PromotionDraft {
  return {
    id: null,
    kind,
    name: '',
    code: '',
    offer: kind === 'code' ? 'percent' : '',
    percent: '',
    amount: '',
    minSubtotal: '',
    zones: Object.fromEntries(zones.map((z) => [z, { on: false, minimum: '' }])),
    everything: false,
    productIds: [],
    collections: [],
    types: [],
    startsAt: '',
    endsAt: '',
    maxUses: '',
    maxUsesPerCustomer: '',
    firstOrderOnly: false,
  };
}

const text = (n: number | null): string => (n === null ? '' : String(n));

export function editPromotionDraft(p: Promotion & { id: string }, zones: readonly string[]): PromotionDraft {
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    code: p.code ?? '',
    offer: p.offer ?? '',
    percent: text(p.percent),
    amount: text(p.amount),
    minSubtotal: p.minSubtotal > 0 ? String(p.minSubtotal) : '',
    zones: Object.fromEntries(
      [...new Set([...zones, ...Object.keys(p.zones)])].map((z) => [
        z,
        { on: z in p.zones, minimum: text(p.zones[z] ?? null) },
      ]),
    ),
    everything: p.kind !== 'delivery' && coversEverything(p.scope),
    productIds: p.scope.productIds,
    collections: p.scope.collections,
    types: p.scope.types,
    startsAt: p.startsAt ? lagosWallTime(p.startsAt) : '',
    endsAt: p.endsAt ? lagosWallTime(p.endsAt) : '',
    maxUses: text(p.maxUses),
    maxUsesPerCustomer: text(p.maxUsesPerCustomer),
    firstOrderOnly: p.firstOrderOnly,
  };
}

/** '' → null (no figure); letters → NaN, which the schema refuses with the field's own words. */
const figure = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed.trim()));

export function toPayload(draft: PromotionDraft): SavePromotionPayload {
  return {
    id: draft.id,
    kind: draft.kind,
    name: draft.name,
    code: draft.kind === 'code' ? draft.code : null,
    offer: draft.kind === 'code' && draft.offer !== '' ? draft.offer : null,
    percent: figure(draft.percent),
    amount: figure(draft.amount),
    minSubtotal: figure(draft.minSubtotal),
    zones: Object.fromEntries(
      Object.entries(draft.zones)
        .filter(([, z]) => z.on)
        .map(([zone, z]) => [zone, z.minimum.trim() === '' ? Number.NaN : Number(z.minimum.trim())]),
    ),
    everything: draft.everything,
    scope: { productIds: [...draft.productIds], collections: [...draft.collections], types: [...draft.types] },
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
    maxUses: figure(draft.maxUses),
    maxUsesPerCustomer: figure(draft.maxUsesPerCustomer),
    firstOrderOnly: draft.firstOrderOnly,
  };
}

export type PromotionFormCheck =
  | { readonly payload: SavePromotionPayload; readonly errors: null }
  | { readonly payload: null; readonly errors: FieldErrors };

/** The draft checked by the callable's own schema: the payload to send, or field → message. */
export function checkPromotionForm(draft: PromotionDraft): PromotionFormCheck {
  const payload = toPayload(draft);
  const result = savePromotionInput.safeParse(payload);
  return result.success ? { payload, errors: null } : { payload: null, errors: fieldErrors(result.error) };
}
