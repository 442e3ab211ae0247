#!/usr/bin/env python3
"""Helpers for scripts/bench-download.

  bench.py port                          a free TCP port on 127.0.0.1
  bench.py measure LOG -- CMD...         run CMD (output to LOG); print "wall_s peak_rss_kib exit_code"
                                         (needs GNU time, /usr/bin/time)
  bench.py bigjpeg SRC DEST BYTES        DEST: SRC (a real JPEG) padded with APP15 segments to BYTES
  bench.py summary RESULTS META          the Markdown report from the tab-separated results
"""
import os
import socket
import statistics
import subprocess
import sys
import time


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        print(sock.getsockname()[1])


def measure(log, command):
    """Wall time around the command, and its peak RSS from GNU time's %M (wait4's ru_maxrss).
    GNU time, not os.wait4 here: a child forked from this Python counts Python's ~15 MiB
    before its exec; one forked from `time` counts about 1 MiB."""
    rss_file = log + ".rss"
    with open(log, "ab") as out:
        start = time.perf_counter()
        code = subprocess.call(["/usr/bin/time", "-f", "%M", "-o", rss_file, *command],
                               stdin=subprocess.DEVNULL, stdout=out, stderr=out)
        wall = time.perf_counter() - start
    try:
        rss = int(open(rss_file).read().split()[-1])
    except (OSError, ValueError, IndexError):
        rss = 0
    print(f"{wall:.4f} {rss} {code}")


def big_jpeg(source, dest, size):
    """A valid JPEG of `size` bytes: SOI, then APP15 segments of random bytes (decoders skip
    them by length), then the rest of a real picture, so it ends with FF D9 and decodes."""
    data = open(source, "rb").read()
    assert data[:2] == b"\xff\xd8" and data[-2:] == b"\xff\xd9", "source is not a JPEG"
    payload = os.urandom(65533)
    full = b"\xff\xef\xff\xff" + payload  # marker, length 65535 (includes itself), payload
    padding = size - len(data)
    with open(dest, "wb") as out:
        out.write(data[:2])
        for _ in range(padding // len(full)):
            out.write(full)
        rest = padding % len(full)
        if rest >= 4:
            out.write(b"\xff\xef" + (rest - 2).to_bytes(2, "big") + payload[: rest - 4])
        out.write(data[2:])


def summary(results_path, meta_path):
    meta = dict(line.rstrip("\n").split("=", 1) for line in open(meta_path) if "=" in line)
    rows = {}  # (section, tool) -> list of (wall, rss_kib, ok)
    order = []
    for line in open(results_path):
        section, tool, wall, rss, ok = line.rstrip("\n").split("\t")
        key = (section, tool)
        if key not in rows:
            rows[key] = []
            order.append(key)
        rows[key].append((float(wall), int(rss), ok == "ok"))

    def stats(key):
        good = [r for r in rows.get(key, []) if r[2]]
        if not good:
            return None
        return (statistics.median(r[0] for r in good), min(r[0] for r in good),
                statistics.median(r[1] for r in good) / 1024, len(good), len(rows[key]))

    def table(section, title, reference):
        ref = stats((section, reference))
        print(title)
        print()
        print("| tool | median wall s | min s | × curl | peak RSS MiB (median) | runs ok |")
        print("|---|---|---|---|---|---|")
        for key in order:
            if key[0] != section:
                continue
            tool = key[1]
            if meta.get(f"unavailable.{section}.{tool}"):
                print(f"| {tool} | — | — | — | — | {meta[f'unavailable.{section}.{tool}']} |")
                continue
            s = stats(key)
            if s is None:
                print(f"| {tool} | — | — | — | — | 0/{len(rows[key])} (FAILED: see above) |")
                continue
            ratio = f"{s[0] / ref[0]:.2f}" if ref else "—"
            print(f"| {tool} | {s[0]:.3f} | {s[1]:.3f} | {ratio} | {s[2]:.1f} | {s[3]}/{s[4]} |")
        print()
        return ref

    mean_kib = int(meta["bytes"]) / int(meta["files"]) / 1024
    print(f"## Bulk download: {meta['files']} photos at size {meta['size']} over loopback")
    print()
    print(f"- Images: {meta['files']} JPEGs, {int(meta['bytes']) / 2**20:.1f} MiB, mean {mean_kib:.1f} KiB "
          f"({int(meta['bytes']) // int(meta['files'])} bytes) — {meta['size_note']}")
    print(f"- CDN: {meta['nginx']} (2 workers, sendfile, keep-alive, access log off) on 127.0.0.1; "
          f"API: `photomania serve --photos {meta['photos']} --image-base …`")
    print(f"- {meta['runs']} runs per tool, interleaved, each into a fresh empty directory on {meta['fstype']}; "
          f"every run is checked for {meta['files']} files of the exact total size.")
    print(f"- photomania: `{meta['pm_command']}`")
    print()
    pm_label, curl_label = meta["pm_label"], meta["curl_label"]
    ref = table("bulk", f"### {meta['files']} files", curl_label)
    big = table("big", f"### One {meta['big_mib']} MiB image ({meta['big_runs']} runs; a valid JPEG padded with APP15 segments)",
                meta["curl_big_label"])

    print("Notes: every run starts after a `sync`, so no tool pays for another's writes. curl and wget do not")
    print("fsync; aria2c fsyncs its `.aria2` control files (about 1,200 fsyncs a run); photomania makes every")
    print("finished file durable before naming it (batched: one syncfs, then the renames, then one directory sync).")
    print("`BENCH_OUT=/dev/shm` measures without the disk.")
    print()
    pm, pm_big = stats(("bulk", pm_label)), stats(("big", meta["pm_big_label"]))
    print("### Targets")
    print()

    def verdict(ok):
        return "met" if ok else "MISSED"

    if pm and ref:
        print(f"- wall time ≤ 1.4 × curl: {pm[0] / ref[0]:.2f} × — {verdict(pm[0] <= 1.4 * ref[0])}")
        print(f"- peak RSS ≤ 30 MiB ({meta['files']} files): {pm[2]:.1f} MiB — {verdict(pm[2] <= 30)}")
    else:
        print("- wall time ≤ 1.4 × curl: not measured (photomania download unavailable or failed)")
        print(f"- peak RSS ≤ 30 MiB ({meta['files']} files): not measured")
    if pm_big:
        print(f"- peak RSS ≤ 40 MiB ({meta['big_mib']} MiB image): {pm_big[2]:.1f} MiB — {verdict(pm_big[2] <= 40)}")
    else:
        print(f"- peak RSS ≤ 40 MiB ({meta['big_mib']} MiB image): not measured")


def main():
    args = sys.argv[1:]
    if args[:1] == ["port"]:
        free_port()
    elif args[:1] == ["measure"] and len(args) > 3 and args[2] == "--":
        measure(args[1], args[3:])
    elif args[:1] == ["bigjpeg"] and len(args) == 4:
        big_jpeg(args[1], args[2], int(args[3]))
    elif args[:1] == ["summary"] and len(args) == 3:
        summary(args[1], args[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
