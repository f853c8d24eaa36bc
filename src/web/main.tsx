import "@common/zod-without-eval";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ErrorBoundary } from "./components/layout/error-boundary";
import { Toaster } from "./components/ui/toaster";
import { TooltipProvider } from "./components/ui/tooltip";
import { SignedInTheme } from "./features/settings/theme/signed-in-theme";
import { loadTheme } from "./lib/load-theme";
import { queryClient } from "./lib/query-client";
import { reloadOnceOnChunkError } from "./lib/reload-on-chunk-error";
import { AppRoutes } from "./routes";
import "./styles.css";

reloadOnceOnChunkError();
void loadTheme();

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element to mount CertMinder in");

createRoot(rootElement).render(
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SignedInTheme />
        {/* Spec section 9: tooltip delay 700 ms, skip delay 300 ms. */}
        <TooltipProvider delayDuration={700} skipDelayDuration={300}>
          <AppRoutes />
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
