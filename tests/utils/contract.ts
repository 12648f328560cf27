/**
 * Reads limits straight from the hand-written contracts (openapi/*.yaml), apart from the
 * generated code, so tests can hold the app's table of limits and its forms to them.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema;
  maxLength?: number;
  maxItems?: number;
}

/**
 * The `maxLength` (or `maxItems`) of a schema of `openapi/<file>`, named `Schema.property…`;
 * `[]` steps into a list's items, `{}` into a map's values, `$ref`s are followed.
 */
export function contractMax(file: string, path: string): number {
  const doc = parse(readFileSync(`openapi/${file}`, 'utf8')) as { components: { schemas: Record<string, Schema> } };
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) throw new Error(`No schema at ${file} ${path}`);
    return schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop() ?? '']) : schema;
  };
  const [name = '', ...steps] = path.split('.');
  let schema = resolve(doc.components.schemas[name]);
  for (const step of steps) {
    schema = resolve(
      step === '[]' ? schema.items : step === '{}' ? schema.additionalProperties : schema.properties?.[step],
    );
  }
  const max = schema.maxLength ?? schema.maxItems;
  if (max === undefined) throw new Error(`${file} sets no maximum at ${path}`);
  return max;
}
