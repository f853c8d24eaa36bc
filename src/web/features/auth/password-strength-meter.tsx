import { commonPasswordMessage } from "@common/accounts/fields";
import { passwordStrength, strengthAdvice } from "@common/accounts/password-strength";
import { cn } from "@web/lib/cn";
import { useIsCommonPassword } from "./use-common-password-check";

/**
 * Advisory only (spec section 5): any password of 8 characters or more is accepted, unless
 * it is one of the common passwords the server refuses, which the meter says at once.
 */
const weakest = { score: 20, label: "Weak" } as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const advice = strengthAdvice(strength);
  const common = useIsCommonPassword(password);
  // A password the server refuses never reads as strong, whatever its mix of characters.
  const { score, label } = common ? weakest : strength;
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
      {/* The verdict and the warning are announced as they change; the advice is read on demand. */}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Password strength: <span className="font-medium text-foreground">{label}</span>
        {common && <span className="block text-destructive">{commonPasswordMessage}</span>}
      </p>
      {advice && <p className="text-xs text-muted-foreground">{advice}</p>}
    </div>
  );
}
