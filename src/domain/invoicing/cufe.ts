/**
 * The CUFE (código único de factura electrónica), as DIAN's Anexo técnico 1.9 defines it: the
 * SHA-384 of NumFac + FecFac + HorFac + ValFac + "01" + ValIva + "04" + ValINC + "03" + ValICA +
 * ValTot + NitOFE + NumAdq + ClTec + TipoAmb, amounts with two decimals. Here is the text hashed
 * (pure); the sandbox hashes it. The shop charges IVA only: INC and ICA are 0.00.
 */

export interface CufeFacts {
  /** Prefix and consecutive, "SETP990000001". */
  number: string;
  /** The issue's Bogotá date (YYYY-MM-DD) and time (HH:mm:ss-05:00). */
  date: string;
  time: string;
  /** The lines' bases, the IVA and the total, in whole pesos. */
  base: number;
  iva: number;
  total: number;
  issuerNit: string;
  buyerNumber: string;
  technicalKey: string;
  /** DIAN's environment: 1 production, 2 tests. */
  environment: 1 | 2;
}

const amount = (pesos: number) => pesos.toFixed(2);

export function cufeInput(facts: CufeFacts): string {
  return [
    facts.number,
    facts.date,
    facts.time,
    amount(facts.base),
    '01',
    amount(facts.iva),
    '04',
    amount(0),
    '03',
    amount(0),
    amount(facts.total),
    facts.issuerNit,
    facts.buyerNumber,
    facts.technicalKey,
    String(facts.environment),
  ].join('');
}

const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The Bogotá date and time of an instant as the CUFE and the document print them. */
export function bogotaIssueTime(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() - BOGOTA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: `${local.slice(11, 19)}-05:00` };
}
