import type { AuthLogEntry } from "@common/auth-logs";
import { Card } from "@web/components/ui/card";
import { ColumnHeads } from "@web/components/ui/column-heads";
import { usePhoneLayout } from "@web/hooks/use-media-query";
import { useRef } from "react";
import { AuthLogDetailDialog } from "./auth-log-detail-dialog";
import { AuthLogStatusBadge } from "./auth-log-status-badge";
import { browserText, eventText, formatEntryTime, usernameText } from "./auth-log-texts";

/** A click anywhere on a row (or card) opens its details, as its Details button does. */
function useOpensDetails() {
  const button = useRef<HTMLButtonElement>(null);
  const onClick = (event: { target: EventTarget }) => {
    if (event.target instanceof Element && event.target.closest("button, a, [role=dialog]")) return;
    button.current?.click();
  };
  return { button, onClick };
}

function EntryRow({ entry }: { entry: AuthLogEntry }) {
  const { button, onClick } = useOpensDetails();
  return (
    <tr className="cursor-pointer border-b last:border-0 hover:bg-muted/50" onClick={onClick}>
      <td className="py-2 pr-3 whitespace-nowrap">{formatEntryTime(entry.createdAt)}</td>
      <td className="max-w-48 py-2 pr-3 break-all">{usernameText(entry.username)}</td>
      <td className="py-2 pr-3">{eventText(entry)}</td>
      <td className="py-2 pr-3">
        <AuthLogStatusBadge status={entry.status} />
      </td>
      <td className="py-2 pr-3 break-all">{entry.ipAddress ?? "—"}</td>
      <td className="py-2 pr-3">{browserText(entry.userAgent)}</td>
      <td className="py-2 text-right">
        <AuthLogDetailDialog entry={entry} triggerRef={button} />
      </td>
    </tr>
  );
}

function EntryCard({ entry }: { entry: AuthLogEntry }) {
  const { button, onClick } = useOpensDetails();
  return (
    <li>
      <Card className="grid gap-2 p-4 text-sm" onClick={onClick}>
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 font-medium break-all">{usernameText(entry.username)}</p>
          <AuthLogStatusBadge status={entry.status} />
        </div>
        <p>{eventText(entry)}</p>
        <p className="text-muted-foreground">{formatEntryTime(entry.createdAt)}</p>
        <p className="break-all text-muted-foreground">
          {entry.ipAddress ?? "—"} · {browserText(entry.userAgent)}
        </p>
        <div>
          <AuthLogDetailDialog entry={entry} triggerRef={button} />
        </div>
      </Card>
    </li>
  );
}

const columns = [
  "Time",
  "Username",
  "Event",
  "Status",
  "IP address",
  "Browser",
  { name: "Details", right: true, unseen: true },
];

/** The page's entries: a table from 768 px, cards on a phone. */
export function AuthLogList({ entries }: { entries: AuthLogEntry[] }) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <ul className="grid gap-3">
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} />
        ))}
      </ul>
    );
  }
  return (
    <Card className="overflow-x-auto p-4">
      <table className="w-full text-left text-sm">
        <thead>
          <ColumnHeads columns={columns} />
        </thead>
        <tbody>
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}
