import { useDocumentTitle } from "@web/hooks/use-document-title";
import { UnderConstruction } from "./under-construction";

/** A page whose real content arrives in a later release: its title and a notice. */
export function UnderConstructionPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <UnderConstruction>
        This part of CertMinder is being built. It will be ready in a coming release.
      </UnderConstruction>
    </div>
  );
}
