import { writeFileSync } from 'node:fs';
import { encode } from 'uqr';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 8;
const FRAMES = 5;

/**
 * A short Y4M video of `text` as a QR code, black on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): the check-in screen's camera then reads it as a phone's would.
 */
export function writeQrVideo(text: string, path: string): void {
  const { data, size } = encode(text, { border: 0 });
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - size * MODULE_PX) / 2);
  const top = Math.floor((HEIGHT - size * MODULE_PX) / 2);
  for (let y = 0; y < size * MODULE_PX; y++)
    for (let x = 0; x < size * MODULE_PX; x++)
      if (data[Math.floor(y / MODULE_PX)]![Math.floor(x / MODULE_PX)]) luma[(top + y) * WIDTH + left + x] = 16;
  // No colour: both chroma planes at their middle value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
