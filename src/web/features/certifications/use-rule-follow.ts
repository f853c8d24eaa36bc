import type { Certification } from "@common/certifications/certification";
import {
  detachedFields,
  type FillDates,
  type RuleField,
  type RuleFill,
  ruleFieldLabels,
  ruleFill,
  ruleFollowTexts,
} from "@common/requirement-library/follow";
import type { RuleSetSummary } from "@common/requirement-library/library";
import type { RuleSet } from "@common/requirement-library/rule-set";
import {
  useReadChosenRuleSet,
  useRuleSet,
} from "@web/features/requirement-library/use-requirement-library";
import { useToday } from "@web/hooks/use-today";
import { showFailure } from "@web/lib/failure-toast";
import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CertificationFormValues } from "./certification-form";
import { type Placed, ruleFilledForm, savedPlaced } from "./rule-fill-form";
import { followedValuesOfForm, type RuleSetLinkToSave } from "./rule-follow-values";

type Link = { id: string; version: number };

type FormOf = UseFormReturn<CertificationFormValues, unknown, unknown>;

/** What the rule's cycle waits for before it can place the reporting period. */
export const periodNeedsTexts: Record<NonNullable<RuleFill["periodNeeds"]>, string> = {
  licenseExpiration: "Enter your license expiration date to place the reporting period",
  birthDate: "Enter your birth date to place the reporting period",
  issueDate: "Enter the received date (the license's issue date) to place the reporting period",
};

/**
 * The certification form following a rule set of the library: the one chosen (or the one the
 * saved certification follows), the fill it gives for the dates typed, the fields the user has
 * changed away from it (detached), and what the save sends. When a date the cycle is placed by
 * changes, the reporting period and categories are filled again, unless the user has changed
 * them since they were filled.
 */
export function useRuleFollow(
  form: FormOf,
  certification: Certification | null,
  defaults: CertificationFormValues,
) {
  const readChosen = useReadChosenRuleSet();
  const today = useToday();
  const saved = certification?.ruleSet ?? null;
  const [link, setLink] = useState<Link | null>(
    saved ? { id: saved.id, version: saved.version } : null,
  );
  const [linkChanged, setLinkChanged] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [birthDate, setBirthDate] = useState("");
  // The date field the chosen rule waits for takes the focus once the form shows the choice.
  const [focusNext, setFocusNext] = useState<RuleFill["periodNeeds"]>(null);
  const birthDateInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusNext === "licenseExpiration") form.setFocus("expirationDate");
    if (focusNext === "issueDate") form.setFocus("receivedDate");
    if (focusNext === "birthDate") birthDateInput.current?.focus();
    if (focusNext) setFocusNext(null);
  }, [focusNext, form]);
  const placed = useRef<Placed>(savedPlaced(certification?.ruleSet?.detached, defaults));
  const ruleQuery = useRuleSet(link?.id ?? null, link?.version ?? null);
  const rule: RuleSet | null = link ? (ruleQuery.data ?? null) : null;
  const values = form.watch();
  const dates: FillDates = {
    expirationDate: values.expirationDate || null,
    receivedDate: values.receivedDate || null,
    birthDate: birthDate || null,
  };
  const fill = rule ? ruleFill(rule, dates, today) : null;
  const detached: RuleField[] = rule ? detachedFields(rule, followedValuesOfForm(values)) : [];
  // A period not placed yet, for want of a date, is waiting, not changed by the user.
  const waiting =
    Boolean(fill?.periodNeeds) && !values.reportingPeriodStart && !values.reportingPeriodEnd;
  const marked = waiting ? detached.filter((field) => field !== "reportingPeriod") : detached;

  function fillForm(from: RuleFill, only: "all" | "dates") {
    const filled = ruleFilledForm(form.getValues(), from, placed.current, only);
    form.reset(filled.values, { keepDefaultValues: true });
    placed.current = filled.placed;
  }

  // A date the cycle is placed by changed: the period and categories follow it.
  const datesKey = `${dates.expirationDate}|${dates.receivedDate}|${dates.birthDate}`;
  const previousDates = useRef(datesKey);
  useEffect(() => {
    if (previousDates.current === datesKey) return;
    previousDates.current = datesKey;
    if (fill) fillForm(fill, "dates");
  });

  async function choose(summary: RuleSetSummary) {
    setChoosing(true);
    try {
      const chosen = await readChosen(summary.id);
      const chosenFill = ruleFill(chosen, dates, today);
      fillForm(chosenFill, "all");
      setLink({ id: chosen.id, version: chosen.version });
      setLinkChanged(true);
      setFocusNext(chosenFill.periodNeeds);
    } catch (error) {
      showFailure("The rule set could not be read", error);
    } finally {
      setChoosing(false);
    }
  }

  function stopFollowing() {
    setLink(null);
    setLinkChanged(true);
    placed.current = { period: null, categories: null };
  }

  return {
    link,
    rule,
    ruleError: link !== null && ruleQuery.isError,
    fill,
    /** The date the rule's cycle waits for, while the reporting period is not placed. */
    periodNeeds: waiting ? (fill?.periodNeeds ?? null) : null,
    /** The fields the user changed away from the rule. */
    detached: marked,
    choosing,
    choose,
    stopFollowing,
    birthDate,
    setBirthDate,
    /** The birth date's input, focused when the chosen rule waits for it. */
    birthDateInput,
    /** Sent with the save: the link when it was chosen or stopped here, else kept as saved. */
    linkToSave: (linkChanged ? link : undefined) satisfies RuleSetLinkToSave,
    /** The mark of a field the user changed away from the rule, or nothing. */
    mark: (field: RuleField): string | undefined =>
      marked.includes(field) ? ruleFollowTexts.detached(ruleFieldLabels[field]) : undefined,
  };
}

export type RuleFollow = ReturnType<typeof useRuleFollow>;
