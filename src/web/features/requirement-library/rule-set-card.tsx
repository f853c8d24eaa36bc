import {
  type RuleSetLink,
  ruleFieldLabels,
  ruleFollowTexts,
} from "@common/requirement-library/follow";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { ErrorText } from "@web/components/ui/error-text";
import { Spinner } from "@web/components/ui/spinner";
import { type ReactNode, useId } from "react";
import { ReportRuleProblem } from "./report-rule-problem";
import { RuleSetPanel } from "./rule-set-panel";
import { useRuleSet } from "./use-requirement-library";

/**
 * The rule set of the library a certification follows, in the version it follows: which one,
 * the fields the user changed away from it, and its panel (sources, what counts) with "Report a
 * problem with this rule" and any other `actions` at its foot.
 */
export function RuleSetCard({ link, actions }: { link: RuleSetLink; actions?: ReactNode }) {
  const ruleSet = useRuleSet(link.id, link.version);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <Card>
        <CardHeader>
          <CardTitle id={titleId} className="text-xl">
            Rule set
          </CardTitle>
        </CardHeader>
        <CardContent className="grid min-w-0 gap-4">
          {ruleSet.isPending && <Spinner className="justify-self-center" />}
          {ruleSet.isError && (
            <ErrorText>The rule set could not be read. Try again later.</ErrorText>
          )}
          {ruleSet.data && (
            <>
              <p className="font-medium break-words">
                Follows {ruleSet.data.name}, version {link.version}
              </p>
              {link.detached.length === 0 ? (
                <p className="text-sm text-muted-foreground">Every field it fills follows it.</p>
              ) : (
                <ul
                  aria-label="Changed by you"
                  className="grid gap-1 text-sm text-muted-foreground"
                >
                  {link.detached.map((field) => (
                    <li key={field}>{ruleFollowTexts.detached(ruleFieldLabels[field])}</li>
                  ))}
                </ul>
              )}
              <RuleSetPanel
                ruleSet={ruleSet.data}
                actions={
                  <>
                    <ReportRuleProblem
                      ruleSetId={link.id}
                      version={link.version}
                      ruleSetName={ruleSet.data.name}
                    />
                    {actions}
                  </>
                }
              />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
