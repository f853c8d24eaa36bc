import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

export function BackupSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Backup</CardTitle>
        <CardDescription>
          Everything in your account, with every uploaded file, in one ZIP file.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
