import { formatCalendarDate } from "@common/certifications/calendar-date";
import { ruleFollowTexts } from "@common/requirement-library/follow";
import type { RuleSet } from "@common/requirement-library/rule-set";
import { DetailItem } from "@web/components/ui/detail-item";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";

/** The same page cited for several numbers is listed once. */
function distinctSources(ruleSet: RuleSet): RuleSet["sources"] {
  const seen = new Set<string>();
  return ruleSet.sources.filter((source) => {
    const key = `${source.url} ${source.checkedOn}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Where a rule set of the library comes from and what it lets count: the issuing body, each
 * source (a link with its title and publisher, and the day it was checked), the effective
 * date, the provider approvals and notes, and the reminder to check with the board. Shown in
 * the certification form before saving and on the certification's page. `actions` (buttons
 * about the rule, such as reporting a problem with it) go at the panel's foot.
 */
export function RuleSetPanel({ ruleSet, actions }: { ruleSet: RuleSet; actions?: ReactNode }) {
  const { whatCounts } = ruleSet;
  const sources = distinctSources(ruleSet);
  return (
    <div className="grid min-w-0 gap-4 text-sm">
      <dl className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <DetailItem term="Issuing body">{ruleSet.issuingBody}</DetailItem>
        <DetailItem term="This version applies from">
          {formatCalendarDate(ruleSet.effectiveDate)}
        </DetailItem>
        <DetailItem term="Renewal cycle">{ruleSet.cycle.note}</DetailItem>
        {(whatCounts.providerApprovals.length > 0 || whatCounts.note) && (
          <DetailItem term="What counts">
            {whatCounts.providerApprovals.length > 0 && (
              <ul className="list-disc pl-5 font-normal">
                {whatCounts.providerApprovals.map((approval) => (
                  <li key={approval}>{approval}</li>
                ))}
              </ul>
            )}
            {whatCounts.note && <p className="font-normal">{whatCounts.note}</p>}
          </DetailItem>
        )}
        <div className="grid min-w-0 gap-0.5 sm:col-span-2">
          <dt className="text-muted-foreground">{sources.length === 1 ? "Source" : "Sources"}</dt>
          <dd className="min-w-0">
            <ul className="grid min-w-0 gap-2">
              {sources.map((source) => (
                <li key={`${source.url} ${source.checkedOn}`} className="grid min-w-0 gap-0.5">
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-w-0 items-start gap-1 break-words text-primary underline-offset-4 hover:underline"
                  >
                    <span className="min-w-0 break-words">{source.title}</span>
                    <span className="sr-only"> (opens in a new tab)</span>
                    <ExternalLink className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  </a>
                  <span className="text-muted-foreground">
                    {source.publisher} · Checked {formatCalendarDate(source.checkedOn)}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p className="font-medium">{ruleFollowTexts.checkWithBoard}</p>
      {/* The panel's actions: buttons about this rule set, at its foot. */}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
