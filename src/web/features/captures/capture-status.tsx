import type { CaptureStatus } from "@common/captures";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

/** What each stage of reading is called for the user, and how it looks. */
export const captureStatusLooks: Record<
  CaptureStatus,
  { label: string; variant: BadgeProps["variant"] }
> = {
  queued: { label: "Waiting to be read", variant: "secondary" },
  reading: { label: "Reading", variant: "info" },
  ready: { label: "Ready to review", variant: "success" },
  failed: { label: "Could not be read", variant: "danger" },
};

export function CaptureStatusBadge({ status }: { status: CaptureStatus }) {
  const look = captureStatusLooks[status];
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
