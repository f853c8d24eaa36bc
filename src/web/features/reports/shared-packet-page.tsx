import { shareMessages } from "@common/reports";
import { ErrorDisplay } from "@web/components/error-display";
import { buttonVariants } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { PageSpinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { ApiError } from "@web/lib/api-error";
import { formatMoment } from "@web/lib/format-date";
import { Download, FileArchive, Link2Off } from "lucide-react";
import { useParams } from "wouter";
import { SharedPacketDetails } from "./shared-packet-details";
import { useSharedPacket } from "./use-share-links";

export const sharedPacketTitle = "Shared audit packet";

/**
 * A share link's page, opened by a licensing board without an account (signed in or not, no
 * menus): the holder's certification, the cycle, its totals and credits, the transcript and
 * the packet to download, and the link's expiry. A dead link says so plainly.
 */
export function SharedPacketPage() {
  useDocumentTitle(sharedPacketTitle);
  const { token = "" } = useParams<{ token: string }>();
  const packet = useSharedPacket(token);

  return (
    <main className="min-h-screen bg-background p-4 sm:p-8">
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <p className="text-sm font-semibold text-primary">CertMinder</p>
        {packet.isPending && <PageSpinner />}
        {packet.isError &&
          (packet.error instanceof ApiError && packet.error.status === 404 ? (
            <LinkNotFound />
          ) : (
            <ErrorDisplay error={packet.error} onRetry={() => void packet.refetch()} />
          ))}
        {packet.data && (
          <>
            <header className="grid gap-1">
              <h1 className="text-3xl font-bold tracking-tight">{sharedPacketTitle}</h1>
              <p className="text-muted-foreground">
                {packet.data.holder.name} · {packet.data.certification.name} · cycle{" "}
                {packet.data.cycle}
              </p>
            </header>
            <Card>
              <CardHeader>
                <CardTitle className="text-xl">Downloads</CardTitle>
                <CardDescription>
                  This link expires {formatMoment(packet.data.expiresAt)}.
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-3">
                <a href={packet.data.transcriptUrl} download className={buttonVariants()}>
                  <Download aria-hidden="true" />
                  Download transcript
                </a>
                <a
                  href={packet.data.packetUrl}
                  download
                  className={buttonVariants({ variant: "outline" })}
                >
                  <FileArchive aria-hidden="true" />
                  Download audit packet
                </a>
              </CardContent>
            </Card>
            <SharedPacketDetails packet={packet.data} />
          </>
        )}
      </div>
    </main>
  );
}

function LinkNotFound() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="flex items-center gap-2 text-2xl">
          <Link2Off className="size-6 text-muted-foreground" aria-hidden="true" />
          {sharedPacketTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p role="alert" className="font-medium">
          {shareMessages.notFound}
        </p>
        <p className="text-sm text-muted-foreground">
          Ask the person who shared it with you for a new link.
        </p>
      </CardContent>
    </Card>
  );
}
