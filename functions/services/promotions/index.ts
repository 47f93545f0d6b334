/** The promotions capability's front door: all that other capabilities may import from it. */
export { applyDiscountCode, holdOrderDiscount } from './discount-pricing.ts';
export {
  extendDiscountUses,
  freePaidDiscountUses,
  keepPaidDiscountUses,
  reclaimDiscountUses,
  releaseDiscountUses,
} from './discount-uses.ts';
export {
  creditIdsOf,
  creditMoveRefusal,
  extendPackCredits,
  holdPackCredits,
  reclaimPackCredits,
  releasePackCredits,
  returnPackCredit,
  usePackCredits,
} from './pack-credits.ts';
export { customerPacks, forgetCustomerPacks, grantSessionPacks, packProductFields } from './session-packs.ts';
