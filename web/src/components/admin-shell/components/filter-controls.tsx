// The controls every list's FilterBar repeats: a search box, and a select of fixed choices (with "All …" first when
// the filter can be off), so each screen names only its labels and values.
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
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </SelectField>
  );
}
