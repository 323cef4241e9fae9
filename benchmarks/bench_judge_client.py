"""The LLM judge at scale: 2,000 judge calls on 16 threads against a local endpoint answering in 100 ms.

    .venv/bin/python benchmarks/bench_judge_client.py                     # 2000 calls, 16 threads, 100 ms
    .venv/bin/python benchmarks/bench_judge_client.py --calls 500 --concurrency 8 --delay 0.05

A stub OpenAI-compatible endpoint runs in a separate process (a threaded ``http.server`` on
127.0.0.1, so that it does not share the client's GIL, as a real endpoint would not): it answers
every POST after ``--delay`` seconds with ``{"verdict": "yes", ...}`` and a ``usage`` of 120 prompt
and 15 completion tokens, and counts the requests it received (``GET /hits``). The judge is one
``LLMJudge`` over a ``ChatCompletionsClient``, called from a ``ThreadPoolExecutor`` of
``--concurrency`` workers, as ``evaluate_rag(..., max_concurrency=n)`` calls it; each call verifies
a different claim (a different prompt). Three runs:

1. no cache;
2. with a new disk cache (``JudgeCache``, SQLite in WAL mode): every reply is written;
3. the same calls again over that cache: must send no request.

The bound: run 1 within 1.5x of the ideal ``calls x delay / concurrency`` (12.5 s for the
defaults), and run 3 with 0 requests. Exit status 1 when either fails.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

REPLY = '{"verdict": "yes", "reason": "The context says so."}'
USAGE = (120, 15)
PRICES = (0.15, 0.60)  # USD per 1M prompt / completion tokens (an example price list)


def serve(delay: float) -> None:
    """The stub endpoint (run in its own process): prints its port, then serves until killed."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    hits = [0]
    lock = threading.Lock()
    body = json.dumps({"object": "chat.completion", "model": "stub",
                       "choices": [{"index": 0, "message": {"role": "assistant", "content": REPLY}}],
                       "usage": {"prompt_tokens": USAGE[0], "completion_tokens": USAGE[1]}}).encode()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            with lock:
                hits[0] += 1
            time.sleep(delay)
            self._send(body)

        def do_GET(self) -> None:  # noqa: N802
            with lock:
                count = hits[0]
            self._send(json.dumps({"hits": count}).encode())

        def _send(self, payload: bytes) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, *args) -> None:
            pass

    class Server(ThreadingHTTPServer):
        request_queue_size = 128
        daemon_threads = True

    server = Server(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()


def hits(port: int) -> int:
    import http.client

    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", "/hits")
    count = json.loads(connection.getresponse().read())["hits"]
    connection.close()
    return count


def server_cpu(pid: int) -> float:
    """The stub server's CPU seconds so far (user + system, from /proc; NaN elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run(judge, claims: list[str], concurrency: int, desc: str) -> float:
    """Seconds to verify every claim on ``concurrency`` threads (every verdict checked)."""
    from ragmetrics.progress import progress

    context = ["The product can be returned within 30 days for a full refund."]
    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        futures = [pool.submit(judge.verify_claim, claim, context) for claim in claims]
        for future in progress(as_completed(futures), total=len(futures), desc=desc):
            assert future.result().verdict == "yes"
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--delay", type=float, default=0.1, help="the endpoint's answer time (s)")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.delay)
        return 0

    from ragmetrics.generation import ChatCompletionsClient, JudgeCache, LLMJudge

    server = subprocess.Popen([sys.executable, __file__, "--serve", "--delay", str(args.delay)],
                              stdout=subprocess.PIPE, text=True)
    try:
        port = int(server.stdout.readline())
        client = ChatCompletionsClient(f"http://127.0.0.1:{port}/v1", "stub-model", "sk-bench",
                                       timeout=30, retries=0)
        judge = LLMJudge(client, prices=PRICES)
        claims = [f"Claim {i}: the product can be returned within {i % 90 + 1} days."
                  for i in range(args.calls)]
        ideal = args.calls * args.delay / args.concurrency
        print(f"{args.calls} judge calls, {args.concurrency} threads, endpoint answering in "
              f"{args.delay * 1000:.0f} ms (separate process); python {sys.version.split()[0]}, "
              f"{os.cpu_count()} cores; load average before: "
              f"{tuple(round(x, 2) for x in os.getloadavg())}")
        print(f"ideal: {args.calls} x {args.delay} / {args.concurrency} = {ideal:.2f} s; "
              f"bound for run 1: 1.5x = {1.5 * ideal:.2f} s\n")
        rows, ok = [], True
        with tempfile.TemporaryDirectory() as folder:
            cache = JudgeCache(Path(folder) / "judge.sqlite")
            cached = judge.using_cache(cache)
            for name, which in [("1. no cache", judge), ("2. new cache (writes)", cached),
                                ("3. rerun over the cache", cached)]:
                before_hits, before = hits(port), judge.usage
                cpu, stub_cpu = time.process_time(), server_cpu(server.pid)
                seconds = run(which, claims, args.concurrency, name)
                cpu, stub_cpu = time.process_time() - cpu, server_cpu(server.pid) - stub_cpu
                sent, usage = hits(port) - before_hits, judge.usage - before
                rows.append((name, seconds, sent, usage, cpu, stub_cpu))
            stored = len(cache)
            cache.close()
        print(f"{'run':<26}{'seconds':>9}{'x ideal':>9}{'requests':>10}{'calls':>7}{'hits':>7}"
              f"{'tokens in/out':>16}{'cost USD':>10}{'CPU ms/call':>13}{'stub CPU':>10}")
        for name, seconds, sent, usage, cpu, stub_cpu in rows:
            tokens = f"{usage.prompt_tokens}/{usage.completion_tokens}"
            ratio = seconds / ideal if ideal else float("nan")
            print(f"{name:<26}{seconds:>9.2f}{ratio:>9.2f}{sent:>10}{usage.calls:>7}"
                  f"{usage.cache_hits:>7}{tokens:>16}{usage.cost:>10.4f}"
                  f"{cpu / args.calls * 1000:>13.2f}{stub_cpu:>10.2f}")
        print(f"\nreplies stored in the cache: {stored}")
        print(f"load average after: {tuple(round(x, 2) for x in os.getloadavg())}")
        first, rerun = rows[0], rows[2]
        if first[1] > 1.5 * ideal:
            print(f"FAIL: run 1 took {first[1]:.2f} s, over 1.5x the ideal ({1.5 * ideal:.2f} s)")
            ok = False
        if rerun[2] != 0 or rerun[3].cache_hits != args.calls:
            print(f"FAIL: the rerun sent {rerun[2]} requests ({rerun[3].cache_hits} cache hits)")
            ok = False
        print("OK: within the bound, and the rerun sent no request" if ok else "")
        return 0 if ok else 1
    finally:
        server.kill()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
