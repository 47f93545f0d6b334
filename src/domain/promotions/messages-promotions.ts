/**
 * Spanish texts of the discount codes: what the server answers when it refuses one, and what the
 * cart, the receipts and the records say about it. The owner's screen has its own texts
 * (messages-admin-promotions.ts).
 */
import { promotionCartMessages } from './messages-promotions-cart.ts';

export const promotionMessages = {
  ...promotionCartMessages,
  // --- Refusals (the server's 4xx answers)
  codeInvalid: 'Escribe un código de 3 a 30 letras, números, guiones o guiones bajos, sin espacios.',
  codeUnknown: 'El código de descuento no existe. Revisa cómo lo escribiste.',
  codeUsedUp: 'Este código de descuento ya se usó todas las veces permitidas.',
  codeUsedUpByCustomer: 'Ya usaste este código de descuento todas las veces que permite.',
  codeLostDuringPayment: 'El código de descuento dejó de estar disponible para tu pedido. No se hizo ningún cobro; intenta de nuevo.',
  codeExists: 'Ya existe un código igual (sin contar mayúsculas ni tildes).',
  codeNotFound: 'No encontramos ese código de descuento.',
  codeKindInvalid: 'Elige si el descuento es un porcentaje o un valor fijo.',
  codePercentInvalid: 'El porcentaje debe ser un número entero entre 1 y 100.',
  codeFixedInvalid: 'El valor fijo debe ser un número entero de pesos, mayor que cero.',
  codeScopeInvalid: 'Elige a qué aplica el código: todo, productos o servicios.',
  codeAmountInvalid: 'Escribe un número entero de pesos, sin puntos ni decimales.',
  codeUsesInvalid: 'Escribe un número entero de usos, de 1 en adelante.',
  codeDatesInvalid: 'La fecha de fin no puede ser anterior a la de inicio.',
  tooManyCodeChecks: 'Demasiados códigos probados desde tu conexión. Espera unos minutos e intenta de nuevo.',
  codeCreated: 'Código de descuento creado.',
  codeSaved: 'Código de descuento guardado.',
  codeDeleted: 'Código de descuento eliminado.',
  codeApplies: (code: string) => `El código ${code} se aplicó.`,
  // --- The cart, the receipt, the records
  codeLabel: 'Código de descuento',
  codeApply: 'Aplicar',
  codeApplying: 'Revisando el código…',
  nothingToPayNote: 'Tu código cubre todo lo que se paga ahora: no hay ningún cobro.',
  confirmFreeOrder: 'Confirmar pedido',
} as const;
