import type { CalendarEventType } from "@common/certifications/calendar";
import { CalendarX, CircleCheck, type LucideIcon, RefreshCw } from "lucide-react";

/**
 * How each kind of calendar event looks (spec section 9: deadline red, renewal green, other
 * blue). Each kind also has a name and an icon, so colour is never the only cue.
 */
export const calendarEventLooks: Record<
  CalendarEventType,
  { label: string; icon: LucideIcon; chip: string; dot: string }
> = {
  deadline: {
    label: "Deadline",
    icon: CalendarX,
    chip: "border-red-300 bg-red-50 text-red-800 hover:bg-red-100",
    dot: "bg-red-500",
  },
  renewal: {
    label: "Renewal",
    icon: RefreshCw,
    chip: "border-green-300 bg-green-50 text-green-800 hover:bg-green-100",
    dot: "bg-green-600",
  },
  other: {
    label: "Credit completed",
    icon: CircleCheck,
    chip: "border-blue-300 bg-blue-50 text-blue-800 hover:bg-blue-100",
    dot: "bg-blue-500",
  },
};
