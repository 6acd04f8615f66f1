// New and Edit promotion (docs/product.md#promotions): a discount code (what it gives, its minimum, uses, first order
// only), an automatic sale (a percentage off pieces, collections or types for a window) or free delivery above an
// order value per zone. Each refusal is said beside its field in words before anything is sent, and again from
// the server (a code already in use, a piece no longer in the catalogue); nothing is clamped.
import { useState } from 'react';
import { PROMOTION_CREATED, PROMOTION_SAVE_FAILED, PROMOTION_SAVED } from '@aso/domain/promotions/messages';
import {
  PROMOTION_KIND_LABELS,
  PROMOTION_PERCENT_MAX,
  PROMOTION_PERCENT_MIN,
  type CodeOffer,
} from '@aso/domain/promotions/promotions';
import { REFERRAL_CODE_LENGTH } from '@aso/domain/referrals/referrals';
import type { Settings } from '@aso/domain/settings/schemas/settings';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { PRODUCT_TYPES, type ProductType } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { CheckboxField, SelectField, TextField } from '../../../components/field';
import { FormDialog, failureText, fieldErrorsOf } from '../../../components/admin-shell';
import { useToast } from '../../../lib/toast';
import type { PieceChoice } from '../api/get-promotions';
import { useSavePromotion } from '../api/save-promotion';
import { checkPromotionForm, type PromotionDraft } from './form-state';

const PERCENT_HINT = `${PROMOTION_PERCENT_MIN} to ${PROMOTION_PERCENT_MAX}.`;

const TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  RTW: 'Ready-to-wear',
  MTO: 'Made-to-order',
  PREORDER: 'Pre-order',
};

const OFFER_LABELS: Readonly<Record<CodeOffer, string>> = {
  percent: 'A percentage off',
  amount: 'Naira off',
  free_delivery: 'Free delivery',
};

export interface PromotionFormProps {
  readonly initial: PromotionDraft;
  readonly pieces: readonly PieceChoice[];
  readonly collections: readonly string[];
  readonly zones: Settings['shipping']['zones'];
  readonly onClose: () => void;
}

export function PromotionForm({ initial, pieces, collections, zones, onClose }: PromotionFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [piece, setPiece] = useState('');
  const save = useSavePromotion();
  const toast = useToast();
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K], fields: readonly string[] = [key]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A field's message goes once it is edited; the others stay until the next save.
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => !fields.some((f) => k === f || k.startsWith(`${f}.`)))),
    );
  };
  const bind = (key: 'name' | 'code' | 'percent' | 'amount' | 'minSubtotal' | 'maxUses' | 'maxUsesPerCustomer') => ({
    value: draft[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
    on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
  const nameOf = (id: string) => pieces.find((p) => p.id === id)?.name ?? id;

  const submit = () => {
    setFailure(null);
    const checked = checkPromotionForm(draft);
    setErrors(checked.errors ?? {});
    if (!checked.payload) return;
    save.mutate(checked.payload, {
      onSuccess: (result) => {
        toast(result.created ? PROMOTION_CREATED : PROMOTION_SAVED, { tone: 'success' });
        onClose();
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        setFailure(failureText(PROMOTION_SAVE_FAILED, error));
      },
    });
  };

  const scoped = draft.kind !== 'delivery';
  const sale = draft.kind === 'sale';
  return (
    <FormDialog
      title={draft.id ? `Edit ${initial.name}` : `New ${PROMOTION_KIND_LABELS[draft.kind].toLowerCase()}`}
      submitLabel={draft.id ? 'Save changes' : 'Create'}
      busy={save.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <div className="admin-form-grid">
        <TextField
          label="Name"
          {...bind('name')}
          hint={sale ? 'Shoppers read it beside the price: “Detty December”.' : 'Shoppers read it in the order.'}
          required
        />
        {draft.kind === 'code' ? (
          <TextField
            label="Code"
            {...bind('code')}
            autoCapitalize="characters"
            autoComplete="off"
            hint={`What customers type: ${REFERRAL_CODE_LENGTH.min} to ${REFERRAL_CODE_LENGTH.max} letters, digits or dashes.`}
            required
          />
        ) : null}
      </div>

      {draft.kind === 'code' ? (
        <div className="admin-form-grid">
          <SelectField
            label="The code gives"
            value={draft.offer}
            error={errors.offer}
            onChange={(e) => set('offer', e.target.value as CodeOffer | '', ['offer', 'percent', 'amount'])}
          >
            {Object.entries(OFFER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          {draft.offer === 'percent' ? (
            <TextField label="Percentage off" inputMode="numeric" {...bind('percent')} hint={PERCENT_HINT} />
          ) : null}
          {draft.offer === 'amount' ? (
            <TextField label="Naira off (₦)" inputMode="numeric" {...bind('amount')} />
          ) : null}
          <TextField
            label="Minimum spend (₦) — optional"
            inputMode="numeric"
            {...bind('minSubtotal')}
            hint="The pieces’ value at their sale prices."
          />
        </div>
      ) : null}
      {sale ? (
        <div className="admin-form-grid">
          <TextField label="Percentage off" inputMode="numeric" {...bind('percent')} hint={PERCENT_HINT} required />
        </div>
      ) : null}

      {scoped ? (
        <fieldset className="promo-fieldset" aria-describedby={errors.scope ? 'promo-scope-error' : undefined}>
          <legend>{sale ? 'On sale' : 'The code is for'}</legend>
          <CheckboxField
            label="Everything in the shop"
            checked={draft.everything}
            onChange={(e) => set('everything', e.target.checked, ['everything', 'scope'])}
          />
          {!draft.everything ? (
            <>
              <div className="promo-choices" role="group" aria-label="Collections">
                {collections.length === 0 ? <p className="muted">No collections yet.</p> : null}
                {collections.map((c) => (
                  <CheckboxField
                    key={c}
                    label={`Collection: ${c}`}
                    checked={draft.collections.includes(c)}
                    onChange={(e) => set('collections', toggle(draft.collections, c, e.target.checked), ['scope'])}
                  />
                ))}
              </div>
              <div className="promo-choices" role="group" aria-label="Types">
                {PRODUCT_TYPES.map((t) => (
                  <CheckboxField
                    key={t}
                    label={`All ${TYPE_LABELS[t].toLowerCase()}`}
                    checked={draft.types.includes(t)}
                    onChange={(e) => set('types', toggle(draft.types, t, e.target.checked), ['scope'])}
                  />
                ))}
              </div>
              <div className="promo-piece-picker">
                <SelectField
                  label="Pieces"
                  value={piece}
                  error={errors['scope.productIds']}
                  onChange={(e) => setPiece(e.target.value)}
                >
                  <option value="">Choose a piece…</option>
                  {pieces
                    .filter((p) => !draft.productIds.includes(p.id))
                    .map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.active ? p.name : `${p.name} (not on sale)`}
                      </option>
                    ))}
                </SelectField>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={piece === ''}
                  onClick={() => {
                    set('productIds', toggle(draft.productIds, piece, true), ['scope']);
                    setPiece('');
                  }}
                >
                  Add piece
                </Button>
              </div>
              {draft.productIds.length > 0 ? (
                <ul className="promo-chips" aria-label="Pieces chosen">
                  {draft.productIds.map((id) => (
                    <li key={id}>
                      {nameOf(id)}{' '}
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${nameOf(id)}`}
                        onClick={() => set('productIds', toggle(draft.productIds, id, false), ['scope'])}
                      >
                        Remove
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
          {errors.scope ? (
            <p id="promo-scope-error" className="field__error" role="alert">
              {errors.scope}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <fieldset className="promo-fieldset">
          <legend>Free delivery to</legend>
          {Object.entries(draft.zones).map(([zone, z]) => (
            <div key={zone} className="promo-zone">
              <CheckboxField
                label={zones[zone as keyof typeof zones]?.label ?? zone}
                checked={z.on}
                onChange={(e) => set('zones', { ...draft.zones, [zone]: { ...z, on: e.target.checked } }, ['zones'])}
              />
              {z.on ? (
                <TextField
                  label={`Order value for free delivery to ${zones[zone as keyof typeof zones]?.label ?? zone} (₦)`}
                  inputMode="numeric"
                  value={z.minimum}
                  error={errors[`zones.${zone}`]}
                  hint="The pieces’ value at their sale prices; 0 makes every order’s delivery free."
                  onChange={(e) =>
                    set('zones', { ...draft.zones, [zone]: { ...z, minimum: e.target.value } }, [`zones.${zone}`])
                  }
                />
              ) : null}
            </div>
          ))}
          {errors.zones ? (
            <p className="field__error" role="alert">
              {errors.zones}
            </p>
          ) : null}
        </fieldset>
      )}

      <div className="admin-form-grid">
        <TextField
          label="Starts (Lagos time)"
          type="datetime-local"
          value={draft.startsAt}
          error={errors.startsAt}
          hint={sale ? undefined : 'Empty: from now.'}
          onChange={(e) => set('startsAt', e.target.value, ['startsAt', 'endsAt'])}
        />
        <TextField
          label="Ends (Lagos time)"
          type="datetime-local"
          value={draft.endsAt}
          error={errors.endsAt}
          hint={sale ? undefined : 'Empty: until you end it.'}
          onChange={(e) => set('endsAt', e.target.value, ['endsAt'])}
        />
      </div>

      {draft.kind === 'code' ? (
        <div className="admin-form-grid">
          <TextField
            label="Uses in all — optional"
            inputMode="numeric"
            {...bind('maxUses')}
            hint="Paid orders; a checkout awaiting payment holds one for 30 minutes."
          />
          <TextField label="Uses per customer — optional" inputMode="numeric" {...bind('maxUsesPerCustomer')} />
          <CheckboxField
            label="First order only"
            hint="Refused to a customer who has paid for an order before; once per customer."
            checked={draft.firstOrderOnly}
            onChange={(e) => set('firstOrderOnly', e.target.checked)}
          />
        </div>
      ) : null}
    </FormDialog>
  );
}
