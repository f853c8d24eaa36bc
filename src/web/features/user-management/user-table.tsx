import type { ManagedUser } from "@common/user-management";
import { Fragment } from "react";
import { LastSignIn } from "./last-sign-in";
import { ManageToggle } from "./manage-toggle";
import { mfaText, UserBadges } from "./user-badges";
import { UserIdentity } from "./user-identity";
import { UserManagePanel } from "./user-manage-panel";

export type UserListProps = {
  users: ManagedUser[];
  /** The signed-in administrator's id. */
  selfId: number | undefined;
  /** The user whose Manage panel is open. */
  openId: number | null;
  onToggle: (userId: number) => void;
};

const panelIdOf = (userId: number) => `manage-user-${userId}`;

/** From 768 px: one row per user, the open one followed by its Manage panel. */
export function UserTable({ users, selfId, openId, onToggle }: UserListProps) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-left text-sm">
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              User
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Account
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Two-factor
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Last sign-in
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Certifications
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const open = openId === user.id;
            return (
              <Fragment key={user.id}>
                <tr className="border-b align-top last:border-b-0">
                  <td className="max-w-72 px-4 py-3">
                    <UserIdentity user={user} />
                  </td>
                  <td className="px-4 py-3">
                    <UserBadges user={user} />
                  </td>
                  <td className="px-4 py-3">{mfaText(user)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <LastSignIn at={user.lastSignInAt} />
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{user.certificationCount}</td>
                  <td className="px-4 py-3 text-right">
                    <ManageToggle
                      username={user.username}
                      open={open}
                      panelId={panelIdOf(user.id)}
                      onToggle={() => onToggle(user.id)}
                    />
                  </td>
                </tr>
                {open && (
                  <tr className="border-b bg-muted/30 last:border-b-0">
                    <td colSpan={6} className="px-4 py-4">
                      <UserManagePanel
                        user={user}
                        self={user.id === selfId}
                        id={panelIdOf(user.id)}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Under 768 px: one card per user, its Manage panel inside it. */
export function UserCards({ users, selfId, openId, onToggle }: UserListProps) {
  return (
    <ul className="grid min-w-0 gap-3">
      {users.map((user) => {
        const open = openId === user.id;
        return (
          <li key={user.id} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
            <UserIdentity user={user} />
            <UserBadges user={user} />
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Two-factor</dt>
              <dd>{mfaText(user)}</dd>
              <dt className="text-muted-foreground">Last sign-in</dt>
              <dd>
                <LastSignIn at={user.lastSignInAt} />
              </dd>
              <dt className="text-muted-foreground">Certifications</dt>
              <dd className="tabular-nums">{user.certificationCount}</dd>
            </dl>
            <div>
              <ManageToggle
                username={user.username}
                open={open}
                panelId={panelIdOf(user.id)}
                onToggle={() => onToggle(user.id)}
              />
            </div>
            {open && (
              <div className="border-t pt-3">
                <UserManagePanel user={user} self={user.id === selfId} id={panelIdOf(user.id)} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
