import {
  type PlannerPreferences,
  plannerLimits,
  plannerMessages,
  plannerPreferencesSchema,
} from "@common/planner";
import { decimalInput, wholeNumberInput } from "@web/components/forms/input-kinds";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { type FormEvent, useState } from "react";

/** The monthly limit's messages are the preferences'; the budget's schema has none of its own. */
const budgetMessage = `Enter a budget in whole dollars, up to ${plannerLimits.budget.toLocaleString("en-US")}, or leave it empty`;

/** An empty field is no limit; anything else must be what the preferences take. */
function limitOf<Key extends "budget" | "monthlyHoursLimit">(
  key: Key,
  typed: string,
): { value: PlannerPreferences[Key] } | { error: string } {
  if (typed.trim() === "") return { value: null };
  const read = plannerPreferencesSchema.shape[key].safeParse(Number(typed));
  if (read.success) return { value: read.data };
  if (key === "budget") return { error: budgetMessage };
  return { error: read.error.issues[0]?.message ?? plannerMessages.monthlyHoursLimit };
}

const shown = (value: number | null) => (value === null ? "" : String(value));

/** The plan's budget and its limit of course hours in any one month; empty is no limit. */
export function PlanLimitsForm({
  preferences,
  onChange,
  busy,
}: {
  preferences: PlannerPreferences;
  onChange: (preferences: PlannerPreferences) => void;
  busy: boolean;
}) {
  const [budget, setBudget] = useState(shown(preferences.budget));
  const [hours, setHours] = useState(shown(preferences.monthlyHoursLimit));
  const [errors, setErrors] = useState<{ budget?: string; monthlyHoursLimit?: string }>({});

  function save(event: FormEvent) {
    event.preventDefault();
    const budgetLimit = limitOf("budget", budget);
    const hoursLimit = limitOf("monthlyHoursLimit", hours);
    setErrors({
      budget: "error" in budgetLimit ? budgetLimit.error : undefined,
      monthlyHoursLimit: "error" in hoursLimit ? hoursLimit.error : undefined,
    });
    if ("error" in budgetLimit || "error" in hoursLimit) return;
    onChange({ ...preferences, budget: budgetLimit.value, monthlyHoursLimit: hoursLimit.value });
  }

  return (
    <form noValidate className="grid gap-3" onSubmit={save}>
      <div className="grid gap-3">
        <FormField label="Budget ($)" error={errors.budget} hint="For the whole plan">
          {(control) => (
            <Input
              {...control}
              {...wholeNumberInput({ min: 0, max: plannerLimits.budget })}
              value={budget}
              placeholder="No limit"
              onChange={(event) => setBudget(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Hours a month at most"
          error={errors.monthlyHoursLimit}
          hint="Course hours in any one month"
        >
          {(control) => (
            <Input
              {...control}
              {...decimalInput}
              max={plannerLimits.monthlyHours}
              value={hours}
              placeholder="No limit"
              onChange={(event) => setHours(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
        Save limits
      </Button>
    </form>
  );
}
