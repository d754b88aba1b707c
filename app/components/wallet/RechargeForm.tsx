import { useId, useState } from "react";
import { toast } from "sonner";
import { z } from "zod";
import type { WalletData } from "../../../domain/wallet/wallet-view";
import { useTranslation } from "../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { inputClass } from "../ui/FormField";
import { CreditCard, FlaskConical, Landmark, Paperclip } from "../ui/icon-set";

/** What a recharge holds besides the way to pay and the receipt; the server checks it (its messages go beside the fields). */
const RechargeInput = z.object({ amount: z.string(), transaction_id: z.string() });
const blank = { amount: "", transaction_id: "" };

const ICONS = { sandbox: FlaskConical, stripe: CreditCard, offline_method: Landmark } as const;

/**
 * Add money: the amount (the least and most from settings), the way (the sandbox's hosted page,
 * or a bank transfer with its receipt), then `user/recharge-wallet`. Online: on to the hosted
 * page; offline: the recharge waits for an operator and shows in the history as pending.
 */
export function RechargeForm({ data, format, onDone }: { data: WalletData; format: (amount: string) => string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<string | null>(data.payment_types[0]?.type ?? null);
  const [file, setFile] = useState<File | null>(null);
  const { form, send } = useShopForm(RechargeInput, { defaultValues: blank });
  const errors = messagesOf(form.formState.errors);
  const busy = form.formState.isSubmitting;
  const amount = form.watch("amount");
  const submit = form.handleSubmit(async (values) => {
    if (!type) return;
    const offline = type === "offline_method";
    const reference = values.transaction_id.trim();
    const body = {
      amount: values.amount.trim(),
      payment_type: type,
      ...(offline && data.offline_methods[0] ? { id: String(data.offline_methods[0].id) } : {}),
      ...(offline && reference ? { transaction_id: reference } : {}),
    };
    const answer = await send<{ redirect_url: string | null }>("user/recharge-wallet", body, {
      loud: true,
      successToast: false,
      multipart: "fields",
      files: { file: offline ? file : null },
      placeError: formErrorAbove,
    });
    if (!answer) return;
    if (answer.redirect_url) {
      toast.info(answer.success);
      window.location.assign(answer.redirect_url);
      return;
    }
    toast.success(answer.success);
    form.reset(blank);
    setFile(null);
    onDone();
  });
  if (!data.payment_types.length) return <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">{t("wallet_no_methods")}</p>;

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="recharge-form" noValidate>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-gray-700">
          {t("wallet_amount")} <span className="text-gray-500">({data.currency})</span>
        </label>
        <input
          id={`${id}-amount`}
          {...form.register("amount")}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          aria-invalid={Boolean(errors.amount)}
          aria-describedby={`${id}-amount-note`}
          className={`${inputClass(errors.amount, "roomy")} text-start`}
          data-testid="recharge-amount"
        />
        <p
          id={`${id}-amount-note`}
          className={`text-xs ${errors.amount ? "text-red-600" : "text-gray-500"}`}
          role={errors.amount ? "alert" : undefined}
        >
          {errors.amount ?? t("wallet_amount_hint", { min: format(data.min_recharge), max: format(data.max_recharge) })}
        </p>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-gray-700">{t("wallet_pay_with")}</legend>
        {data.payment_types.map((m) => {
          const Icon = ICONS[m.type];
          const chosen = type === m.type;
          return (
            <label
              key={m.type}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 ${chosen ? "border-primary bg-primary-soft/50 ring-1 ring-primary" : "border-gray-200 hover:border-gray-300"}`}
              data-testid={`recharge-type-${m.type}`}
            >
              <input
                type="radio"
                name={`${id}-type`}
                checked={chosen}
                onChange={() => setType(m.type)}
                className="size-4 shrink-0 accent-[var(--color-primary)]"
              />
              <Icon className="size-5 shrink-0 text-gray-600" aria-hidden="true" />
              <span className="text-sm font-medium text-gray-900">{t(`pay_type_${m.type}`)}</span>
            </label>
          );
        })}
        {errors.payment_type && <p className="text-sm text-red-600">{errors.payment_type}</p>}
      </fieldset>
      {type === "offline_method" && (
        <div className="space-y-3 rounded-xl bg-gray-50 p-3">
          {data.offline_methods.map((m) => (
            <ul key={m.id} className="space-y-1 text-sm leading-6 text-gray-800" data-testid="recharge-bank-details">
              {m.instructions
                .split(/\s*[·\n]\s*/)
                .filter(Boolean)
                .map((part) => (
                  <li key={part} dir="auto" className="text-start">
                    {part}
                  </li>
                ))}
            </ul>
          ))}
          <label className="block">
            <span className="mb-1 block text-sm font-medium text-gray-700">{t("wallet_transaction_id")}</span>
            <input {...form.register("transaction_id")} maxLength={100} dir="auto" className={inputClass()} />
          </label>
          <label className="block">
            <span className="mb-1 block text-sm font-medium text-gray-700">{t("pay_receipt_label")}</span>
            <span className="flex items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white p-3 hover:border-primary">
              <Paperclip className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm text-gray-600" dir="auto">
                {file?.name ?? t("pay_receipt_hint")}
              </span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
                className="sr-only"
                data-testid="recharge-receipt"
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              />
            </span>
          </label>
          {errors.file && <p className="text-sm text-red-600">{errors.file}</p>}
        </div>
      )}
      {errors.form && <p className="text-sm text-red-600">{errors.form}</p>}
      <button
        type="submit"
        disabled={busy || !type || !amount.trim() || (type === "offline_method" && !file)}
        className="w-full rounded-full bg-primary px-6 py-3 font-semibold text-white hover:opacity-90 disabled:opacity-50"
        data-testid="recharge-submit"
      >
        {t("wallet_recharge_button")}
      </button>
    </form>
  );
}
