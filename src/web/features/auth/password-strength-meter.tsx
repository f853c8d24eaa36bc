import { passwordStrength } from "@common/accounts/password-strength";
import { cn } from "@web/lib/cn";

const criteriaLabels = {
  length: "At least 8 characters",
  uppercase: "An uppercase letter",
  lowercase: "A lowercase letter",
  number: "A number",
  special: "A special character",
} as const;

const criteriaKeys = Object.keys(criteriaLabels) as (keyof typeof criteriaLabels)[];

/** Advisory only: any password of 8 characters or more is accepted. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label, criteria } = passwordStrength(password);
  const color =
    score >= 80
      ? "bg-green-600"
      : score >= 60
        ? "bg-emerald-500"
        : score >= 40
          ? "bg-amber-500"
          : "bg-red-600";
  return (
    <div className="grid gap-1.5">
      <div className="h-1.5 w-full overflow-hidden rounded bg-muted" aria-hidden="true">
        <div className={cn("h-full transition-all", color)} style={{ width: `${score}%` }} />
      </div>
      {/* Only the verdict is announced as it changes, not the whole list at each keystroke. */}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Password strength: <span className="font-medium text-foreground">{label}</span>
      </p>
      <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label="Strong passwords have">
        {criteriaKeys.map((key) => (
          <li key={key} className={criteria[key] ? "text-green-700" : undefined}>
            <span aria-hidden="true">{criteria[key] ? "✓" : "○"}</span> {criteriaLabels[key]}
            <span className="sr-only">{criteria[key] ? " (met)" : " (not met)"}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
