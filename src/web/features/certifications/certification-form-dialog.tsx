import type { Certification } from "@common/certifications/certification";
import { FormDialog } from "@web/components/forms/form-dialog";
import { lazyNamed } from "@web/lib/lazy-named";
import type { ReactElement } from "react";

// The form (react-hook-form, its fields and rules) is fetched when the dialog is about to open,
// not with the page that shows the button.
const CertificationForm = lazyNamed(() => import("./certification-form"), "CertificationForm");

/**
 * Add Certification (no `certification`) or Edit Certification, opened by `trigger`. The form
 * mounts on each opening, so it always starts from the saved values. Opened to find
 * (`findFirst`), the finder's search takes the focus and the form's tour waits for another
 * opening: its steps would cover the finder.
 */
export function CertificationFormDialog({
  trigger,
  certification = null,
  findFirst = false,
}: {
  trigger: ReactElement;
  certification?: Certification | null;
  findFirst?: boolean;
}) {
  return (
    <FormDialog
      trigger={trigger}
      title={certification ? "Edit Certification" : "Add Certification"}
      description="Only the name is required. The deadline is the expiration date, or the reporting period end when there is no expiration date."
      className="max-w-3xl"
      preload={CertificationForm.preload}
      tour={{ name: "add-certification", start: !certification && !findFirst }}
    >
      {(close) => (
        <CertificationForm certification={certification} onDone={close} findFirst={findFirst} />
      )}
    </FormDialog>
  );
}
