import type { AdminDashboard } from "@common/admin-dashboard";
import { chartLook } from "@web/components/charts/chart-look";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { weekLabel } from "./week-label";

/**
 * Sign-ups per week as bars. Drawn by recharts, which only this component imports: it is
 * loaded lazily, with the admin dashboard.
 */
export function SignUpsChart({ weeks }: { weeks: AdminDashboard["signUpsByWeek"] }) {
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.weekStart) }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} {...chartLook.frame}>
        <CartesianGrid {...chartLook.grid} />
        <XAxis {...chartLook.xAxis} />
        <YAxis tick={chartLook.yTick} width={40} allowDecimals={false} />
        <Tooltip
          formatter={(value) => [String(value), "Sign-ups"]}
          labelFormatter={(label) => `Week of ${label}`}
          contentStyle={chartLook.tooltipStyle}
        />
        <Bar dataKey="signUps" name="Sign-ups" {...chartLook.bar} />
      </BarChart>
    </ResponsiveContainer>
  );
}
