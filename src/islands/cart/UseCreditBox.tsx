import { useId } from 'react';
import { packMessages } from '~/domain/promotions/messages-packs.ts';
import type { CreditChoice } from '~/domain/promotions/pack-cart.ts';
import { chooseCredit } from '~/stores/pack-credits.ts';

interface Props {
  /** The appointment's `reservationKey`. */
  lineKey: string;
  choice: CreditChoice;
}

/** "Usar mi bono" on an appointment a usable pack covers, and the sessions left for its service. */
export default function UseCreditBox({ lineKey, choice }: Props) {
  const id = useId();
  return (
    <div className="cart-credit">
      <div className="checkbox-row">
        <input
          id={id}
          type="checkbox"
          checked={choice.useCredit}
          aria-describedby={`${id}-left`}
          onChange={(event) => chooseCredit(lineKey, event.currentTarget.checked)}
        />
        <label htmlFor={id}>{packMessages.useCredit}</label>
      </div>
      <p className="field-hint" id={`${id}-left`}>
        {packMessages.creditsLeft(choice.left)}
      </p>
    </div>
  );
}
