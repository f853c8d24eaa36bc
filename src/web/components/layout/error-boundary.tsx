import { Button } from "@web/components/ui/button";
import { Component, type ReactNode } from "react";

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches rendering errors below it and shows the generic fallback instead of a blank page.
 * React itself reports the caught error on the console.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-screen items-center justify-center p-6">
        <div className="grid max-w-md gap-4 text-center">
          <p className="text-lg font-medium">
            Something went wrong. Please try refreshing the page.
          </p>
          <div>
            <Button onClick={() => window.location.reload()}>Refresh page</Button>
          </div>
        </div>
      </div>
    );
  }
}
