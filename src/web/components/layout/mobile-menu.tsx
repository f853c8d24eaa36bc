import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { Menu, X } from "lucide-react";
import { useId, useState } from "react";
import { LogOutButton } from "./log-out-button";
import { mobileAdminEntries, mobileMenuEntries } from "./nav-entries";
import { shownEntries } from "./nav-entry";
import { NavEntryLink } from "./nav-entry-link";
import { useNavAccess } from "./use-nav-access";

/** The slide-in menu of the mobile layout; a modal dialog, so focus stays in it and Escape closes it. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const access = useNavAccess();
  const close = () => setOpen(false);
  const adminHeadingId = useId();
  const adminEntries = shownEntries(mobileAdminEntries, access.user);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        className="top-0 left-0 flex h-dvh max-h-none w-72 max-w-[85vw] translate-x-0 translate-y-0 flex-col gap-4 rounded-none border-y-0 border-l-0 p-4 transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none"
      >
        <div className="flex items-center justify-between gap-2">
          <DialogTitle>Menu</DialogTitle>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close menu">
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        <nav aria-label="Menu" className="min-h-0 flex-1 overflow-y-auto">
          <ul className="flex flex-col gap-1">
            {shownEntries(mobileMenuEntries, access.user).map((entry) => (
              <li key={entry.path}>
                <NavEntryLink entry={entry} access={access} onNavigate={close} />
              </li>
            ))}
          </ul>
          {adminEntries.length > 0 && (
            <section aria-labelledby={adminHeadingId} className="mt-4 border-t pt-4">
              <h2
                id={adminHeadingId}
                className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                Administration
              </h2>
              <ul className="flex flex-col gap-1">
                {adminEntries.map((entry) => (
                  <li key={entry.path}>
                    <NavEntryLink entry={entry} access={access} onNavigate={close} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </nav>
        <div className="border-t pt-4">
          <LogOutButton />
        </div>
      </DialogContent>
    </Dialog>
  );
}
