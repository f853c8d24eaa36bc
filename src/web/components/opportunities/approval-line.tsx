import type { Opportunity } from "@common/opportunities";
import { approvalText } from "@common/opportunity-approvals";
import { BadgeCheck } from "lucide-react";

/**
 * Whom an opportunity is approved for, "Approved for: nursing, California", on /opportunities
 * and in the catalog; nothing when it names nobody (it is for anyone).
 */
export function ApprovalLine({
  opportunity,
}: {
  opportunity: Pick<Opportunity, "professions" | "jurisdictions">;
}) {
  const text = approvalText(opportunity);
  if (text === null) return null;
  return (
    <p className="flex min-w-0 items-start gap-1.5 text-sm break-words text-muted-foreground">
      <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
