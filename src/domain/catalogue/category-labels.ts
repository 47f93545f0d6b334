/**
 * The names customers read for categories. A stored name that reads as an internal code is shown
 * under a Spanish label; the stored name, its slug and its address stay as they are (the admin
 * panel shows the stored name).
 */
import { homeServiceCategoryName } from './catalogue.ts';

const shownNames = new Map<string, string>([[homeServiceCategoryName, 'Servicios a domicilio']]);

/** The label a customer sees for a stored category name (the name itself when it needs none). */
export function categoryLabel(storedName: string): string {
  return shownNames.get(storedName) ?? storedName;
}
