import { type AdminDashboard, subscriptionStatusAdminLabels } from "@common/admin-dashboard";
import { formatCalendarDate } from "@common/certifications/calendar-date";
import { ErrorDisplay } from "@web/components/error-display";
import { PaymentsTestModeBanner } from "@web/components/payments-test-mode-banner";
import { buttonVariants } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { Award, CreditCard, Mail, MessageSquare, Users } from "lucide-react";
import { Link } from "wouter";
import { FigureCard } from "./figure-card";
import { RetryFailedAction } from "./retry-failed-action";
import { SignUpsCard } from "./sign-ups-card";
import { useAdminDashboard } from "./use-admin-dashboard";

function ActionLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className={buttonVariants({ variant: "outline" })}>
      {children}
    </Link>
  );
}

function FigureCards({ dashboard }: { dashboard: AdminDashboard }) {
  const { users, subscriptions, certifications, messages, feedback } = dashboard;
  return (
    <section
      aria-label="Figures"
      className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      <FigureCard
        title="Users"
        icon={Users}
        headline={{ label: "Users in all", value: users.total }}
        figures={[
          { label: "Enabled", value: users.enabled },
          { label: "Disabled", value: users.disabled },
          { label: "New in the last 7 days", value: users.newIn7Days },
          { label: "New in the last 30 days", value: users.newIn30Days },
          { label: "Administrators", value: users.administrators },
        ]}
        action={<ActionLink href="/settings/users">Manage users</ActionLink>}
      />
      <FigureCard
        title="Subscriptions"
        icon={CreditCard}
        figures={[
          ...subscriptions.byStatus.map(({ status, users: count }) => ({
            label: subscriptionStatusAdminLabels[status],
            value: count,
          })),
          { label: "Premium overrides", value: subscriptions.premiumOverrides },
        ]}
      />
      <FigureCard
        title="Certifications"
        icon={Award}
        headline={{ label: "Certifications in all", value: certifications.total }}
        figures={[
          { label: "Expiring in 30 days", value: certifications.expiringIn30Days },
          { label: "At risk", value: certifications.atRisk, attention: true },
          { label: "Expired", value: certifications.expired },
        ]}
      />
      <FigureCard
        title="Reminders and messages"
        icon={Mail}
        figures={[
          { label: "Reminders in the last 24 hours", value: messages.remindersIn24Hours },
          { label: "Messages sent in the last 24 hours", value: messages.sentIn24Hours },
          { label: "Messages waiting", value: messages.waiting },
          { label: "Messages failing", value: messages.failing, attention: true },
        ]}
        action={<RetryFailedAction failing={messages.failing} />}
      />
      <FigureCard
        title="Feedback"
        icon={MessageSquare}
        headline={{ label: "Feedback waiting", value: feedback.waiting }}
        figures={[]}
        action={<ActionLink href="/admin/feedback">Review feedback</ActionLink>}
      />
    </section>
  );
}

/** The installation at a glance, with links to where an operator acts on each figure. */
export function AdminDashboardPage() {
  useDocumentTitle("Admin Dashboard");
  const dashboard = useAdminDashboard();
  return (
    <div className="grid w-full min-w-0 grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        {dashboard.data && (
          <p className="text-sm text-muted-foreground">
            Counted on {formatCalendarDate(dashboard.data.today)} (UTC).
          </p>
        )}
      </div>
      <PaymentsTestModeBanner />
      {dashboard.isPending && <PageSpinner />}
      {dashboard.isError && !dashboard.data && (
        <ErrorDisplay error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      )}
      {dashboard.data && (
        <>
          <FigureCards dashboard={dashboard.data} />
          <SignUpsCard weeks={dashboard.data.signUpsByWeek} />
        </>
      )}
    </div>
  );
}
