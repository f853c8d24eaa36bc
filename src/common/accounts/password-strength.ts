/** The advisory password strength meter of spec section 5. */
export type PasswordStrength = {
  score: number;
  label: "Weak" | "Medium" | "Strong" | "Very strong";
  criteria: {
    length: boolean;
    uppercase: boolean;
    lowercase: boolean;
    number: boolean;
    special: boolean;
  };
};

export function passwordStrength(password: string): PasswordStrength {
  const criteria = {
    length: password.length >= 8,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
  const score = Object.values(criteria).filter(Boolean).length * 20;
  const label =
    score >= 80 ? "Very strong" : score >= 60 ? "Strong" : score >= 40 ? "Medium" : "Weak";
  return { score, label, criteria };
}

/** Each criterion the meter scores, worded as what would make the password stronger. */
const advice: Record<keyof PasswordStrength["criteria"], string> = {
  length: "at least 8 characters",
  uppercase: "an uppercase letter",
  lowercase: "a lowercase letter",
  number: "a number",
  special: "a symbol",
};

/**
 * "Stronger with: a number, a symbol": advice, not rules (only the length is required), or
 * null when the password meets every criterion.
 */
export function strengthAdvice({ criteria }: PasswordStrength): string | null {
  const missing = (Object.keys(advice) as (keyof typeof advice)[]).filter((key) => !criteria[key]);
  return missing.length === 0
    ? null
    : `Stronger with: ${missing.map((key) => advice[key]).join(", ")}`;
}
