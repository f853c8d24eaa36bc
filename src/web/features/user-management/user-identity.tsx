import { fullName, type ManagedUser } from "@common/user-management";

/** Username, name and email (marked when not verified). */
export function UserIdentity({ user }: { user: ManagedUser }) {
  const name = fullName(user);
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-medium break-words">{user.username}</span>
      {name && <span className="text-sm break-words">{name}</span>}
      <span className="text-sm break-words text-muted-foreground">
        {user.email ?? "No email address"}
        {user.email && !user.emailVerified && (
          <span className="ml-1 font-medium text-amber-800">(not verified)</span>
        )}
      </span>
    </div>
  );
}
