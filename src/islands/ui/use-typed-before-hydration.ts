import { useEffectEvent, useLayoutEffect, useRef } from 'react';

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Keeps what a visitor typed into a controlled field before its island hydrated. Hydration leaves
 * the field's value alone, but the island's state still holds the prebuilt one, and the next render
 * would write it back over the typing. Right after hydration, a value in the field that differs
 * from the state is handed to `onChange`, as if typed then. Give the returned ref to the field.
 */
export function useTypedBeforeHydration<T extends TypedField>(value: string, onChange: (typed: string) => void) {
  const ref = useRef<T>(null);
  const adoptTyped = useEffectEvent(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  });
  // Once, on mount: later typing reaches the state through the field's own onChange.
  useLayoutEffect(() => {
    adoptTyped();
  }, []);
  return ref;
}
