import type { ShareCreated } from "@common/reports";
import { Button } from "@web/components/ui/button";
import { CopyButton } from "@web/components/ui/copy-button";
import { Input } from "@web/components/ui/input";
import { useEffect, useRef } from "react";
import { formatShareMoment } from "./share-moment";

/** The link just created, shown this once: CertMinder keeps only a fingerprint of it. */
export function ShareLinkCreated({ share, onDone }: { share: ShareCreated; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className="grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-4">
      <p role="status" className="text-sm font-medium">
        Share link created. Copy it now: it is shown only once.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="created-share-link" className="sr-only">
          Share link
        </label>
        <Input
          id="created-share-link"
          ref={field}
          readOnly
          value={share.url}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={share.url} label="Copy link" />
      </div>
      <p className="text-sm text-muted-foreground">
        Expires {formatShareMoment(share.expiresAt)}. Anyone with the link can open this packet
        until then, without an account.
      </p>
      <div>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
