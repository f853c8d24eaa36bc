import type { Opportunity } from "@common/opportunities";
import { TitledDialog } from "@web/components/ui/titled-dialog";
import { lazyNamed } from "@web/lib/lazy-named";
import { type ReactElement, useState } from "react";

// The form is fetched when the dialog is about to open, not with the catalog.
const OpportunityForm = lazyNamed(() => import("./opportunity-form"), "OpportunityForm");

/**
 * "Add opportunity" (no `opportunity`) or "Edit opportunity", opened by `trigger`; the form
 * mounts on each opening, so it starts from the saved values.
 */
export function OpportunityFormDialog({
  trigger,
  opportunity = null,
}: {
  trigger: ReactElement;
  opportunity?: Opportunity | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog
      trigger={trigger}
      preload={OpportunityForm.preload}
      open={open}
      onOpenChange={setOpen}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      title={opportunity ? "Edit opportunity" : "Add opportunity"}
      description={
        opportunity
          ? "Changes show at once to premium users looking for courses."
          : "A course, webinar, conference, workshop or self-study premium users can take."
      }
    >
      {open && <OpportunityForm opportunity={opportunity} onDone={() => setOpen(false)} />}
    </TitledDialog>
  );
}
