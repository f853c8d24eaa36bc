import type { Credit } from "@common/certifications/credit";
import { FormDialog } from "@web/components/forms/form-dialog";
import { CertificateDropZone } from "@web/features/captures/certificate-drop-zone";
import { lazyNamed } from "@web/lib/lazy-named";
import type { ReactElement } from "react";

// The form (react-hook-form, its fields and rules) is fetched when the dialog is about to open,
// not with the page that shows the button.
const CreditForm = lazyNamed(() => import("./credit-form"), "CreditForm");

/** Add Credit (no `credit`) or Edit Credit, opened by `trigger`; the form mounts on each opening. */
export function CreditFormDialog({
  trigger,
  certificationId,
  unit,
  credit = null,
}: {
  trigger: ReactElement;
  certificationId: number;
  /** The certification's credits unit, to say what a credit counts. */
  unit: string;
  credit?: Credit | null;
}) {
  return (
    <FormDialog
      trigger={trigger}
      title={credit ? "Edit Credit" : "Add Credit"}
      description={<>A course or activity completed in this cycle, counted in {unit}.</>}
      className="max-w-lg"
      preload={CreditForm.preload}
      tour={{ name: "add-credit", start: !credit }}
    >
      {(close) => (
        <>
          {!credit && (
            <details className="min-w-0 rounded-md border p-3">
              <summary className="cursor-pointer text-sm font-medium">Add from certificate</summary>
              <div className="pt-3">
                <CertificateDropZone from={`/certifications/${certificationId}`} />
              </div>
            </details>
          )}
          <CreditForm certificationId={certificationId} credit={credit} onDone={close} />
        </>
      )}
    </FormDialog>
  );
}
