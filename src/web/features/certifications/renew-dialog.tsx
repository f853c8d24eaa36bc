import type { CertificationDetail } from "@common/certifications/certification";
import { creditsText } from "@common/certifications/credits-unit";
import { FormDialog } from "@web/components/forms/form-dialog";
import { Button } from "@web/components/ui/button";
import { lazyNamed } from "@web/lib/lazy-named";
import { RefreshCw } from "lucide-react";

// Fetched when the dialog is about to open, not with the certification page.
const RenewForm = lazyNamed(() => import("./renew-form"), "RenewForm");

/** Starts the certification's next cycle; the current cycle's credits stay as a past cycle. */
export function RenewDialog({ certification }: { certification: CertificationDetail }) {
  const earned = creditsText(certification.creditsEarned, certification.creditsUnit);
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <RefreshCw aria-hidden="true" />
          Renew
        </Button>
      }
      preload={RenewForm.preload}
      title="Renew Certification"
      description={
        <>
          Starts cycle {certification.cycle + 1} of {certification.name}. The credits of cycle{" "}
          {certification.cycle} ({earned}) are kept, with their certificates, its requirements and
          its document, as a past cycle; the new cycle starts with no credits earned and the same
          requirements unless you change them.
        </>
      }
      className="max-w-3xl"
    >
      {(close) => <RenewForm certification={certification} onDone={close} />}
    </FormDialog>
  );
}
