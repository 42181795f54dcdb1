import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { newDevice } from './browser';

export interface LandingScripts {
  files: { path: string; rawBytes: number; gzipBytes: number }[];
  gzipBytes: number;
  chartChunks: { file: string; gzipBytes: number }[];
  chartChunkLoaded: boolean;
  allJsGzipBytes: number;
  usableMs: number;
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * The JavaScript a first visit to the landing page downloads before it is usable: every script the
 * page requests until the network is idle (the service worker blocked, so its background precache
 * of every route is not counted), each gzipped at level 9. Also finds the chart chunks in the build
 * (ECharts registers chart types with `registerPreprocessor`) and checks the landing page skips them.
 */
export async function landingScripts(browser: Browser, baseUrl: string, clientDir: string): Promise<LandingScripts> {
  const context = await newDevice(browser, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const bodies: Promise<{ path: string; body: Buffer }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, body })));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('main.landing h1').first().waitFor();
    const usableMs = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return nav ? nav.loadEventEnd : performance.now();
    });
    const files = (await Promise.all(bodies)).map(({ path, body }) => ({
      path,
      rawBytes: body.length,
      gzipBytes: gzipSize(body),
    }));
    const assets = join(clientDir, 'assets');
    const js = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const chartChunks = js
      .filter((file) => readFileSync(join(assets, file), 'utf8').includes('registerPreprocessor'))
      .map((file) => ({ file, gzipBytes: gzipSize(readFileSync(join(assets, file))) }));
    return {
      files,
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      chartChunks,
      chartChunkLoaded: files.some((f) => chartChunks.some((c) => f.path.endsWith(c.file))),
      allJsGzipBytes: js.reduce((sum, file) => sum + gzipSize(readFileSync(join(assets, file))), 0),
      usableMs,
    };
  } finally {
    await context.close();
  }
}
