import { formatMonth } from "@common/certifications/calendar-date";
import { formatCredits } from "@common/certifications/credit-amount";
import { creditsText } from "@common/certifications/credits-unit";
import type { ReportMonth } from "@common/reports";
import { chartLook } from "@web/components/charts/chart-look";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

/**
 * The running total of counted credits by month (bars) against the required pace (a line). A
 * month still to come has no bar (its total is null): only the pace reaches there.
 * Drawn by recharts, which only this component imports: it is loaded lazily, with the page.
 */
export function CreditsByMonthChart({ months, unit }: { months: ReportMonth[]; unit: string }) {
  const data = months.map((month) => ({ ...month, label: formatMonth(month.month) }));
  const hasPace = months.some((month) => month.requiredPace !== null);
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} {...chartLook.frame}>
        <CartesianGrid {...chartLook.grid} />
        <XAxis {...chartLook.xAxis} />
        <YAxis
          tick={chartLook.yTick}
          width={48}
          allowDecimals
          tickFormatter={(value: number) => formatCredits(value)}
        />
        <Tooltip
          formatter={(value, name) => [creditsText(Number(value), unit), name]}
          contentStyle={chartLook.tooltipStyle}
        />
        <Legend />
        <Bar dataKey="cumulative" name="Credits earned" {...chartLook.bar} />
        {hasPace && (
          <Line
            dataKey="requiredPace"
            name="Required pace"
            type="linear"
            stroke="var(--destructive)"
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={false}
            isAnimationActive={false}
          />
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
