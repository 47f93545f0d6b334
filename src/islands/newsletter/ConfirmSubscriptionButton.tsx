import { legalMessages as t } from '~/domain/legal/messages-legal.ts';
import { confirmNewsletterSubscription } from '~/lib/api/newsletter.ts';
import TokenActionButton from '~/islands/common/TokenActionButton.tsx';

const texts = { button: t.confirmButton, working: t.confirmWorking, missingToken: t.confirmMissingToken, failed: t.confirmFailed };

/** /confirmar-suscripcion: confirms the subscription of the e-mail's link (double opt-in). */
export default function ConfirmSubscriptionButton() {
  return <TokenActionButton action={confirmNewsletterSubscription} texts={texts} />;
}
