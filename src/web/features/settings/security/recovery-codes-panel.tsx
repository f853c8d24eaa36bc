import { Button, buttonVariants } from "@web/components/ui/button";
import { CopyButton } from "@web/components/ui/copy-button";
import { Download } from "lucide-react";
import { recoveryCodesFileName, recoveryCodesHref, recoveryCodesText } from "./recovery-codes-file";

/** The ten recovery codes, shown once right after MFA is turned on. */
export function RecoveryCodesPanel({
  codes,
  username,
  onDone,
}: {
  codes: string[];
  username: string;
  onDone: () => void;
}) {
  return (
    <section
      aria-labelledby="recovery-codes-heading"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="recovery-codes-heading" className="font-semibold">
        Your recovery codes
      </h3>
      <p className="text-sm">
        Store these codes somewhere safe now: they are shown only once. Each code signs you in one
        time when you cannot get an MFA code.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={recoveryCodesText(codes, username)} label="Copy codes" />
        <a
          href={recoveryCodesHref(codes, username)}
          download={recoveryCodesFileName}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden="true" />
          Download as .txt
        </a>
        <Button size="sm" onClick={onDone}>
          I have stored my codes
        </Button>
      </div>
    </section>
  );
}
