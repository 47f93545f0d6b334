/** The picker's button on a full hour, alone in its module so the picker downloads only these words. */
export const waitlistOfferLabel = 'Avísame si se libera';
