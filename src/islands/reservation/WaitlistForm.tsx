/**
 * "Avísame si se libera": the form the reservation picker loads (by `import()`) when the customer
 * presses the button on a full hour. An e-mail (a signed-in customer's, prefilled) and the data
 * policy; where the shop sends WhatsApp notices (`whatsappNotices` of GET /api/payment/config, as the
 * cart decides its box), the phone and the unticked "Recibir el aviso por WhatsApp" box. The
 * server's answer is shown in the form's `<output>`.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { legalMessages } from '~/domain/legal/messages-legal.ts';
import { formatDay, formatHour } from '~/domain/shared/dates.ts';
import { messages } from '~/domain/shared/messages.ts';
import { waitlistMessages as t } from '~/domain/waitlist/messages-waitlist.ts';
import { ApiError } from '~/lib/api/core.ts';
import { joinWaitlist, shopSendsWhatsApp } from '~/lib/api/waitlist.ts';
import { loadSession } from '~/stores/session.ts';
import { CheckboxField, LegalLinkLabel } from '~/islands/ui/CheckboxField.tsx';
import '~/islands/ui/forms.css';

interface Props {
  serviceId: string;
  date: string;
  time: string;
}

export default function WaitlistForm({ serviceId, date, time }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [offerWhatsApp, setOfferWhatsApp] = useState(false);
  const [phone, setPhone] = useState('');
  const [whatsappOptIn, setWhatsappOptIn] = useState(false);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState('');
  const [consentError, setConsentError] = useState<string | undefined>(undefined);

  useEffect(() => {
    void loadSession()
      .then((user) => user && setEmail((typed) => typed || user.email))
      .catch(() => undefined);
    void shopSendsWhatsApp()
      .then(setOfferWhatsApp)
      .catch(() => undefined);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return setAnswer(t.emailRequired);
    const whatsapp = offerWhatsApp && whatsappOptIn;
    if (whatsapp && !phone.trim()) return setAnswer(t.whatsappPhoneRequired);
    if (!accepted) return setConsentError(messages.dataPolicyRequired);
    setConsentError(undefined);
    setSending(true);
    try {
      setAnswer(
        (await joinWaitlist({ serviceId, date, time, email, acceptDataPolicy: true, ...(whatsapp ? { phone, whatsappOptIn: true } : {}) }))
          .message ?? t.joined,
      );
    } catch (error) {
      setAnswer(error instanceof ApiError ? error.message : t.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="waitlist-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`}>{t.intro(formatDay(date), formatHour(time))}</p>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t.emailLabel}</label>
        <input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      {offerWhatsApp && (
        <>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{t.phoneLabel}</label>
            <input id={`${id}-phone`} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </div>
          <CheckboxField
            inputId={`${id}-whatsapp`}
            label={t.whatsappLabel}
            error={undefined}
            checked={whatsappOptIn}
            onChange={(e) => setWhatsappOptIn(e.target.checked)}
          />
          <p className="field-hint">{t.whatsappHint}</p>
        </>
      )}
      <CheckboxField
        inputId={`${id}-consent`}
        checked={accepted}
        onChange={(e) => setAccepted(e.target.checked)}
        error={consentError}
        label={<LegalLinkLabel before={legalMessages.consentAccept} link={legalMessages.consentDataPolicyLink} href="/politica-de-datos" />}
      />
      <button type="submit" className="btn" disabled={sending}>
        {t.submit}
      </button>
      <output aria-live="polite">{answer}</output>
    </form>
  );
}
