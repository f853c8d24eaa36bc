import { passwordStrength } from "@common/accounts/password-strength";
import { cn } from "@web/lib/cn";

const criteriaLabels = {
  length: "At least 8 characters",
  uppercase: "An uppercase letter",
  lowercase: "A lowercase letter",
  number: "A number",
  special: "A special character",
} as const;

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
    <div className="grid gap-1.5" aria-live="polite">
      <div className="h-1.5 w-full overflow-hidden rounded bg-muted" aria-hidden="true">
        <div className={cn("h-full transition-all", color)} style={{ width: `${score}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        Password strength: <span className="font-medium text-foreground">{label}</span>
      </p>
      <ul className="grid gap-0.5 text-xs text-muted-foreground">
        {Object.entries(criteriaLabels).map(([key, text]) => (
          <li
            key={key}
            className={criteria[key as keyof typeof criteriaLabels] ? "text-green-700" : undefined}
          >
            {criteria[key as keyof typeof criteriaLabels] ? "✓" : "○"} {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
