import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy, type ServerConfig } from '../../server/config';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies\u2019 addresses, and refuses to trust every hop', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.2, 10.1.0.0/16 ::1')).toEqual(['10.0.0.2', '10.1.0.0/16', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/would trust every hop/);
    expect(() => parseTrustProxy('10.0.0.300')).toThrow(
      'TRUST_PROXY: 10.0.0.300 is not an IP address or CIDR range',
    );
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/not an IP address or CIDR range/);
  });
});

// Each try checks a password, 31 or 62 of them (scrypt, cheaper in tests but still memory-hard): under
// load that takes its time, so these tests give up later than the project's 30 s.
describe('sign-in limits behind a load balancer', { timeout: 120_000 }, () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  /** 31 wrong passwords at different accounts, each with an address the client wrote itself before the balancer's. */
  async function triesWithForgedAddresses(trustProxy: ServerConfig['trustProxy'], remoteAddress: string) {
    t = await createTestApp({ trustProxy });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        payload: { email: `person-${i}@example.org`, password: 'wrong-password' },
      });
      statuses.push(answer.statusCode);
    }
    return statuses;
  }

  it('with one trusted hop, a forged X-Forwarded-For entry does not escape the limit', async () => {
    const statuses = await triesWithForgedAddresses(1, '10.0.0.2');
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });

  it('with the balancer named by address, the same holds; another sender is not trusted at all', async () => {
    expect((await triesWithForgedAddresses(['10.0.0.0/8'], '10.0.0.2'))[30]).toBe(429);
    await t?.close();
    // From an address that is not the balancer, X-Forwarded-For is ignored: its own address is limited.
    expect((await triesWithForgedAddresses(['10.0.0.0/8'], '192.0.2.50'))[30]).toBe(429);
  });
});
