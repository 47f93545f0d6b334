/**
 * The five cases of the payment reversal (art. 51 Ley 1480 de 2011, Decreto 587 de 2016), in the
 * order the form lists them. A module of its own, without imports, so the form downloads only this.
 */
export const REVERSAL_CASES = ['fraude', 'no-solicitada', 'no-recibido', 'diferente', 'defectuoso'] as const;
export type ReversalCase = (typeof REVERSAL_CASES)[number];
