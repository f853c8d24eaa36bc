import { CopyButton } from "@web/components/ui/copy-button";

/**
 * Setting up an authenticator app: what to do, the QR code to scan and the setup key to type
 * instead, for a user's two-factor authentication and for the admin credential's.
 */
export function AuthenticatorSetup({
  qrCodeUrl,
  qrCodeAlt,
  secret,
  secretTestId,
}: {
  qrCodeUrl: string;
  qrCodeAlt: string;
  /** The setup key, when the server shows it. */
  secret: string | null;
  secretTestId: string;
}) {
  return (
    <>
      <p className="text-sm">
        Scan this QR code with your authenticator app, or type the setup key into it. Then enter the
        6-digit code the app shows.
      </p>
      <img src={qrCodeUrl} alt={qrCodeAlt} className="size-48 rounded border bg-white" />
      {secret && (
        <div className="grid gap-1.5 text-sm">
          <p>Setup key</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              className="min-w-0 break-all rounded bg-muted px-2 py-1 font-mono"
              data-testid={secretTestId}
            >
              {secret}
            </code>
            <CopyButton text={secret} label="Copy setup key" />
          </div>
        </div>
      )}
    </>
  );
}
