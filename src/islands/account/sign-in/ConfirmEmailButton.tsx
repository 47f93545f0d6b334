import { accountMessages as t } from '~/domain/accounts/messages-account.ts';
import { confirmEmail } from '~/lib/api/account/email-confirmation.ts';
import TokenActionButton from '~/islands/common/TokenActionButton.tsx';

const texts = {
  button: t.confirmEmailButton,
  working: t.confirmEmailWorking,
  missingToken: t.confirmEmailMissingToken,
  failed: t.confirmEmailFailed,
};

/** /confirmar-correo: confirms the account's e-mail of the link (a button, never the page's load). */
export default function ConfirmEmailButton() {
  return <TokenActionButton action={confirmEmail} texts={texts} />;
}
