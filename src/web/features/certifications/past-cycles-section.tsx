import type { CertificationDetail, PastCycle } from "@common/certifications/certification";
import { creditsOfRequiredText, creditsText } from "@common/certifications/credits-unit";
import { Button } from "@web/components/ui/button";
import { CreditList } from "@web/features/credits/credit-list";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { DocumentLink } from "./cycle-document-card";
import { RequirementsList } from "./requirements-list";

/** "Cycle 1: Jan 1, 2023 – Dec 31, 2024": from its received date to its deadline. */
export function cycleTitle(cycle: PastCycle): string {
  const start = formatDate(cycle.receivedDate ?? cycle.reportingPeriodStart, "Not set");
  const end = formatDate(cycle.expirationDate ?? cycle.reportingPeriodEnd, "Not set");
  return `Cycle ${cycle.cycle}: ${start} – ${end}`;
}

function PastCycleItem({
  certificationId,
  cycle,
  unit,
}: {
  certificationId: number;
  cycle: PastCycle;
  unit: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="min-w-0 rounded-md border">
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="h-auto w-full justify-between gap-3 p-3 text-left whitespace-normal"
      >
        <span className="grid min-w-0 gap-0.5">
          <span className="font-medium">{cycleTitle(cycle)}</span>
          <span className="font-normal text-muted-foreground">
            {creditsOfRequiredText(cycle.creditsEarned, cycle.creditsRequired, unit)}
            {cycle.creditsMissing > 0
              ? ` · ${creditsText(cycle.creditsMissing, unit)} missing`
              : " · complete"}
          </span>
        </span>
        <ChevronDown
          className={cn("transition-transform", open && "rotate-180")}
          aria-hidden="true"
        />
      </Button>
      <div id={panelId} hidden={!open} className="grid min-w-0 gap-4 border-t p-3">
        {open && (
          <>
            <div className="grid min-w-0 gap-2">
              <h3 className="text-sm font-medium">Requirements of cycle {cycle.cycle}</h3>
              <RequirementsList requirements={cycle.requirements} unit={unit} />
            </div>
            <div>
              {cycle.document ? (
                <DocumentLink url={cycle.document.url} name={cycle.document.name} />
              ) : (
                <p className="text-sm text-muted-foreground">No document kept for this cycle.</p>
              )}
            </div>
            <CreditList
              certificationId={certificationId}
              cycle={cycle.cycle}
              unit={unit}
              editable={false}
              period={cycle}
            />
          </>
        )}
      </div>
    </li>
  );
}

/** Finished cycles, newest first; their credits are kept as they were and read only. */
export function PastCyclesSection({ certification }: { certification: CertificationDetail }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-tour="past-cycles" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold">
          Past Cycles
        </h2>
        <p className="text-sm text-muted-foreground">
          Credits, requirements and documents of finished cycles are kept as they were and cannot be
          changed.
        </p>
      </div>
      <ul className="grid min-w-0 gap-3">
        {certification.pastCycles.map((cycle) => (
          <PastCycleItem
            key={cycle.cycle}
            certificationId={certification.id}
            cycle={cycle}
            unit={certification.creditsUnit}
          />
        ))}
      </ul>
    </section>
  );
}
