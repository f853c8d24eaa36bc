import type { CertificationDetail } from "@common/certifications/certification";
import { Button } from "@web/components/ui/button";
import { AddFromCertificateDialog } from "@web/features/captures/add-from-certificate-dialog";
import { Plus } from "lucide-react";
import { useId } from "react";
import { CreditFormDialog } from "./credit-form-dialog";
import { CreditList } from "./credit-list";

/** The current cycle's credits, with Add Credit (floating on a phone). */
export function CreditsSection({ certification }: { certification: CertificationDetail }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-tour="credits-list" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={headingId} className="text-xl font-semibold">
            Credits
          </h2>
          <p className="text-sm text-muted-foreground">
            Credits earned in the current cycle
            {certification.cycle > 1 ? ` (cycle ${certification.cycle})` : ""}.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AddFromCertificateDialog from={`/certifications/${certification.id}`} />
          <CreditFormDialog
            certificationId={certification.id}
            unit={certification.creditsUnit}
            trigger={
              // At the top of the credits from 768 px; on a phone, where the credits come after
              // the summary, progress and requirements, it floats above the tab bar instead.
              <Button
                data-tour="add-credit"
                className="fixed right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 rounded-full shadow-lg md:static md:rounded-md md:shadow-none"
              >
                <Plus aria-hidden="true" />
                Add Credit
              </Button>
            }
          />
        </div>
      </div>
      <CreditList
        certificationId={certification.id}
        cycle={null}
        unit={certification.creditsUnit}
        editable
        period={certification}
        verdicts={certification.progress.credits}
      />
    </section>
  );
}
