import "@common/zod-without-eval";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ErrorBoundary } from "./components/layout/error-boundary";
import { DeferredToaster } from "./components/ui/deferred-toaster";
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
        <AppRoutes />
        <DeferredToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
