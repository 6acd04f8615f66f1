// Above an MTO piece's measurements: fill them from one of the customer's measurement profiles, or keep the ones
// typed here as a new named profile (docs/product.md#measurement-profiles).
import { SelectField, TextField } from '../../../components/field';
import { profileLabel, profileTakenWords, type SavedProfile } from '../../../lib/measurement-profiles';

export function ProfileSelect({
  productName,
  profiles,
  picked,
  saveAs,
  saveAsError,
  disabled,
  onPick,
  onSaveAs,
}: {
  readonly productName: string;
  readonly profiles: readonly SavedProfile[];
  readonly picked: string;
  readonly saveAs: string;
  /** What is wrong with the name to save under (one already used), said beside it. */
  readonly saveAsError?: string;
  readonly disabled: boolean;
  /** A profile, or null for "New measurements". */
  readonly onPick: (profile: SavedProfile | null) => void;
  readonly onSaveAs: (name: string) => void;
}) {
  const chosen = profiles.find((p) => p.id === picked);
  return (
    <div className="checkout__section checkout__profiles">
      {profiles.length > 0 ? (
        <SelectField
          label={`Measurement profile for ${productName}`}
          value={picked}
          hint={chosen ? profileTakenWords(chosen) : undefined}
          disabled={disabled}
          onChange={(e) => onPick(profiles.find((p) => p.id === e.target.value) ?? null)}
        >
          <option value="">New measurements (type them below)</option>
          {profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {profileLabel(p, profiles)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {picked === '' ? (
        <TextField
          label="Save these measurements as a profile named — optional"
          placeholder="Me, Mum, Tolu…"
          value={saveAs}
          error={saveAsError}
          disabled={disabled}
          onChange={(e) => onSaveAs(e.target.value)}
        />
      ) : null}
    </div>
  );
}
