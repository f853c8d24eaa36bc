import type { Capture } from "@common/captures";
import { CircleCheck } from "lucide-react";
import { useHistoryState } from "wouter/use-browser-location";

/** What Save and next leaves in the address's history for the next review to say. */
export type SavedAndNext = { savedCredit: { title: string; captureId: number } };

function isSavedAndNext(state: unknown): state is SavedAndNext {
  if (typeof state !== "object" || state === null || !("savedCredit" in state)) return false;
  const saved = state.savedCredit;
  return typeof saved === "object" && saved !== null && "title" in saved && "captureId" in saved;
}

/**
 * After Save and next, the next review says in the page what was saved and how many are left,
 * where it covers nothing: a floating notice would lie over this review's buttons.
 */
export function SavedAndNextNote({ inbox }: { inbox: Capture[] | undefined }) {
  const state = useHistoryState<unknown>();
  if (!isSavedAndNext(state)) return null;
  const { title, captureId } = state.savedCredit;
  const left = inbox?.filter((capture) => capture.id !== captureId).length;
  return (
    <p
      role="status"
      className="flex min-w-0 items-start gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm break-words text-green-900"
    >
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        Credit added: saved “{title}”.
        {left !== undefined && ` ${left} left to review.`}
      </span>
    </p>
  );
}
