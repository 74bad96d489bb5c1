#!/usr/bin/env python3
"""Measures GET /api/masterdata/v2/definitions at a number of keep-alive connections for a fixed time and prints
p50, p99 and max in milliseconds and the request rate. Usage: measure.py BASE_URL TOKEN CONNECTIONS SECONDS.

Queries mix what integrators type, taken from names generate.py makes: a prefix of 2-5 letters of one word, the
starts of a name's first two words, its first three words, an exact ISIN or provider id, and the first pages
without a search. Latency includes this client's own overhead (Python), so it is an upper bound.
"""
import http.client
import os
import random
import re
import sys
import threading
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402 (the names the snapshot's generator makes, to type their words)


def words_of(name):
    return [w for w in re.split("[^A-Za-z0-9]+", name) if w]


def check_digit(body):
    digits = "".join(str(int(c, 36)) for c in body)
    total = 0
    for i, ch in enumerate(reversed(digits)):
        x = int(ch)
        if i % 2 == 0:
            x = x * 2 - 9 if x * 2 > 9 else x * 2
        total += x
    return str((10 - total % 10) % 10)


def query(rnd, objects):
    kind = rnd.randrange(6)
    n = rnd.randint(1, objects)
    words = words_of(generate.name(rnd)[0])
    if kind == 0:
        search = rnd.choice(words)[:rnd.randint(2, 5)]
    elif kind == 1:
        search = words[0][:4] + " " + words[1][:3]
    elif kind == 2:
        search = "XS%09d" % n + check_digit("XS%09d" % n)
    elif kind == 3:
        search = "BM%08d" % n
    elif kind == 4:
        search = " ".join(words[:3])
    else:
        return "/api/masterdata/v2/definitions?page=%d&recordsPerPage=50" % rnd.randint(1, 20)
    return "/api/masterdata/v2/definitions?page=1&recordsPerPage=50&searchParameter=" + urllib.parse.quote(search)


def worker(base, token, deadline, objects, seed, latencies, errors):
    rnd = random.Random(seed)
    url = urllib.parse.urlparse(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    headers = {"Authorization": "Bearer " + token}
    while time.monotonic() < deadline:
        path = query(rnd, objects)
        started = time.perf_counter()
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        response.read()
        latencies.append((time.perf_counter() - started) * 1000)
        if response.status != 200:
            errors.append(response.status)


def main():
    base, token, connections, seconds = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
    objects = int(sys.argv[5]) if len(sys.argv) > 5 else 200000
    latencies, errors = [], []
    deadline = time.monotonic() + seconds
    threads = [threading.Thread(target=worker, args=(base, token, deadline, objects, i, latencies, errors))
               for i in range(connections)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    latencies.sort()
    pick = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))]
    print("| %d | %d | %.0f | %.1f | %.1f | %.1f | %d |" % (connections, len(latencies), len(latencies) / seconds,
                                                           pick(0.5), pick(0.99), latencies[-1], len(errors)))


if __name__ == "__main__":
    main()
