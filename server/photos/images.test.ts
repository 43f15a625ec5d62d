import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { phoneJpeg } from "../../tooling/test/photos";
import { NotAPhoto, processPhoto, sniffImageType, tooManyPixels, widthsFor } from "./images";

describe("what a file is, by its bytes (decision 039)", () => {
  it("knows JPEG, PNG, WebP and HEIC by their signatures, whatever the name", async () => {
    const pixels = sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } });
    expect(sniffImageType(await pixels.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await pixels.clone().png().toBuffer())).toBe("png");
    expect(sniffImageType(await pixels.clone().webp().toBuffer())).toBe("webp");
    const ftyp = (brand: string, compatible = "mif1heic") =>
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}\0\0\0\0${compatible}`, "latin1")]);
    expect(sniffImageType(ftyp("heic"))).toBe("heic");
    expect(sniffImageType(ftyp("heix"))).toBe("heic");
    expect(sniffImageType(ftyp("mif1"))).toBe("heic");
    expect(sniffImageType(ftyp("isom", "mp41mp42"))).toBeNull(); // an MP4 video
    expect(sniffImageType(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(Buffer.from("GIF89a"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("the sizes and formats made of a photo (decision 039)", { timeout: 30_000 }, () => {
  it("turns it upright, makes each width up to its own in AVIF, WebP and JPEG, and keeps no EXIF or GPS", async () => {
    const input = await phoneJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const photo = await processPhoto(input);
    // Orientation 6: the 2000 x 1000 pixels stand 1000 wide, 2000 high.
    expect(photo.widths).toEqual([480, 720, 1000]);
    expect([photo.width, photo.height]).toEqual([1000, 2000]);
    expect(photo.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual([
      "480.avif",
      "480.webp",
      "480.jpeg",
      "720.avif",
      "720.webp",
      "720.jpeg",
      "1000.avif",
      "1000.webp",
      "1000.jpeg",
    ]);
    for (const variant of photo.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect([meta.width, meta.height]).toEqual([variant.width, variant.width * 2]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
  });

  it("never upscales: a small photo is kept at its own width", async () => {
    expect(widthsFor(3000)).toEqual([480, 720, 1080, 1600]);
    expect(widthsFor(1200)).toEqual([480, 720, 1080, 1200]);
    expect(widthsFor(1600)).toEqual([480, 720, 1080, 1600]);
    expect(widthsFor(480)).toEqual([480]);
    expect(widthsFor(300)).toEqual([300]);
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#08f" } })
      .png()
      .toBuffer();
    const photo = await processPhoto(small);
    expect([photo.width, photo.height, photo.widths]).toEqual([300, 200, [300]]);
  });

  it("refuses a HEIC of more than 50 megapixels by the size in its header, before decoding it", async () => {
    // The real HEIC fixture whose header (its ispe property) says 12000 x 9000: 108 megapixels. Decoded, its
    // pixels would not match that size; refused first, it never is.
    const bytes = Buffer.from(readFileSync("tooling/test/photo-fixtures/upright-portrait.heic"));
    const ispe = bytes.indexOf(Buffer.from("ispe", "latin1"));
    expect(ispe).toBeGreaterThan(0);
    bytes.writeUInt32BE(12_000, ispe + 8);
    bytes.writeUInt32BE(9_000, ispe + 12);
    await expect(processPhoto(bytes)).rejects.toThrow(new NotAPhoto(tooManyPixels));
  });

  it("refuses a JPEG of more than 50 megapixels by the size in its header, with the same sentence", async () => {
    // A small JPEG whose frame header (SOF) is made to say 8000 x 7000: 56 megapixels.
    const bytes = Buffer.from(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: "#888" } })
        .jpeg()
        .toBuffer(),
    );
    const sof = bytes.findIndex((byte, at) => byte === 0xff && (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2));
    expect(sof).toBeGreaterThan(0);
    bytes.writeUInt16BE(7_000, sof + 5);
    bytes.writeUInt16BE(8_000, sof + 7);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 8_000, height: 7_000 });
    await expect(processPhoto(bytes)).rejects.toThrow(new NotAPhoto(tooManyPixels));
  });

  it("refuses an AVIF as a type the form does not take, not as a HEIC it could not read", async () => {
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#888" } })
      .avif()
      .toBuffer();
    expect(sniffImageType(avif)).toBeNull();
    await expect(processPhoto(avif)).rejects.toThrow("This file is not a photo: send a JPEG, PNG, WebP or HEIC image.");
  });

  it("refuses a file that is not an image, and an image cut short, with a sentence for the sender", async () => {
    await expect(processPhoto(Buffer.from("just some text, named photo.jpg"))).rejects.toThrow(NotAPhoto);
    await expect(processPhoto(Buffer.from("just some text"))).rejects.toThrow(
      "This file is not a photo: send a JPEG, PNG, WebP or HEIC image.",
    );
    const jpeg = await phoneJpeg(400, 300);
    await expect(processPhoto(jpeg.subarray(0, 200))).rejects.toThrow("This image could not be read");
    const fakeHeic = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from("ftypheic\0\0\0\0", "latin1")]);
    await expect(processPhoto(fakeHeic)).rejects.toThrow("This HEIC photo could not be read");
  });
});
