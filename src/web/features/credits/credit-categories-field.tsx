import {
  categoryKey,
  maxCategoryNameLength,
  maxCreditCategories,
  requirementMessages,
} from "@common/certifications/requirements";
import { ChoiceFieldset, choiceOptionClassName } from "@web/components/forms/choice-fieldset";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { type KeyboardEvent, useId, useState } from "react";

/** The offered names and the chosen ones not among them, each once (first spelling kept). */
function chipNames(offered: string[], chosen: string[]): string[] {
  const seen = new Set<string>();
  return [...offered, ...chosen].filter((name) => {
    const key = categoryKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The credit's categories as checkable chips: the requirement categories of the certifications
 * it counts toward (`offered`), plus any the user types.
 */
export function CreditCategoriesField({
  offered,
  value,
  onChange,
  error,
}: {
  offered: string[];
  value: string[];
  onChange: (categories: string[]) => void;
  error?: string;
}) {
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | null>(null);
  const chosenKeys = new Set(value.map(categoryKey));
  const toggle = (name: string, checked: boolean) =>
    onChange(
      checked
        ? [...value, name]
        : value.filter((chosen) => categoryKey(chosen) !== categoryKey(name)),
    );
  const addTyped = () => {
    const name = typed.trim();
    if (name === "") return;
    if (name.length > maxCategoryNameLength) {
      setTypedError(requirementMessages.categoryNameTooLong);
      return;
    }
    if (!chosenKeys.has(categoryKey(name))) {
      if (value.length >= maxCreditCategories) {
        setTypedError(requirementMessages.tooManyCreditCategories);
        return;
      }
      onChange([...value, name]);
    }
    setTyped("");
    setTypedError(null);
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    addTyped();
  };
  const message = typedError ?? error;
  return (
    <ChoiceFieldset legend="Categories" error={message} className="grid min-w-0 gap-2">
      {() => (
        <>
          <p className="text-xs text-muted-foreground">
            Optional. The requirement categories this credit counts for, such as Ethics.
          </p>
          {chipNames(offered, value).length > 0 && (
            <div className="flex min-w-0 flex-wrap gap-2">
              {chipNames(offered, value).map((name) => (
                <label
                  key={categoryKey(name)}
                  className={cn(
                    choiceOptionClassName,
                    "min-w-0 cursor-pointer rounded-full py-1 break-words",
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={chosenKeys.has(categoryKey(name))}
                    onChange={(event) => toggle(name, event.target.checked)}
                  />
                  {name}
                </label>
              ))}
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>Another category</Label>
            <div className="flex min-w-0 gap-2">
              <Input
                id={inputId}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={addOnEnter}
                autoComplete="off"
              />
              <Button type="button" variant="outline" onClick={addTyped}>
                Add category
              </Button>
            </div>
          </div>
        </>
      )}
    </ChoiceFieldset>
  );
}
