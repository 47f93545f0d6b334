/**
 * What the start says when the electronic invoicing configuration is wrong: the variable, and what
 * to do about it. The owner reads them in the deploy's log (docs/operations/electronic-invoices.md).
 */
export const invoicingConfigMessages = {
  nitFormat: (name: string) =>
    `La variable de entorno ${name} no es válida: escribe el NIT con su dígito de verificación, así: 900123456-7.`,
  nitCheckDigit: (name: string, expected: number) =>
    `La variable de entorno ${name} no es válida: el dígito de verificación no corresponde al NIT (debería ser ${expected}).`,
  partly: (group: string, missing: string) => `Falta la variable de entorno ${missing}: las variables ${group} van todas juntas o ninguna.`,
  notAWholeNumber: (name: string) => `La variable de entorno ${name} no es válida: debe ser un número entero positivo.`,
  notADate: (name: string) => `La variable de entorno ${name} no es válida: debe ser una fecha AAAA-MM-DD.`,
  rangeReversed: (from: number, to: number) =>
    `El rango de numeración no es válido: INVOICE_RANGE_TO (${to}) es menor que INVOICE_RANGE_FROM (${from}).`,
  resolutionReversed: (from: string, to: string) =>
    `La resolución de numeración no es válida: INVOICE_RESOLUTION_TO (${to}) es anterior a INVOICE_RESOLUTION_FROM (${from}).`,
  resolutionExpired: (to: string) =>
    `La resolución de numeración venció el ${to} (INVOICE_RESOLUTION_TO): pide una nueva a la DIAN y actualiza las variables INVOICE_.`,
  productionNeedsIssuer: (missing: string) =>
    `Falta la variable de entorno ${missing}: con las claves de producción de Factus, los datos del emisor y la resolución son obligatorios.`,
  testInvoicesInProduction:
    'Las facturas de este sitio serían de prueba, sin validez ante la DIAN: configura las claves de Factus (FACTUS_CLIENT_ID y las demás) con FACTUS_ENVIRONMENT=production, o escribe ALLOW_TEST_INVOICES=true si es un sitio de pruebas.',
  environment: 'La variable de entorno FACTUS_ENVIRONMENT no es válida: debe ser sandbox o production.',
} as const;
