import type { ActivityType } from "@common/certifications/activity";
import { BadgeCheck, CirclePlus, GraduationCap, type LucideIcon, RefreshCw } from "lucide-react";

/** How the activity feed names and pictures each kind of entry (dashboard and /activities). */
export const activityLooks: Record<ActivityType, { label: string; icon: LucideIcon }> = {
  added: { label: "Certification added", icon: CirclePlus },
  credit_added: { label: "Credit added", icon: GraduationCap },
  completed: { label: "Certification completed", icon: BadgeCheck },
  renewed: { label: "Certification renewed", icon: RefreshCw },
};
