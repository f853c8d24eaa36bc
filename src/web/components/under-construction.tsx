import { Construction } from "lucide-react";
import type { ReactNode } from "react";

/** A notice that the surrounding part of CertMinder is still being built. */
export function UnderConstruction({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed border-primary/40 bg-primary/5 p-4 text-sm">
      <Construction className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">Under construction</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
