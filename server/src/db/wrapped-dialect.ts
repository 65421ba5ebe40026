import type { Dialect, Driver } from 'kysely';

/** `dialect` with its driver wrapped by `wrap`; its adapter, introspector and query compiler as they are. */
export function withWrappedDriver(dialect: Dialect, wrap: (driver: Driver) => Driver): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => wrap(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
