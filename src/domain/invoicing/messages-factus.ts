/**
 * What a failed issue through Factus says, kept with the document and shown to the owner beside
 * Factus' own message (functions/integrations/factus.ts).
 */
export const factusMessages = {
  noAnswer: (detail: string) => `Factus no respondió: ${detail}`,
  noNumber: (answer: string) => `Factus respondió sin número o sin CUFE: ${answer}`,
  stillUnvalidated: (key: string) => `${key} sigue sin validar ante la DIAN`,
  creditNoteWithoutInvoice: 'Una nota crédito necesita la factura que corrige',
  noBillId: (number: string) => `Factus no dio el id de la factura ${number}`,
} as const;
