/** heic-decode ships no types: the calls server/photos/images.ts makes. */
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  /** Decodes the first image of a HEIC file. */
  export default function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
  /** Every image of a HEIC file, its size (after the file's rotation) read without decoding its pixels. */
  export function all(input: {
    buffer: Uint8Array | ArrayBuffer;
  }): Promise<Array<{ width: number; height: number; decode: () => Promise<DecodedImage> }> & { dispose: () => void }>;
}
