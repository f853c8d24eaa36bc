import { ErrorDisplay } from "@web/components/error-display";
import { PageControls } from "@web/components/lists/page-controls";
import { Spinner } from "@web/components/ui/spinner";
import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { pageCount } from "@web/hooks/use-paged-filters";
import { useEffect, useState } from "react";
import { AddCertificationAction } from "./add-certification-action";
import { CertificationCard } from "./certification-card";
import {
  CertificationFilters,
  type CertificationFilterValues,
  noCertificationFilters,
} from "./certification-filters";
import { certificationListPageSize as pageSize } from "./certifications-api";
import { NoCertificationsMatch, NoCertificationsYet } from "./certifications-empty-states";
import { useCertificationList } from "./use-certifications";

const searchDelayMs = 300;

export function CertificationsPage() {
  useDocumentTitle("Certifications");
  const [filters, setFilters] = useState<CertificationFilterValues>(noCertificationFilters);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search, searchDelayMs);
  const list = useCertificationList({
    search: search.trim() || undefined,
    status: filters.status ?? undefined,
    progress: filters.progress ?? undefined,
    sort: filters.sort,
    page,
    pageSize,
  });

  // The page shown for a settled answer (not the previous page kept while the next one loads).
  const settled = list.data && !list.isPlaceholderData ? list.data : null;
  const filtered = search.trim() !== "" || filters.status !== null || filters.progress !== null;
  const hasNone = settled?.total === 0 && !filtered;
  const lastPage = pageCount(settled?.total ?? 0, pageSize);

  // After deletions the page asked for may no longer exist: show the last one instead.
  useEffect(() => {
    if (page > lastPage && settled) setPage(lastPage);
  }, [page, lastPage, settled]);

  const changeFilters = (next: CertificationFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="grid w-full min-w-0 gap-6">
      {/* The action is pinned beside the title from 640 px up and sits under it on a phone. */}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 flex-1 gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Certifications</h1>
          <p className="text-sm text-muted-foreground">
            Your licenses and certifications, their deadlines and the credits you have earned.
          </p>
        </div>
        {list.data && !hasNone && <AddCertificationAction />}
      </div>
      {hasNone ? (
        <NoCertificationsYet />
      ) : (
        <>
          <CertificationFilters value={filters} onChange={changeFilters} />
          {!settled && !list.data?.rows.length && !list.isError && (
            <Spinner className="justify-self-center" />
          )}
          {list.isError && !list.data && (
            <ErrorDisplay error={list.error} onRetry={() => void list.refetch()} />
          )}
          {settled?.total === 0 && (
            <NoCertificationsMatch onClear={() => changeFilters(noCertificationFilters)} />
          )}
          {list.data && list.data.rows.length > 0 && (
            <section
              aria-label="Certification list"
              aria-busy={list.isPlaceholderData}
              data-tour="certifications-list"
              className="grid min-w-0 gap-4"
            >
              <ul className="grid min-w-0 gap-4">
                {list.data.rows.map((certification) => (
                  <CertificationCard key={certification.id} certification={certification} />
                ))}
              </ul>
              <PageControls
                page={page}
                pageSize={pageSize}
                total={list.data.total}
                noun="certifications"
                onPageChange={setPage}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
