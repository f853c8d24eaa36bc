import { ErrorDisplay } from "@web/components/error-display";
import { PageSpinner } from "@web/components/ui/spinner";
import { CapturesInboxCard } from "@web/features/captures/captures-inbox-card";
import { AddCertificationAction } from "@web/features/certifications/add-certification-action";
import { RenewalPlanCard } from "@web/features/planner/renewal-plan-card";
import { ReminderMethodQuestion } from "@web/features/settings/notification-preferences/reminder-method-question";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useTourCompleted } from "@web/tours/use-tour-completed";
import { MiniCalendarCard } from "./mini-calendar-card";
import { NeedsAttentionCard } from "./needs-attention-card";
import { RecentActivityCard } from "./recent-activity-card";
import { StatCards } from "./stat-cards";
import { UpcomingDeadlinesCard } from "./upcoming-deadlines-card";
import { useDashboard } from "./use-dashboard";

/**
 * The dashboard gathers the user's work from other features, so it shows two of their entry
 * points (see docs/decisions "the dashboard composes features"): the reminder question until it
 * is answered, once the dashboard tour is finished or skipped, Add Certification while the
 * user has none, and a premium user's renewal plan, read after the dashboard's own data.
 */
export function DashboardPage() {
  useDocumentTitle("Dashboard");
  const dashboard = useDashboard();
  const tourCompleted = useTourCompleted("dashboard");
  return (
    <div className="grid w-full min-w-0 grid-cols-1 gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      {tourCompleted && <ReminderMethodQuestion />}
      {dashboard.isPending && <PageSpinner />}
      {dashboard.isError && !dashboard.data && (
        <ErrorDisplay error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      )}
      {dashboard.data && (
        <>
          <StatCards dashboard={dashboard.data} />
          <CapturesInboxCard />
          <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
              {dashboard.data.activeCertifications > 0 && (
                <>
                  <NeedsAttentionCard rows={dashboard.data.needsAttention} />
                  <RenewalPlanCard />
                </>
              )}
              <UpcomingDeadlinesCard
                rows={dashboard.data.upcomingDeadlines}
                emptyAction={
                  dashboard.data.totalCertifications === 0 ? (
                    <AddCertificationAction withFinder />
                  ) : null
                }
              />
              <RecentActivityCard activities={dashboard.data.recentActivity} />
            </div>
            <div className="min-w-0">
              <MiniCalendarCard today={dashboard.data.today} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
