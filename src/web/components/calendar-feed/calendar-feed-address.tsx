import type { CalendarFeedCreated } from "@common/calendar-feed";
import { Button, buttonVariants } from "@web/components/ui/button";
import { ShownOnceAddress } from "@web/components/ui/shown-once-address";
import { CalendarPlus } from "lucide-react";

/**
 * The feed's address just created, shown this once; the webcal link opens the device's
 * calendar app on the subscription.
 */
export function CalendarFeedAddress({
  created,
  onDone,
}: {
  created: CalendarFeedCreated;
  onDone: () => void;
}) {
  return (
    <ShownOnceAddress
      announcement="Calendar feed created. Copy its address now: it is shown only once."
      label="Calendar feed address"
      url={created.url}
      copyLabel="Copy address"
    >
      <div className="flex flex-wrap items-center gap-2">
        <a href={created.webcalUrl} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <CalendarPlus aria-hidden="true" />
          Open in my calendar app
        </a>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </ShownOnceAddress>
  );
}
