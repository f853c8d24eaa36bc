import { countOf } from "@common/plural";
import { type RuleSetStanding, ruleSetReportsPath } from "@common/requirement-library/rule-reports";
import { DetailItem } from "@web/components/ui/detail-item";
import { Link } from "wouter";

/**
 * One rule set in its current version: who follows it, how many of them still follow an older
 * version, and the reports against it, which lead to the feedback triage showing them.
 */
export function RuleSetStandingItem({ ruleSet }: { ruleSet: RuleSetStanding }) {
  const { followers } = ruleSet;
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="grid gap-1">
        <h2 className="text-base font-semibold break-words">{ruleSet.name}</h2>
        <p className="text-sm break-words text-muted-foreground">
          Version {ruleSet.version} · {ruleSet.profession} · {ruleSet.jurisdiction} ·{" "}
          <code>{ruleSet.id}</code>
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <DetailItem term="Followed by">
          {countOf(followers.certifications, "certification", "certifications")} of{" "}
          {countOf(followers.users, "user", "users")}
        </DetailItem>
        <DetailItem term="On an older version">
          {countOf(ruleSet.onOlderVersion, "certification", "certifications")}
        </DetailItem>
        <DetailItem term="Reports">
          {ruleSet.reports === 0 ? (
            "None"
          ) : (
            <Link
              href={ruleSetReportsPath(ruleSet.id)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {countOf(ruleSet.reports, "report", "reports")}, {ruleSet.openReports} open
            </Link>
          )}
        </DetailItem>
      </dl>
    </li>
  );
}
