/**
 * Photos people send (product §10.4, §16.7, decision 039): what a file is, read from its first bytes
 * (never its name or the type the browser claims), and the few sizes and formats the guide serves,
 * made with sharp (libvips). Every output is re-encoded from pixels: sharp writes no metadata unless
 * asked, so EXIF (GPS included), XMP and IPTC never leave this module; the EXIF orientation is applied
 * to the pixels first (`.rotate()`).
 */
import sharp, { type Sharp } from "sharp";

/** The types the upload takes, by their magic bytes. */
export type ImageType = "jpeg" | "png" | "webp" | "heic";

/** The formats made of every photo, best first (a `<picture>` offers them in this order). */
export const photoFormats = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/**
 * decision 042: the widths made of every photo, in pixels. The page's photo is about 380 CSS px wide on a
 * phone: 720 is what a 1.75x phone fetches (Lighthouse's), 1080 a 2.6-3x phone's, 1600 a wide screen's at 2x.
 */
export const photoWidths = [480, 720, 1080, 1600] as const;

/** The largest image decoded (width x height): more pixels are refused before decoding (a decompression bomb). */
export const maxInputPixels = 50_000_000;

/** What the sender reads when a photo has more than {@link maxInputPixels}, whatever its type. */
export const tooManyPixels = "This photo is larger than 50 megapixels. Please send a smaller copy.";

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * decision 039: the image type of `bytes` by its signature: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`,
 * WebP `RIFF....WEBP`, HEIC an ISO-BMFF `ftyp` box whose brand is heic, heix, heim, heis or mif1/msf1 and
 * not avif/avis (an AVIF lists mif1 too, and is not a type the form takes); anything else null.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brands = [ascii(bytes, 8, 12)];
    const boxSize = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => /^(avif|avis)$/.test(brand))) return null;
    if (brands.some((brand) => /^(heic|heix|heim|heis|mif1|msf1)$/.test(brand))) return "heic";
  }
  return null;
}

/** One file made of a photo: its width, format and bytes. */
export interface PhotoVariant {
  width: number;
  height: number;
  format: PhotoFormat;
  bytes: Buffer;
}

/** A photo as the guide keeps it: its size upright (the largest width made) and every variant. */
export interface ProcessedPhoto {
  width: number;
  height: number;
  widths: number[];
  variants: PhotoVariant[];
}

/** Thrown when a file is no photo the guide can read; its message is for the sender. */
export class NotAPhoto extends Error {}

/**
 * The widths to make of a photo `width` pixels wide: those of {@link photoWidths} below its own, then its own
 * width up to the largest of them (never upscaled, never cut below what it has). 3000 -> 480, 720, 1080, 1600;
 * 1200 -> 480, 720, 1080, 1200; 300 -> 300.
 */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, photoWidths.at(-1)!);
  return [...photoWidths.filter((candidate) => candidate < largest), largest];
}

/**
 * HEIC (HEVC) is not in sharp's prebuilt libvips: decoded to pixels by libheif compiled to WebAssembly.
 * Its size is read from the file's header first: a photo of more than {@link maxInputPixels} is refused
 * before any pixel is decoded, as sharp refuses the other types.
 */
async function decodeHeic(bytes: Uint8Array): Promise<Sharp> {
  const { all } = await import("heic-decode");
  const images = await all({ buffer: bytes });
  let image;
  try {
    const first = images[0];
    if (!first) throw new Error("no image in the file");
    if (first.width * first.height > maxInputPixels) throw new NotAPhoto(tooManyPixels);
    image = await first.decode();
  } finally {
    images.dispose();
  }
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

/**
 * A photo decoded once (decision 049): upright (EXIF orientation applied), in sRGB, at most the largest width the
 * guide serves, as a lossless PNG without metadata: what every width and format is made from, in the background.
 */
export interface PreparedPhoto {
  width: number;
  height: number;
  master: Buffer;
}

// decision 049: libvips's cache off and one thread per image: the image work of uploads is bounded in memory and
// leaves the other core to the requests (server/photos/work.ts runs one decode and one encoding at a time).
sharp.cache(false);
sharp.concurrency(1);

/**
 * decision 039, 049: decodes a photo into its {@link PreparedPhoto}. JPEG, PNG and WebP are read by libvips line by
 * line and shrunk as they are read (sequential access), so a 49-megapixel PNG never sits whole in memory.
 * Throws {@link NotAPhoto} when the bytes are no JPEG, PNG, WebP or HEIC, have more than {@link maxInputPixels},
 * or cannot be decoded.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  const type = sniffImageType(bytes);
  if (!type) throw new NotAPhoto("This file is not a photo: send a JPEG, PNG, WebP or HEIC image.");
  try {
    let base: Sharp;
    if (type === "heic") {
      base = await decodeHeic(bytes);
    } else {
      // The size in the header first, so the sender hears why (sharp's own limit would read as damage).
      const { width: headerWidth = 0, height: headerHeight = 0 } = await sharp(bytes).metadata();
      if (headerWidth * headerHeight > maxInputPixels) throw new NotAPhoto(tooManyPixels);
      base = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error", sequentialRead: true });
    }
    // Upright first: the size that counts is the one after the EXIF orientation.
    const { data, info } = await base
      .rotate()
      .resize({ width: photoWidths.at(-1), withoutEnlargement: true })
      .toColourspace("srgb")
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, master: data };
  } catch (error) {
    if (error instanceof NotAPhoto) throw error;
    throw new NotAPhoto(
      type === "heic"
        ? "This HEIC photo could not be read. Please send it as a JPEG instead."
        : "This image could not be read: it may be damaged or cut short. Please send another file.",
    );
  }
}

/**
 * decision 039, 042: every width of {@link widthsFor} of a prepared photo in AVIF, WebP and JPEG, no metadata at
 * all. The master is at most 1,600 pixels wide, so this takes little memory whatever the photo sent.
 */
export async function makeVariants(master: Buffer): Promise<{ widths: number[]; variants: PhotoVariant[] }> {
  const base = sharp(master);
  const { width = 0, height = 0 } = await base.metadata();
  const widths = widthsFor(width);
  const variants: PhotoVariant[] = [];
  for (const target of widths) {
    const resized = target === width ? base.clone() : base.clone().resize({ width: target });
    const targetHeight = Math.round((height * target) / width);
    for (const format of photoFormats) {
      const encoder =
        format === "avif"
          ? resized.clone().avif({ quality: 50, effort: 2 })
          : format === "webp"
            ? resized.clone().webp({ quality: 78 })
            : resized.clone().jpeg({ quality: 80, mozjpeg: true, progressive: true });
      const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height || targetHeight, format, bytes: data });
    }
  }
  return { widths, variants };
}

/**
 * decision 039: the sizes and formats of a photo at once ({@link preparePhoto} then {@link makeVariants}): upright,
 * in sRGB, each width of {@link widthsFor} in AVIF, WebP and JPEG, no metadata at all. Throws {@link NotAPhoto}
 * when the bytes are no JPEG, PNG, WebP or HEIC, or cannot be decoded.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const prepared = await preparePhoto(bytes);
  const { widths, variants } = await makeVariants(prepared.master);
  return { width: prepared.width, height: prepared.height, widths, variants };
}

/** The file extension of a format, as the stored and published files are named. */
export const extensionOf: Readonly<Record<PhotoFormat, string>> = { avif: "avif", webp: "webp", jpeg: "jpg" };
