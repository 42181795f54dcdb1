import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { NodeBindings } from './nodeBindings';

/**
 * The caller's address for rate limits. Directly, the socket's, which a client cannot forge.
 * Behind reverse proxies (TRUST_PROXY=true) it is read from X-Forwarded-For, where each proxy
 * appends the address it received the request from: only the last `hops` entries were written by
 * our proxies, everything to their left by the client. So the client's address is the entry `hops`
 * from the right, never the left-most, which the client chooses freely.
 */
export function clientAddress(c: Context, trustProxy: boolean, hops = 1): string {
  if (trustProxy) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than hops: the request passed fewer proxies than configured; the left-most
    // entry is then still one a proxy wrote.
    const entry = entries[Math.max(0, entries.length - hops)];
    if (entry) return addressKey(withoutPort(entry));
  }
  return addressKey((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'local');
}

/** Some proxies write `1.2.3.4:5678` or `[2001:db8::1]:5678`. */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return ipv4WithPort ? ipv4WithPort[1]! : entry;
}

/**
 * The key a limit counts on. One IPv6 subscriber gets a whole /64 (RFC 6177), so counting each of
 * its 2^64 addresses apart would let one person guess without limit: an IPv6 address counts as its
 * /64. An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, a dual-stack socket) counts as itself.
 */
export function addressKey(address: string): string {
  const withoutZone = address.split('%')[0]!;
  if (isIP(withoutZone) !== 6) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(withoutZone);
  if (mapped) return mapped[1]!;
  return `${ipv6Groups(withoutZone)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (checked by isIP before). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      // A trailing dotted IPv4 address fills the last two groups.
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head = '', tail] = address.split('::');
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
