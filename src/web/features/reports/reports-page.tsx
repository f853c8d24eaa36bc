import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { PageHeader } from "@web/components/ui/page-header";
import { UnderConstruction } from "@web/components/under-construction";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { FileCheck } from "lucide-react";
import { useCertificationList } from "../certifications/use-certifications";
import { ShareLinks } from "./share-links";

const contents = [
  "Every certification with its provider, dates, deadline and status.",
  "The credits earned in each reporting period against the credits required.",
  "The certificates you kept with your credits, listed for each cycle.",
];

/** Premium: audit-ready reports. The page says what they will hold until they are built. */
export function ReportsPage() {
  useDocumentTitle("Reports");
  const list = useCertificationList({ sort: "deadline", page: 1, pageSize: 50 });
  const first = list.data?.rows[0];
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <PageHeader
        title="Reports"
        description="Audit-ready reports for regulators and licensing boards."
      />
      <Card data-tour="reports-overview">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <FileCheck className="size-5 text-primary" aria-hidden="true" />
            What your reports hold
          </CardTitle>
          <CardDescription>
            One place to show a licensing board that your certifications are current.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid list-disc gap-2 pl-5 text-sm">
            {contents.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <UnderConstruction>
            Reports are being built. They will be ready in a coming release.
          </UnderConstruction>
        </CardContent>
      </Card>
      {first && <ShareLinks certificationId={first.id} />}
    </div>
  );
}
