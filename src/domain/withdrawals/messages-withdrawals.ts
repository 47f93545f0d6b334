/**
 * The Spanish texts of the right of withdrawal (retracto): the server's refusals, /orders' request,
 * the owner's list, and the e-mails.
 */
export const withdrawalMessages = {
  // The server's refusals.
  saleNotFound: 'No encontramos esa compra en tu cuenta.',
  notDelivered: 'El retracto se pide una vez recibes el pedido: esta compra aún no figura como entregada.',
  expired: (lastDay: string) =>
    `El plazo para el retracto terminó el ${lastDay}: son cinco días hábiles desde la entrega (artículo 47 de la Ley 1480 de 2011).`,
  lineNotWithdrawable: (name: string) => `${name} no admite retracto (uso personal o hecho a la medida; ver los términos).`,
  alreadyRequested: 'Ya pediste el retracto de esta compra. Te escribimos con su radicado.',
  cancelledSale: 'Esta compra está cancelada.',
  linesRequired: 'Elige al menos un producto.',
  reasonInvalid: 'Cuéntanos el motivo en 5 a 1000 caracteres.',
  requestNotFound: 'No encontramos esa solicitud de retracto.',
  approvalRunning: 'La aprobación de este retracto ya está en curso.',
  refundFailed: 'No se pudo hacer el reembolso. Inténtalo de nuevo en unos minutos; no se aprobó nada.',
  requested: (radicado: string) => `Recibimos tu solicitud de retracto con el radicado ${radicado}.`,
  approved: 'Retracto aprobado: el reembolso está en camino y el inventario se actualizó.',
  approvedByHand: 'Retracto aprobado. Devuelve el dinero por el mismo medio de pago: queda como devolución pendiente.',
  // /orders.
  ask: 'Solicitar retracto',
  askTitle: (reference: string) => `Retracto de la compra ${reference}`,
  askIntro: (lastDay: string) =>
    `Puedes retractarte hasta el ${lastDay}. Elige los productos y cuéntanos el motivo; te devolvemos lo que pagaste por ellos cuando nos llegue el producto, sin usar y en su empaque.`,
  reason: 'Motivo',
  send: 'Enviar solicitud',
  back: 'Volver',
  requestState: (radicado: string, status: string) => `Retracto ${radicado}: ${status}`,
  statusLabels: new Map([
    ['solicitado', 'en revisión'],
    ['aprobando', 'aprobándose'],
    ['aprobado', 'aprobado'],
  ]),
  // The product form.
  productNoWithdrawal: 'No admite retracto',
  productNoWithdrawalHint:
    'Márcalo en productos de uso personal (como la ropa interior) o hechos a la medida: los términos los excluyen del retracto.',
  // The owner's list (the sales page).
  adminTitle: 'Solicitudes de retracto',
  adminEmpty: 'No hay solicitudes de retracto.',
  adminLoadError: 'No se pudieron cargar las solicitudes de retracto.',
  adminApprove: 'Aprobar (producto recibido)',
  adminRefundPending: 'Devolución pendiente',
  adminRefundDone: 'Devolución hecha',
  adminMarkRefundDone: 'Marcar devolución hecha',
  refundDone: 'Devolución marcada como hecha.',
  adminLastDay: 'Plazo',
  adminAmount: 'A devolver',
  // The e-mails.
  mailCustomerSubject: (radicado: string) => `Recibimos tu solicitud de retracto ${radicado}`,
  mailCustomerIntro: (name: string) =>
    `Hola ${name}, recibimos tu solicitud de retracto. Devuelve el producto sin usar, completo y en su empaque; cuando nos llegue aprobamos el reembolso.`,
  mailOwnerSubject: (radicado: string, reference: string) => `Solicitud de retracto ${radicado} (${reference})`,
  mailOwnerIntro: 'Un cliente pidió el retracto de una compra. Apruébalo en Ventas cuando recibas el producto.',
  mailApprovedSubject: (radicado: string) => `Retracto ${radicado} aprobado`,
  mailApprovedIntro: (name: string) =>
    `Hola ${name}, recibimos el producto y aprobamos tu retracto. Te devolvemos el dinero por el mismo medio de pago.`,
  mailRadicado: 'Radicado',
  mailReference: 'Compra',
  mailProducts: 'Productos',
  mailReason: 'Motivo',
  mailAmount: 'Valor a devolver',
  mailLastDay: 'Plazo del retracto',
  mailOpen: 'Ver en el panel',
} as const;
