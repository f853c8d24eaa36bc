import type { ManagedUser } from "@common/user-management";
import type { UserActionRequest } from "./user-management-api";

/** An action on an account as the Manage panel offers it, with its confirmation. */
export type UserAction = {
  label: string;
  /** The confirmation's question, naming the user. */
  title: string;
  /** What happens, said before it does. */
  effect: string;
  request: UserActionRequest;
  /** The toast once done. */
  done: string;
};

/**
 * The actions that apply to `user` as they stand (enable a disabled account, disable an
 * enabled one, ...). An administrator is not offered to disable their own account.
 */
export function userActions(user: ManagedUser, { self }: { self: boolean }): UserAction[] {
  const name = user.username;
  const actions: UserAction[] = [];
  if (user.status === "enabled" && !self) {
    actions.push({
      label: "Disable account",
      title: `Disable ${name}?`,
      effect: "They are signed out everywhere and cannot sign in until enabled.",
      request: { path: "disable" },
      done: `${name} is disabled and signed out everywhere.`,
    });
  }
  if (user.status === "disabled") {
    actions.push({
      label: "Enable account",
      title: `Enable ${name}?`,
      effect: "They can sign in again.",
      request: { path: "enable" },
      done: `${name} can sign in again.`,
    });
  }
  actions.push(
    user.isSubscriptionOverridden
      ? {
          label: "Turn premium override off",
          title: `Turn the premium override off for ${name}?`,
          effect: "Their subscription alone decides their plan again.",
          request: { path: "premium-override", on: false },
          done: `The premium override is off for ${name}.`,
        }
      : {
          label: "Turn premium override on",
          title: `Turn the premium override on for ${name}?`,
          effect: "They get every premium feature, whatever their subscription.",
          request: { path: "premium-override", on: true },
          done: `The premium override is on for ${name}.`,
        },
  );
  actions.push(
    user.isAdmin
      ? {
          label: "Remove administrator",
          title: `Remove administrator from ${name}?`,
          effect: self
            ? "You lose the admin area at once."
            : "They lose the admin area at once; their admin sessions end.",
          request: { path: "administrator", on: false },
          done: `${name} is no longer an administrator.`,
        }
      : {
          label: "Make administrator",
          title: `Make ${name} an administrator?`,
          effect: "They can open the admin area, after signing in to it with the admin credential.",
          request: { path: "administrator", on: true },
          done: `${name} is now an administrator.`,
        },
  );
  if (user.mfaEnabled) {
    actions.push({
      label: "Reset two-factor authentication",
      title: `Reset two-factor authentication for ${name}?`,
      effect:
        "It is turned off and their trusted devices are forgotten: they sign in with their password and set it up again.",
      request: { path: "mfa-reset" },
      done: `Two-factor authentication is reset for ${name}.`,
    });
  }
  if (user.email && !user.emailVerified) {
    actions.push({
      label: "Resend verification email",
      title: `Send ${name} a verification email?`,
      effect: `A code goes to ${user.email}; they enter it on their profile within 10 minutes.`,
      request: { path: "resend-verification" },
      done: `A verification email is on its way to ${user.email}.`,
    });
  }
  return actions;
}
