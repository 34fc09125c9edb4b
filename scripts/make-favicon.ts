// `npm run site:favicon`: renders site/public/favicon.svg, the site's mark, into site/public/favicon.ico
// for the clients that ask for /favicon.ico whatever the page's <link rel="icon"> says (feed readers,
// bookmark managers, crawlers, older browsers): without it they got the 58 KB not-found page.
// Run it after changing the SVG and commit what it writes.
// Each size is rendered from the SVG itself (crisper than downscaling one picture) with
// @resvg/resvg-js, as the studio's icons are (studio/scripts/make-icons.ts); png2icons, which the
// studio uses for its ICO, always writes 16 to 256 px from one picture, five times the bytes a favicon
// needs, so the ICO's container (a 6-byte header, a 16-byte entry per picture, then the PNGs, as
// Windows Vista and every browser read it) is written here.
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SIZES = [16, 32, 48];

const publicDir = path.resolve(import.meta.dirname, '../site/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'));

const pngs = SIZES.map((size) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng(),
);

const header = Buffer.alloc(6 + 16 * SIZES.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(SIZES.length, 4);
let offset = header.length;
SIZES.forEach((size, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry); // width
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(pngs[index].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += pngs[index].length;
});

const ico = Buffer.concat([header, ...pngs]);
writeFileSync(path.join(publicDir, 'favicon.ico'), ico);
console.log(`site/public/favicon.ico  ${ico.length} bytes (${SIZES.join(', ')} px)`);
