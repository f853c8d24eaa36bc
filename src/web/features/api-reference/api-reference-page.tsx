import { documentOperations, openApiDocumentPath } from "@common/api-reference";
import { ErrorDisplay } from "@web/components/error-display";
import { PageSpinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { Fragment, type ReactNode } from "react";
import { OperationView } from "./operation-view";
import { useOpenApiDocument } from "./use-api-reference";

export const apiReferenceTitle = "API reference";

/** A feature's name as a heading: "admin-dashboard" reads "Admin dashboard", "mfa" "MFA". */
function tagTitle(tag: string) {
  const words = tag
    .split("-")
    .map((word) => (["api", "mfa"].includes(word) ? word.toUpperCase() : word));
  const title = words.join(" ");
  return `${title.charAt(0).toUpperCase()}${title.slice(1)}`;
}

/** The little Markdown the document's description uses: paragraphs, **bold** and `code`. */
function RichText({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((paragraph) => (
    <p key={paragraph}>
      {paragraph.split(/(\*\*[^*]+\*\*|`[^`]+`|\*[^*]+\*)/).map((piece, index): ReactNode => {
        const key = `${index}${piece}`;
        if (piece.startsWith("**")) return <strong key={key}>{piece.slice(2, -2)}</strong>;
        if (piece.startsWith("`")) return <code key={key}>{piece.slice(1, -1)}</code>;
        if (piece.startsWith("*") && piece.length > 2)
          return <em key={key}>{piece.slice(1, -1)}</em>;
        return <Fragment key={key}>{piece}</Fragment>;
      })}
    </p>
  ));
}

/**
 * /developers/api, for integrators (signed in or not): the API's OpenAPI document read as
 * a page, its operations grouped by feature, each opening to its parameters, body and answers.
 */
export function ApiReferencePage() {
  useDocumentTitle(apiReferenceTitle);
  const document = useOpenApiDocument();
  const operations = document.data ? documentOperations(document.data) : [];
  const tags = [...new Set(operations.map(({ operation }) => operation.tags?.[0] ?? "other"))];

  return (
    <main className="min-h-screen bg-background p-4 sm:p-8">
      <div className="mx-auto grid w-full max-w-4xl min-w-0 gap-6">
        <p className="text-sm font-semibold text-primary">CertMinder</p>
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{apiReferenceTitle}</h1>
          <p className="text-muted-foreground">
            Every operation of the HTTP API, from its OpenAPI 3.1 document (
            <a href={openApiDocumentPath} className="text-primary underline">
              the raw JSON
            </a>
            ).
          </p>
        </header>
        {document.isPending && <PageSpinner />}
        {document.isError && (
          <ErrorDisplay error={document.error} onRetry={() => void document.refetch()} />
        )}
        {document.data && (
          <>
            <section className="grid gap-3 text-sm" aria-label="About the API">
              <p className="text-muted-foreground">Version {document.data.info.version}</p>
              {document.data.info.description && <RichText text={document.data.info.description} />}
            </section>
            <nav aria-label="Features" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {tags.map((tag) => (
                <a key={tag} href={`#${tag}`} className="text-primary underline">
                  {tagTitle(tag)}
                </a>
              ))}
            </nav>
            {tags.map((tag) => (
              <section key={tag} id={tag} className="grid gap-2">
                <h2 className="text-xl font-semibold">{tagTitle(tag)}</h2>
                {operations
                  .filter(({ operation }) => (operation.tags?.[0] ?? "other") === tag)
                  .map(({ method, path, operation }) => (
                    <OperationView
                      key={`${method} ${path}`}
                      method={method}
                      path={path}
                      operation={operation}
                    />
                  ))}
              </section>
            ))}
          </>
        )}
      </div>
    </main>
  );
}
