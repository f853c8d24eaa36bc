import type { CertificationDetail } from "@common/certifications/certification";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { creditsWithUnit } from "./certification-labels";
import { RenewForm } from "./renew-form";

/** Starts the certification's next cycle; the current cycle's credits stay as a past cycle. */
export function RenewDialog({ certification }: { certification: CertificationDetail }) {
  const [open, setOpen] = useState(false);
  const earned = creditsWithUnit(certification.creditsEarned, certification.creditsUnit);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <RefreshCw aria-hidden="true" />
          Renew
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Renew Certification</DialogTitle>
          <DialogDescription>
            Starts cycle {certification.cycle + 1} of {certification.name}. The credits of cycle{" "}
            {certification.cycle} ({earned}) are kept, with their certificates, as a past cycle; the
            new cycle starts with no credits earned.
          </DialogDescription>
        </DialogHeader>
        <RenewForm certification={certification} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
