import type { Credit } from "@common/certifications/credit";
import type { OpportunityListItem } from "@common/opportunities";
import { Button } from "@web/components/ui/button";
import { TitledDialog } from "@web/components/ui/titled-dialog";
import { lazyNamed } from "@web/lib/lazy-named";
import { toast } from "@web/lib/toast-store";
import { CircleCheck } from "lucide-react";
import { useState } from "react";

// The form is fetched when the dialog is about to open, not with the list of opportunities.
const CompletionForm = lazyNamed(() => import("./completion-form"), "CompletionForm");

/** "Credit added", where it counts, and a way to the (first) certification it counts toward. */
function announce(opportunity: OpportunityListItem, credit: Pick<Credit, "shares">) {
  const names = credit.shares.map((share) => share.name).join(", ");
  const first = credit.shares[0];
  toast({
    title: "Credit added",
    description: names ? `${opportunity.title} counts toward ${names}.` : opportunity.title,
    action: first
      ? {
          label: `Open ${first.name}`,
          href: `/certifications/${first.certificationId}`,
          altText: `Open ${first.name}`,
        }
      : undefined,
  });
}

/** The "I completed this" button of an opportunity and its dialog; the form mounts on opening. */
export function CompletionDialog({ opportunity }: { opportunity: OpportunityListItem }) {
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog
      preload={CompletionForm.preload}
      open={open}
      onOpenChange={setOpen}
      className="max-w-lg"
      title="I completed this"
      description="Records this course as a credit on your certifications."
      trigger={
        <Button variant="outline">
          <CircleCheck aria-hidden="true" />I completed this
          <span className="sr-only">: {opportunity.title}</span>
        </Button>
      }
    >
      {open && (
        <CompletionForm
          opportunity={opportunity}
          onRecorded={(credit) => {
            setOpen(false);
            announce(opportunity, credit);
          }}
        />
      )}
    </TitledDialog>
  );
}
