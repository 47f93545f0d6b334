import { useEffect, useState } from 'react';

/**
 * False in the prebuilt HTML and on the first render, true once React runs the island. Forms use
 * it to keep their submit button disabled until a click is handled by the island (a native submit
 * would send a GET with the fields, a password included, in the address bar).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
