import { useEffect, useState } from 'react';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { toast } from '~/lib/toast.ts';

type ShippingModule = typeof import('./ShippingSection.tsx');

let loading: Promise<ShippingModule> | null = null;

/**
 * The shipping form's module, loaded the first time a cart has lines: it carries zod and the
 * schemas, which an empty cart (most views of /cart) never needs. Null until it is there.
 */
export function useShippingSection(needed: boolean): ShippingModule | null {
  const [module, setModule] = useState<ShippingModule | null>(null);
  useEffect(() => {
    if (!needed || module) return;
    let current = true;
    loading ??= import('./ShippingSection.tsx');
    loading
      .then((loaded) => {
        if (current) setModule(loaded);
      })
      .catch(() => {
        // Forgotten, so that opening the cart again downloads it again.
        loading = null;
        toast.error(messages.networkError);
      });
    return () => {
      current = false;
    };
  }, [needed, module]);
  return module;
}
