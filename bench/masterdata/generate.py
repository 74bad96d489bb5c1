#!/usr/bin/env python3
"""Writes a master data snapshot of N generated instruments (docs/masterdata-snapshots.md) to stdout.

Names are three words drawn from fixed lists, so that searches by word prefixes have realistic selectivity; ISINs
carry correct check digits (prefix XS, a serial number), WKNs are the serial in base 36.
"""
import json
import random
import sys

WORDS = ("alpha beta gamma delta nord sued west ost euro global capital invest bank energie auto chemie pharma tech "
         "software logistik immobilien versicherung holding industrie werke handel medien telekom bau stahl food "
         "solar wind wasser gold silber digital mobil fonds rente aktien anleihe index dynamik select core prime").split()
KINDS = ("AG", "SE", "plc", "Inc.", "N.V.", "S.A.", "GmbH & Co. KGaA", "ETF", "UCITS ETF", "Bond")
BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def check_digit(body):
    digits = "".join(str(int(c, 36)) for c in body)
    total = 0
    for i, ch in enumerate(reversed(digits)):
        x = int(ch)
        if i % 2 == 0:
            x *= 2
            x = x - 9 if x > 9 else x
        total += x
    return str((10 - total % 10) % 10)


def base36(n, width):
    out = ""
    while n:
        n, r = divmod(n, 36)
        out = BASE36[r] + out
    return out.rjust(width, "0")


def instrument(n, rnd):
    body = "XS%09d" % n
    name = " ".join(rnd.choice(WORDS).capitalize() for _ in range(3)) + " " + rnd.choice(KINDS)
    return {"id": "BM%08d" % n, "objectType": "Instrument", "isinCode": body + check_digit(body),
            "wkn": base36(n, 6), "ekn": "BE%08d" % n, "name": name, "type": "Equity", "cfiCode": "ESVUFR",
            "sections": [
                {"ag": "B", "bid": "B1", "lastModification": "2026-11-02T06:00:00Z", "typeOfEvent": "Master data",
                 "sourceOfEvent": "PROVIDER", "relevantDate": "2026-11-02", "sourceOfDate": "PROVIDER",
                 "createdDate": "2020-01-15T08:00:00Z", "updatedDate": "2026-11-02T06:00:00Z",
                 "datFields": {"currency": rnd.choice(("EUR", "USD", "CHF")), "countryOfIssuer": "DE"},
                 "txtFields": {"shortName": {"lang": "en", "dest": "ALL", "value": name}}},
                {"ag": "K", "bid": "K1", "lastModification": "2026-10-01T06:00:00Z",
                 "createdDate": "2021-03-01T08:00:00Z", "datFields": {"sector": rnd.choice(WORDS)}}]}


def main():
    count = int(sys.argv[1])
    rnd = random.Random(42)
    out = sys.stdout
    out.write('{"providerTimestamp": "2026-11-20T18:00:00Z", "fieldDefinitions": [')
    out.write(json.dumps({"code": "currency", "ag": "B", "kind": "DAT", "type": "string", "label": "Currency",
                          "explanation": "ISO 4217 currency.", "filterable": True, "showcase": "EUR"}))
    out.write('], "objects": [\n')
    for n in range(1, count + 1):
        out.write(("," if n > 1 else "") + json.dumps(instrument(n, rnd)) + "\n")
    out.write("]}\n")


if __name__ == "__main__":
    main()
