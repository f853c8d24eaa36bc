import { countOf } from "@common/plural";
import type { Share } from "@common/reports";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { formatMoment } from "@web/lib/format-date";
import { ShareAccessLogDialog } from "./share-access-log-dialog";

const statusBadges = {
  active: { label: "Active", variant: "success" },
  expired: { label: "Expired", variant: "secondary" },
  revoked: { label: "Revoked", variant: "danger" },
} as const;

/** One share link: its status, dates and openings, its access log, and revoking it. */
export function ShareLinkItem({
  share,
  showCycle,
  revoking,
  onRevoke,
}: {
  share: Share;
  showCycle: boolean;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const badge = statusBadges[share.status];
  const ending =
    share.status === "revoked" && share.revokedAt
      ? `Revoked ${formatMoment(share.revokedAt)}`
      : `${share.status === "expired" ? "Expired" : "Expires"} ${formatMoment(share.expiresAt)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <span>Created {formatMoment(share.createdAt)}</span>
          {showCycle && <span className="text-muted-foreground">Cycle {share.cycle}</span>}
        </p>
        <p className="text-muted-foreground">{ending}</p>
        <p className="text-muted-foreground">
          Opened {countOf(share.accessCount, "time", "times")}
          {share.lastAccessedAt && `, last ${formatMoment(share.lastAccessedAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ShareAccessLogDialog share={share} />
        {share.status === "active" && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" disabled={revoking}>
                Revoke
              </Button>
            }
            title="Revoke this share link?"
            description="Anyone holding the link will see that it has expired or was revoked. Its access log stays here. This cannot be undone."
            confirmLabel="Revoke link"
            onConfirm={onRevoke}
          />
        )}
      </div>
    </li>
  );
}
