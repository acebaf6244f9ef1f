/**
 * Draws the app icons into public/: the SVG favicon, and PNGs rasterised by headless Chromium
 * (there is no image tool on the build machines). Run by hand after changing the mark:
 * `npx tsx tests/support/render-icons.ts`.
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const BLUE = '#1d4ed8';

/** A school roof over a VR headset, white, drawn on a 512 grid and centred on (256, 256). */
const MARK = `
  <path d="M256 106 L428 210 H84 Z" fill="#fff" stroke="#fff" stroke-width="24" stroke-linejoin="round"/>
  <rect x="104" y="246" width="304" height="172" rx="60" fill="#fff"/>
  <circle cx="190" cy="332" r="44" fill="${BLUE}"/>
  <circle cx="322" cy="332" r="44" fill="${BLUE}"/>
  <path d="M222 419 Q256 362 290 419 Z" fill="${BLUE}"/>`;

/** `rounded`: transparent corners (purpose "any"); square icons are masked by the platform. */
function iconSvg({ scale, rounded }: { scale: number; rounded: boolean }): string {
  const background = rounded
    ? `<rect width="512" height="512" rx="112" fill="${BLUE}"/>`
    : `<rect width="512" height="512" fill="${BLUE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${MARK}</g></svg>\n`;
}

// The mark reaches 197 units from the centre; a maskable icon must keep it inside the central
// circle of radius 204.8 (40 %), with room to spare, so it is drawn smaller there.
const ICONS = [
  { file: 'pwa-192.png', size: 192, scale: 0.8, rounded: true },
  { file: 'pwa-512.png', size: 512, scale: 0.8, rounded: true },
  { file: 'pwa-maskable-512.png', size: 512, scale: 0.72, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.76, rounded: false },
];

await writeFile('public/favicon.svg', iconSvg({ scale: 0.86, rounded: true }));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { file, size, scale, rounded } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const svg = iconSvg({ scale, rounded }).replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    await page.screenshot({ path: `public/${file}`, omitBackground: true });
    console.log(`public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
