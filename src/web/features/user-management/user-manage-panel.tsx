import type { ManagedUser } from "@common/user-management";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { showFailure } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import { useRef } from "react";
import { useUserAction } from "./use-user-management";
import { type UserAction, userActions } from "./user-actions";
import { UserHistory } from "./user-history";

/**
 * Under a user's row once Manage is pressed: the actions that apply to them, each asking
 * first, and the history of what administrators did to the account.
 */
export function UserManagePanel({
  user,
  self,
  id,
}: {
  user: ManagedUser;
  /** The administrator looking is this user. */
  self: boolean;
  id: string;
}) {
  const action = useUserAction();
  // The button pressed may give way to its opposite (Disable to Enable): keep focus nearby.
  const actionsRef = useRef<HTMLElement>(null);
  const run = (chosen: UserAction) =>
    action.mutate(
      { user, request: chosen.request, self },
      {
        onSuccess: () => {
          toast({ title: chosen.done });
          actionsRef.current?.focus();
        },
        onError: (error) => showFailure(`${chosen.label} failed`, error),
      },
    );
  return (
    <div id={id} className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <section
        ref={actionsRef}
        tabIndex={-1}
        aria-label={`Actions for ${user.username}`}
        className="grid content-start gap-2 focus-visible:outline-none"
      >
        <h3 className="text-sm font-semibold">Actions</h3>
        <div className="flex flex-wrap gap-2">
          {userActions(user, { self }).map((chosen) => (
            <ConfirmDialog
              key={chosen.label}
              trigger={
                <Button variant="outline" size="sm" disabled={action.isPending}>
                  {chosen.label}
                </Button>
              }
              title={chosen.title}
              description={chosen.effect}
              confirmLabel={chosen.label}
              onConfirm={() => run(chosen)}
            />
          ))}
        </div>
        {self && (
          <p className="text-xs text-muted-foreground">You cannot disable your own account.</p>
        )}
      </section>
      <section aria-label={`History of ${user.username}`} className="grid content-start gap-2">
        <h3 className="text-sm font-semibold">History</h3>
        <UserHistory userId={user.id} />
      </section>
    </div>
  );
}
