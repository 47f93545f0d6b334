import { codCheckoutMessages as t } from '~/domain/cash-on-delivery/messages-cod-checkout.ts';
import { confirmCashOnDelivery } from '~/lib/api/cash-on-delivery.ts';
import TokenActionButton from '~/islands/common/TokenActionButton.tsx';

const texts = { button: t.confirmButton, working: t.confirming, missingToken: t.missing, failed: t.confirmFailed };

/** /contra-entrega/confirmar: the button that confirms the order the mail's link names (never the page's own load). */
export default function ConfirmCashOnDeliveryButton() {
  return <TokenActionButton action={confirmCashOnDelivery} texts={texts} />;
}
