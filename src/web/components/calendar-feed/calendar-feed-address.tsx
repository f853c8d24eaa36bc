import type { CalendarFeedCreated } from "@common/calendar-feed";
import { Button, buttonVariants } from "@web/components/ui/button";
import { CopyButton } from "@web/components/ui/copy-button";
import { Input } from "@web/components/ui/input";
import { CalendarPlus } from "lucide-react";
import { useEffect, useId, useRef } from "react";

/**
 * The feed's address just created, shown this once: CertMinder keeps only a fingerprint of
 * it. The field is selected, so where the clipboard is refused the address can be copied by
 * hand; the webcal link opens the device's calendar app on the subscription.
 */
export function CalendarFeedAddress({
  created,
  onDone,
}: {
  created: CalendarFeedCreated;
  onDone: () => void;
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
        Calendar feed created. Copy its address now: it is shown only once.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={fieldId} className="sr-only">
          Calendar feed address
        </label>
        <Input
          id={fieldId}
          ref={field}
          readOnly
          value={created.url}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={created.url} label="Copy address" />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <a href={created.webcalUrl} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <CalendarPlus aria-hidden="true" />
          Open in my calendar app
        </a>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
