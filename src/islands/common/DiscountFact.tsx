import { formatDiscount, recordsDiscount } from '~/domain/promotions/discounts.ts';
import { promotionMessages } from '~/domain/promotions/messages-promotions.ts';

interface Props {
  records: readonly { amounts: { discount?: number | undefined; discountCode?: string | undefined } }[];
}

/**
 * "Descuento (BIENVENIDA10) −$ 10.000": the code a payment used and what it took off (the lines'
 * prices shown beside it are already discounted), as one row of a `<dl>`; nothing without a code.
 */
export default function DiscountFact({ records }: Props) {
  const discount = recordsDiscount(records);
  if (!discount) return null;
  return (
    <div className="discount-fact">
      <dt>{promotionMessages.discountLine(discount.code)}</dt>
      <dd>{formatDiscount(discount.discount)}</dd>
    </div>
  );
}
