#!/usr/bin/env python3
"""make-ico.py OUT.ico IN.png...: one Windows icon holding the PNG images
(each square, 256 pixels at most) as they are, the form Windows has read
since Vista."""
import struct
import sys


def size_of(png):
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", png[16:24])


def main(out, inputs):
    images = []
    for path in inputs:
        with open(path, "rb") as f:
            png = f.read()
        w, h = size_of(png)
        if w != h or w > 256:
            sys.exit(f"make-ico: {path}: {w}x{h}, not square up to 256")
        images.append((w, png))
    images.sort()
    head = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, data = b"", b""
    for w, png in images:
        # 256 is written 0; 32 bits a pixel, one plane.
        entries += struct.pack("<BBBBHHII", w % 256, w % 256, 0, 0, 1, 32, len(png), offset)
        data += png
        offset += len(png)
    with open(out, "wb") as f:
        f.write(head + entries + data)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: make-ico.py OUT.ico IN.png...")
    main(sys.argv[1], sys.argv[2:])
