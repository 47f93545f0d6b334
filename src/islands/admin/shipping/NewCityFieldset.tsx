import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { TextField } from '~/islands/ui/Field.tsx';
import Icon from '~/islands/ui/Icon.tsx';
import { plusIcon } from '~/islands/ui/icons/admin.ts';
import type { NewCityDraft } from './use-shipping-draft.ts';

interface Props {
  city: NewCityDraft;
  idPrefix: string;
  onChange: (city: NewCityDraft) => void;
  onAdd: () => void;
}

/** The row that adds a city to the shipping editor: its name and its default fee, both required. */
export default function NewCityFieldset({ city, idPrefix, onChange, onAdd }: Props) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="admin-group admin-city-new" aria-describedby={errorId}>
      <legend>{adminMessages.adminAddCityTitle}</legend>
      <div className="admin-add-row">
        <TextField
          inputId={`${idPrefix}-name`}
          label={adminMessages.adminCity}
          error={undefined}
          type="text"
          autoComplete="off"
          maxLength={100}
          value={city.name}
          onChange={(event) => onChange({ ...city, name: event.target.value })}
        />
        <TextField
          inputId={`${idPrefix}-fee`}
          label={adminMessages.adminDefaultFee}
          error={undefined}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={city.fee}
          onChange={(event) => onChange({ ...city, fee: event.target.value })}
        />
        <button type="button" className="btn btn-outline admin-btn-sm" onClick={onAdd}>
          <Icon path={plusIcon} size={16} />
          {adminMessages.adminAddCity}
        </button>
      </div>
      <p className="field-error" id={errorId} aria-live="polite">
        {city.error}
      </p>
    </fieldset>
  );
}
