// Settings (docs/product.md#settings): tabs General, Shipping, Notifications, Branding; admins save ('Saving…',
// 'Settings saved.', 'Could not save settings. Please try again.'); staff read them. A failed load shows the built-in
// defaults.
import './settings.css';
import { useState, type FormEvent, type JSX } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_ONLY, SAVING } from '@aso/domain/shared/messages';
import { SETTINGS_SAVED, SETTINGS_SAVE_FAILED } from '@aso/domain/settings/messages';
import { saveSettingsInput, type Settings } from '@aso/domain/settings/schemas/settings';
import { checkInput } from '@aso/domain/shared/validate';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { Button } from '../../components/button';
import { LoadingState } from '../../components/states';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { settingsQueryOptions } from '../../lib/settings';
import { useToast } from '../../lib/toast';
import { PageHeader } from '../../components/admin-shell';
import { useSaveSettings } from './api/save-settings';
import {
  BrandingSection,
  GeneralSection,
  NotificationsSection,
  ShippingSection,
  type SectionProps,
} from './components/fields';
import { Tabs, type TabItem } from './components/tabs';
import { draftColourErrors, fromDraft, toDraft, type Draft } from './draft';

type TabKey = 'general' | 'shipping' | 'notifications' | 'branding';

const TABS: readonly { key: TabKey; label: string; prefixes: string[] }[] = [
  { key: 'general', label: 'General', prefixes: ['business', 'referral', 'currency', 'checkout', 'refunds'] },
  { key: 'shipping', label: 'Shipping', prefixes: ['shipping'] },
  { key: 'notifications', label: 'Notifications', prefixes: ['notifications', 'reminders'] },
  { key: 'branding', label: 'Branding', prefixes: ['branding'] },
];

const SECTIONS: Readonly<Record<TabKey, (props: SectionProps) => JSX.Element>> = {
  general: GeneralSection,
  shipping: ShippingSection,
  notifications: NotificationsSection,
  branding: BrandingSection,
};

function SettingsScreen() {
  // Always read afresh here (the storefront may hold a copy a few minutes old); a failure gives the defaults.
  const settings = useQuery({ ...settingsQueryOptions, staleTime: 0 });
  return (
    <>
      <PageHeader
        title="Settings"
        description="Business details, shipping fees, contact details and branding for the shop."
      />
      {settings.data ? <SettingsForm initial={settings.data} /> : <LoadingState label="Loading settings…" />}
    </>
  );
}

function SettingsForm({ initial }: { readonly initial: Settings }) {
  const session = useSession();
  const isAdmin = session.role === 'admin';
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [tab, setTab] = useState<TabKey>('general');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lastSaved, setLastSaved] = useState<Date | null>(initial.updatedAt);
  const save = useSaveSettings();
  const toast = useToast();

  const edit = (change: (d: Draft) => void) =>
    setDraft((prev) => {
      const next = structuredClone(prev);
      change(next);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAdmin || !session.user) return;
    const parsed = checkInput(saveSettingsInput, fromDraft(draft));
    const colourErrors = draftColourErrors(draft);
    if (!parsed.ok || Object.keys(colourErrors).length > 0) {
      const fields = { ...colourErrors, ...(parsed.ok ? {} : parsed.error.fields) };
      setErrors(fields);
      const first = TABS.find((t) => Object.keys(fields).some((k) => t.prefixes.some((p) => k.startsWith(p))));
      if (first) setTab(first.key);
      toast(SETTINGS_SAVE_FAILED, { tone: 'error' });
      return;
    }
    setErrors({});
    save.mutate(
      { data: parsed.data, uid: session.user.uid },
      {
        onSuccess: (saved) => {
          setDraft(toDraft(saved));
          setLastSaved(saved.updatedAt);
          toast(SETTINGS_SAVED, { tone: 'success' });
        },
        onError: () => toast(SETTINGS_SAVE_FAILED, { tone: 'error' }),
      },
    );
  };

  const items: TabItem<TabKey>[] = TABS.map((t) => ({
    key: t.key,
    label: t.label,
    flagged: Object.keys(errors).some((k) => t.prefixes.some((p) => k.startsWith(p))),
  }));
  const Section = SECTIONS[tab];
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Settings">
      {!isAdmin ? (
        <p className="notice notice--warn">{ADMIN_ONLY} Staff can read the settings; an admin changes them.</p>
      ) : null}
      <Tabs items={items} current={tab} onChange={setTab}>
        {/* Staff may move between tabs and read; every field inside is disabled for them. */}
        <fieldset disabled={!isAdmin} className="set-all">
          <legend className="visually-hidden">{TABS.find((t) => t.key === tab)?.label}</legend>
          <Section draft={draft} edit={edit} errors={errors} readOnly={!isAdmin} />
        </fieldset>
      </Tabs>
      <div className="form__actions set-actions">
        <Button type="submit" disabled={!isAdmin || save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? SAVING : 'Save changes'}
        </Button>
        <p className="muted set-actions__saved" role="status">
          {save.isError
            ? SETTINGS_SAVE_FAILED
            : lastSaved
              ? `Last saved ${formatDateTime(lastSaved)}`
              : 'Showing the built-in defaults until settings are saved.'}
        </p>
      </div>
    </form>
  );
}

export { SettingsScreen as Component };
