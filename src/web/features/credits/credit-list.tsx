import type { Credit } from "@common/certifications/credit";
import { toHundredths } from "@common/certifications/credit-amount";
import type { CreditVerdict } from "@common/certifications/progress-schema";
import { PageControls } from "@web/components/lists/page-controls";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { creditPageSize as pageSize } from "@web/features/certifications/certifications-api";
import { useCredits } from "@web/features/certifications/use-certifications";
import { pageCount } from "@web/hooks/use-paged-filters";
import { useEffect, useId, useState } from "react";
import { CreditItem } from "./credit-item";
import { outsidePeriod, outsidePeriodReason, type ReportingPeriod } from "./reporting-period";

/** A credit with what its cycle makes of it: the note shown when it does not count in full. */
type ListedCredit = { credit: Credit; note: string | null; outside: boolean };

/**
 * Each credit with its verdict from the cycle's progress (by credit id) when there is one, else
 * with the period read from its dates (a finished cycle keeps no explanation).
 */
function listedCredits(
  credits: Credit[],
  period: ReportingPeriod,
  verdicts: CreditVerdict[] | undefined,
): ListedCredit[] {
  const byId = new Map(verdicts?.map((verdict) => [verdict.creditId, verdict]));
  return credits.map((credit) => {
    const verdict = byId.get(credit.id);
    if (verdict) {
      const inFull = toHundredths(verdict.counted) >= toHundredths(credit.credits);
      return {
        credit,
        note: inFull && verdict.outsidePeriod === null ? null : verdict.explanation,
        outside: verdict.outsidePeriod !== null,
      };
    }
    const side = outsidePeriod(credit.completionDate, period);
    return { credit, note: side ? outsidePeriodReason(side) : null, outside: side !== null };
  });
}

function OutsidePeriodCredits({
  credits,
  unit,
  editable,
}: {
  credits: ListedCredit[];
  unit: string;
  editable: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <div className="grid gap-0.5">
        <h3 id={headingId} className="font-semibold">
          Outside the reporting period
        </h3>
        <p className="text-sm text-muted-foreground">
          These credits were completed outside this cycle's reporting period and count for nothing
          toward it.
        </p>
      </div>
      <ul className="grid min-w-0 gap-3">
        {credits.map(({ credit, note }) => (
          <CreditItem key={credit.id} credit={credit} unit={unit} editable={editable} note={note} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The credits of one cycle (null: the current one), newest completion first; those completed
 * outside the reporting period are listed apart, with the reason. `verdicts` are the current
 * cycle's (detail.progress.credits): a credit that does not count in full says why.
 */
export function CreditList({
  certificationId,
  cycle,
  unit,
  editable,
  period,
  verdicts,
}: {
  certificationId: number;
  cycle: number | null;
  unit: string;
  editable: boolean;
  period: ReportingPeriod;
  verdicts?: CreditVerdict[];
}) {
  const [page, setPage] = useState(1);
  const credits = useCredits({ certificationId, cycle: cycle ?? undefined, page });
  const lastPage = pageCount(credits.data?.total ?? 0, pageSize);
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  if (credits.isPending) return <Spinner />;
  if (credits.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        Could not load the credits.
        <Button variant="outline" size="sm" onClick={() => void credits.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (credits.data.total === 0) {
    return (
      <div className="grid gap-1 rounded-md border border-dashed p-6 text-center">
        <p className="font-medium">No credits recorded yet</p>
        {editable && (
          <p className="text-sm text-muted-foreground">
            Add a credit for each course or activity you complete to track your progress.
          </p>
        )}
      </div>
    );
  }
  const listed = listedCredits(credits.data.rows, period, verdicts);
  const inPeriod = listed.filter((entry) => !entry.outside);
  const outside = listed.filter((entry) => entry.outside);
  return (
    <div className="grid min-w-0 gap-3">
      {inPeriod.length > 0 && (
        <ul className="grid min-w-0 gap-3">
          {inPeriod.map(({ credit, note }) => (
            <CreditItem
              key={credit.id}
              credit={credit}
              unit={unit}
              editable={editable}
              note={note}
            />
          ))}
        </ul>
      )}
      {outside.length > 0 && (
        <OutsidePeriodCredits credits={outside} unit={unit} editable={editable} />
      )}
      <PageControls
        page={page}
        pageSize={pageSize}
        total={credits.data.total}
        noun="credits"
        onPageChange={setPage}
      />
    </div>
  );
}
