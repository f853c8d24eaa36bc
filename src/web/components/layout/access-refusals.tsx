import { formatPrice } from "@common/money";
import { upgradeUrl } from "@common/plan";
import { Button, buttonVariants } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useSubscription } from "@web/hooks/use-subscription-state";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { premiumExplanation } from "./premium-explanation";

/** A page refused to a signed-in user: what it is, why not, and where to go instead. */
function Refusal({
  title,
  action,
  children,
}: {
  title: string;
  action: ReactNode;
  children: string;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto grid max-w-lg gap-4 py-12 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      <div>{action}</div>
    </div>
  );
}

/** An administrator page opened by someone else (spec section 2). */
export function AccessDenied() {
  const [, navigate] = useLocation();
  return (
    <Refusal
      title="Access Denied"
      action={<Button onClick={() => navigate("/")}>Back to Dashboard</Button>}
    >
      You don't have permission to access this page. This area is restricted to administrators only.
    </Refusal>
  );
}

/**
 * A premium page opened without premium: its title, the menu's explanation with what premium
 * costs, the way to subscribe.
 */
export function PremiumRequired({ title }: { title: string }) {
  const price = useSubscription().data?.price;
  const cost = price ? ` Premium costs ${formatPrice(price)}.` : "";
  return (
    <Refusal
      title={title}
      action={
        <Link href={upgradeUrl} className={buttonVariants()}>
          Subscribe
        </Link>
      }
    >
      {`${premiumExplanation(title)}${cost}`}
    </Refusal>
  );
}
