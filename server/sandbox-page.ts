import { translate } from "./i18n";

const esc = (v: string) =>
  v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export interface SandboxPageData {
  ref: string;
  open: boolean;
  status: string;
  amount: string;
  currency: string;
  merchant: string;
  reference: string;
  formToken: string;
  locale: string;
  dir: "ltr" | "rtl";
  action: string;
  backUrl: string;
}

/** The amount as the shopper's language writes it (exact: the decimal string is formatted, never a float). */
function money(amount: string, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "symbol" }).format(
      amount as Intl.StringNumericLiteral,
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:linear-gradient(160deg,#0f766e 0%,#134e4a 55%,#0b2e2b 100%);font-family:system-ui,-apple-system,"Segoe UI",Vazirmatn,Tahoma,sans-serif;color:#0f172a}
.card{width:100%;max-width:420px;background:#fff;border-radius:20px;box-shadow:0 20px 50px rgba(0,0,0,.3);overflow:hidden}
.top{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:18px 24px;border-bottom:1px solid #e2e8f0}
.brand{display:flex;align-items:center;gap:8px;font-weight:800;font-size:18px;color:#0f766e}.brand i{display:inline-block;width:22px;height:22px;border-radius:6px;background:#0f766e;transform:rotate(45deg)}
.badge{font-size:11px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 10px}
.body{padding:24px}.merchant{margin:0;color:#475569;font-size:14px}.amount{margin:6px 0 18px;font-size:34px;font-weight:800;letter-spacing:-.01em;unicode-bidi:isolate}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px;font-size:14px}dt{color:#64748b}dd{margin:0;font-weight:600;text-align:end;unicode-bidi:isolate;overflow-wrap:anywhere}
.note{margin:0 0 20px;padding:10px 12px;border-radius:10px;background:#f1f5f9;color:#334155;font-size:13px;line-height:1.5}
form{display:grid;gap:10px}button{font:inherit;font-weight:700;font-size:16px;border-radius:12px;padding:13px 16px;cursor:pointer;border:1px solid transparent}
.pay{background:#0f766e;color:#fff}.pay:hover{background:#115e59}.row{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.cancel{background:#fff;color:#0f172a;border-color:#cbd5e1}.cancel:hover{background:#f8fafc}.fail{background:#fff;color:#b91c1c;border-color:#fecaca}.fail:hover{background:#fef2f2}
.closed{padding:12px;border-radius:10px;background:#fef2f2;color:#991b1b;font-size:14px;margin:0 0 16px}.back{color:#0f766e;font-weight:600}
.foot{padding:14px 24px;border-top:1px solid #e2e8f0;color:#94a3b8;font-size:12px;text-align:center}
button:focus-visible,a:focus-visible{outline:3px solid #5eead4;outline-offset:2px}`;

/** The sandbox provider's hosted page: who is paid, how much, and three buttons (no shop chrome: it stands for another site). */
export function renderSandboxPage(d: SandboxPageData): string {
  const t = (key: string, params: Record<string, string> = {}) => esc(translate(d.locale, key, params));
  const closed = `<p class="closed" role="status">${t("sbx_closed", { status: translate(d.locale, `pay_state_${d.status}`) })}</p><a class="back" href="${esc(d.backUrl)}">${t("sbx_back_to_shop")}</a>`;
  const buttons = `<form method="post" action="${esc(d.action)}"><input type="hidden" name="token" value="${esc(d.formToken)}">
<button class="pay" name="action" value="pay" data-testid="sandbox-pay">${t("sbx_pay_amount", { amount: money(d.amount, d.currency, d.locale) })}</button>
<div class="row"><button class="cancel" name="action" value="cancel" data-testid="sandbox-cancel">${t("sbx_cancel")}</button><button class="fail" name="action" value="fail" data-testid="sandbox-fail">${t("sbx_fail")}</button></div></form>`;
  return `<!doctype html><html lang="${esc(d.locale)}" dir="${d.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t("sbx_title")} · ${esc(d.merchant)}</title><style>${STYLE}</style></head><body>
<main class="card"><div class="top"><span class="brand"><i aria-hidden="true"></i>SandboxPay</span><span class="badge">${t("sbx_test_mode")}</span></div>
<div class="body"><p class="merchant">${t("sbx_pay_to", { merchant: d.merchant })}</p><p class="amount" data-testid="sandbox-amount"><bdi>${esc(money(d.amount, d.currency, d.locale))}</bdi></p>
<dl><dt>${t("sbx_reference")}</dt><dd><bdi dir="ltr">${esc(d.reference)}</bdi></dd><dt>${t("sbx_currency")}</dt><dd><bdi dir="ltr">${esc(d.currency)}</bdi></dd></dl>
${d.open ? `<p class="note">${t("sbx_note")}</p>${buttons}` : closed}</div>
<div class="foot">${t("sbx_footer")}</div></main></body></html>`;
}
