import type { Dashboard } from "@common/certifications/dashboard";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Award, BadgeCheck, CalendarClock, type LucideIcon } from "lucide-react";

function StatCard({
  title,
  value,
  icon: Icon,
}: {
  title: string;
  value: number;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium tracking-normal">{title}</CardTitle>
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{value}</p>
      </CardContent>
    </Card>
  );
}

/** The three statistic cards of spec section 2. */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  return (
    <section
      aria-label="Statistics"
      className="grid gap-4 sm:grid-cols-3"
      data-tour="dashboard-stats"
    >
      <StatCard title="Total Certifications" value={dashboard.totalCertifications} icon={Award} />
      <StatCard
        title="Active Certifications"
        value={dashboard.activeCertifications}
        icon={BadgeCheck}
      />
      <StatCard
        title="Deadlines in 90 days"
        value={dashboard.deadlinesIn90Days}
        icon={CalendarClock}
      />
    </section>
  );
}
