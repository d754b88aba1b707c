import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { PaymentOrderView } from "../../../domain/payments/payment-order";
import { api } from "../../lib/api";

/**
 * The payment's choice: the payment type, the bank transfer's receipt, and `pay`, which sends the
 * spec's payment form to `user/complete-order` and goes on to the gateway or the confirmation.
 * `blocked` while nothing is chosen, while it is sent, or while a bank transfer has no receipt yet.
 */
export function usePayment(view: PaymentOrderView) {
  const navigate = useNavigate();
  const [type, setType] = useState<string | null>(view.payment_form.payment_type);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setType(view.payment_form.payment_type);
    setFile(null);
  }, [view]);
  const alreadySent = view.open_payment?.gateway === "offline_method";

  const pay = async () => {
    if (!type) return;
    setBusy(true);
    try {
      // the spec's payment form; the server reads only the type, the group and the method, and recomputes every figure
      const fields: Record<string, unknown> = { ...view.payment_form, payment_type: type, code: view.group.code };
      if (type === "offline_method" && view.offline_methods[0]) fields.id = view.offline_methods[0].id;
      let body: unknown = fields;
      if (type === "offline_method") {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === "object" ? JSON.stringify(v) : String(v));
        if (file) form.append("file", file);
        body = form;
      }
      const answer = await api<{ success: string; code: string; redirect_url: string | null }>("user/complete-order", {
        method: "POST",
        body,
      });
      if (answer.redirect_url) {
        toast.info(answer.success);
        window.location.assign(answer.redirect_url);
        return;
      }
      toast.success(answer.success);
      navigate(`/order-confirmation?code=${encodeURIComponent(answer.code)}`);
    } catch {
      // the error toast is shown by api()
    }
    setBusy(false);
  };
  const blocked = !type || busy || (type === "offline_method" && !file && !alreadySent);
  return { type, setType, file, setFile, busy, blocked, pay };
}
