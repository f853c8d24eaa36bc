import { useEffect } from "react";

/** Sets the browser tab title to "<page> · CertMinder". */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} · CertMinder`;
  }, [pageTitle]);
}
