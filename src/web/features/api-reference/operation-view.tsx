import { type ApiOperation, apiAccessLabels } from "@common/api-reference";
import { Badge } from "@web/components/ui/badge";
import { SchemaView } from "./schema-view";

type Media = NonNullable<ApiOperation["responses"][string]["content"]>;

/** One operation, folded to its method, path, access and summary; opened, its whole contract. */
export function OperationView({
  method,
  path,
  operation,
}: {
  method: string;
  path: string;
  operation: ApiOperation;
}) {
  const access = operation["x-access"];
  const description = (operation.description ?? "").replace(/\s*Access: [^.]*\.$/, "");
  return (
    <details className="group rounded-md border" data-operation={`${method.toUpperCase()} ${path}`}>
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-3">
        <span className="w-16 font-mono text-sm font-semibold">{method.toUpperCase()}</span>
        <code className="text-sm break-all">{path}</code>
        {access && (
          <Badge variant={access === "public" ? "secondary" : "outline"}>
            {apiAccessLabels[access]}
          </Badge>
        )}
        {operation.summary && (
          <span className="text-sm text-muted-foreground">{operation.summary}</span>
        )}
      </summary>
      <div className="grid gap-4 border-t p-3 text-sm">
        {description && <p className="whitespace-pre-line">{description}</p>}
        {(operation.parameters ?? []).length > 0 && (
          <section className="grid gap-2">
            <h4 className="font-semibold">Parameters</h4>
            <ul className="grid gap-2">
              {operation.parameters?.map((parameter) => (
                <li key={`${parameter.in} ${parameter.name}`} className="grid gap-1">
                  <p>
                    <span className="font-mono font-medium">{parameter.name}</span>
                    <span className="ml-2 text-xs text-muted-foreground">in {parameter.in}</span>
                    {parameter.required && (
                      <span className="ml-2 text-xs font-semibold text-destructive">required</span>
                    )}
                  </p>
                  {parameter.schema && <SchemaView schema={parameter.schema} />}
                </li>
              ))}
            </ul>
          </section>
        )}
        {operation.requestBody?.content && (
          <section className="grid gap-2">
            <h4 className="font-semibold">Request body</h4>
            <MediaView content={operation.requestBody.content} />
          </section>
        )}
        <section className="grid gap-2">
          <h4 className="font-semibold">Responses</h4>
          {Object.entries(operation.responses).map(([status, answer]) => (
            <div key={status} className="grid gap-1">
              <p>
                <span className="font-mono font-semibold">{status}</span> {answer.description}
              </p>
              {answer.content && <MediaView content={answer.content} />}
            </div>
          ))}
        </section>
      </div>
    </details>
  );
}

function MediaView({ content }: { content: Media }) {
  return (
    <div className="grid gap-2">
      {Object.entries(content).map(([type, media]) => (
        <div key={type} className="grid gap-1">
          <p className="text-xs text-muted-foreground">{type}</p>
          {media.schema && <SchemaView schema={media.schema} />}
        </div>
      ))}
    </div>
  );
}
