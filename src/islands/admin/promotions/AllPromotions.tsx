import { lazy, Suspense, useState } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { discountCodeShown } from '~/domain/promotions/discounts.ts';
import { adminPromotionMessages as t } from '~/domain/promotions/messages-admin-promotions.ts';
import type { DiscountCode } from '~/domain/promotions/promotion-schemas.ts';
import { deleteDiscountCode, listDiscountCodes, updateDiscountCode } from '~/lib/api/admin/discount-codes.ts';
import { toast } from '~/lib/toast.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import ListState from '~/islands/ui/ListState.tsx';
import AdminGate, { Loading, Toolbar } from '~/islands/admin/common/AdminGate.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import DiscountCodesTable from './DiscountCodesTable.tsx';
import PacksSold from './PacksSold.tsx';

// Loaded when the dialog first opens: the list needs neither the form nor its schema.
const DiscountCodeForm = lazy(() => import('./DiscountCodeForm.tsx'));

/** /admin-panel/promociones: the discount codes, what each one gave, and a dialog to make or change one; then the packs sold. */
export default function AllPromotions() {
  return (
    <AdminGate>
      <CodesSection />
      <PacksSold />
    </AdminGate>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; code: DiscountCode } | null;

function CodesSection() {
  const {
    items: codes,
    setItems: setCodes,
    loadError,
    load,
  } = useAdminList(listDiscountCodes, (error) => serverMessageOr(error, t.loadError));
  const [editing, setEditing] = useState<Editing>(null);

  const replace = (saved: DiscountCode) =>
    setCodes((current) => {
      if (!current) return [saved];
      return current.some((code) => code._id === saved._id)
        ? current.map((code) => (code._id === saved._id ? saved : code))
        : [saved, ...current];
    });

  async function toggle(code: DiscountCode) {
    try {
      const { data, message } = await updateDiscountCode(code._id, { active: !code.active });
      replace(data);
      if (message) toast.success(message);
    } catch (error) {
      toast.error(serverMessageOr(error, t.saveError));
    }
  }

  async function remove(code: DiscountCode) {
    try {
      const { message } = await deleteDiscountCode(code._id);
      setCodes((current) => current?.filter((item) => item._id !== code._id) ?? null);
      if (message) toast.success(message);
    } catch (error) {
      toast.error(serverMessageOr(error, t.deleteError));
    }
  }

  return (
    <>
      <Toolbar>
        {codes && <p className="admin-count">{t.codeCount(codes.length)}</p>}
        <button type="button" className="btn" onClick={() => setEditing({ kind: 'new' })}>
          {t.newCode}
        </button>
      </Toolbar>
      <ListState
        look="panel"
        error={loadError}
        onRetry={() => void load()}
        loading={!codes && !loadError && adminMessages.adminLoading}
        empty={codes && codes.length === 0 && t.noCodes}
      />
      {codes && codes.length > 0 && (
        <DiscountCodesTable
          codes={codes}
          onEdit={(code) => setEditing({ kind: 'edit', code })}
          onToggle={(code) => void toggle(code)}
          onDelete={remove}
        />
      )}
      <Dialog
        open={editing !== null}
        title={editing?.kind === 'edit' ? t.editCodeTitle(discountCodeShown(editing.code.code)) : t.newCodeTitle}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <Suspense fallback={<Loading />}>
            <DiscountCodeForm
              code={editing.kind === 'edit' ? editing.code : null}
              onCancel={() => setEditing(null)}
              onSaved={(saved) => {
                replace(saved);
                setEditing(null);
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
