import { useUser } from "@web/hooks/use-user";
import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { LogOutButton } from "./log-out-button";

/** The frame of every signed-in page: a header with the product name and the main landmark. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
      >
        Skip to main content
      </a>
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link href="/" className="flex items-center gap-2 text-lg font-semibold text-foreground">
            <BadgeCheck className="size-6 text-primary" aria-hidden="true" />
            CertMinder
          </Link>
          {user && (
            <div className="flex min-w-0 items-center gap-3">
              <p className="truncate text-sm text-muted-foreground">
                Signed in as <span className="font-medium text-foreground">{user.username}</span>
              </p>
              <LogOutButton />
            </div>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-8">
        {children}
      </main>
    </div>
  );
}
