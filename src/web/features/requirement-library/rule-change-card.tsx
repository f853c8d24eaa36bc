import { type RuleChange, ruleChangeTexts } from "@common/requirement-library/rule-changes";
import { Button } from "@web/components/ui/button";
import { TitledCard } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format-date";
import { ExternalLink } from "lucide-react";
import { useCertificationRuleChange, useDecideRuleChange } from "./use-rule-changes";

/** Each changed field: what the certification has now, then what the new version asks. */
function ChangeList({ change }: { change: RuleChange }) {
  return (
    <dl className="grid gap-3">
      {change.changes.map((line) => (
        <div key={line.field} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium">{line.label}</dt>
          <dd className="min-w-0 text-sm break-words">
            <span className="text-muted-foreground line-through">{line.before}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> becomes </span>
            <span className="font-medium">{line.after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A new version of the rule set the certification follows that changes its current cycle: the
 * difference first, then "Apply to my certification" or "Keep mine". Nothing when no change is
 * waiting.
 */
export function RuleChangeCard({ certificationId }: { certificationId: number }) {
  const change = useCertificationRuleChange(certificationId);
  const decide = useDecideRuleChange();
  if (!change) return null;
  const choose = (decision: "apply" | "keep") => decide.mutate({ id: change.id, decision });
  return (
    <TitledCard
      title={ruleChangeTexts.title(change.ruleSet.name)}
      className="min-w-0 border-primary"
      contentClassName="grid min-w-0 gap-4"
    >
      <p className="text-sm text-muted-foreground">
        Effective {formatDate(change.ruleSet.effectiveDate)}. Applying it changes this cycle only;
        past cycles stay as they were.
      </p>
      <ChangeList change={change} />
      <p className="text-sm">
        Source:{" "}
        <a
          href={change.source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
        >
          {change.source.title}
          <span className="sr-only"> (opens in a new tab)</span>
          <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
        </a>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={decide.isPending} onClick={() => choose("apply")}>
          {ruleChangeTexts.apply}
        </Button>
        <Button variant="outline" disabled={decide.isPending} onClick={() => choose("keep")}>
          {ruleChangeTexts.keep}
        </Button>
      </div>
    </TitledCard>
  );
}
