import type { ReportCycleOption, ReportOverviewRow } from "@common/reports";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { formatDate } from "@web/lib/format-date";
import { cycleLabel } from "./report-texts";
import type { ReportView } from "./report-view";
import { rangeProblem } from "./report-view";

/** The filters' id: choosing a certification in the overview scrolls them into view. */
export const reportFiltersId = "report-filters";

/**
 * A date input is as wide as its text and picker by default, wider than half a phone: without
 * this it keeps that width in its field's grid and runs past the page's right edge.
 */
const dateInputFits = "min-w-0";

function cycleOptionText(option: ReportCycleOption): string {
  const start = option.reportingPeriodStart;
  const end = option.reportingPeriodEnd ?? option.expirationDate;
  const dates = start || end ? `: ${formatDate(start, "…")} – ${formatDate(end, "…")}` : "";
  return `${cycleLabel(option.cycle, option.current)}${dates}`;
}

/**
 * The certification, its cycle (the current one or a past one) and a date range that narrows
 * the credits and the chart. Choosing another certification starts from its current cycle.
 */
export function ReportFilters({
  rows,
  view,
  certificationId,
  cycles,
  onChange,
}: {
  rows: ReportOverviewRow[];
  view: ReportView;
  /** The certification shown (the view's, else the first). */
  certificationId: number;
  /** The chosen certification's cycles, once its report is read. */
  cycles: ReportCycleOption[] | null;
  onChange: (view: ReportView) => void;
}) {
  const problem = rangeProblem(view);
  const chosenCycle = view.cycle ?? cycles?.find((option) => option.current)?.cycle ?? "";
  return (
    <search
      id={reportFiltersId}
      aria-label="Report filters"
      className="flex min-w-0 scroll-mt-4 flex-wrap items-start gap-4"
    >
      <FormField label="Certification" className="min-w-0 flex-[2_1_12rem]">
        {(control) => (
          <NativeSelect
            {...control}
            value={certificationId}
            onChange={({ target }) =>
              onChange({ certification: Number(target.value), cycle: null, from: null, to: null })
            }
          >
            {rows.map(({ certification }) => (
              <option key={certification.id} value={certification.id}>
                {certification.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Cycle" className="min-w-0 flex-[2_1_12rem]">
        {(control) => (
          <NativeSelect
            {...control}
            value={chosenCycle}
            disabled={!cycles}
            onChange={({ target }) => {
              const option = cycles?.find((each) => String(each.cycle) === target.value);
              onChange({ ...view, cycle: option && !option.current ? option.cycle : null });
            }}
          >
            {!cycles && <option value="">Current cycle</option>}
            {cycles?.map((option) => (
              <option key={option.cycle} value={option.cycle}>
                {cycleOptionText(option)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="From" error={problem ?? undefined} className="min-w-0 flex-[1_1_9rem]">
        {(control) => (
          <Input
            {...control}
            type="date"
            className={dateInputFits}
            value={view.from ?? ""}
            onChange={({ target }) => onChange({ ...view, from: target.value || null })}
          />
        )}
      </FormField>
      <FormField label="To" className="min-w-0 flex-[1_1_9rem]">
        {(control) => (
          <Input
            {...control}
            type="date"
            className={dateInputFits}
            value={view.to ?? ""}
            onChange={({ target }) => onChange({ ...view, to: target.value || null })}
          />
        )}
      </FormField>
      <div className="flex shrink-0 sm:pt-6">
        <Button
          variant="outline"
          disabled={!view.from && !view.to}
          onClick={() => onChange({ ...view, from: null, to: null })}
        >
          Clear dates
        </Button>
      </div>
    </search>
  );
}
