import type { JsonSchema } from "@common/api-reference";
import { fieldsOf, schemaFacts, typeLabel } from "./schema-facts";

/** Nesting shown before a schema is cut short: the API's answers go three or four deep. */
const deepest = 8;

/** A schema as its type, its limits and, for an object, its fields one per line. */
export function SchemaView({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const fields = fieldsOf(schema);
  return (
    <div className="grid gap-1">
      <TypeLine schema={schema} />
      {fields && depth < deepest && (
        <FieldList fields={fields.properties} required={fields.required} depth={depth} />
      )}
    </div>
  );
}

function TypeLine({ schema }: { schema: JsonSchema }) {
  const facts = schemaFacts(schema);
  return (
    <p className="text-muted-foreground">
      <span className="font-mono text-foreground">{typeLabel(schema)}</span>
      {facts.length > 0 && <> · {facts.join(" · ")}</>}
      {typeof schema.description === "string" && <> · {schema.description}</>}
    </p>
  );
}

function FieldList({
  fields,
  required,
  depth,
}: {
  fields: [string, JsonSchema][];
  required: string[];
  depth: number;
}) {
  return (
    <ul className="grid gap-2 border-l pl-3">
      {fields.map(([name, field]) => {
        const nested = fieldsOf(field);
        return (
          <li key={name} className="grid gap-1">
            <p>
              <span className="font-mono font-medium">{name}</span>
              {required.includes(name) ? (
                <span className="ml-2 text-xs font-semibold text-destructive">required</span>
              ) : (
                <span className="ml-2 text-xs text-muted-foreground">optional</span>
              )}
            </p>
            {nested && depth + 1 < deepest ? (
              <SchemaView schema={field} depth={depth + 1} />
            ) : (
              <TypeLine schema={field} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
