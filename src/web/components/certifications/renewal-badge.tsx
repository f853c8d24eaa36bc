import { type RenewalTone, renewalState } from "@common/certifications/attention";
import { daysInAdvanceRange } from "@common/notification-preferences";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { useToday } from "@web/hooks/use-today";
import { useUser } from "@web/hooks/use-user";

const variants: Record<RenewalTone, BadgeProps["variant"]> = {
  later: "outline",
  soon: "warning",
  overdue: "danger",
};

/**
 * "Renew by Jan 6, 2027" beside the deadline status: amber within the user's reminder lead
 * time, red once the expiration has passed. Nothing for a certification without an expiration
 * date or not active.
 */
export function RenewalBadge({
  certification,
}: {
  certification: { status: string; expirationDate: string | null };
}) {
  const today = useToday();
  const leadDays = useUser().data?.notifyDaysInAdvance ?? daysInAdvanceRange.default;
  const renewal = renewalState(certification, today, leadDays);
  if (!renewal) return null;
  return (
    <Badge variant={variants[renewal.tone]} data-renewal={renewal.tone}>
      {renewal.text}
    </Badge>
  );
}
