import { mfaCodeField } from "@common/accounts/fields";
import { z } from "zod";

const eitherMessage = "Enter a current code or your password";

/**
 * Turning MFA off needs one proof: a current code (or a recovery code) or the password.
 * Both fields may be typed in; a code is checked by the MFA code rules only when given.
 */
export const mfaDisableFormSchema = z
  .object({ code: z.string().trim(), password: z.string() })
  .superRefine(({ code, password }, context) => {
    if (code === "" && password === "") {
      context.addIssue({ code: "custom", message: eitherMessage, path: ["code"] });
      return;
    }
    if (code === "") return;
    const checked = mfaCodeField.safeParse(code);
    if (!checked.success) {
      context.addIssue({
        code: "custom",
        message: checked.error.issues[0]?.message ?? eitherMessage,
        path: ["code"],
      });
    }
  });

export type MfaDisableForm = z.input<typeof mfaDisableFormSchema>;
export type MfaDisableProof = { code: string } | { password: string };

/** The body of POST /api/user/mfa/disable: the code when one was typed, else the password. */
export function mfaDisableProof({ code, password }: MfaDisableForm): MfaDisableProof {
  const trimmed = code.trim();
  return trimmed ? { code: trimmed } : { password };
}
