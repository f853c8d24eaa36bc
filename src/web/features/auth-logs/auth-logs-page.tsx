import { UnderConstructionPage } from "@web/components/under-construction-page";

export function AuthLogsPage() {
  return <UnderConstructionPage title="Auth Logs" />;
}
