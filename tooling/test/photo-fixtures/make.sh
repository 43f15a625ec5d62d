#!/bin/sh
# Makes upright-portrait.heic: see README.md beside it. Run from the repository's root (sharp comes from node_modules).
set -eu
out=${1:-server/test/photo-fixtures/upright-portrait.heic}
work=$(mktemp -d)
# 1. The picture upright, 1680 x 2240: four flat quadrants (red, green / blue, near white) over a soft
#    gradient, nothing real; stored as a phone's sensor does, a quarter turn anticlockwise (2240 x 1680).
node --input-type=module -e "
import sharp from 'sharp';
const [w, h] = [1680, 2240];
const px = Buffer.alloc(w * h * 3);
const colours = [[200, 40, 40], [40, 170, 60], [40, 70, 200], [235, 235, 225]];
for (let y = 0; y < h; y++)
  for (let x = 0; x < w; x++) {
    const c = colours[(y < h / 2 ? 0 : 2) + (x < w / 2 ? 0 : 1)];
    const shade = Math.round(((x / w + y / h) * 30));
    for (let k = 0; k < 3; k++) px[(y * w + x) * 3 + k] = Math.min(255, c[k] + shade);
  }
await sharp(px, { raw: { width: w, height: h, channels: 3 } }).rotate(-90).jpeg({ quality: 95 }).toFile('$work/coded.jpg');
"
# 2. A phone's EXIF: camera, date, GPS position, orientation 6 (turn 90 degrees clockwise to show).
exiftool -q -overwrite_original -Make=FixtureCam -Model="Fixture Phone" -DateTimeOriginal="2026:11:20 10:30:00" \
  -GPSLatitudeRef=N -GPSLatitude=39.9612 -GPSLongitudeRef=W -GPSLongitude=82.9988 -Orientation#=6 "$work/coded.jpg"
# 3. HEVC in HEIF (libheif's heif-enc with x265); the EXIF is copied into the file as its Exif item.
heif-enc -q 30 -o "$work/coded.heic" "$work/coded.jpg"
# 4. The HEIF transform a phone writes beside that EXIF: irot, three quarter turns anticlockwise (= 90 clockwise).
python3 "$(dirname "$0")/add-irot.py" "$work/coded.heic" "$out" 3
rm -r "$work"
