import sharp from "sharp";

/**
 * A photo as a phone writes it: a JPEG of `width` x `height` stored pixels, in one `colour`, with EXIF (camera,
 * GPS) and an `orientation`: 6 (the default) says it is to be turned a quarter to stand upright, as a phone held
 * upright stores it; 1 says it stands as stored. The server's and the browser's tests share it.
 */
export async function phoneJpeg(
  width = 2000,
  height = 1000,
  { colour = "#c87828", orientation = 6 }: { colour?: string; orientation?: 1 | 6 } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation })
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
