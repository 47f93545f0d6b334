import { formatDay } from '~/domain/shared/dates.ts';
import { contactFiledMessages as t } from '~/domain/contact/messages-contact.ts';
import type { FiledContactRequest } from '~/lib/api/contact.ts';

/** What the sender of a PQR or a personal-data request keeps on the page: its radicado, by when it will be answered, and where the copy went. */
export function FiledRequestNotice({ filed, email }: { filed: FiledContactRequest; email: string }) {
  const dateOf = (dataRequest: string | null) => {
    const deadline = filed.deadlines.find((item) => item.dataRequest === dataRequest);
    return deadline ? formatDay(deadline.answerBy) : '';
  };
  const answer = filed.deadlines.some((item) => item.dataRequest === null)
    ? t.answerBy(dateOf(null))
    : t.answerByData(dateOf('consulta'), dateOf('reclamo'));
  return (
    <section className="contact-filed" role="status" aria-labelledby="contact-filed-title">
      <h3 id="contact-filed-title">{t.title}</h3>
      <p className="contact-filed-number">{t.number(filed.radicado)}</p>
      <p>{answer}</p>
      <p>{t.mailNote(email)}</p>
    </section>
  );
}
