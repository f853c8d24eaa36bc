import { useQuery } from "@tanstack/react-query";
import { openApiDocumentQuery } from "./api-reference-api";

export function useOpenApiDocument() {
  return useQuery(openApiDocumentQuery());
}
