import { useState } from 'react';
import { staffPickerMessages as t } from '~/domain/staff/messages-picker.ts';

interface Props {
  id: string;
  /** The people free at the chosen start, as availability answers them. */
  people: readonly { _id: string; name: string }[];
  /** '' for "Cualquiera disponible". */
  value: string;
  onChange: (staffId: string) => void;
}

/** "Con quién": a person free at the chosen start, or "Cualquiera disponible" (the server then assigns one). */
export default function PersonChoice({ id, people, value, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{t.personLabel}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t.anyone}</option>
        {people.map((person) => (
          <option key={person._id} value={person._id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The person chosen among those free at the chosen start (`people`, from availability): '' for
 * "Cualquiera disponible", which a person no longer free there falls back to.
 */
export function usePersonChoice(people: readonly { _id: string }[] | undefined): [string, (staffId: string) => void] {
  const [chosen, setChosen] = useState('');
  return [people?.some((person) => person._id === chosen) ? chosen : '', setChosen];
}
