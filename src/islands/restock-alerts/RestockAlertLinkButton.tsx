import { restockAlertPageMessages as t } from '~/domain/restock-alerts/messages-restock-alerts.ts';
import { cancelRestockAlert, confirmRestockAlert } from '~/lib/api/restock-alerts.ts';
import TokenActionButton from '~/islands/common/TokenActionButton.tsx';

const confirmTexts = { button: t.confirmButton, working: t.confirmWorking, missingToken: t.confirmMissingToken, failed: t.confirmFailed };
const cancelTexts = { button: t.cancelButton, working: t.cancelWorking, missingToken: t.cancelMissingToken, failed: t.cancelFailed };

/** /confirmar-aviso and /cancelar-aviso: the one button of the page an alert's mail links to. */
export default function RestockAlertLinkButton({ action }: { action: 'confirm' | 'cancel' }) {
  return action === 'confirm' ? (
    <TokenActionButton action={confirmRestockAlert} texts={confirmTexts} />
  ) : (
    <TokenActionButton action={cancelRestockAlert} texts={cancelTexts} />
  );
}
