/**
 * Spanish texts of the invoice's buyer: the checkout's optional part, the profile's "Datos de
 * facturación", and the refusals of the server and the forms.
 */
export const invoiceBuyerMessages = {
  // --- Refusals (the forms and the server's 400)
  documentNumberRequired: 'Escribe el número de documento.',
  documentTypeInvalid: 'Elige el tipo de documento: cédula de ciudadanía, cédula de extranjería, NIT o pasaporte.',
  ccInvalid: 'Escribe el número de la cédula de ciudadanía: de 3 a 10 dígitos, sin letras.',
  ceInvalid: 'Escribe el número de la cédula de extranjería: de 3 a 15 letras o números.',
  nitInvalid: 'Escribe el NIT: de 3 a 15 dígitos, con o sin puntos, sin el dígito de verificación.',
  ppInvalid: 'Escribe el número del pasaporte: de 3 a 20 letras o números.',
  checkDigitRequired: 'Escribe el dígito de verificación del NIT (el número después del guion).',
  checkDigitInvalid: 'El dígito de verificación no corresponde a ese NIT. Revísalo en el RUT.',
  nameRequired: 'Escribe el nombre completo o la razón social a la que va la factura.',
  nameTooLong: 'El nombre o la razón social puede tener hasta 200 caracteres.',
  keepInvalid: 'La opción de guardar los datos de facturación no es válida.',
  // --- The checkout's part
  checkoutToggle: '¿Necesitas factura a nombre de una persona o empresa?',
  checkoutHint: 'Si no la pides, la factura electrónica sale a nombre de «Consumidor final».',
  keepInProfile: 'Guardar estos datos en mi perfil para mis próximas compras',
  // --- The fields
  documentTypeLabel: 'Tipo de documento',
  documentNumberLabel: 'Número de documento',
  checkDigitLabel: 'Dígito de verificación',
  checkDigitHint: 'El número después del guion en el RUT, por ejemplo el 8 de 900.123.456-8.',
  nameLabel: 'Nombre completo o razón social',
  emailLabel: 'Correo para la factura',
  emailHint: 'Allí llega la factura electrónica.',
  /** "NIT 900123456-8", "Cédula de ciudadanía 1017234567". */
  buyerDocument: (label: string, number: string, checkDigit?: string) => `${label} ${number}${checkDigit ? `-${checkDigit}` : ''}`,
  // --- The profile's section
  profileTitle: 'Datos de facturación',
  profileIntro:
    'Si guardas aquí a nombre de quién van tus facturas, el pago los trae listos. Las facturas emitidas se conservan diez años, como exige la ley, aunque elimines tu cuenta.',
  profileEmpty: 'No tienes datos de facturación guardados: tus facturas salen a nombre de «Consumidor final».',
  profileSave: 'Guardar datos de facturación',
  profileRemove: 'Quitar mis datos de facturación',
  profileSaved: 'Datos de facturación guardados.',
  profileRemoved: 'Datos de facturación quitados.',
  profileLoading: 'Cargando tus datos de facturación…',
  profileLoadError: 'No pudimos cargar tus datos de facturación. Recarga la página para intentarlo de nuevo.',
} as const;
