import sharp from "sharp";

/** A photo as a phone writes it: a JPEG 2000 x 1000 with EXIF (camera, GPS) and orientation 6 (turned a quarter). */
export async function phoneJpeg(width = 2000, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Phone 9" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "39/1 57/1 41/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "82/1 59/1 53/1",
      },
    })
    .toBuffer();
}
