// The four sections of the Settings form. Each edits the draft through `edit` (a copy is mutated, then stored).
import { useRef } from 'react';
import { UNPAID_ORDER_TIMEOUT_MINUTES, UPLOAD_IMAGE_TYPES } from '@aso/domain/shared/constants';
import { HEX_COLOUR_WARNING, LOGO_UPLOADED, LOGO_UPLOAD_FAILED } from '@aso/domain/settings/messages';
import { UPLOAD_PICTURE_HINT } from '@aso/domain/shared/upload-messages';
import { CURRENCY_SYMBOLS, FOREIGN_CURRENCIES } from '@aso/domain/catalogue/currency';
import { isHexColour } from '@aso/domain/settings/settings';
import { SHIPPING_ZONES, type ShippingZone } from '@aso/domain/shared/vocab';
import { maxLengthOf, rangeOf, rangeText } from '@aso/domain/shared/schemas/limits';
import { saveSettingsInput, shippingZoneSettingsSchema } from '@aso/domain/settings/schemas/settings';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { Button } from '../../../components/button';
import { CheckboxField, TextField } from '../../../components/field';
import { formatDayKey } from '../../../lib/format';
import { imageUrl } from '../../../lib/images';
import { useToast } from '../../../lib/toast';
import { ErrorNotice } from '../../../components/error-notice';
import { LogoUploadError, useUploadLogo } from '../api/upload-logo';
import type { Draft } from '../draft';

// The limits the schema states, so a box's min/max/maxLength and its hint say what a save accepts.
const FIELDS = saveSettingsInput.shape;
const RANGES = {
  discountPercent: rangeOf(FIELDS.referral.shape.discountPercent),
  rewardPercent: rangeOf(FIELDS.referral.shape.rewardPercent),
  maxUnitsPerSize: rangeOf(FIELDS.checkout.shape.maxUnitsPerSize),
  maxOpenCheckouts: rangeOf(FIELDS.checkout.shape.maxOpenCheckouts),
  cartDelayHours: rangeOf(FIELDS.reminders.shape.cartDelayHours),
  rate: rangeOf(FIELDS.currency.shape.rates.shape.GBP),
};
const BUSINESS = FIELDS.business.shape;
const NOTIFICATIONS = FIELDS.notifications.shape;
const BRANDING = FIELDS.branding.shape;

export interface SectionProps {
  readonly draft: Draft;
  readonly edit: (change: (d: Draft) => void) => void;
  readonly errors: FieldErrors;
  readonly readOnly: boolean;
}

type TextSection = 'referral' | 'checkout' | 'notifications' | 'branding' | 'reminders';
type TextKey<S extends TextSection> = {
  [K in keyof Draft[S]]: Draft[S][K] extends string ? K : never;
}[keyof Draft[S]];

/** A text setting's value and typing that writes it into the draft at `section.key`. */
function textSetting<S extends TextSection>(draft: Draft, edit: SectionProps['edit'], section: S, key: TextKey<S>) {
  return {
    value: (draft[section] as Record<TextKey<S>, string>)[key],
    onChange: (e: { target: { value: string } }) =>
      edit((d) => {
        (d[section] as Record<TextKey<S>, string>)[key] = e.target.value;
      }),
  };
}

export function GeneralSection({ draft, edit, errors }: SectionProps) {
  const b = draft.business;
  const text = (key: keyof Draft['business'], label: string) => (
    <TextField
      label={label}
      maxLength={maxLengthOf(BUSINESS[key])}
      value={b[key] ?? ''}
      error={errors[`business.${key}`]}
      onChange={(e) =>
        edit((d) => {
          d.business[key] = e.target.value;
        })
      }
    />
  );
  return (
    <div className="stack">
      <fieldset className="set-fieldset">
        <legend>Business</legend>
        <div className="admin-form-grid">
          {text('legalName', 'Legal name')}
          {text('displayName', 'Display name')}
          {text('taxId', 'Tax ID (optional)')}
          {text('addressLine1', 'Address line 1')}
          {text('addressLine2', 'Address line 2 (optional)')}
          {text('city', 'City')}
          {text('state', 'State')}
          {text('country', 'Country')}
        </div>
      </fieldset>
      <fieldset className="set-fieldset">
        <legend>Referral programme</legend>
        <div className="admin-form-grid">
          <TextField
            label="Referral discount (%)"
            type="number"
            inputMode="decimal"
            min={RANGES.discountPercent.min}
            max={RANGES.discountPercent.max}
            {...textSetting(draft, edit, 'referral', 'discountPercent')}
            error={errors['referral.discountPercent']}
            hint={`${rangeText(RANGES.discountPercent)}; taken off a referred order's subtotal.`}
          />
          <TextField
            label="Referrer reward (%)"
            type="number"
            inputMode="decimal"
            min={RANGES.rewardPercent.min}
            max={RANGES.rewardPercent.max}
            {...textSetting(draft, edit, 'referral', 'rewardPercent')}
            error={errors['referral.rewardPercent']}
            hint={`${rangeText(RANGES.rewardPercent)} of a referred order's payment, for the leaderboard.`}
          />
        </div>
      </fieldset>
      <CurrencyFields draft={draft} edit={edit} errors={errors} />
      <fieldset className="set-fieldset">
        <legend>Unpaid checkouts</legend>
        <div className="admin-form-grid">
          <TextField
            label="Most pieces of one size held unpaid"
            type="number"
            inputMode="numeric"
            min={RANGES.maxUnitsPerSize.min}
            max={RANGES.maxUnitsPerSize.max}
            step={1}
            {...textSetting(draft, edit, 'checkout', 'maxUnitsPerSize')}
            error={errors['checkout.maxUnitsPerSize']}
            hint={`${rangeText(RANGES.maxUnitsPerSize)} per customer, across their checkouts awaiting payment.`}
          />
          <TextField
            label="Most checkouts awaiting payment"
            type="number"
            inputMode="numeric"
            min={RANGES.maxOpenCheckouts.min}
            max={RANGES.maxOpenCheckouts.max}
            step={1}
            {...textSetting(draft, edit, 'checkout', 'maxOpenCheckouts')}
            error={errors['checkout.maxOpenCheckouts']}
            hint={`${rangeText(RANGES.maxOpenCheckouts)} per customer; each is released after ${UNPAID_ORDER_TIMEOUT_MINUTES} minutes unpaid.`}
          />
        </div>
      </fieldset>
      <fieldset className="set-fieldset">
        <legend>Refunds</legend>
        <CheckboxField
          label="Staff may release refunds"
          hint="Off: staff who cancel a paid order ask for its refund, and an admin releases it. On: staff release it too."
          checked={draft.refunds.staffMayRelease}
          onChange={(e) =>
            edit((d) => {
              d.refunds.staffMayRelease = e.target.checked;
            })
          }
        />
      </fieldset>
      <fieldset className="set-fieldset">
        <legend>Promotions</legend>
        <CheckboxField
          label="Staff may manage promotions"
          hint="Off: only an admin creates, changes, pauses or ends a sale, a discount code or free delivery. On: staff do too."
          checked={draft.promotions.staffMayManage}
          onChange={(e) =>
            edit((d) => {
              d.promotions.staffMayManage = e.target.checked;
            })
          }
        />
      </fieldset>
    </div>
  );
}

/** Diaspora prices (docs/product.md#diaspora-prices): naira per unit; empty = no approximate price shown. */
function CurrencyFields({ draft, edit, errors }: Pick<SectionProps, 'draft' | 'edit' | 'errors'>) {
  return (
    <fieldset className="set-fieldset">
      <legend>Diaspora prices</legend>
      <div className="admin-form-grid">
        {FOREIGN_CURRENCIES.map((c) => (
          <TextField
            key={c}
            label={`Naira per ${CURRENCY_SYMBOLS[c]}1 (${c})`}
            type="number"
            inputMode="decimal"
            min={RANGES.rate.min}
            max={RANGES.rate.max}
            value={draft.currency.rates[c]}
            error={errors[`currency.rates.${c}`]}
            onChange={(e) =>
              edit((d) => {
                d.currency.rates[c] = e.target.value;
                d.currency.edited = true;
              })
            }
          />
        ))}
      </div>
      <p className="field__hint">
        Shoppers abroad see ≈ prices from these; they still pay in naira. Leave a rate empty to hide it.
        {draft.currency.asOf ? ` Rates set ${formatDayKey(draft.currency.asOf)}.` : ' No rates set yet.'}
      </p>
    </fieldset>
  );
}

/** A zone's two whole-number fields, in form order. */
const ZONE_FIGURES = [
  { key: 'fee', label: 'fee (₦)' },
  { key: 'leadTimeDays', label: 'lead time (days)' },
] as const;

/** What a zone may be sent, in the cards' words. */
const KINDS = [
  { key: 'RTW', label: 'ready-to-wear' },
  { key: 'MTO', label: 'made-to-order' },
  { key: 'PREORDER', label: 'pre-orders' },
] as const;

/** Which countries a zone serves (fixed: docs/product.md#delivery-abroad). */
const SERVES: Record<ShippingZone, string> = {
  ABEOKUTA: 'Nigeria: Abeokuta',
  LAGOS: 'Nigeria: Lagos',
  ABUJA: 'Nigeria: Abuja',
  NATIONWIDE: 'Nigeria: everywhere else',
  UK_IRELAND: 'United Kingdom, Ireland, Jersey, Guernsey, Isle of Man',
  EUROPE: 'The rest of Europe',
  USA_CANADA: 'United States, Canada',
  REST_OF_WORLD: 'Every other country',
};

export function ShippingSection({ draft, edit, errors }: SectionProps) {
  return (
    <div className="stack">
      <p className="muted">
        Fees in whole naira and lead times in whole days, 0 or more. A customer abroad is offered the one zone that
        serves their country; the zones in Nigeria serve Nigeria only.
      </p>
      {SHIPPING_ZONES.map((zone) => {
        const z = draft.shipping.zones[zone];
        /** A zone's text field: its value and typing that writes it into the draft. */
        const zoneSetting = (key: 'label' | 'fee' | 'leadTimeDays') => ({
          value: z[key],
          onChange: (e: { target: { value: string } }) =>
            edit((d) => {
              d.shipping.zones[zone][key] = e.target.value;
            }),
        });
        return (
          <fieldset key={zone} className="set-fieldset">
            <legend>{z.label || zone}</legend>
            <div className="admin-form-grid">
              <TextField
                label={`${zone} label`}
                maxLength={maxLengthOf(shippingZoneSettingsSchema.shape.label)}
                {...zoneSetting('label')}
              />
              {ZONE_FIGURES.map(({ key, label }) => (
                <TextField
                  key={key}
                  label={`${z.label || zone} ${label}`}
                  type="number"
                  inputMode="numeric"
                  min={rangeOf(shippingZoneSettingsSchema.shape[key]).min}
                  step={1}
                  {...zoneSetting(key)}
                  error={errors[`shipping.zones.${zone}.${key}`]}
                />
              ))}
              <CheckboxField
                label={`Ship to ${z.label || zone}`}
                checked={z.enabled}
                onChange={(e) =>
                  edit((d) => {
                    d.shipping.zones[zone].enabled = e.target.checked;
                  })
                }
              />
            </div>
            <p className="muted">Serves: {SERVES[zone]}.</p>
            <div className="row" role="group" aria-label={`What is sent to ${z.label || zone}`}>
              {KINDS.map((kind) => (
                <CheckboxField
                  key={kind.key}
                  label={`Sends ${kind.label}`}
                  aria-label={`${z.label || zone} sends ${kind.label}`}
                  checked={z.sends[kind.key]}
                  onChange={(e) =>
                    edit((d) => {
                      d.shipping.zones[zone].sends[kind.key] = e.target.checked;
                    })
                  }
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

export function NotificationsSection({ draft, edit, errors }: SectionProps) {
  const n = draft.notifications;
  return (
    <>
      <fieldset className="set-fieldset">
        <legend>Contact and notifications</legend>
        <div className="admin-form-grid">
          <TextField
            label="Support email"
            type="email"
            maxLength={maxLengthOf(NOTIFICATIONS.supportEmail)}
            {...textSetting(draft, edit, 'notifications', 'supportEmail')}
            error={errors['notifications.supportEmail']}
          />
          <TextField
            label="Support phone"
            type="tel"
            maxLength={maxLengthOf(NOTIFICATIONS.supportPhone)}
            hint="A Nigerian mobile as you write it (0803 123 4567), or + and its country code."
            {...textSetting(draft, edit, 'notifications', 'supportPhone')}
            error={errors['notifications.supportPhone']}
          />
          <TextField
            label="WhatsApp number"
            type="tel"
            maxLength={maxLengthOf(NOTIFICATIONS.whatsappNumber)}
            hint="The number customers chat with, written the same way. Empty: the support phone."
            {...textSetting(draft, edit, 'notifications', 'whatsappNumber')}
            error={errors['notifications.whatsappNumber']}
          />
          <CheckboxField
            label="WhatsApp updates on by default for new accounts"
            checked={n.whatsappOptInDefault}
            onChange={(e) =>
              edit((d) => {
                d.notifications.whatsappOptInDefault = e.target.checked;
              })
            }
          />
        </div>
      </fieldset>
      <fieldset className="set-fieldset">
        <legend>Cart reminders</legend>
        <TextField
          label="Hours before a left cart is reminded"
          type="number"
          inputMode="numeric"
          min={RANGES.cartDelayHours.min}
          max={RANGES.cartDelayHours.max}
          step={1}
          {...textSetting(draft, edit, 'reminders', 'cartDelayHours')}
          error={errors['reminders.cartDelayHours']}
          hint={`${rangeText(RANGES.cartDelayHours)} hours. One mail per left cart, only to customers who said yes to messages, never 21:00–08:00 Lagos time (it waits for the morning).`}
        />
      </fieldset>
    </>
  );
}

/** '#abc' → '#aabbcc' for <input type="color">, which only takes six digits. */
function sixDigit(hex: string): string {
  const v = hex.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return v.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
}

/** A colour that is not hex is an error on the field and the save is refused (the saved colours stay). */
function ColourField({
  label,
  value,
  onChange,
  readOnly,
  error,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (v: string) => void;
  readonly readOnly: boolean;
  readonly error?: string | undefined;
}) {
  const ok = isHexColour(value);
  return (
    <div className="set-colour">
      <TextField
        label={label}
        value={value}
        error={error ?? (ok ? undefined : HEX_COLOUR_WARNING)}
        onChange={(e) => onChange(e.target.value)}
      />
      <input
        type="color"
        className="set-colour__swatch"
        aria-label={`${label} picker`}
        value={sixDigit(value)}
        disabled={readOnly}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

const logoFailure = (error: unknown): string => (error instanceof LogoUploadError ? error.message : LOGO_UPLOAD_FAILED);

export function BrandingSection({ draft, edit, readOnly }: SectionProps) {
  const b = draft.branding;
  const upload = useUploadLogo();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    upload.mutate(file, {
      onSuccess: (url) => {
        edit((d) => {
          d.branding.logoUrl = url;
        });
        toast(LOGO_UPLOADED, { tone: 'success' });
      },
      onError: (error) => toast(logoFailure(error), { tone: 'error' }),
    });
  };
  return (
    <div className="stack">
      <fieldset className="set-fieldset">
        <legend>Brand</legend>
        <div className="admin-form-grid">
          <TextField
            label="Brand name"
            maxLength={maxLengthOf(BRANDING.brandName)}
            {...textSetting(draft, edit, 'branding', 'brandName')}
          />
          <TextField
            label="Tagline"
            maxLength={maxLengthOf(BRANDING.tagline)}
            {...textSetting(draft, edit, 'branding', 'tagline')}
          />
          <ColourField
            label="Primary colour"
            value={b.primaryColor}
            readOnly={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.branding.primaryColor = v;
              })
            }
          />
          <ColourField
            label="Secondary colour"
            value={b.secondaryColor}
            readOnly={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.branding.secondaryColor = v;
              })
            }
          />
        </div>
      </fieldset>
      <fieldset className="set-fieldset">
        <legend>Logo</legend>
        <div className="set-logo">
          <img
            src={imageUrl(b.logoUrl)}
            alt={b.logoUrl ? 'Current logo' : 'No logo yet (the default is shown)'}
            width={96}
            height={96}
            className="set-logo__preview"
          />
          <div className="stack">
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              aria-label="Logo image file"
              className="visually-hidden"
              onChange={(e) => {
                onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <div className="row">
              <Button
                variant="secondary"
                size="sm"
                loading={upload.isPending}
                disabled={readOnly}
                onClick={() => fileInput.current?.click()}
              >
                Upload logo
              </Button>
              {b.logoUrl ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={readOnly}
                  onClick={() =>
                    edit((d) => {
                      d.branding.logoUrl = null;
                    })
                  }
                >
                  Remove logo
                </Button>
              ) : null}
            </div>
            <p className="field__hint">{UPLOAD_PICTURE_HINT} It shows in the header once you save.</p>
            <ErrorNotice message={upload.isError ? logoFailure(upload.error) : null} />
          </div>
        </div>
      </fieldset>
    </div>
  );
}
