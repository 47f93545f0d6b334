import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { TextField } from '~/islands/ui/Field.tsx';
import Icon from '~/islands/ui/Icon.tsx';
import { plusIcon, trashIcon } from '~/islands/ui/icons/admin.ts';
import type { CityDraft } from './use-shipping-draft.ts';

interface Props {
  city: CityDraft;
  /** The prefix of this city's control ids. */
  idPrefix: string;
  onChange: (change: Partial<CityDraft>) => void;
  /** A neighbourhood's fee typed in place. */
  onFee: (name: string, fee: string) => void;
  onAddNeighborhood: () => void;
  onRemoveNeighborhood: (name: string) => void;
  onRemoveCity: () => void;
}

/** One city in the shipping editor: its default fee, its neighbourhoods with their fees (edited in place), and a row to add one. */
export default function CityRatesFieldset({
  city,
  idPrefix,
  onChange,
  onFee,
  onAddNeighborhood,
  onRemoveNeighborhood,
  onRemoveCity,
}: Props) {
  const { rate, neighborhood } = city;
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="admin-group" aria-describedby={errorId}>
      <legend>{rate.city}</legend>
      <div className="admin-city-edit-head">
        <TextField
          inputId={`${idPrefix}-default`}
          label={adminMessages.adminDefaultFee}
          error={city.defaultError || undefined}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={city.defaultFee}
          onChange={(event) => onChange({ defaultFee: event.target.value })}
        />
        <button type="button" className="btn btn-danger admin-btn-sm" onClick={onRemoveCity}>
          <Icon path={trashIcon} size={16} />
          {adminMessages.adminRemoveCity}
          <span className="visually-hidden"> {rate.city}</span>
        </button>
      </div>
      {city.fees.length === 0 ? (
        <p className="admin-muted">{messages.noNeighborhoods}</p>
      ) : (
        <ul className="admin-neighborhoods">
          {city.fees.map(({ name, fee, error }, position) => (
            <li key={name}>
              <span aria-hidden="true">{name}</span>
              <TextField
                inputId={`${idPrefix}-nb-${position}`}
                className="admin-neighborhood-fee"
                label={adminMessages.adminNeighborhoodFeeOf(name)}
                hideLabel
                error={error || undefined}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={fee}
                onChange={(event) => onFee(name, event.target.value)}
              />
              <button type="button" className="admin-link-btn" onClick={() => onRemoveNeighborhood(name)}>
                {adminMessages.adminRemove}
                <span className="visually-hidden"> {adminMessages.adminNeighborhoodLabel(name)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-add-row">
        <TextField
          inputId={`${idPrefix}-nb-name`}
          label={adminMessages.adminNewNeighborhood}
          error={undefined}
          type="text"
          autoComplete="off"
          maxLength={100}
          value={neighborhood.name}
          onChange={(event) => onChange({ neighborhood: { ...neighborhood, name: event.target.value } })}
        />
        <TextField
          inputId={`${idPrefix}-nb-fee`}
          label={adminMessages.adminNeighborhoodFee}
          error={undefined}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={neighborhood.fee}
          onChange={(event) => onChange({ neighborhood: { ...neighborhood, fee: event.target.value } })}
        />
        <button type="button" className="btn btn-outline admin-btn-sm" onClick={onAddNeighborhood}>
          <Icon path={plusIcon} size={16} />
          {adminMessages.adminAddNeighborhood}
        </button>
      </div>
      <p className="field-error" id={errorId} aria-live="polite">
        {city.error}
      </p>
    </fieldset>
  );
}
