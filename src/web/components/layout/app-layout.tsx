import type { ReactNode } from "react";
import { BottomTabBar } from "./bottom-tab-bar";
import { MaintenanceBanner } from "./maintenance-banner";
import { MobileTopBar } from "./mobile-top-bar";
import { Sidebar } from "./sidebar";

/**
 * The frame of every signed-in page (spec section 2): the sidebar from 768 px up; below that a
 * top bar with a slide-in menu and a bottom tab bar, which the main area leaves room for. The
 * administrators' maintenance banner, when there is one, sits above the page.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-background md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2 focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <Sidebar />
      <div className="flex min-h-screen min-w-0 flex-1 flex-col">
        <MobileTopBar />
        <MaintenanceBanner />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] focus:outline-none md:px-8 md:pt-8 md:pb-8"
        >
          {children}
        </main>
        <BottomTabBar />
      </div>
    </div>
  );
}
