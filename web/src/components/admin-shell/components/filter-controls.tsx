// The controls every list's FilterBar repeats: a search box, and a select of fixed choices (with "All …" first when
// the filter can be off), so each screen names only its labels and values. ChoiceOptions serves forms' selects too.
import { SelectField, TextField } from '../../field';

export interface SearchFieldProps {
  readonly label?: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
}

export function SearchField({ label = 'Search', placeholder, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** One <option> per choice, its value the choice and its text `labelOf(choice)`. */
export function ChoiceOptions<C extends string | number>({
  choices,
  labelOf = String,
}: {
  readonly choices: readonly C[];
  readonly labelOf?: (choice: C) => string;
}) {
  return choices.map((choice) => (
    <option key={choice} value={choice}>
      {labelOf(choice)}
    </option>
  ));
}

export interface ChoiceSelectProps<C extends string | number> {
  readonly label: string;
  readonly value: C | '';
  /** The chosen option's value as the select gives it (a string; '' for the "All …" option). */
  readonly onChange: (value: string) => void;
  readonly choices: readonly C[];
  /** The first option, value '', when the filter can be off ('All statuses'). */
  readonly allLabel?: string;
  readonly labelOf?: (choice: C) => string;
}

export function ChoiceSelect<C extends string | number>({
  label,
  value,
  onChange,
  choices,
  allLabel,
  labelOf = String,
}: ChoiceSelectProps<C>) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {allLabel === undefined ? null : <option value="">{allLabel}</option>}
      <ChoiceOptions choices={choices} labelOf={labelOf} />
    </SelectField>
  );
}
