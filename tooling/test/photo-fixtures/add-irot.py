"""Adds an `irot` property (essential) to the primary item of a HEIF file written by heif-enc, as a phone
does for a photo taken upright: the coded pixels stay as the sensor saw them, the reader turns them.
Usage: add-irot.py IN OUT ANGLE (ANGLE: 1, 2 or 3 quarter turns anticlockwise)."""
import struct, sys

src, dst, angle = sys.argv[1], sys.argv[2], int(sys.argv[3])
data = bytearray(open(src, "rb").read())

def boxes(buf, start, end):
    at = start
    while at < end:
        size, kind = struct.unpack(">I4s", buf[at:at + 8])
        yield at, size, kind.decode("latin1")
        at += size

top = {kind: (at, size) for at, size, kind in boxes(data, 0, len(data))}
meta_at, meta_size = top["meta"]
assert top["mdat"][0] > meta_at, "mdat must follow meta"
children = {kind: (at, size) for at, size, kind in boxes(data, meta_at + 12, meta_at + meta_size)}
pitm_at, _ = children["pitm"]
assert data[pitm_at + 8] == 0, "pitm version 0 expected"
primary = struct.unpack(">H", data[pitm_at + 12:pitm_at + 14])[0]
iprp_at, iprp_size = children["iprp"]
props = {kind: (at, size) for at, size, kind in boxes(data, iprp_at + 8, iprp_at + iprp_size)}
ipco_at, ipco_size = props["ipco"]
ipma_at, _ = props["ipma"]
count = sum(1 for _ in boxes(data, ipco_at + 8, ipco_at + ipco_size))
assert count < 127
irot = struct.pack(">I4sB", 9, b"irot", angle)

# ipma: add the association (essential, index count + 1) to the primary item.
version, flags = data[ipma_at + 8], int.from_bytes(data[ipma_at + 9:ipma_at + 12], "big")
assert version == 0 and flags & 1 == 0, "ipma version 0 with 7-bit indices expected"
at = ipma_at + 16
entries = struct.unpack(">I", data[ipma_at + 12:ipma_at + 16])[0]
insert_assoc = None
for _ in range(entries):
    item, n = struct.unpack(">HB", data[at:at + 3])
    if item == primary:
        data[at + 2] = n + 1
        insert_assoc = at + 3 + n
    at += 3 + n
assert insert_assoc is not None
data[insert_assoc:insert_assoc] = bytes([0x80 | (count + 1)])
data[ipco_at + ipco_size:ipco_at + ipco_size] = irot
grow = len(irot) + 1
for box_at, added in ((ipma_at + len(irot), 1), (ipco_at, len(irot)), (iprp_at, grow), (meta_at, grow)):
    size = struct.unpack(">I", data[box_at:box_at + 4])[0]
    data[box_at:box_at + 4] = struct.pack(">I", size + added)

# iloc: the items' data is in mdat, which moved by `grow` bytes (file offsets, construction method 0).
iloc_at, _ = children["iloc"]
assert iloc_at < iprp_at
version = data[iloc_at + 8]
sizes = data[iloc_at + 12], data[iloc_at + 13]
offset_size, length_size, base_size, index_size = sizes[0] >> 4, sizes[0] & 15, sizes[1] >> 4, sizes[1] & 15
if version == 0:
    index_size = 0
at = iloc_at + 14
items = struct.unpack(">H" if version < 2 else ">I", data[at:at + (2 if version < 2 else 4)])[0]
at += 2 if version < 2 else 4
def shift(pos, width):
    if width:
        value = int.from_bytes(data[pos:pos + width], "big") + grow
        data[pos:pos + width] = value.to_bytes(width, "big")
for _ in range(items):
    at += 2 if version < 2 else 4
    method = 0
    if version in (1, 2):
        method = struct.unpack(">H", data[at:at + 2])[0] & 15
        at += 2
    at += 2  # data_reference_index
    base_pos = at
    at += base_size
    extents = struct.unpack(">H", data[at:at + 2])[0]
    at += 2
    if method == 0 and base_size:
        shift(base_pos, base_size)
    for _ in range(extents):
        at += index_size
        if method == 0 and not base_size:
            shift(at, offset_size)
        at += offset_size + length_size
open(dst, "wb").write(data)
