import type { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// The socket protocols: every event of a hub is declared once, here in the contract, with what it
// carries, as calls are declared in calls/. Both ends type their socket.io sockets from the
// declaration (`Server<ToServer, ToClient>` on one side, `Socket<ToClient, ToServer>` on the
// other), and name events by the declared names, so an event misspelt or emitted with the wrong
// payload does not compile. What a side receives from a peer it cannot trust has a zod schema,
// which that side parses with; the rest is a plain type. See docs/architecture.md, "Socket
// protocols".

declare const carries: unique symbol;

/** One event: the arguments it is emitted with (a trailing function is socket.io's
 * acknowledgement, the answer the receiver calls back with). */
export interface SocketEvent<A extends unknown[] = unknown[]> {
  /** Only a type, never a value. */
  readonly [carries]?: A;
  /** The first argument's check, where the receiver cannot trust the sender. */
  readonly schema?: z.ZodType;
}

/** Declares an event carrying `A`; with `schema`, the first argument as the receiver checks it. */
export function socketEvent<A extends unknown[] = []>(schema?: z.ZodType<A[0]>): SocketEvent<A> {
  return schema ? { schema } : {};
}

/** The socket.io event map of a side's declared events: `{ Name: (...args) => void }`. */
export type EventsOf<T extends Record<string, SocketEvent<unknown[]>>> = {
  [E in keyof T & string]: T[E] extends SocketEvent<infer A> ? (...args: A) => void : never;
};

/** The events' names, `{ Name: 'Name' }`: the ends name an event by these, never by a literal. */
export function socketEventNames<T extends Record<string, SocketEvent<unknown[]>>>(
  events: T,
): { readonly [E in keyof T & string]: E } {
  return Object.fromEntries(Object.keys(events).map((k) => [k, k])) as { readonly [E in keyof T & string]: E };
}
