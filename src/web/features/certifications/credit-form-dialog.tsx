import type { Credit } from "@common/certifications/credit";
import type { ReactElement } from "react";
import { CreditForm } from "./credit-form";
import { FormDialog } from "./form-dialog";

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
      tour={{ name: "add-credit", start: !credit }}
    >
      {(close) => <CreditForm certificationId={certificationId} credit={credit} onDone={close} />}
    </FormDialog>
  );
}
