import { openApiDocumentPath, openApiDocumentSchema } from "@common/api-reference";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-get";

export const apiReferenceKeys = { document: () => ["api-reference"] as const };

export const fetchOpenApiDocument = (signal?: AbortSignal) =>
  apiGet(openApiDocumentPath, openApiDocumentSchema, { signal });

/** The document changes only with a new version of the app: read once per visit. */
export const openApiDocumentQuery = () =>
  queryOptions({
    queryKey: apiReferenceKeys.document(),
    queryFn: ({ signal }) => fetchOpenApiDocument(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
