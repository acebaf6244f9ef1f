/**
 * A cold visit in Chromium (a fresh incognito context: no cache, no service worker yet), counting every
 * response's bytes on the wire (CDP `Network.loadingFinished` `encodedDataLength`: compressed body plus
 * headers) until the network has been idle for half a second.
 */
import { chromium, type Browser } from 'playwright-core';

export interface VisitBytes {
  js: number;
  css: number;
  total: number;
  requests: number;
  /** The content encodings the scripts came in (`br` when Chromium asked for brotli). */
  encodings: string[];
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

export async function coldVisit(browser: Browser, url: string): Promise<VisitBytes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, string>();
    const bytes: VisitBytes = { js: 0, css: 0, total: 0, requests: 0, encodings: [] };
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      types.set(requestId, type);
      const encoding = (response.headers as Record<string, string>)['content-encoding'] ?? 'none';
      if (type === 'Script' && !bytes.encodings.includes(encoding)) bytes.encodings.push(encoding);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const type = types.get(requestId);
      bytes.requests += 1;
      bytes.total += encodedDataLength;
      if (type === 'Script') bytes.js += encodedDataLength;
      if (type === 'Stylesheet') bytes.css += encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    return bytes;
  } finally {
    await context.close();
  }
}
