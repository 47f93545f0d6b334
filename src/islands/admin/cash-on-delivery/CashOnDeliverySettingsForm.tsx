import { useEffect, useState } from 'react';
import { DEFAULT_RELEASE_HOURS, type CashOnDeliveryPlace } from '~/domain/cash-on-delivery/cash-on-delivery.ts';
import { adminCodMessages as t } from '~/domain/cash-on-delivery/messages-admin-cash-on-delivery.ts';
import { getCashOnDeliverySettings, saveCashOnDeliverySettings } from '~/lib/api/admin/cash-on-delivery.ts';
import AdminGate from '~/islands/admin/common/AdminGate.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { TextField } from '~/islands/ui/Field.tsx';
import { toast } from '~/lib/toast.ts';

/** A place as the form edits it: amounts as typed. */
interface PlaceDraft {
  city: string;
  neighborhood: string;
  maxAmount: string;
  fee: string;
}

const draftOf = (place: CashOnDeliveryPlace): PlaceDraft => ({ ...place, maxAmount: String(place.maxAmount), fee: String(place.fee) });
const emptyPlace: PlaceDraft = { city: '', neighborhood: '', maxAmount: '', fee: '0' };

/**
 * Under the shipping rates: where the shop takes payment on delivery (a city, or a neighbourhood of
 * it, with the maximum and the fee) and the hours an unconfirmed order keeps its stock. The server
 * checks every field and answers in Spanish.
 */
export default function CashOnDeliverySettingsForm() {
  return (
    <AdminGate>
      <SettingsSection />
    </AdminGate>
  );
}

function SettingsSection() {
  const [places, setPlaces] = useState<PlaceDraft[] | null>(null);
  const [hours, setHours] = useState(String(DEFAULT_RELEASE_HOURS));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    getCashOnDeliverySettings()
      .then(({ data }) => {
        setPlaces(data.places.map(draftOf));
        setHours(String(data.releaseHours));
      })
      .catch((error: unknown) => toast.error(serverMessageOr(error, t.actionFailed)));
  }, []);

  if (!places) return null;
  const change = (index: number, field: keyof PlaceDraft, value: string) =>
    setPlaces(places.map((place, at) => (at === index ? { ...place, [field]: value } : place)));

  async function save() {
    if (!places) return;
    setSaving(true);
    try {
      const body = {
        places: places.map((place) => ({ ...place, maxAmount: Number(place.maxAmount), fee: Number(place.fee || '0') })),
        releaseHours: Number(hours),
      };
      const result = await saveCashOnDeliverySettings(body);
      setPlaces(result.data.places.map(draftOf));
      if (result.message) toast.success(result.message);
    } catch (error) {
      toast.error(serverMessageOr(error, t.actionFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="admin-cod-settings" aria-labelledby="cod-settings-title">
      <h2 id="cod-settings-title">{t.settingsTitle}</h2>
      <p>{t.settingsIntro}</p>
      {places.length === 0 && <p>{t.noPlaces}</p>}
      {places.map((place, index) => (
        <fieldset key={index} className="admin-cod-place">
          <TextField
            inputId={`cod-city-${index}`}
            label={t.city}
            error={undefined}
            value={place.city}
            onChange={(event) => change(index, 'city', event.target.value)}
          />
          <TextField
            inputId={`cod-neighborhood-${index}`}
            label={t.neighborhood}
            error={undefined}
            value={place.neighborhood}
            onChange={(event) => change(index, 'neighborhood', event.target.value)}
          />
          <TextField
            inputId={`cod-max-${index}`}
            label={t.maxAmount}
            error={undefined}
            type="number"
            inputMode="numeric"
            value={place.maxAmount}
            onChange={(event) => change(index, 'maxAmount', event.target.value)}
          />
          <TextField
            inputId={`cod-fee-${index}`}
            label={t.feeLabel}
            error={undefined}
            type="number"
            inputMode="numeric"
            value={place.fee}
            onChange={(event) => change(index, 'fee', event.target.value)}
          />
          <button type="button" className="btn btn-outline" onClick={() => setPlaces(places.filter((_, at) => at !== index))}>
            {t.removePlace}
          </button>
        </fieldset>
      ))}
      <button type="button" className="btn btn-outline" onClick={() => setPlaces([...places, emptyPlace])}>
        {t.addPlace}
      </button>
      <TextField
        inputId="cod-release-hours"
        label={t.releaseHours}
        error={undefined}
        type="number"
        inputMode="numeric"
        value={hours}
        onChange={(event) => setHours(event.target.value)}
      />
      <button type="button" className="btn" disabled={saving} onClick={() => void save()}>
        {saving ? t.saving : t.save}
      </button>
    </section>
  );
}
