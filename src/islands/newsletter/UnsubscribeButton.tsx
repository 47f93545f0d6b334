import { legalMessages as t } from '~/domain/legal/messages-legal.ts';
import { unsubscribeFromNewsletter } from '~/lib/api/newsletter.ts';
import TokenActionButton from '~/islands/common/TokenActionButton.tsx';

const texts = {
  button: t.unsubscribeButton,
  working: t.unsubscribeWorking,
  missingToken: t.unsubscribeMissingToken,
  failed: t.unsubscribeFailed,
};

/** /darse-de-baja: ends the subscription of the e-mail's link. */
export default function UnsubscribeButton() {
  return <TokenActionButton action={unsubscribeFromNewsletter} texts={texts} />;
}
