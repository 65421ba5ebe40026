import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { CommitWatch } from '../db/commit-watch';
import type { Notifications } from '../db/notifications';
import type { Db } from '../db/schema';
import type { AttemptLimiter } from './attempt-limiter';
import type { Clock } from './clock';
import type { Phase } from './lifecycle';
import type { Mailer } from './mailer';
import type { AppMetrics } from './metrics';

/** What every feature may use besides other features: the app's infrastructure, built once by app.ts. */
export interface FeatureContext {
  db: Db;
  config: Config;
  /** The time the app goes by; tests move it instead of waiting. */
  clock: Clock;
  mailer: Mailer;
  /** The shared Redis, when REDIS_URL is set. */
  redis?: Redis;
  /** Counts attempts per key over `windowMs`: in Redis when there is one (every instance counts together), else in memory. */
  attemptLimiter(name: string, windowMs: number): AttemptLimiter;
  log: FastifyBaseLogger;
  /** LISTEN/NOTIFY on the app's database (PostgreSQL, or PGlite's own). */
  notifications: Notifications;
  /** This process's commits that wrote into a table (the events relay wakes on the outbox's). */
  commits: CommitWatch;
  /** How often an open event stream sends a heartbeat (default 25 s); tests shorten it. */
  eventsHeartbeatMs?: number;
  /** False: the events relay never runs, as in a process that dies between commit and publication (tests). */
  eventsRelay?: boolean;
  /** How often the events relay looks for events no wake told it of (default 1 s); tests lengthen it. */
  eventsRelayPollMs?: number;
  /** What features count for the metrics (checkouts, points, login failures). */
  metrics: AppMetrics;
  /** The instance's phase (starting, ready, stopping), which readiness reports. */
  lifecycle: { readonly phase: Phase };
}

/**
 * One feature of the server, as the composition sees it: its name, the features it uses (by name) and
 * how it is built from the context and exactly those features. What `build` returns is all that other
 * features (and app.ts) may use of it.
 */
export interface FeatureDefinition<Name extends string = string, Needs = never, Provides = unknown> {
  readonly name: Name;
  readonly dependencies: readonly string[];
  build(context: FeatureContext, needs: Needs): Provides;
}

type Undeclared<Needs, Dependencies extends readonly string[]> = Exclude<keyof Needs, Dependencies[number]>;

/**
 * Declares a feature (as fastify-plugin's `name` and `dependencies` do for a plugin). `build`'s second
 * parameter names what the feature uses of the others; tsc fails when it uses one `dependencies` does not
 * list, or lists one it does not use.
 */
export function defineFeature<
  const Name extends string,
  const Dependencies extends readonly string[],
  Needs extends { [Dependency in Dependencies[number]]: unknown },
  Provides,
>(
  definition: {
    name: Name;
    dependencies: Dependencies;
    build(context: FeatureContext, needs: Needs): Provides;
  } & ([Undeclared<Needs, Dependencies>] extends [never]
    ? unknown
    : { undeclaredDependencies: Undeclared<Needs, Dependencies> }),
): FeatureDefinition<Name, Needs, Provides> {
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: any definition, whatever it needs (its `needs` is contravariant)
type AnyDefinition = FeatureDefinition<string, any, unknown>;

/** The composed features, by name: what each one's `build` returned. */
export type ComposedFeatures<Definitions extends readonly AnyDefinition[]> = {
  [Definition in Definitions[number] as Definition['name']]: ReturnType<Definition['build']>;
};

type NeedsOf<Definition extends AnyDefinition> = Parameters<Definition['build']>[1];

/** The names of the features whose needs the composed features do not meet (none when well wired). */
export type Miswired<Definitions extends readonly AnyDefinition[]> = {
  [Definition in Definitions[number] as Definition['name']]: ComposedFeatures<Definitions> extends NeedsOf<Definition>
    ? never
    : Definition['name'];
}[Definitions[number]['name']];

/**
 * Builds every feature once, each after the features it depends on, handing it only those. Throws on a
 * feature declared twice, a dependency that is not among `definitions`, and a dependency cycle.
 */
export function composeFeatures<const Definitions extends readonly AnyDefinition[]>(
  context: FeatureContext,
  definitions: Definitions &
    ([Miswired<Definitions>] extends [never] ? unknown : { miswired: Miswired<Definitions> }),
): ComposedFeatures<Definitions> {
  const byName = new Map<string, AnyDefinition>();
  for (const definition of definitions) {
    if (byName.has(definition.name)) throw new Error(`The feature ${definition.name} is declared twice`);
    byName.set(definition.name, definition);
  }
  const built = new Map<string, unknown>();
  const building: string[] = [];
  const build = (name: string): unknown => {
    if (built.has(name)) return built.get(name);
    const definition = byName.get(name);
    if (!definition) {
      throw new Error(`The feature ${building.at(-1)} depends on ${name}, which is not composed`);
    }
    if (building.includes(name)) {
      throw new Error(`Features depend on each other in a cycle: ${[...building, name].join(' -> ')}`);
    }
    building.push(name);
    const needs = Object.fromEntries(
      definition.dependencies.map((dependency) => [dependency, build(dependency)]),
    );
    const provided = definition.build(context, needs);
    building.pop();
    built.set(name, provided);
    return provided;
  };
  for (const definition of definitions) build(definition.name);
  return Object.freeze(Object.fromEntries(built)) as ComposedFeatures<Definitions>;
}
