/**
 * A photo for the benchmarks, the same bytes every run: noise from a fixed seed, blurred to a phone photo's detail
 * (its AVIF files weigh what real 10-12 megapixel phone photos' do), 1800 x 1200, as a JPEG of quality 92.
 */
import sharp from "sharp";

/** The generated photo's JPEG bytes. */
export async function generatedPhoto(): Promise<Buffer> {
  const [width, height] = [1800, 1200];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(3.2)
    .jpeg({ quality: 92 })
    .toBuffer();
}
