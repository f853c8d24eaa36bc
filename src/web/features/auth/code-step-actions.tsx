import { Button } from "@web/components/ui/button";

/** "Resend code" and "Change email address" under a code field (sign-up and reset). */
export function CodeStepActions({
  resending,
  onResend,
  onChangeEmail,
}: {
  resending: boolean;
  onResend: () => void;
  onChangeEmail: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
      <Button
        variant="link"
        className="h-auto px-0 py-1"
        aria-busy={resending}
        onClick={() => {
          if (!resending) onResend();
        }}
      >
        Resend code
      </Button>
      <Button variant="link" className="h-auto px-0 py-1" onClick={onChangeEmail}>
        Change email address
      </Button>
    </div>
  );
}
