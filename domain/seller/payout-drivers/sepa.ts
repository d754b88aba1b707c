/**
 * The bank-transfer payout driver's file (decision 073): a SEPA credit transfer, ISO 20022
 * `pain.001.001.09`, one `PmtInf` from the marketplace's own account (the settings
 * `payout_debtor_name`, `payout_debtor_iban`, `payout_debtor_bic`) with one `CdtTrfTxInf` per
 * payout. Amounts are written from minor units, never through floating point.
 */

export interface SepaPayout {
  id: number;
  amountMinor: number;
  accountHolder: string;
  iban: string;
  bic: string;
  /** the remittance text the seller's bank statement shows */
  reference: string;
}

export interface SepaBatch {
  messageId: string;
  createdAt: Date;
  /** the requested execution date, YYYY-MM-DD */
  executionDate: string;
  currencyCode: string;
  debtor: { name: string; iban: string; bic: string };
  payouts: SepaPayout[];
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** SEPA's character set is Latin; anything else becomes a space, and names are cut at 70. */
const sepaText = (s: string, max: number) =>
  escapeXml(
    s
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, max) || "NOTPROVIDED",
  );

/** 12345 → "123.45" */
export const minorToAmount = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

const agent = (tag: string, bic: string) =>
  bic
    ? `<${tag}><FinInstnId><BICFI>${escapeXml(bic)}</BICFI></FinInstnId></${tag}>`
    : `<${tag}><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></${tag}>`;

export function sepaCreditTransfer(batch: SepaBatch): string {
  const sum = minorToAmount(batch.payouts.reduce((s, p) => s + p.amountMinor, 0));
  const created = batch.createdAt.toISOString().replace(/\.\d{3}Z$/, "Z");
  const ccy = escapeXml(batch.currencyCode);
  const txs = batch.payouts.map(
    (p) =>
      `<CdtTrfTxInf><PmtId><EndToEndId>${escapeXml(`BZR-PAYOUT-${p.id}`)}</EndToEndId></PmtId>` +
      `<Amt><InstdAmt Ccy="${ccy}">${minorToAmount(p.amountMinor)}</InstdAmt></Amt>` +
      (p.bic ? agent("CdtrAgt", p.bic) : "") +
      `<Cdtr><Nm>${sepaText(p.accountHolder, 70)}</Nm></Cdtr>` +
      `<CdtrAcct><Id><IBAN>${escapeXml(p.iban)}</IBAN></Id></CdtrAcct>` +
      `<RmtInf><Ustrd>${sepaText(p.reference, 140)}</Ustrd></RmtInf></CdtTrfTxInf>`,
  );
  const debtorName = sepaText(batch.debtor.name, 70);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    "<CstmrCdtTrfInitn>",
    `<GrpHdr><MsgId>${escapeXml(batch.messageId)}</MsgId><CreDtTm>${created}</CreDtTm><NbOfTxs>${batch.payouts.length}</NbOfTxs><CtrlSum>${sum}</CtrlSum><InitgPty><Nm>${debtorName}</Nm></InitgPty></GrpHdr>`,
    `<PmtInf><PmtInfId>${escapeXml(batch.messageId)}-1</PmtInfId><PmtMtd>TRF</PmtMtd><NbOfTxs>${batch.payouts.length}</NbOfTxs><CtrlSum>${sum}</CtrlSum>`,
    "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>",
    `<ReqdExctnDt><Dt>${escapeXml(batch.executionDate)}</Dt></ReqdExctnDt>`,
    `<Dbtr><Nm>${debtorName}</Nm></Dbtr><DbtrAcct><Id><IBAN>${escapeXml(batch.debtor.iban)}</IBAN></Id></DbtrAcct>`,
    agent("DbtrAgt", batch.debtor.bic),
    "<ChrgBr>SLEV</ChrgBr>",
    ...txs,
    "</PmtInf>",
    "</CstmrCdtTrfInitn>",
    "</Document>",
    "",
  ].join("\n");
}

const csvCell = (v: string) => {
  // a cell a spreadsheet would read as a formula is quoted as text
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The same batch as CSV, one line per payout (the IBAN whole: the file is for the bank). */
export function payoutCsv(batch: SepaBatch): string {
  const head = ["end_to_end_id", "account_holder", "iban", "bic", "amount", "currency", "reference"];
  const rows = batch.payouts.map((p) =>
    [`BZR-PAYOUT-${p.id}`, p.accountHolder, p.iban, p.bic, minorToAmount(p.amountMinor), batch.currencyCode, p.reference]
      .map(csvCell)
      .join(","),
  );
  return `${[head.join(","), ...rows].join("\r\n")}\r\n`;
}
