import { openApiDocumentPath, openApiDocumentSchema } from "@common/api-reference";
import { readQuery } from "@web/lib/read-query";

export const apiReferenceKeys = { document: () => ["api-reference"] as const };

/** The document changes only with a new version of the app: read once per visit. */
export const openApiDocumentQuery = () => ({
  ...readQuery(apiReferenceKeys.document(), openApiDocumentPath, openApiDocumentSchema),
  staleTime: Number.POSITIVE_INFINITY,
});
