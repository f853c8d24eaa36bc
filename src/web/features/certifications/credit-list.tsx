import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useEffect, useState } from "react";
import { creditPageSize as pageSize } from "./certifications-api";
import { CreditItem } from "./credit-item";
import { PageControls } from "./page-controls";
import { useCredits } from "./use-certifications";

/** The credits of one cycle (null: the current one), newest completion first. */
export function CreditList({
  certificationId,
  cycle,
  unit,
  editable,
}: {
  certificationId: number;
  cycle: number | null;
  unit: string;
  editable: boolean;
}) {
  const [page, setPage] = useState(1);
  const credits = useCredits({ certificationId, cycle: cycle ?? undefined, page });
  const lastPage = Math.max(1, Math.ceil((credits.data?.total ?? 0) / pageSize));
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
  return (
    <div className="grid min-w-0 gap-3">
      <ul className="grid min-w-0 gap-3">
        {credits.data.rows.map((credit) => (
          <CreditItem key={credit.id} credit={credit} unit={unit} editable={editable} />
        ))}
      </ul>
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
