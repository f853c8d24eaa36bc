import { UnderConstructionPage } from "@web/components/under-construction-page";

export function ProfilePage() {
  return <UnderConstructionPage title="Profile" />;
}
