import { useRevalidator } from "react-router";
import { EMPTY_COUPON } from "../../../../domain/seller/coupon-input";
import { useTranslation } from "../../../i18n/i18n";
import { Card } from "../../account/PageHeading";
import { CouponEditor } from "../CouponEditor";
import type { CouponRow } from "./useCouponColumns";

/** The coupon being made or edited, above the list; saved, it closes and the list follows. */
export function CouponEditorCard({ editing, onClose }: { editing: CouponRow | "new"; onClose: () => void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <Card className="mb-4">
      <h2 className="mb-4 font-semibold">{editing === "new" ? t("seller_new_coupon") : `${t("seller_edit")} ${editing.code}`}</h2>
      <CouponEditor
        key={editing === "new" ? "new" : editing.id}
        id={editing === "new" ? null : editing.id}
        initial={editing === "new" ? EMPTY_COUPON : editing}
        onCancel={onClose}
        onSaved={() => {
          onClose();
          void revalidator.revalidate();
        }}
      />
    </Card>
  );
}
