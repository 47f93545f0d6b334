// First: it must run before the schemas are built.
import '../../lib/zod-without-eval.ts';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { adminMessages } from '../../domain/messages-admin.ts';
import { formatCop } from '../../domain/money.ts';
import { shippingRatesBodySchema, type ShippingRate } from '../../domain/schemas.ts';
import {
  addCity,
  addNeighborhood,
  cloneRates,
  removeCity,
  removeNeighborhood,
  setDefaultFee,
  sortedNeighborhoods,
} from '../../domain/shipping-editor.ts';
import { saveShippingRates } from '../../lib/api/admin/shipping.ts';
import { getShippingRates } from '../../lib/api/shipping.ts';
import { toast } from '../../lib/toast.ts';
import AdminGate, { Loading, Toolbar } from './AdminGate.tsx';
import { LoadError, useAdminList } from './use-admin-list.tsx';
import Dialog from './Dialog.tsx';
import { serverMessageOr } from './errors.ts';
import Icon, { icons } from './Icon.tsx';

/** /admin-panel/all-shipping-rates: each city's fees, and the editor (spec §2, §4, §5). */
export default function AllShippingRates() {
  return (
    <AdminGate>
      <ShippingSection />
    </AdminGate>
  );
}

function ShippingSection() {
  const { items: rates, loadError, load } = useAdminList(getShippingRates, () => messages.shippingLoadError);
  const [editing, setEditing] = useState(false);

  return (
    <>
      <Toolbar>
        <button type="button" className="btn" onClick={() => setEditing(true)} disabled={!rates}>
          <Icon path={icons.edit} />
          {messages.editShippingRates}
        </button>
      </Toolbar>
      <LoadError message={loadError} onRetry={() => void load()} />
      {!rates && !loadError && <Loading />}
      {rates && rates.length === 0 && <p className="admin-empty">{adminMessages.adminNoCities}</p>}
      {rates && rates.length > 0 && (
        <ul className="admin-city-grid">
          {rates.map((rate) => (
            <li key={rate.city}>
              <CityCard rate={rate} />
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing} wide title={messages.editShippingRates} onClose={() => setEditing(false)}>
        {rates && (
          <ShippingEditor
            initial={rates}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              void load();
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function CityCard({ rate }: { rate: ShippingRate }) {
  const neighborhoods = sortedNeighborhoods(rate);
  const headingId = useId();
  return (
    <article className="admin-card admin-city" aria-labelledby={headingId}>
      <header className="admin-city-head">
        <h2 id={headingId}>{rate.city}</h2>
        <p>
          {adminMessages.adminDefaultFee}: <span className="admin-strong">{formatCop(rate.default)}</span>
        </p>
      </header>
      {neighborhoods.length === 0 ? (
        <p className="admin-muted">{messages.noNeighborhoods}</p>
      ) : (
        <table className="admin-table admin-table-compact">
          <caption className="visually-hidden">{adminMessages.adminNeighborhoodsOf(rate.city)}</caption>
          <thead>
            <tr>
              <th scope="col">{adminMessages.adminNeighborhood}</th>
              <th scope="col" className="admin-amount">
                {adminMessages.adminFee}
              </th>
            </tr>
          </thead>
          <tbody>
            {neighborhoods.map(([name, fee]) => (
              <tr key={name}>
                <th scope="row" className="admin-row-title">
                  {name}
                </th>
                <td className="admin-amount">{formatCop(fee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

interface EditorProps {
  initial: readonly ShippingRate[];
  onSaved: () => void;
  onCancel: () => void;
}

/** The working copy: every change stays here until "Guardar cambios" sends the whole list. */
function ShippingEditor({ initial, onSaved, onCancel }: EditorProps) {
  const id = useId();
  const [rates, setRates] = useState<ShippingRate[]>(() => cloneRates(initial));
  const [defaults, setDefaults] = useState<string[]>(() => initial.map((rate) => String(rate.default)));
  const [drafts, setDrafts] = useState<Record<number, { name: string; fee: string }>>({});
  const [cityErrors, setCityErrors] = useState<Record<number, string>>({});
  const [newCity, setNewCity] = useState({ name: '', fee: '' });
  const [newCityError, setNewCityError] = useState('');
  const [formError, setFormError] = useState('');
  const [news, setNews] = useState('');
  const [saving, setSaving] = useState(false);

  const draftOf = (index: number) => drafts[index] ?? { name: '', fee: '' };
  const setCityError = (index: number, message: string) => setCityErrors((current) => ({ ...current, [index]: message }));

  function addOneNeighborhood(index: number) {
    const draft = draftOf(index);
    const result = addNeighborhood(rates, index, draft.name, draft.fee);
    if (!result.ok) {
      setCityError(index, result.error);
      return;
    }
    setRates(result.rates);
    setDrafts((current) => ({ ...current, [index]: { name: '', fee: '' } }));
    setCityError(index, '');
    setNews(adminMessages.adminNeighborhoodAdded(draft.name.trim(), rates[index]?.city ?? ''));
  }

  function removeOneNeighborhood(index: number, name: string) {
    setRates(removeNeighborhood(rates, index, name));
    setNews(adminMessages.adminNeighborhoodRemoved(name, rates[index]?.city ?? ''));
  }

  function removeOneCity(index: number) {
    const city = rates[index]?.city ?? '';
    // Per-city drafts are kept by position: drop this city's and shift the ones after it.
    const shift = <T,>(record: Record<number, T>) =>
      Object.fromEntries(
        Object.entries(record)
          .filter(([key]) => Number(key) !== index)
          .map(([key, value]) => [Number(key) > index ? Number(key) - 1 : Number(key), value]),
      ) as Record<number, T>;
    setRates(removeCity(rates, index));
    setDefaults(defaults.filter((_, position) => position !== index));
    setDrafts(shift(drafts));
    setCityErrors(shift(cityErrors));
    setNews(adminMessages.adminCityRemoved(city));
  }

  function addOneCity() {
    const result = addCity(rates, newCity.name, newCity.fee);
    if (!result.ok) {
      setNewCityError(result.error);
      return;
    }
    const added = result.rates[result.rates.length - 1];
    setRates(result.rates);
    setDefaults([...defaults, String(added?.default ?? '')]);
    setNewCity({ name: '', fee: '' });
    setNewCityError('');
    setNews(adminMessages.adminCityAdded(added?.city ?? ''));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Typed default fees become numbers now; a wrong one stops the save beside its city.
    let next = rates;
    const problems: Record<number, string> = {};
    defaults.forEach((text, index) => {
      const result = setDefaultFee(next, index, text);
      if (result.ok) next = result.rates;
      else problems[index] = result.error;
    });
    setCityErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError(adminMessages.adminFixErrors);
      return;
    }
    const body = shippingRatesBodySchema.safeParse({ shippingRates: next });
    if (!body.success) {
      setFormError(body.error.issues[0]?.message ?? messages.shippingUpdateError);
      return;
    }
    setFormError('');
    setSaving(true);
    try {
      const { message } = await saveShippingRates(body.data);
      toast.success(message ?? messages.shippingUpdated);
      onSaved();
    } catch (error) {
      const text = serverMessageOr(error, messages.shippingUpdateError);
      setFormError(text);
      toast.error(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={save} noValidate>
      <p className="admin-form-note">{adminMessages.adminShippingEditorNote}</p>
      {rates.length === 0 && <p className="admin-empty">{adminMessages.adminNoCities}</p>}
      {rates.map((rate, index) => {
        const neighborhoods = sortedNeighborhoods(rate);
        const draft = draftOf(index);
        const errorId = `${id}-${index}-error`;
        return (
          <fieldset key={`${index}:${rate.city}`} className="admin-city-edit" aria-describedby={errorId}>
            <legend>{rate.city}</legend>
            <div className="admin-city-edit-head">
              <div className="admin-field">
                <label htmlFor={`${id}-${index}-default`}>{adminMessages.adminDefaultFee}</label>
                <input
                  id={`${id}-${index}-default`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={defaults[index] ?? ''}
                  onChange={(event) => setDefaults(defaults.map((text, position) => (position === index ? event.target.value : text)))}
                />
              </div>
              <button type="button" className="btn admin-btn-danger admin-btn-sm" onClick={() => removeOneCity(index)}>
                <Icon path={icons.trash} size={16} />
                {adminMessages.adminRemoveCity}
                <span className="visually-hidden"> {rate.city}</span>
              </button>
            </div>
            {neighborhoods.length === 0 ? (
              <p className="admin-muted">{messages.noNeighborhoods}</p>
            ) : (
              <ul className="admin-neighborhoods">
                {neighborhoods.map(([name, fee]) => (
                  <li key={name}>
                    <span>{name}</span>
                    <span className="admin-strong">{formatCop(fee)}</span>
                    <button type="button" className="admin-link-btn" onClick={() => removeOneNeighborhood(index, name)}>
                      {adminMessages.adminRemove}
                      <span className="visually-hidden"> {adminMessages.adminNeighborhoodLabel(name)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="admin-add-row">
              <div className="admin-field">
                <label htmlFor={`${id}-${index}-nb-name`}>{adminMessages.adminNewNeighborhood}</label>
                <input
                  id={`${id}-${index}-nb-name`}
                  type="text"
                  autoComplete="off"
                  maxLength={100}
                  value={draft.name}
                  onChange={(event) => setDrafts({ ...drafts, [index]: { ...draft, name: event.target.value } })}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-${index}-nb-fee`}>{adminMessages.adminNeighborhoodFee}</label>
                <input
                  id={`${id}-${index}-nb-fee`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.fee}
                  onChange={(event) => setDrafts({ ...drafts, [index]: { ...draft, fee: event.target.value } })}
                />
              </div>
              <button type="button" className="btn btn-outline admin-btn-sm" onClick={() => addOneNeighborhood(index)}>
                <Icon path={icons.plus} size={16} />
                {adminMessages.adminAddNeighborhood}
              </button>
            </div>
            <p className="admin-field-error" id={errorId} aria-live="polite">
              {cityErrors[index] ?? ''}
            </p>
          </fieldset>
        );
      })}

      <fieldset className="admin-city-edit admin-city-new" aria-describedby={`${id}-new-city-error`}>
        <legend>{adminMessages.adminAddCityTitle}</legend>
        <div className="admin-add-row">
          <div className="admin-field">
            <label htmlFor={`${id}-new-city`}>{adminMessages.adminCity}</label>
            <input
              id={`${id}-new-city`}
              type="text"
              autoComplete="off"
              maxLength={100}
              value={newCity.name}
              onChange={(event) => setNewCity({ ...newCity, name: event.target.value })}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-new-city-fee`}>{adminMessages.adminDefaultFee}</label>
            <input
              id={`${id}-new-city-fee`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={newCity.fee}
              onChange={(event) => setNewCity({ ...newCity, fee: event.target.value })}
            />
          </div>
          <button type="button" className="btn btn-outline admin-btn-sm" onClick={addOneCity}>
            <Icon path={icons.plus} size={16} />
            {adminMessages.adminAddCity}
          </button>
        </div>
        <p className="admin-field-error" id={`${id}-new-city-error`} aria-live="polite">
          {newCityError}
        </p>
      </fieldset>

      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
      <p className="admin-form-error" role="alert">
        {formError}
      </p>
      <div className="admin-form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {adminMessages.adminCancel}
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? adminMessages.adminSaving : adminMessages.adminSaveChanges}
        </button>
      </div>
    </form>
  );
}
