import { shopMessages as messages } from '../shared/messages-shop.ts';

/**
 * A service's intensity as people read it ("Media"), the same in the shop, the order history and
 * the admin panel. Own names only: a stored value such as «constructor» must not find an inherited
 * function; an unknown value is shown as it is.
 */
export function intensityName(intensity: string | undefined): string {
  if (!intensity) return '';
  return Object.hasOwn(messages.serviceIntensityNames, intensity)
    ? messages.serviceIntensityNames[intensity as keyof typeof messages.serviceIntensityNames]
    : intensity;
}
