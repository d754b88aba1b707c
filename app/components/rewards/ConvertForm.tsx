import { useId } from "react";
import { z } from "zod";
import { centsToDecimal } from "../../../kernel/money";
import { useTranslation } from "../../i18n/i18n";
import { messagesOf, useShopForm } from "../../lib/use-shop-form";

/** The points as typed; the server checks them (whole points, at most what is held: domain/rewards/convert-reward.ts). */
const ConvertFields = z.object({ reward: z.string() });

/**
 * Points into wallet money: how many (whole points, "All" fills what is held), what they
 * become at the shop's rate, then `user/convert-reward`. The server computes the money; the
 * figure here is only the preview.
 */
export function ConvertForm({
  held,
  rate,
  format,
  onDone,
}: {
  held: number;
  rate: number;
  format: (amount: string) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { form, send } = useShopForm(ConvertFields, { defaultValues: { reward: "" } });
  const error = messagesOf(form.formState.errors).reward;
  const points = form.watch("reward");
  const whole = /^\d{1,13}$/.test(points.trim()) ? Number(points.trim()) : 0;
  const preview = whole > 0 && rate > 0 ? Math.floor((whole * 100) / rate) : 0;
  const submit = form.handleSubmit(async (values) => {
    // every message of the server is the points' (too many, wallet off …)
    const body = { reward: values.reward.trim(), amount: centsToDecimal(preview) };
    const answer = await send("user/convert-reward", body, { loud: true, successToast: "plain", placeError: () => "reward" });
    if (!answer) return;
    form.reset();
    onDone();
  });
  return (
    <form onSubmit={submit} className="space-y-4" data-testid="convert-form" noValidate>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-points`} className="block text-sm font-medium text-gray-700">
          {t("reward_convert_points")}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-points`}
            {...form.register("reward")}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-points-note`}
            className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-start text-sm outline-none focus:ring-2 focus:ring-primary/20 ${error ? "border-red-400" : "border-gray-300 focus:border-primary"}`}
            data-testid="convert-points"
          />
          <button
            type="button"
            onClick={() => form.setValue("reward", String(held))}
            disabled={held <= 0}
            className="shrink-0 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-700 hover:border-primary hover:text-primary disabled:opacity-50"
            data-testid="convert-all"
          >
            {t("reward_convert_all")}
          </button>
        </div>
        <p id={`${id}-points-note`} className={`text-xs ${error ? "text-red-600" : "text-gray-500"}`} role={error ? "alert" : undefined}>
          {error ?? t("reward_convert_gets", { amount: format(centsToDecimal(preview)) })}
        </p>
      </div>
      <button
        type="submit"
        disabled={form.formState.isSubmitting || held <= 0}
        className="w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary/90 disabled:opacity-60"
        data-testid="convert-submit"
      >
        {t("reward_convert_button")}
      </button>
    </form>
  );
}
