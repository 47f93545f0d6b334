import { adminMessages } from '~/domain/owner/messages-admin.ts';

interface Props {
  onCancel: () => void;
  saving: boolean;
  /** The submit button's text when idle ("Guardar", "Crear reserva"…); "Guardando…" while saving. */
  submitLabel: string;
}

/** The foot of every admin form in a dialog: "Cancelar" and the submit button, disabled while saving. */
export default function DialogFormActions({ onCancel, saving, submitLabel }: Props) {
  return (
    <div className="form-actions admin-dialog-actions">
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {adminMessages.adminCancel}
      </button>
      <button type="submit" className="btn" disabled={saving}>
        {saving ? adminMessages.adminSaving : submitLabel}
      </button>
    </div>
  );
}
