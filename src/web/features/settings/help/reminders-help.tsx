import { defaultReminderDays } from "@common/reminders";
import { reminderDaysText } from "@common/system-settings";
import { buttonVariants } from "@web/components/ui/button";
import { useAppSettings } from "@web/hooks/use-app-settings";
import { Link } from "wouter";
import { HelpSection } from "./help-section";

export function RemindersHelp() {
  const days = useAppSettings().data?.reminderSteps ?? defaultReminderDays;
  return (
    <HelpSection
      title="Reminders"
      description="CertMinder reminds you before each expiration date and each reporting period end."
    >
      <ul className="grid list-disc gap-2 pl-5">
        <li>
          The first reminder comes at the lead time you choose: 30 days before, unless you change
          it.
        </li>
        {days.length > 0 && (
          <li>Further reminders follow {reminderDaysText(days)} before the date.</li>
        )}
        <li>They arrive in the app, under Notifications, by email, or both, as you choose.</li>
      </ul>
      <Link
        href="/settings/notifications"
        className={buttonVariants({ variant: "outline", className: "justify-self-start" })}
      >
        Set reminders in Alerts
      </Link>
    </HelpSection>
  );
}
