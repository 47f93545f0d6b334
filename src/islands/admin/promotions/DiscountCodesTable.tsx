import { discountCodeShown } from '~/domain/promotions/discounts.ts';
import { adminPromotionMessages as t } from '~/domain/promotions/messages-admin-promotions.ts';
import { formatCop } from '~/domain/money/money.ts';
import type { DiscountCode } from '~/domain/promotions/promotion-schemas.ts';
import { formatBogotaDate } from '~/domain/schedule/schedule.ts';
import ConfirmButton from '~/islands/ui/ConfirmButton.tsx';
import './promotions.css';

interface Props {
  codes: readonly DiscountCode[];
  onEdit: (code: DiscountCode) => void;
  onToggle: (code: DiscountCode) => void;
  onDelete: (code: DiscountCode) => Promise<void>;
}

function validity(code: DiscountCode): string {
  if (code.startsAt && code.endsAt) return t.between(formatBogotaDate(code.startsAt), formatBogotaDate(code.endsAt));
  if (code.startsAt) return t.from(formatBogotaDate(code.startsAt));
  if (code.endsAt) return t.until(formatBogotaDate(code.endsAt));
  return t.always;
}

/** Every code (in capitals): what it takes off, to what, when, how often it was paid with and what it gave (cards on phones). */
export default function DiscountCodesTable({ codes, onEdit, onToggle, onDelete }: Props) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={t.tableLabel} tabIndex={0}>
      <table className="admin-table admin-table-stack">
        <thead>
          <tr>
            <th scope="col">{t.colCode}</th>
            <th scope="col">{t.colDiscount}</th>
            <th scope="col">{t.colAppliesTo}</th>
            <th scope="col">{t.colValidity}</th>
            <th scope="col">{t.colUses}</th>
            <th scope="col">{t.colGiven}</th>
            <th scope="col">{t.colState}</th>
            <th scope="col">
              <span className="visually-hidden">{t.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code._id} data-code={code.code}>
              <th scope="row" className="admin-row-title admin-mono">
                {discountCodeShown(code.code)}
              </th>
              <td data-label={t.colDiscount}>{code.kind === 'percent' ? t.percentOff(code.value) : formatCop(code.value)}</td>
              <td data-label={t.colAppliesTo}>
                {t.scopeNames[code.appliesTo]}
                {code.minSubtotal > 0 && <span className="promo-note">{t.minimum(formatCop(code.minSubtotal))}</span>}
              </td>
              <td data-label={t.colValidity}>{validity(code)}</td>
              <td data-label={t.colUses}>
                {t.usesOf(code.paidUses, code.maxUses)}
                {code.heldUses > 0 && <span className="promo-note">{t.usesHeld(code.heldUses)}</span>}
                {code.maxUsesPerCustomer !== null && <span className="promo-note">{t.perCustomer(code.maxUsesPerCustomer)}</span>}
              </td>
              <td data-label={t.colGiven}>{formatCop(code.discountGiven)}</td>
              <td data-label={t.colState}>
                <span className={code.active ? 'promo-state promo-state-on' : 'promo-state'}>{code.active ? t.active : t.inactive}</span>
              </td>
              <td className="admin-actions-cell">
                <div className="promo-actions">
                  <button type="button" className="btn btn-outline admin-btn-sm" onClick={() => onEdit(code)}>
                    {t.edit}
                    <span className="visually-hidden"> {t.of(discountCodeShown(code.code))}</span>
                  </button>
                  <button type="button" className="btn btn-outline admin-btn-sm" onClick={() => onToggle(code)}>
                    {code.active ? t.deactivate : t.activate}
                    <span className="visually-hidden"> {t.of(discountCodeShown(code.code))}</span>
                  </button>
                  <ConfirmButton
                    className="btn btn-outline admin-btn-sm"
                    title={t.removeTitle}
                    question={t.removeQuestion(discountCodeShown(code.code))}
                    confirmLabel={t.remove}
                    onConfirm={() => onDelete(code)}
                  >
                    {t.remove}
                    <span className="visually-hidden"> {t.of(discountCodeShown(code.code))}</span>
                  </ConfirmButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
