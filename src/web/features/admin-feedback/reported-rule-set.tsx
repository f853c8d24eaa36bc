import type { TriagedFeedback } from "@common/feedback";
import { ruleReportSubject, ruleSetReportsPath } from "@common/requirement-library/rule-reports";
import { Link } from "wouter";

type RuleSet = NonNullable<TriagedFeedback["ruleSet"]>;

const linkStyle = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * The rule set and version a report names: the version as the library serves it (its data,
 * sources included), and every report against the rule set.
 */
export function ReportedRuleSet({ ruleSet }: { ruleSet: RuleSet }) {
  const { id, version, name } = ruleSet;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm break-words">
      <span>
        Rule set:{" "}
        <a
          href={`/api/requirement-library/${id}?version=${version}`}
          target="_blank"
          rel="noreferrer"
          className={linkStyle}
        >
          {ruleReportSubject(name, version)}
        </a>
      </span>
      <Link href={ruleSetReportsPath(id)} className={linkStyle}>
        Every report against it
      </Link>
    </p>
  );
}
