import { UnderConstructionPage } from "@web/components/under-construction-page";

export function UserManagementPage() {
  return <UnderConstructionPage title="User Management" />;
}
