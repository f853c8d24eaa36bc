import { carryOverText } from "@common/certifications/requirement-texts";
import { carryOverRuleSchema } from "@common/certifications/requirements";
import { InputField } from "@web/components/forms/input-field";
import { decimalInput, wholeNumberInput } from "@web/components/forms/input-kinds";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { useId } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { RequirementsFields, RequirementsFormValues } from "./requirements-form-values";

/** The rule as typed so far, in words, once it is a valid rule. */
function ruleText(rule: RequirementsFormValues["carryOver"], unit: string): string | null {
  const parsed = carryOverRuleSchema.safeParse({
    maxCredits: rule.maxCredits,
    lastDays: Number(rule.lastDays),
  });
  return parsed.success ? carryOverText(parsed.data, unit) : null;
}

/** Off, or: up to N credits earned beyond the requirement in the last M days of the last cycle. */
export function CarryOverFields({ unit }: { unit: string }) {
  const checkboxId = useId();
  const { control, register, formState } = useFormContext<RequirementsFields>();
  const on = useWatch({ control, name: "requirements.carryOverOn" });
  const rule = useWatch({ control, name: "requirements.carryOver" });
  const errors = formState.errors.requirements?.carryOver;
  const preview = on ? ruleText(rule, unit) : null;
  return (
    <div className="grid min-w-0 gap-3 rounded-md border p-3">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="requirements.carryOverOn"
          render={({ field }) => (
            <Checkbox
              id={checkboxId}
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
        <Label htmlFor={checkboxId} className="grid gap-1 leading-snug">
          Carry over credits from the previous cycle
          <span className="font-normal text-muted-foreground">
            Credits earned beyond the previous cycle's requirement near its end count toward this
            one.
          </span>
        </Label>
      </div>
      {on && (
        <div className="grid min-w-0 gap-3 sm:grid-cols-2">
          <InputField
            label={`Carry over up to (${unit})`}
            registration={register("requirements.carryOver.maxCredits")}
            error={errors?.maxCredits?.message}
            {...decimalInput}
          />
          <InputField
            label="Earned in the last (days of the previous cycle)"
            registration={register("requirements.carryOver.lastDays")}
            error={errors?.lastDays?.message}
            {...wholeNumberInput({ min: 1 })}
          />
          {preview && <p className="text-sm text-muted-foreground sm:col-span-2">{preview}</p>}
        </div>
      )}
    </div>
  );
}
