import { formatMonth } from "@common/certifications/calendar-date";
import { formatCredits } from "@common/certifications/credit-amount";
import { creditsText } from "@common/certifications/credits-unit";
import type { ReportMonth } from "@common/reports";
import { ChartFigure } from "@web/components/charts/chart-figure";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { lazy } from "react";

// recharts is large: only this page loads it, and only once there is something to chart.
const CreditsByMonthChart = lazy(async () => ({
  default: (await import("./credits-by-month-chart")).CreditsByMonthChart,
}));

/**
 * One sentence that says what the chart shows, for everyone: where the running total stands at
 * the last month charted that is not still to come.
 */
function chartSummary(months: ReportMonth[], unit: string): string {
  const last = months.findLast((month) => month.cumulative !== null);
  if (!last || last.cumulative === null)
    return "Nothing is counted yet: these months are still to come.";
  const reached = `By ${formatMonth(last.month)}, ${creditsText(last.cumulative, unit)} counted`;
  if (last.requiredPace === null) return `${reached}.`;
  const ahead = last.cumulative >= last.requiredPace;
  return `${reached}; the required pace is ${creditsText(last.requiredPace, unit)}, so this cycle is ${ahead ? "on pace" : "behind the pace"}.`;
}

/**
 * Credits earned by month over the reporting period, with the required pace as a line. The
 * same figures are in a table for screen readers, and the caption says where the cycle stands.
 */
export function CreditsByMonthCard({ months, unit }: { months: ReportMonth[]; unit: string }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-xl">Credits by month</CardTitle>
        <CardDescription>
          The running total of counted credits (carry-over included) against a steady pace to the
          credits required.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {months.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No months to chart: the cycle has no reporting period or no credits in this range.
          </p>
        ) : (
          <ChartFigure
            height="h-[280px]"
            chart={<CreditsByMonthChart months={months} unit={unit} />}
            summary={chartSummary(months, unit)}
            table={
              <table>
                <caption>Credits by month, in {unit}</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Earned that month</th>
                    <th scope="col">Running total</th>
                    <th scope="col">Required pace</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">{formatMonth(month.month)}</th>
                      <td>{formatCredits(month.credits)}</td>
                      <td>{month.cumulative === null ? "—" : formatCredits(month.cumulative)}</td>
                      <td>
                        {month.requiredPace === null ? "—" : formatCredits(month.requiredPace)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
