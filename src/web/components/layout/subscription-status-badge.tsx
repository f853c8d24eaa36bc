import { type SubscriptionStatusLabel, subscriptionStatusLabel } from "@common/subscription-status";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const variants: Record<SubscriptionStatusLabel, BadgeProps["variant"]> = {
  Active: "success",
  Trial: "info",
  Incomplete: "warning",
  "Past Due": "warning",
  Canceled: "danger",
  None: "outline",
};

/** The subscription status in words (spec section 4), coloured by how healthy it is. */
export function SubscriptionStatusBadge({ status }: { status: string }) {
  const label = subscriptionStatusLabel(status);
  return <Badge variant={variants[label]}>{label}</Badge>;
}
