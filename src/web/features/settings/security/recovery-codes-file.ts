/** The recovery codes as a text file a person can keep: a heading, the codes, how to use them. */
export function recoveryCodesText(codes: readonly string[], username: string): string {
  return [
    `CertMinder recovery codes for ${username}`,
    "",
    ...codes,
    "",
    "Each code signs you in once when you cannot use your usual MFA code.",
    "Keep this file somewhere safe.",
    "",
  ].join("\n");
}

/** A data: URL for a download link (a blob: URL would need cleaning up). */
export function recoveryCodesHref(codes: readonly string[], username: string): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesText(codes, username))}`;
}

export const recoveryCodesFileName = "certminder-recovery-codes.txt";
