import { ruleFieldLabels, ruleFollowTexts } from "@common/requirement-library/follow";
import { ruleSetFinderTitle } from "@common/requirement-library/library";
import { Button } from "@web/components/ui/button";
import { DateInput } from "@web/components/ui/date-input";
import { ErrorText } from "@web/components/ui/error-text";
import { FormField } from "@web/components/ui/form-field";
import { RuleSetFinder } from "@web/features/requirement-library/rule-set-finder";
import { RuleSetPanel } from "@web/features/requirement-library/rule-set-panel";
import { BookCheck, Search } from "lucide-react";
import { useId, useState } from "react";
import { periodNeedsTexts, type RuleFollow } from "./use-rule-follow";

/** Anchors whose period the holder's birth date places. */
const birthAnchors: readonly string[] = ["birth-month", "birth-date"];

/**
 * The top of the certification form: "Find your license or certification" (open when the
 * dialog was opened to find, else a button that opens it) until a rule set is followed, then
 * which one ("Follows Registered Nurse — California, version 1"), what its
 * period waits for, the birth date where its cycle needs one (only to place the period, never
 * saved), the categories whose condition the dates cannot tell, and the fields the user changed
 * away from it. Another rule set can be chosen, or none followed.
 */
export function RuleFollowSection({
  follow,
  findFirst,
}: {
  follow: RuleFollow;
  /** The dialog was opened to find: the finder's search takes the focus. */
  findFirst: boolean;
}) {
  const [finding, setFinding] = useState(findFirst);
  const titleId = useId();
  const { link, rule, fill } = follow;
  if (finding) {
    return (
      <div data-tour="rule-set-finder" className="grid min-w-0 gap-2 sm:col-span-2">
        <RuleSetFinder
          autoFocus
          disabled={follow.choosing}
          onChoose={(summary) => void follow.choose(summary).then(() => setFinding(false))}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setFinding(false)}
        >
          {link ? "Keep the rule set followed" : "Fill in the form myself"}
        </Button>
      </div>
    );
  }
  if (!link) {
    return (
      <div
        data-tour="rule-set-finder"
        className="grid min-w-0 justify-items-start gap-1 sm:col-span-2"
      >
        <Button type="button" variant="outline" onClick={() => setFinding(true)}>
          <Search aria-hidden="true" />
          {ruleSetFinderTitle}
        </Button>
        <p className="text-xs text-muted-foreground">
          Your board's rules fill the form, with the source they come from.
        </p>
      </div>
    );
  }
  const conditions = fill?.conditions ?? [];
  return (
    <section
      aria-labelledby={titleId}
      data-tour="rule-set-followed"
      className="grid min-w-0 gap-3 rounded-lg border bg-muted/30 p-3 sm:col-span-2 sm:p-4"
    >
      <div className="flex min-w-0 items-start gap-2">
        <BookCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          Follows {rule?.name ?? "a rule set of the library"}, version {link.version}
        </h3>
      </div>
      {follow.ruleError && <ErrorText>The rule set could not be read. Try again later.</ErrorText>}
      {follow.periodNeeds && (
        <p className="text-sm font-medium">{periodNeedsTexts[follow.periodNeeds]}</p>
      )}
      {rule && birthAnchors.includes(rule.cycle.anchor) && (
        <FormField
          label="Birth date"
          hint="Places the reporting period as your board does; it is not saved."
          className="sm:max-w-xs"
        >
          {(control) => (
            <DateInput
              {...control}
              ref={follow.birthDateInput}
              value={follow.birthDate}
              onChange={(event) => follow.setBirthDate(event.target.value)}
            />
          )}
        </FormField>
      )}
      {conditions.length > 0 && (
        <ul aria-label="Conditions of the categories" className="grid gap-1 text-sm">
          {conditions.map((condition) => (
            <li key={condition.category.name}>
              <span className="font-medium">{condition.category.name}</span>: {condition.why}
            </li>
          ))}
        </ul>
      )}
      {follow.detached.length > 0 && (
        <ul aria-label="Changed by you" className="grid gap-1 text-sm text-muted-foreground">
          {follow.detached.map((field) => (
            <li key={field}>{ruleFollowTexts.detached(ruleFieldLabels[field])}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setFinding(true)}>
          Choose another
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={follow.stopFollowing}>
          Stop following
        </Button>
      </div>
    </section>
  );
}

/** The followed rule set's panel, at the form's foot: what the user is about to save by. */
export function FollowedRulePanel({ follow }: { follow: RuleFollow }) {
  const titleId = useId();
  if (!follow.rule) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="grid min-w-0 gap-3 rounded-lg border p-3 sm:col-span-2 sm:p-4"
    >
      <h3 id={titleId} className="font-semibold">
        Where these rules come from
      </h3>
      <RuleSetPanel ruleSet={follow.rule} />
    </section>
  );
}
