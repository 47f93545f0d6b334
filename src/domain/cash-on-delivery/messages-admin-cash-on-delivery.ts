/** Texts of the owner's cash-on-delivery screens: the open orders (/admin-panel/contra-entrega) and the places under the shipping rates. */
export const adminCodMessages = {
  navLabel: 'Contra entrega',
  title: 'Pedidos contra entrega',
  intro:
    'Los pedidos que se pagan al recibirlos. Confírmalos (o espera a que el cliente los confirme desde su correo), despáchalos y márcalos entregados y cobrados: el dinero cuenta en las ventas, el informe y la factura el día que lo cobras.',
  loadError: 'No pudimos cargar los pedidos contra entrega.',
  empty: 'No hay pedidos contra entrega pendientes.',
  actionFailed: 'No pudimos cambiar el pedido.',
  total: (total: string) => `Total a cobrar: ${total}`,
  feeIncluded: (fee: string) => `incluye ${fee} por pago contra entrega`,
  confirmedBy: (who: 'cliente' | 'tienda') => (who === 'cliente' ? 'Confirmado por el cliente' : 'Confirmado por la tienda'),
  releaseAt: (moment: string) => `Se libera el ${moment} si nadie lo confirma`,
  confirm: 'Confirmar',
  cancel: 'Cancelar pedido',
  cancelAsk: (reference: string) => `¿Cancelar el pedido ${reference}? Las unidades vuelven al inventario.`,
  dispatch: 'Marcar enviada',
  collect: 'Entregada y cobrada',
  amountLabel: (reference: string) => `Monto cobrado del pedido ${reference} (COP)`,
  // The places, under the shipping rates.
  settingsTitle: 'Pago contra entrega',
  settingsIntro:
    'Elige dónde aceptas pago contra entrega: una ciudad entera (deja el barrio vacío) o un barrio, con el monto máximo del pedido y un recargo opcional.',
  city: 'Ciudad',
  neighborhood: 'Barrio (opcional)',
  maxAmount: 'Monto máximo (COP)',
  feeLabel: 'Recargo (COP)',
  releaseHours: 'Horas para liberar un pedido sin confirmar',
  addPlace: 'Agregar zona',
  removePlace: 'Quitar',
  save: 'Guardar pago contra entrega',
  saving: 'Guardando…',
  noPlaces: 'Aún no ofreces pago contra entrega en ninguna zona.',
} as const;
