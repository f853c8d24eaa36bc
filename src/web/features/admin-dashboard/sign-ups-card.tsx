import type { AdminDashboard } from "@common/admin-dashboard";
import { formatCalendarDate } from "@common/certifications/calendar-date";
import { plural } from "@common/plural";
import { ChartFigure } from "@web/components/charts/chart-figure";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { lazy } from "react";

// recharts is large: only this page loads it.
const SignUpsChart = lazy(async () => ({
  default: (await import("./sign-ups-chart")).SignUpsChart,
}));

/** One sentence that says what the chart shows, for everyone. */
function chartSummary(weeks: AdminDashboard["signUpsByWeek"]): string {
  const total = weeks.reduce((sum, week) => sum + week.signUps, 0);
  const busiest = weeks.reduce<AdminDashboard["signUpsByWeek"][number] | null>(
    (best, week) => (week.signUps > (best?.signUps ?? 0) ? week : best),
    null,
  );
  const counted = `${total} ${plural(total, "sign-up", "sign-ups")} in the last ${weeks.length} weeks`;
  if (!busiest) return `${counted}.`;
  return `${counted}; the busiest was the week of ${formatCalendarDate(busiest.weekStart)}, with ${busiest.signUps}.`;
}

/**
 * Sign-ups per week over the last 26 weeks. The same figures are in a table for screen
 * readers, and the caption says the total and the busiest week.
 */
export function SignUpsCard({ weeks }: { weeks: AdminDashboard["signUpsByWeek"] }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg font-semibold tracking-normal">Sign-ups per week</CardTitle>
        <CardDescription>New accounts each week (Monday to Sunday, UTC).</CardDescription>
      </CardHeader>
      <CardContent>
        <ChartFigure
          height="h-[240px]"
          chart={<SignUpsChart weeks={weeks} />}
          summary={chartSummary(weeks)}
          table={
            <table>
              <caption>Sign-ups per week</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Sign-ups</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">{formatCalendarDate(week.weekStart)}</th>
                    <td>{week.signUps}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      </CardContent>
    </Card>
  );
}
