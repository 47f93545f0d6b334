/**
 * The product form's "Bono de sesiones" (src/domain/promotions/packs.ts): the three pack fields as typed, and
 * what the form sends. All three or none: left empty the product is not a pack, and an edit that
 * clears them sends none, which makes the product a plain one again. A service, or a product with
 * variants, is never a pack: the section is hidden and nothing of it is sent.
 */
import { packMessages } from '~/domain/promotions/messages-packs.ts';
import type { PackFields } from '~/domain/promotions/packs.ts';

export interface PackDraft {
  packSessions: string;
  /** The ids of the services the pack pays for, in the order they were ticked. */
  packServiceIds: string[];
  packValidityDays: string;
}

export function emptyPackDraft(): PackDraft {
  return { packSessions: '', packServiceIds: [], packValidityDays: '' };
}

export function packDraftOf(product: PackFields): PackDraft {
  return {
    packSessions: product.packSessions === undefined ? '' : String(product.packSessions),
    packServiceIds: [...(product.packServiceIds ?? [])],
    packValidityDays: product.packValidityDays === undefined ? '' : String(product.packValidityDays),
  };
}

/** Whether the form offers the pack section: once a category is chosen that is not a service's, for a product without variants. */
export function offersPack(categoryName: string, isService: boolean, variantCount: number): boolean {
  return categoryName !== '' && !isService && variantCount === 0;
}

/** Empty stays absent; anything but digits becomes NaN, which the schema refuses with the field's own message. */
function count(text: string): number | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * The pack fields of the body: none when all three are empty; otherwise the ones given, so the
 * schema (`packIssues`) names each one missing beside its field.
 */
export function packBodyOf(draft: PackDraft): PackFields {
  const body: PackFields = {};
  const sessions = count(draft.packSessions);
  const days = count(draft.packValidityDays);
  if (sessions !== undefined) body.packSessions = sessions;
  if (draft.packServiceIds.length > 0) body.packServiceIds = [...draft.packServiceIds];
  if (days !== undefined) body.packValidityDays = days;
  return body;
}

export interface PackServiceChoice {
  id: string;
  name: string;
}

/**
 * The services a pack may pay for, by name; a service the pack names that the shop no longer lists
 * stays as a choice (already ticked) so the owner sees it and can untick it.
 */
export function packServiceChoices(
  services: readonly { _id: string; productName: string }[],
  ticked: readonly string[],
): PackServiceChoice[] {
  const listed = services
    .map((service) => ({ id: service._id, name: service.productName }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const known = new Set(listed.map((choice) => choice.id));
  const gone = ticked.filter((id) => !known.has(id)).map((id) => ({ id, name: packMessages.packServiceGone }));
  return [...listed, ...gone];
}

/** The ticked ids after one box changed, keeping the order they were ticked in. */
export function toggledService(ticked: readonly string[], id: string, checked: boolean): string[] {
  const others = ticked.filter((candidate) => candidate !== id);
  return checked ? [...others, id] : others;
}
