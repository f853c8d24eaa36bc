import type { Share, ShareAccessAction } from "@common/reports";
import { Button } from "@web/components/ui/button";
import { ColumnHeads } from "@web/components/ui/column-heads";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { ErrorText } from "@web/components/ui/error-text";
import { Pagination } from "@web/components/ui/pagination";
import { Spinner } from "@web/components/ui/spinner";
import { TitledDialog } from "@web/components/ui/titled-dialog";
import { formatMoment } from "@web/lib/format-date";
import { useState } from "react";
import { shareAccessesPageSize } from "./share-links-api";
import { useShareAccesses } from "./use-share-links";

const actionLabels: Record<ShareAccessAction, string> = {
  viewed: "Viewed the packet",
  transcript: "Downloaded the transcript",
  packet: "Downloaded the audit packet",
};

const accessColumns = ["Time", "What", "IP address", "Browser"];

/** One page of the access log, read when the dialog opens (its content mounts then). */
function AccessLog({
  share,
  page,
  onPage,
}: {
  share: Share;
  page: number;
  onPage: (page: number) => void;
}) {
  const accesses = useShareAccesses(share.id, page);
  const pages = Math.max(1, Math.ceil((accesses.data?.total ?? 0) / shareAccessesPageSize));
  if (accesses.isPending) return <Spinner />;
  if (accesses.isError)
    return <ErrorText>Could not load the access log. Please try again.</ErrorText>;
  if (accesses.data.total === 0) {
    return <p className="text-sm text-muted-foreground">Nobody has opened this link yet.</p>;
  }
  if (accesses.data.rows.length === 0) return null;
  return (
    <div className="grid gap-3">
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <ColumnHeads columns={accessColumns} />
          </thead>
          <tbody>
            {accesses.data.rows.map((access) => (
              <tr key={access.id} className="border-b last:border-0">
                <td className="py-2 pr-3 whitespace-nowrap">{formatMoment(access.accessedAt)}</td>
                <td className="py-2 pr-3">{actionLabels[access.action]}</td>
                <td className="py-2 pr-3 break-all">{access.ipAddress ?? "Unknown"}</td>
                <td className="py-2">{access.browser}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <Pagination page={page} pages={pages} onPage={onPage} label="Access log pages" />
      )}
    </div>
  );
}

/** Who opened a share link: when, from which address, with which browser, and what they fetched. */
export function ShareAccessLogDialog({ share }: { share: Share }) {
  // Kept here, so the log opens again on the page it was left at.
  const [page, setPage] = useState(1);
  return (
    <TitledDialog
      className="max-w-2xl"
      trigger={
        <Button variant="outline" size="sm">
          Access log
        </Button>
      }
      title="Access log"
      description={`Every opening of the link created ${formatMoment(share.createdAt)}, newest first.`}
    >
      <AccessLog share={share} page={page} onPage={setPage} />
      <DialogActions closeLabel="Close" />
    </TitledDialog>
  );
}
