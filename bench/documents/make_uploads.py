#!/usr/bin/env python3
"""Writes COUNT upload bodies for POST /api/v3/clients/{clientId}/documents, each a valid one-page PDF of exactly SIZE
bytes (padded with a stream object of random bytes, so that no two are alike) as document 3's document body, and a
line "<file> <sha256 of the PDF>" per body to stdout.

Usage: make_uploads.py DIRECTORY COUNT SIZE
"""
import binascii
import hashlib
import os
import sys


def pdf_of(size, seed):
    head = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> /PieceInfo << /Padding 4 0 R >> >>",
    ]

    def assemble(padding):
        out = bytearray(head)
        offsets = []
        for number, body in enumerate(objects, start=1):
            offsets.append(len(out))
            out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
        offsets.append(len(out))
        out += b"4 0 obj\n<< /Length %d >>\nstream\n" % len(padding) + padding + b"\nendstream\nendobj\n"
        xref = len(out)
        out += b"xref\n0 5\n0000000000 65535 f \n"
        for offset in offsets:
            out += b"%010d 00000 n \n" % offset
        out += b"trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % xref
        return bytes(out)

    overhead = len(assemble(b""))
    # the /Length and startxref digits grow with the padding; adjust until the file is exactly SIZE bytes
    length = size - overhead
    while True:
        padding = hashlib.shake_256(b"kontor-bench-%d" % seed).digest(length)
        pdf = assemble(padding)
        if len(pdf) == size:
            return pdf
        length += size - len(pdf)


def main():
    directory, count, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    for n in range(count):
        pdf = pdf_of(size, n)
        path = os.path.join(directory, "upload-%02d.json" % n)
        with open(path, "wb") as body:
            body.write(b'{"contentType":"Application_Pdf","documentType":"Passport","label":"Benchmark scan %d",'
                       b'"fileName":"scan-%02d.pdf","fileData":"0x' % (n, n))
            body.write(binascii.hexlify(pdf))
            body.write(b'"}')
        print(path, hashlib.sha256(pdf).hexdigest())


if __name__ == "__main__":
    main()
