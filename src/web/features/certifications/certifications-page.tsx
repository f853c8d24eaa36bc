import { UnderConstructionPage } from "@web/components/under-construction-page";

export function CertificationsPage() {
  return <UnderConstructionPage title="Certifications" />;
}
