import { buttonVariants } from "@web/components/ui/button";
import { upgradeRefusal } from "@web/lib/upgrade-refusal";
import { Link } from "wouter";

/**
 * In a form whose save premium refused: the server's message and the way to upgrade, where
 * the user is (a dialog keeps the page's toasts out of reach) and without losing what they typed.
 */
export function UpgradeNotice({ error }: { error: unknown }) {
  const refusal = upgradeRefusal(error);
  if (!refusal) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="min-w-0 flex-1">{refusal.message}</p>
      <Link href={refusal.upgradeUrl} className={buttonVariants({ size: "sm" })}>
        Upgrade
      </Link>
    </div>
  );
}
