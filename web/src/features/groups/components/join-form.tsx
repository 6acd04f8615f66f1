// Joining a group, for yourself or for someone else (a child, a parent) with that person's profile; with an
// existing member, the same form adds or changes their measurements.
import { useState, type FormEvent } from 'react';
import { userMessage } from '@aso/domain/shared/errors';
import { groupNeedsMeasurements } from '@aso/domain/groups/groups';
import { isSize, type Size } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { CheckboxField, SelectField, TextField } from '../../../components/field';
import {
  EMPTY_TYPED,
  MeasurementsPicker,
  typedToMeasurements,
  type MeasurementsChoice,
} from '../../../components/measurements-picker';
import type { GroupView, MemberView } from '../../../lib/groups';
import { saveNewProfile, useProfiles, useRefreshProfiles } from '../../../lib/measurement-profiles';
import { ErrorNotice } from '../../../components/error-notice';
import { useJoinGroup } from '../api/group-actions';

export function JoinForm({
  group,
  uid,
  defaultName,
  forSelf,
  member,
  onJoined,
}: {
  readonly group: GroupView;
  readonly uid: string;
  readonly defaultName: string;
  readonly forSelf: boolean;
  /** Set when adding measurements to a member already joined. */
  readonly member?: MemberView;
  readonly onJoined: (message: string) => void;
}) {
  const profiles = useProfiles(uid);
  const refreshProfiles = useRefreshProfiles(uid);
  const join = useJoinGroup();
  const [name, setName] = useState(member?.name ?? (forSelf ? defaultName : ''));
  const [choice, setChoice] = useState(member?.choice ?? group.choices[0] ?? '');
  const [size, setSize] = useState<Size | ''>(member?.size ?? group.sizeOptions[0] ?? '');
  const [share, setShare] = useState(member?.shareWithOrganiser ?? false);
  const [measures, setMeasures] = useState<MeasurementsChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needs = groupNeedsMeasurements(group.productType);
  const list = profiles.data ?? [];
  // Joining yourself starts from your own profile ("Me") when you keep one; never from someone else's.
  const own = forSelf ? list.find((p) => /^(me|myself)$/i.test(p.name.trim())) : undefined;
  const current: MeasurementsChoice = measures ?? {
    profileId: own ? own.id : member ? '' : 'later',
    typed: EMPTY_TYPED,
    saveAs: '',
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    void (async () => {
      let profileId: string | null = null;
      let measurements = null;
      if (current.profileId === '') {
        measurements = typedToMeasurements(current.typed);
        if (!measurements) throw new Error('Enter bust, waist and hips, or choose “I will add them later”.');
        if (current.saveAs.trim()) {
          profileId = await saveNewProfile(uid, current.saveAs, measurements);
          void refreshProfiles();
          measurements = null;
        }
      } else if (current.profileId !== 'later') profileId = current.profileId;
      const joined = await join.mutateAsync({
        groupId: group.id,
        memberId: member?.id ?? null,
        forSelf,
        name,
        profileId,
        measurements,
        choice: choice || null,
        size: size || null,
        shareWithOrganiser: share,
      });
      onJoined(joined.created ? `${name} joined the group.` : `${name}’s details were saved.`);
    })()
      .catch((e: unknown) => setError(userMessage(e, e instanceof Error ? e.message : undefined)))
      .finally(() => setBusy(false));
  };

  return (
    <form className="group__join" onSubmit={submit} aria-label={forSelf ? 'Join for myself' : 'Join for someone else'}>
      <TextField label="Name of the person who will wear it" value={name} onChange={(e) => setName(e.target.value)} />
      <OptionsField label="Style" options={group.choices} value={choice} onChange={setChoice} />
      <OptionsField
        label="Size"
        options={group.sizeOptions}
        value={size}
        onChange={(v) => setSize(isSize(v) ? v : '')}
      />
      {needs || group.productType === 'PREORDER' ? (
        <MeasurementsPicker
          idPrefix={forSelf ? 'self' : 'other'}
          profiles={list}
          value={current}
          onChange={setMeasures}
          allowNone={!member}
        />
      ) : null}
      <CheckboxField
        label="Let the organiser see these measurements"
        checked={share}
        onChange={(e) => setShare(e.target.checked)}
      />
      <ErrorNotice message={error} />
      <Button type="submit" loading={busy}>
        {member ? 'Save measurements' : forSelf ? 'Join' : 'Add this person'}
      </Button>
    </form>
  );
}

/** A pick from the organiser's list (style or size); nothing to pick when the organiser listed none. */
function OptionsField({
  label,
  options,
  value,
  onChange,
}: {
  readonly label: string;
  readonly options: readonly string[];
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <option key={o}>{o}</option>
      ))}
    </SelectField>
  );
}
