import {
  maxReminderSteps,
  reminderStepRange,
  systemSettingMessages,
} from "@common/system-settings";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { X } from "lucide-react";
import { useId, useState } from "react";

const dayText = (days: number) => (days === 1 ? "1 day before" : `${days} days before`);

/** Why `typed` cannot be added to `days`, or null when it can. */
function additionProblem(typed: string, days: readonly number[]): string | null {
  const day = Number(typed);
  if (typed.trim() === "" || !Number.isInteger(day)) return systemSettingMessages.reminderStep;
  if (day < reminderStepRange.min || day > reminderStepRange.max) {
    return systemSettingMessages.reminderStep;
  }
  if (days.includes(day)) return systemSettingMessages.reminderStepsRepeated;
  if (days.length >= maxReminderSteps) return systemSettingMessages.reminderStepsTooMany;
  return null;
}

/**
 * The reminder days as a list, from the earliest: each can be removed, and a day typed in
 * is added in its place in the list.
 */
export function ReminderDaysField({
  days,
  onChange,
  error,
}: {
  days: number[];
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const refused = additionProblem(typed, days);
    setProblem(refused);
    if (refused) return;
    onChange([...days, Number(typed)].sort((a, b) => b - a));
    setTyped("");
  };
  const message = problem ?? error;
  return (
    <fieldset className="grid gap-3" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium leading-none">Reminder days</legend>
      {days.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No reminder days: only each user's own lead time.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {days.map((day) => (
            <li
              key={day}
              className="flex items-center gap-1 rounded-md border bg-muted py-1 pr-1 pl-3 text-sm"
            >
              {dayText(day)}
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${dayText(day)}`}
                onClick={() => onChange(days.filter((kept) => kept !== day))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-add`} className="text-sm">
            Days before a deadline
          </label>
          <Input
            id={`${id}-add`}
            type="number"
            inputMode="numeric"
            min={reminderStepRange.min}
            max={reminderStepRange.max}
            step={1}
            className="max-w-32"
            value={typed}
            aria-invalid={Boolean(problem)}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the day rather than saving the form.
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="outline" onClick={add} disabled={days.length >= maxReminderSteps}>
          Add day
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        From {reminderStepRange.min} to {reminderStepRange.max} days, at most {maxReminderSteps}.
      </p>
      {message && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </fieldset>
  );
}
