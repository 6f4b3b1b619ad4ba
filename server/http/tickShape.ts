import { createHook } from 'node:async_hooks';

/**
 * Keeps the shape of node's tick objects alive for the life of the process (issue 50, "public calls at >= 90% of
 * bare node:http"). Imported first by the server's entry, before any other module runs.
 *
 * Why: `process.nextTick` builds each tick as an object literal with symbol keys. V8 notes, per key, the shape
 * (map) the object had when the key was added, and holds those shapes weakly. Between bursts of work no tick object
 * is alive, and a full garbage collection then frees the shapes. The next tick makes them anew, and V8's runtime,
 * seeing a shape other than the one it noted, marks the keys megamorphic for good. From then on every tick adds
 * its keys through V8's runtime (`Runtime_DefineKeyedOwnPropertyInLiteral`, `MigrateToMap`) instead of the
 * optimized code's stores. Bare node:http never runs a full collection, so it never gets there; this server runs
 * many while it starts, and every one of its answers makes several ticks (socket writes, stream ends).
 *
 * How: one tick object made here is kept, so its shape, and through it the shapes before it, are never freed. An
 * async hook sees the tick object as its resource; it is on only for this one `nextTick`.
 * `server/http/tickShape.test.ts` checks, in a node of its own, that the keys stay monomorphic through full
 * collections with this and go megamorphic without it. docs/performance.md "Where the public lane's time went" has
 * the figures.
 */
let kept: object | undefined;

const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject' && kept === undefined) kept = resource;
  },
});
hook.enable();
process.nextTick(() => undefined);
hook.disable();

/** The tick object kept (for tests): undefined if node made none here. */
export const keptTickObject = (): object | undefined => kept;
