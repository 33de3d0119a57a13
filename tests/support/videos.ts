import type { Page } from 'playwright-core';

/** The start of an MP4: its `ftyp` box with `brand` (4 characters) as its major brand. */
export function mp4Header(brand: string): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(4), Buffer.from('isom')]);
}

/** The start of a Matroska-family file: its EBML header naming `docType`, then a Segment of unknown size. */
export function ebmlHeader(docType: string): Buffer {
  const element = (id: number[], data: Buffer) => Buffer.concat([Buffer.from([...id, 0x80 | data.length]), data]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from(docType, 'latin1')),
    element([0x42, 0x87], Buffer.from([2])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  return Buffer.concat([element([0x1a, 0x45, 0xdf, 0xa3], header), Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])]);
}

/**
 * A real WebM (VP8), recorded in `page` from a canvas with a ball crossing the lake's navy: about a second, a few KB.
 * Made by the browser each run, so no video file is kept in the repository.
 */
export async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 236;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 15; frame++) {
      ctx.fillStyle = '#1b3a5c';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = '#f7931e';
      ctx.beginPath();
      ctx.arc(30 + frame * 18, 118, 28, 0, 2 * Math.PI);
      ctx.fill();
      await new Promise((resolve) => setTimeout(resolve, 66));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}
