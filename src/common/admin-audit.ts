import { z } from "zod";

/** Everything an administrator can do that the admin audit trail records. */
export const adminAuditActions = [
  "user_disabled",
  "user_enabled",
  "premium_override_on",
  "premium_override_off",
  "admin_granted",
  "admin_revoked",
  "mfa_reset",
  "verification_resent",
  "setting_changed",
  "admin_password_changed",
  "admin_mfa_enabled",
  "admin_mfa_disabled",
  "feedback_updated",
  "opportunity_created",
  "opportunity_updated",
  "opportunity_deleted",
  "failed_messages_retried",
  "certifications_exported",
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** How the trail names each action ("Disabled the account"). */
export const adminAuditActionLabels: Record<AdminAuditAction, string> = {
  user_disabled: "Disabled the account",
  user_enabled: "Enabled the account",
  premium_override_on: "Turned the premium override on",
  premium_override_off: "Turned the premium override off",
  admin_granted: "Made administrator",
  admin_revoked: "Removed administrator",
  mfa_reset: "Reset two-factor authentication",
  verification_resent: "Resent the verification email",
  setting_changed: "Changed a system setting",
  admin_password_changed: "Changed the admin password",
  admin_mfa_enabled: "Turned on admin two-factor authentication",
  admin_mfa_disabled: "Turned off admin two-factor authentication",
  feedback_updated: "Updated feedback",
  opportunity_created: "Added an education opportunity",
  opportunity_updated: "Edited an education opportunity",
  opportunity_deleted: "Deleted an education opportunity",
  failed_messages_retried: "Retried failed messages",
  certifications_exported: "Exported the certifications of every user",
};

/** One line of the admin audit trail. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  actorUsername: z.string(),
  action: z.enum(adminAuditActions),
  targetUserId: z.number().int().nullable(),
  targetUsername: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
