import type { CatalogEntry } from "@common/opportunities";
import { ApprovalLine } from "@web/components/opportunities/approval-line";
import { OpportunityFacts } from "@web/components/opportunities/opportunity-facts";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { OpportunityFormDialog } from "./opportunity-form-dialog";
import { useDeleteOpportunity } from "./use-catalog";

/**
 * One opportunity of the catalog as an administrator keeps it: what users see of it, whether
 * it is finished (users no longer see it then), and Edit and Delete.
 */
export function CatalogEntryItem({ opportunity }: { opportunity: CatalogEntry }) {
  const remove = useDeleteOpportunity();
  return (
    <li>
      <Card className="grid min-w-0 gap-3 p-4 sm:p-5">
        <div className="grid min-w-0 gap-1">
          <div className="flex min-w-0 flex-wrap items-start gap-x-3 gap-y-1">
            <h2 className="min-w-0 flex-1 text-lg font-semibold break-words">
              {opportunity.title}
            </h2>
            {opportunity.finished && (
              <Badge variant="secondary" title="Its dates are past: users no longer see it">
                Finished
              </Badge>
            )}
          </div>
          <p className="text-sm break-words text-muted-foreground">{opportunity.provider}</p>
        </div>
        <OpportunityFacts opportunity={opportunity} />
        <ApprovalLine opportunity={opportunity} />
        <p className="line-clamp-2 text-sm break-words" title={opportunity.description}>
          {opportunity.description}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline" className="whitespace-normal break-words">
            {opportunity.category}
          </Badge>
          <a
            href={opportunity.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-w-0 items-center gap-1 text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            {opportunity.url}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <div className="ml-auto flex flex-wrap gap-2">
            <OpportunityFormDialog
              opportunity={opportunity}
              trigger={
                <Button variant="outline">
                  <Pencil aria-hidden="true" />
                  Edit
                  <span className="sr-only"> {opportunity.title}</span>
                </Button>
              }
            />
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={remove.isPending}>
                  <Trash2 aria-hidden="true" />
                  Delete
                  <span className="sr-only"> {opportunity.title}</span>
                </Button>
              }
              title="Delete this opportunity?"
              description={`This permanently removes ${opportunity.title} from the catalog: premium users will no longer see it. Credits they recorded from it stay theirs. This cannot be undone.`}
              confirmLabel="Delete opportunity"
              onConfirm={() => remove.mutate({ id: opportunity.id, title: opportunity.title })}
            />
          </div>
        </div>
      </Card>
    </li>
  );
}
