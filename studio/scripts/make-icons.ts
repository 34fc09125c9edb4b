// `npm run studio:icons`: renders studio/build/icon.svg, the one source picture, into every icon
// electron-builder.yml's targets take from studio/build (its buildResources): icons/512x512.png and
// icons/1024x1024.png (Linux: AppImage, deb), icon.png (1024, the generic one), icon.icns (macOS) and
// icon.ico (Windows). Run it after changing the SVG and commit what it writes.
// @resvg/resvg-js renders SVG with a prebuilt binary from npm (no download at install); png2icons is
// plain JavaScript.
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import png2icons from 'png2icons';

const buildDir = path.resolve(import.meta.dirname, '../build');
const svg = readFileSync(path.join(buildDir, 'icon.svg'));

function png(size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' })
    .render()
    .asPng();
}

function write(name: string, bytes: Buffer | null): void {
  if (bytes === null) throw new Error(`png2icons could not make ${name}`);
  const file = path.join(buildDir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  console.log(`${path.relative(process.cwd(), file)}  ${bytes.length} bytes`);
}

const large = png(1024);
write('icon.png', large);
write('icons/1024x1024.png', large);
write('icons/512x512.png', png(512));
// From the 1024 picture, downscaled with bicubic filtering: every size ICNS and ICO hold (16 to 1024
// and 16 to 256); ICO entries as PNG, readable by Windows Vista and later, the exe's resources included.
write('icon.icns', png2icons.createICNS(large, png2icons.BICUBIC, 0));
write('icon.ico', png2icons.createICO(large, png2icons.BICUBIC, 0, true, true));
