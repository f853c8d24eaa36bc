import type { ShareCreated } from "@common/reports";
import { Button } from "@web/components/ui/button";
import { ShownOnceAddress } from "@web/components/ui/shown-once-address";
import { formatMoment } from "@web/lib/format-date";

/** The link just created, shown this once, with when it expires. */
export function ShareLinkCreated({ share, onDone }: { share: ShareCreated; onDone: () => void }) {
  return (
    <ShownOnceAddress
      announcement="Share link created. Copy it now: it is shown only once."
      label="Share link"
      url={share.url}
      copyLabel="Copy link"
    >
      <p className="text-sm text-muted-foreground">
        Expires {formatMoment(share.expiresAt)}. Anyone with the link can open this packet until
        then, without an account.
      </p>
      <div>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </ShownOnceAddress>
  );
}
