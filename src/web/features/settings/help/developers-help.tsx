import { appPages } from "@web/app-pages";
import { Link } from "wouter";
import { HelpSection } from "./help-section";

export function DevelopersHelp() {
  return (
    <HelpSection
      title="For developers"
      description="CertMinder's HTTP API is documented as an OpenAPI 3.1 document."
    >
      <p>
        <Link href={appPages.apiReference.path} className="text-primary underline">
          For developers: the API reference
        </Link>
      </p>
    </HelpSection>
  );
}
