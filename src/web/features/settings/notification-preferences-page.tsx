import { defaultReminderDays } from "@common/reminders";
import { reminderDaysText } from "@common/system-settings";
import { CalendarFeedSection } from "@web/components/calendar-feed/calendar-feed-section";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useAppSettings } from "@web/hooks/use-app-settings";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useUser } from "@web/hooks/use-user";
import { NotificationPreferencesForm } from "./notification-preferences/notification-preferences-form";

/** /settings/notifications ("Alerts" in the sidebar): what to be reminded of, when and how. */
export function NotificationPreferencesPage() {
  useDocumentTitle("Alerts");
  const { data: user } = useUser();
  const days = useAppSettings().data?.reminderSteps ?? defaultReminderDays;
  const further =
    days.length > 0 ? `Reminders also come ${reminderDaysText(days)} before it, and` : "Then comes";
  return (
    <div className="grid w-full max-w-2xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Alerts</h1>
        <p className="text-muted-foreground">
          Choose which deadlines CertMinder reminds you of, how early, and how.
        </p>
      </div>
      {user && (
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">Reminders</CardTitle>
            <CardDescription>
              The first reminder comes the number of days before a deadline you choose. {further} a
              notice the day after a deadline that was missed. Reminders already sent stay in
              Notifications.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <NotificationPreferencesForm key={user.id} user={user} />
          </CardContent>
        </Card>
      )}
      <CalendarFeedSection />
    </div>
  );
}
