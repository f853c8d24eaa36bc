import { z } from "zod";
import { currentPasswordField, mfaCodeField } from "./fields";
import { mfaTypes } from "./sign-in";

export const mfaSetupSchema = z.object({
  method: z.enum(mfaTypes).default("sms"),
  reregister: z.boolean().default(false),
});

/** Section 4's setup results: one of these fields tells the page what happened. */
export const mfaSetupResultSchema = z.object({
  message: z.string(),
  needsPhoneNumber: z.boolean().optional(),
  status: z.literal("disabled").optional(),
  /** A data: URL of the QR code for an authenticator app. */
  qrCodeUrl: z.string().optional(),
  /** The same secret as text, for typing into the app. */
  secret: z.string().optional(),
  codeSent: z.boolean().optional(),
});
export type MfaSetupResult = z.infer<typeof mfaSetupResultSchema>;

export const mfaVerifySchema = z.object({ code: mfaCodeField });
export const mfaVerifyResultSchema = z.object({
  message: z.string(),
  /** Ten one-time recovery codes, shown once. */
  recoveryCodes: z.array(z.string()),
});

export const mfaDisableSchema = z
  .object({
    code: mfaCodeField.optional(),
    password: currentPasswordField("Enter a current code or your password").optional(),
  })
  .refine((input) => input.code || input.password, {
    message: "Enter a current code or your password",
    path: ["code"],
  });

export const trustedDeviceSchema = z.object({
  id: z.number().int(),
  /** The name given when it was trusted, else its browser and system ("Chrome on Windows"). */
  deviceName: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  lastUsed: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;
