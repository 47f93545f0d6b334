import { waitlistPageMessages as t } from '~/domain/waitlist/messages-waitlist.ts';
import { leaveWaitlist } from '~/lib/api/waitlist.ts';
import TokenActionButton from '~/islands/common/TokenActionButton.tsx';

const texts = { button: t.cancelButton, working: t.cancelWorking, missingToken: t.cancelMissingToken, failed: t.cancelFailed };

/** /cancelar-espera: the one button of the page the offer mail's cancel link opens. */
export default function WaitlistCancelButton() {
  return <TokenActionButton action={leaveWaitlist} texts={texts} />;
}
