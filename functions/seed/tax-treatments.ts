/**
 * The sample shop's IVA (src/domain/invoicing/tax.ts), as a Medellín shop of computers, accessories,
 * clothing and spa services has it under the Estatuto Tributario:
 * - personal computers (desktop or portable) worth up to 50 UVT are excluded from IVA (art. 424:
 *   $ 2.489.950 with the 2025 UVT of $ 49.799): the Lenovo IdeaPad Slim 3 is; the other computers,
 *   dearer, pay 19 %;
 * - smartphones are excluded only up to 22 UVT (art. 424, about $ 1.095.000): every sample phone is
 *   dearer, so 19 %;
 * - accessories, components, cameras, home appliances and clothing pay the general rate, 19 % (art. 468);
 * - the spa and tanning services (massages, facials, tanning, at the shop or at home) are not among
 *   the excluded services of art. 476: 19 %.
 * No sample product is exento or at 5 % (art. 468-1 and 477 list none of what the shop sells).
 */
import type { TaxTreatment } from '../../src/domain/invoicing/tax.ts';
import type { SeedProduct } from './types.ts';

/** 50 UVT in pesos, with the 2025 UVT ($ 49.799). */
export const COMPUTER_EXCLUSION_LIMIT = 50 * 49_799;

/** The sample's personal computers (portable and desktop), by key. */
const personalComputers = new Set([
  'asus-rog-strix-g16',
  'apple-macbook-air-m3',
  'lenovo-ideapad-slim-3',
  'hp-pavilion-15',
  'hp-todo-en-uno-24',
]);

export function seedTaxTreatment(product: Pick<SeedProduct, 'key' | 'sellingPrice'>): TaxTreatment {
  if (personalComputers.has(product.key) && product.sellingPrice <= COMPUTER_EXCLUSION_LIMIT) return 'excluido';
  return 'iva19';
}
