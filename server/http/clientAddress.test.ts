import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './clientAddress';
import { itMapsEach } from '../../tests/support/itMapsEach';

/** Runs clientAddress inside a real Hono request, with the socket address @hono/node-server gives. */
async function addressOf(headers: Record<string, string>, trustProxy: boolean, hops = 1, socket = '10.0.0.9') {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy, hops)));
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return response.text();
}

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever the client writes', async () => {
    expect(await addressOf({ 'x-forwarded-for': '203.0.113.7' }, false)).toBe('10.0.0.9');
  });

  it('behind one trusted proxy, is the entry that proxy appended, not what a client lying about its headers wrote', async () => {
    expect(await addressOf({ 'x-forwarded-for': '203.0.113.7' }, true)).toBe('203.0.113.7');
    expect(await addressOf({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.7' }, true)).toBe('203.0.113.7');
    expect(await addressOf({ 'x-forwarded-for': 'anything at all,203.0.113.7' }, true)).toBe('203.0.113.7');
  });

  it('behind N proxies, is the entry N from the right', async () => {
    const header = { 'x-forwarded-for': 'forged, 203.0.113.7, 198.51.100.2' };
    expect(await addressOf(header, true, 2)).toBe('203.0.113.7');
    expect(await addressOf(header, true, 3)).toBe('forged');
    // Fewer entries than hops: the left-most, which a proxy still wrote.
    expect(await addressOf({ 'x-forwarded-for': '203.0.113.7' }, true, 2)).toBe('203.0.113.7');
  });

  it('falls back to the socket when the proxy sent no X-Forwarded-For', async () => {
    expect(await addressOf({}, true)).toBe('10.0.0.9');
    expect(await addressOf({ 'x-forwarded-for': ' , ' }, true)).toBe('10.0.0.9');
  });

  it('drops a port a proxy wrote', async () => {
    expect(await addressOf({ 'x-forwarded-for': '203.0.113.7:51234' }, true)).toBe('203.0.113.7');
    expect(await addressOf({ 'x-forwarded-for': '[2001:db8:1:2:3:4:5:6]:443' }, true)).toBe('2001:db8:1:2::/64');
  });
});

describe('addressKey', () => {
  itMapsEach('keys %s as %s', addressKey, [
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1:ffff:ffff:ffff:ffff', '2001:db8:85a3:1::/64'],
    ['2001:0db8:0000:0001::1', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['local', 'local'],
    ['not an address', 'not an address'],
  ]);

  it('counts every address of one IPv6 /64 as one caller', () => {
    expect(addressKey('2001:db8:1:2::a')).toBe(addressKey('2001:db8:1:2:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::a')).not.toBe(addressKey('2001:db8:1:3::a'));
  });
});
