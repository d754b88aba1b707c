import { describe, expect, it } from "vitest";
import { maskIban, normaliseIban, validBic, validIban } from "../../domain/seller/iban";
import { minorToAmount, payoutCsv } from "../../domain/seller/payout-drivers/sepa";

describe("bank details (decision 073)", () => {
  it("IBANs pass by their mod-97 check digits, and only then", () => {
    for (const good of [
      "DE89 3704 0044 0532 0130 00",
      "GB82 WEST 1234 5698 7654 32",
      "nl91abna0417164300",
      "FR14 2004 1010 0505 0001 3M02 606",
    ])
      expect(validIban(normaliseIban(good)), good).toBe(true);
    for (const bad of [
      "DE88370400440532013000",
      "DE8937040044053201300",
      "GB82WEST1234569876543X",
      "1234",
      "",
      "DE89-3704-0044-0532-0130-01",
    ])
      expect(validIban(normaliseIban(bad)), bad).toBe(false);
  });
  it("an IBAN is shown masked; a BIC has its shape", () => {
    expect(maskIban("DE89370400440532013000")).toBe("DE89 •••• •••• 3000");
    expect(maskIban("")).toBe("");
    expect(validBic("COBADEFFXXX")).toBe(true);
    expect(validBic("COBADEFF")).toBe(true);
    expect(validBic("COBA1EFF")).toBe(false);
  });
  it("amounts are written from minor units; CSV cells cannot become formulas", () => {
    expect([minorToAmount(5), minorToAmount(12345), minorToAmount(100)]).toEqual(["0.05", "123.45", "1.00"]);
    const csv = payoutCsv({
      messageId: "M",
      createdAt: new Date(0),
      executionDate: "2026-12-07",
      currencyCode: "EUR",
      debtor: { name: "", iban: "", bic: "" },
      payouts: [{ id: 1, amountMinor: 100, accountHolder: "=HYPERLINK(1)", iban: "DE89370400440532013000", bic: "", reference: "a,b" }],
    });
    expect(csv).toContain(`BZR-PAYOUT-1,'=HYPERLINK(1),DE89370400440532013000,,1.00,EUR,"a,b"`);
  });
});
