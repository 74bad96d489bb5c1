#!/usr/bin/env python3
"""Writes a master data snapshot of N generated instruments (docs/masterdata-snapshots.md) to stdout.

Names look like a provider's: equities ("Kalvento Maschinenbau AG"), ETFs ("iShares MSCI World Small Cap UCITS ETF
USD (Acc)") and bonds ("Norvex Finance B.V. 3.750% 15.03.2031"), with issuer names built from syllables (40,000 of
them; a few issue many bonds) and the words real names repeat (AG, UCITS, ETF, MSCI, Bank,
Holding, Finance), so that short prefixes match tens of thousands of names as they do in real reference data. ISINs
carry correct check digits (prefix XS, a serial number), WKNs are the serial in base 36.
"""
import json
import random
import sys

SYLLABLES = ("ka lor ven to ri sa mer no vex al bri ta ston hel ga ber lin dor fen gra mar tis qu en ox ar ly "
             "na pel ro sen tra vi wal ze cor dia fin ner hol mun zar bel kon tin").split()
SECTORS = ("Maschinenbau Pharma Energie Software Logistik Immobilien Versicherung Chemie Technologies Industries "
           "Bank Capital Motors Foods Telecom Resources Mining Solar Systems Medical Biotech Retail Airlines "
           "Infrastructure Semiconductor Steel Media Gaming Networks Beteiligungen Holding International").split()
LEGAL = ("AG", "SE", "plc", "Inc.", "Corp.", "N.V.", "S.A.", "GmbH & Co. KGaA", "Ltd.", "ASA", "AB", "S.p.A.")
ETF_ISSUERS = ("iShares", "Xtrackers", "Amundi", "Vanguard", "SPDR", "Invesco", "WisdomTree", "VanEck", "HSBC",
               "UBS", "Deka", "L&G", "Franklin", "Lyxor", "JPMorgan")
INDEXES = ("MSCI", "FTSE", "S&P", "STOXX", "Nasdaq", "Solactive", "Bloomberg", "Dow Jones", "EURO STOXX")
REGIONS = ("World", "Europe", "USA", "Emerging Markets", "Japan", "Germany", "China", "Pacific ex Japan", "EMU",
           "ACWI", "UK", "India", "Switzerland", "Nordic", "Asia")
THEMES = ("", "", "Core", "Small Cap", "Value", "Momentum", "Quality", "Min Volatility", "ESG Screened",
          "Dividend", "Clean Energy", "Water", "Healthcare", "Information Technology", "Financials", "Equal Weight")
GOVERNMENTS = ("Bundesrepublik Deutschland", "Republique Francaise", "Republik Oesterreich", "Koninkrijk Belgie",
               "Kreditanstalt fuer Wiederaufbau", "European Investment Bank", "Land Nordrhein-Westfalen")
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


def issuer(rnd, concentrated=False):
    """An issuer's name word, one of 40,000; bond issuers are drawn log-uniformly, so a few issue many bonds."""
    n = int(40000 ** rnd.random()) if concentrated else rnd.randrange(40000)
    local = random.Random(n)
    return "".join(local.choice(SYLLABLES) for _ in range(local.randint(2, 3))).capitalize()


def equity(rnd):
    words = [issuer(rnd)]
    if rnd.random() < 0.7:
        words.append(rnd.choice(SECTORS))
    return " ".join(words) + " " + rnd.choice(LEGAL), "Equity", "ESVUFR"


def etf(rnd):
    words = [rnd.choice(ETF_ISSUERS), rnd.choice(INDEXES), rnd.choice(REGIONS), rnd.choice(THEMES), "UCITS ETF"]
    if rnd.random() < 0.6:
        words.append(rnd.choice(("USD", "EUR", "EUR Hedged", "GBP")))
    words.append(rnd.choice(("(Acc)", "(Dist)", "1C", "1D")))
    return " ".join(w for w in words if w), "ETF", "CEOJLS"


def bond(rnd):
    if rnd.random() < 0.3:
        name = rnd.choice(GOVERNMENTS)
    else:
        name = issuer(rnd, True) + " " + rnd.choice(("Finance B.V.", "AG", "SE", "Capital plc", "Bank AG", "Inc."))
    coupon = rnd.randrange(0, 8000, 125) / 1000
    maturity = "%02d.%02d.%d" % (rnd.randint(1, 28), rnd.randint(1, 12), rnd.randint(2026, 2060))
    return "%s %.3f%% %s" % (name, coupon, maturity), "Bond", "DBFTFB"


def name(rnd):
    """A name and its kind: 55 % equities, 25 % ETFs, 20 % bonds."""
    draw = rnd.random()
    return equity(rnd) if draw < 0.55 else etf(rnd) if draw < 0.8 else bond(rnd)


def instrument(n, rnd):
    body = "XS%09d" % n
    title, kind, cfi = name(rnd)
    return {"id": "BM%08d" % n, "objectType": "Instrument", "isinCode": body + check_digit(body),
            "wkn": base36(n, 6), "ekn": "BE%08d" % n, "name": title, "type": kind, "cfiCode": cfi,
            "sections": [
                {"ag": "B", "bid": "B1", "lastModification": "2026-11-02T06:00:00Z", "typeOfEvent": "Master data",
                 "sourceOfEvent": "PROVIDER", "relevantDate": "2026-11-02", "sourceOfDate": "PROVIDER",
                 "createdDate": "2020-01-15T08:00:00Z", "updatedDate": "2026-11-02T06:00:00Z",
                 "datFields": {"currency": rnd.choice(("EUR", "USD", "CHF")), "countryOfIssuer": "DE"},
                 "txtFields": {"shortName": {"lang": "en", "dest": "ALL", "value": title}}},
                {"ag": "K", "bid": "K1", "lastModification": "2026-10-01T06:00:00Z",
                 "createdDate": "2021-03-01T08:00:00Z", "datFields": {"sector": rnd.choice(SECTORS)}}]}


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
