import type { AdminDashboard } from "@common/admin-dashboard";
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
      <BarChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        // The figures are in a table beside it for assistive technology and keyboards.
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis tick={{ fontSize: 12 }} width={40} allowDecimals={false} />
        <Tooltip
          formatter={(value) => [String(value), "Sign-ups"]}
          labelFormatter={(label) => `Week of ${label}`}
          contentStyle={{ background: "var(--card)", borderColor: "var(--border)" }}
        />
        <Bar
          dataKey="signUps"
          name="Sign-ups"
          fill="var(--primary)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
