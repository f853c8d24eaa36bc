import { type CalendarDate, todayIn } from "@common/certifications/calendar-date";
import { useUser } from "@web/hooks/use-user";

/** Today in the user's time zone, the day the server counts deadlines from. */
export function useToday(): CalendarDate {
  const { data: user } = useUser();
  const zone = user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return todayIn(zone, new Date());
}
