import { useId } from 'react';
import { legalMessages } from '~/domain/legal/messages-legal.ts';
import { ConsentBox } from '~/islands/ui/CheckboxField.tsx';

export interface ConsentBoxes {
  dataPolicy: boolean;
  terms: boolean;
}

export type ConsentErrors = Partial<Record<keyof ConsentBoxes, string>>;

interface Props {
  boxes: ConsentBoxes;
  errors: ConsentErrors;
  onChange: (boxes: ConsentBoxes) => void;
}

/** The DOM id of a box, so the panel can focus the first unticked one. */
export const consentBoxId = (base: string, box: keyof ConsentBoxes) => `${base}-${box}`;

/** "Antes de pagar": the data policy and the terms, both unticked, both needed to pay. */
export default function CheckoutConsentBoxes({ boxes, errors, onChange, idBase }: Props & { idBase: string }) {
  const titleId = `${useId()}-title`;
  return (
    <fieldset className="checkout-consent" aria-labelledby={titleId}>
      <legend id={titleId}>{legalMessages.checkoutConsentTitle}</legend>
      {(['dataPolicy', 'terms'] as const).map((box) => (
        <ConsentBox
          key={box}
          document={box}
          inputId={consentBoxId(idBase, box)}
          error={errors[box]}
          checked={boxes[box]}
          onCheckedChange={(checked) => onChange({ ...boxes, [box]: checked })}
        />
      ))}
      {!(boxes.dataPolicy && boxes.terms) && <p className="checkout-note">{legalMessages.checkoutConsentNote}</p>}
    </fieldset>
  );
}
