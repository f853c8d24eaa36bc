import { CopyButton } from "@web/components/ui/copy-button";
import { Input } from "@web/components/ui/input";
import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A secret address just created (a calendar feed, a share link, an address for mailing
 * certificates in), shown this once: CertMinder keeps only a fingerprint of it. The field is
 * selected, so where the clipboard is refused the address can be copied by hand; what to do
 * next follows it.
 */
export function ShownOnceAddress({
  announcement,
  label,
  url,
  copyLabel,
  children,
}: {
  /** Said when it appears: what was created, and to copy it now. */
  announcement: string;
  /** The field's name, for assistive technology. */
  label: string;
  url: string;
  copyLabel: string;
  children: ReactNode;
}) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className="grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-4">
      <p role="status" className="text-sm font-medium">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={fieldId} className="sr-only">
          {label}
        </label>
        <Input
          id={fieldId}
          ref={field}
          readOnly
          value={url}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={url} label={copyLabel} />
      </div>
      {children}
    </div>
  );
}
