import { UnderConstructionPage } from "@web/components/under-construction-page";

export function CertificationDetailPage() {
  return <UnderConstructionPage title="Certification details" />;
}
