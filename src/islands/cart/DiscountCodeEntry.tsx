import { useEffect, type FormEvent } from 'react';
import { promotionMessages as t } from '~/domain/promotions/messages-promotions.ts';
import { TextField } from '~/islands/ui/Field.tsx';

interface Props {
  inputId: string;
  typed: string;
  error: string | undefined;
  checking: boolean;
  /** The person just asked for the field: it takes the focus once it is there, then says so. */
  focus: boolean;
  onFocused: () => void;
  onType: (typed: string) => void;
  onApply: (event: FormEvent<HTMLFormElement>) => void;
}

/** The opened "¿Tienes un código?": loaded when the person opens it, so the cart's first load leaves it out. */
export default function DiscountCodeEntry({ inputId, typed, error, checking, focus, onFocused, onType, onApply }: Props) {
  useEffect(() => {
    if (!focus) return;
    document.getElementById(inputId)?.focus();
    onFocused();
  }, [focus, inputId, onFocused]);
  return (
    <form className="discount-code discount-code-form" onSubmit={onApply} noValidate>
      <TextField
        inputId={inputId}
        label={t.codeLabel}
        error={error}
        value={typed}
        maxLength={30}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onType(event.target.value)}
      />
      <button type="submit" className="btn btn-secondary" aria-disabled={checking || undefined}>
        {checking ? t.codeApplying : t.codeApply}
      </button>
    </form>
  );
}
