import { formatCalendarDate } from "@common/certifications/calendar-date";
import { completionOffered, type OpportunityListItem } from "@common/opportunities";
import { ApprovalLine } from "@web/components/opportunities/approval-line";
import { OpportunityFacts } from "@web/components/opportunities/opportunity-facts";
import { gapBadgeText } from "@web/components/opportunities/opportunity-texts";
import { Badge } from "@web/components/ui/badge";
import { buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { useToday } from "@web/hooks/use-today";
import { ExternalLink, Target } from "lucide-react";
import { CompletionDialog } from "./completion-dialog";

/**
 * One opportunity: what, who, how much it counts, how it is given, what it costs and when; the
 * gap it would close, when it closes one; a link out to the provider's page and "I completed this",
 * offered from the course's start date (before it, the day it can be recorded from).
 */
export function OpportunityCard({ opportunity }: { opportunity: OpportunityListItem }) {
  const { gap } = opportunity;
  const today = useToday();
  return (
    <li>
      <Card className="grid min-w-0 gap-3 p-4 sm:p-5">
        <div className="grid min-w-0 gap-1">
          {gap && (
            <p className="justify-self-start">
              <Badge variant="success" className="whitespace-normal">
                <Target className="size-3.5 shrink-0" aria-hidden="true" />
                {gapBadgeText(gap.text)}
                <span className="font-normal">· {gap.certificationName}</span>
              </Badge>
            </p>
          )}
          <h2 className="text-lg font-semibold break-words">{opportunity.title}</h2>
          <p className="text-sm break-words text-muted-foreground">{opportunity.provider}</p>
        </div>
        <OpportunityFacts opportunity={opportunity} termClassName="text-xs" />
        <ApprovalLine opportunity={opportunity} />
        <p className="line-clamp-3 text-sm break-words" title={opportunity.description}>
          {opportunity.description}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="whitespace-normal break-words">
            {opportunity.category}
          </Badge>
          <div className="ml-auto flex flex-wrap gap-2">
            <a
              href={opportunity.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "default" })}
            >
              Visit provider
              <ExternalLink aria-hidden="true" />
              <span className="sr-only"> for {opportunity.title} (opens in a new tab)</span>
            </a>
            {opportunity.startDate && !completionOffered(opportunity, today) ? (
              <p className="self-center text-sm text-muted-foreground">
                Record it once taken, from {formatCalendarDate(opportunity.startDate)}
              </p>
            ) : (
              <CompletionDialog opportunity={opportunity} />
            )}
          </div>
        </div>
      </Card>
    </li>
  );
}
