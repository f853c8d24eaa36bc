import { UnderConstructionPage } from "@web/components/under-construction-page";

export function CertificationsOptimizedPage() {
  return <UnderConstructionPage title="Optimized View" />;
}
