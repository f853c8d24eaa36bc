import { paymentsTestModeWarning } from "@common/subscription";
import { usePaymentsMode } from "@web/hooks/use-payments-mode";
import { TriangleAlert } from "lucide-react";

/**
 * On the administrators' pages while payments run in test mode: anyone can make themselves
 * premium, right for a demo, wrong for an installation whose payment keys were forgotten.
 */
export function PaymentsTestModeBanner() {
  const { data } = usePaymentsMode();
  if (data?.mode !== "test") return null;
  return (
    <div
      role="status"
      aria-label="Payments notice"
      className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">{paymentsTestModeWarning}</p>
        <p>
          To take payments, set STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET; to
          leave premium to administrators, set PAYMENTS_TEST_MODE=false. Then restart the server.
        </p>
      </div>
    </div>
  );
}
