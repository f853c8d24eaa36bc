import { UnderConstructionPage } from "@web/components/under-construction-page";

export function PasswordPage() {
  return <UnderConstructionPage title="Password" />;
}
