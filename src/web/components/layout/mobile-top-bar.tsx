import { BadgeCheck } from "lucide-react";
import { MobileMenu } from "./mobile-menu";

/** The top bar of the mobile layout (under 768 px): the product name and the menu button. */
export function MobileTopBar() {
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-2 border-b bg-card px-4 md:hidden">
      <span className="flex items-center gap-2 text-lg font-semibold">
        <BadgeCheck className="size-6 text-primary" aria-hidden="true" />
        CertMinder
      </span>
      <MobileMenu />
    </header>
  );
}
