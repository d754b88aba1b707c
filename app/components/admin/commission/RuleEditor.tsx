import { z } from "zod";
import { useTranslation } from "../../../i18n/i18n";
import { useShopForm } from "../../../lib/use-shop-form";
import { BoundTextField } from "../../ui/BoundFields";
import { EditorCard } from "../catalog/EditorCard";

/** What the form holds; the server checks it whole (domain/seller/commission-rule-input.ts) and its field errors come back under each field. */
const RuleForm = z.object({
  scope: z.enum(["seller", "category", "product"]),
  target_id: z.string(),
  percent: z.string(),
  fixed_fee: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});

export interface RuleRow {
  id: number;
  scope: "seller" | "category" | "product";
  target_id: number;
  percent: string | null;
  fixed_fee: string | null;
  starts_at: string;
  ends_at: string | null;
}

const local = (iso: string | null) => (iso ? iso.slice(0, 16) : "");

/** A commission rule's form (decision 072): what it applies to, the percentage and/or fixed fee per line, its window (UTC). */
export function RuleEditor({ rule, onDone }: { rule: RuleRow | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(RuleForm, {
    defaultValues: {
      scope: rule?.scope ?? "seller",
      target_id: rule ? String(rule.target_id) : "",
      percent: rule?.percent ?? "",
      fixed_fee: rule?.fixed_fee ?? "",
      starts_at: local(rule?.starts_at ?? null),
      ends_at: local(rule?.ends_at ?? null),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    if (await send(rule ? `admin/commission-rules/${rule.id}` : "admin/commission-rules", values, { revalidate: true })) onDone();
  });
  return (
    <EditorCard
      title={rule ? t("admin_rules_edit") : t("admin_rules_new")}
      onSubmit={submit}
      onCancel={onDone}
      busy={form.formState.isSubmitting}
      testId="rule-editor"
    >
      <label className="mb-3 block text-sm">
        <span className="mb-1 block font-medium text-gray-700">{t("admin_rules_scope")}</span>
        <select {...form.register("scope")} className="w-full rounded-lg border border-gray-300 px-3 py-2" data-testid="rule-scope">
          {(["seller", "category", "product"] as const).map((s) => (
            <option key={s} value={s}>
              {t(`admin_rules_scope_${s}`)}
            </option>
          ))}
        </select>
      </label>
      <BoundTextField form={form} name="target_id" label={t("admin_rules_target")} ltr testId="rule-target" />
      <BoundTextField form={form} name="percent" label={t("admin_rules_percent")} ltr testId="rule-percent" />
      <BoundTextField form={form} name="fixed_fee" label={t("admin_rules_fixed")} ltr testId="rule-fixed" />
      <BoundTextField form={form} name="starts_at" type="datetime-local" label={t("admin_rules_starts")} ltr />
      <BoundTextField form={form} name="ends_at" type="datetime-local" label={t("admin_rules_ends")} ltr />
    </EditorCard>
  );
}
