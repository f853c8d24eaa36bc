import { cn } from "@web/lib/cn";
import { LoaderCircle } from "lucide-react";

/** A loading indicator announced to assistive technology as "Loading". */
export function Spinner({ className }: { className?: string }) {
  return (
    <div role="status" aria-label="Loading" className={cn("inline-flex", className)}>
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">Loading</span>
    </div>
  );
}

/** A spinner centred in the space a page would fill. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center">
      <Spinner />
    </div>
  );
}
