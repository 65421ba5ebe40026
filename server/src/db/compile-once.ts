import { randomUUID } from 'node:crypto';
import type { Compilable, CompiledQuery } from 'kysely';

/**
 * A query of one parameter that Kysely builds and compiles once; each call gives it with `value` in that
 * parameter's place, for `db.executeQuery`. For queries run on nearly every request (getMyUser's), where
 * building and compiling the query cost a tenth of the request's CPU. `build` must use its argument as a
 * value (a bound parameter), never in the SQL text.
 */
export function compileOnce<Row, Value = string>(
  build: (parameter: string) => Compilable<Row>,
): (value: Value) => CompiledQuery<Row> {
  const placeholder = `\u0000${randomUUID()}`;
  let compiled: CompiledQuery<Row> | undefined;
  return (value) => {
    if (!compiled) {
      compiled = build(placeholder).compile();
      if (!compiled.parameters.includes(placeholder) || compiled.sql.includes(placeholder)) {
        throw new Error('compileOnce: the parameter must be a bound value of the query');
      }
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter === placeholder ? value : parameter,
    );
    return { ...compiled, parameters };
  };
}
