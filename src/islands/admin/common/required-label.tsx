import type { ReactNode } from 'react';
import { RequiredMark } from '~/islands/ui/Field.tsx';

/** A field's label with the "required" star the admin forms explain in their first line. */
export function required(text: ReactNode): ReactNode {
  return (
    <>
      {text}
      <RequiredMark />
    </>
  );
}
