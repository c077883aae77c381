"""The test suite's time in a fresh clone (issue 33, item 8: within 5 minutes on the 2-core
development machine when it is quiet), with what the machine itself did meanwhile.

    python benchmarks/bench_suite.py [--root DIR] [--all] [--keep] [--json] [--log FILE]
                                     [-- PYTEST ARGS]

It clones the checkout's committed HEAD (`--root`, default this one; uncommitted changes are
not in a clone) into a new temporary folder, beside a link to the checkout's `../shared` when
there is one (as CI has it), sets up the README's test environment there (`python3 -m venv
.venv && .venv/bin/pip install -q -e ".[test]"`, timed apart), and runs the README's test
command (`.venv/bin/python -m pytest -q`): nothing compiled, cached or built beforehand, as
a newcomer's first run. `--all` sets CI's switch (TRAX_SOLITAIRE_TESTS_NEED_ALL=1: a test that
would skip fails instead).

Besides pytest's own count it reads the machine's CPU counters (/proc/stat) before and after
the run: the core-seconds busy (user, system, interrupts, and stolen by the host) and idle.
The suite is bound by the CPU, so on two cores its wall time is about half the busy time. The
same work costs more CPU when the host slows the machine down (a virtual machine's cores run
slower while its host is busy), so a fixed piece of work, a pure-Python loop, is timed before
and after the run: a run is comparable with another only where that loop took as long.

`--log FILE` keeps pytest's whole output; without it a run that fails prints the end of
pytest's report (what failed, and why) on stderr, since the clone is gone when it ends.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README_SETUP = 'python3 -m venv .venv && .venv/bin/pip install -q -e ".[test]"'
README_TESTS = [".venv/bin/python", "-m", "pytest", "-q"]
PROBE_LOOPS = 20_000_000  # about 1 to 3 s of one core on the development machine


def probe_seconds() -> float:
    """Seconds a fixed pure-Python loop takes in a fresh process: the machine's own speed now."""
    code = (
        "import time\nt = time.perf_counter()\ns = 0\n"
        f"for i in range({PROBE_LOOPS}):\n    s += i * i % 7\n"
        "print(time.perf_counter() - t)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return round(float(done.stdout), 3)


def cpu_counters() -> dict[str, float] | None:
    """The machine's busy and idle core-seconds since boot (/proc/stat), or None elsewhere."""
    try:
        first = Path("/proc/stat").read_text().splitlines()[0].split()
    except OSError:
        return None
    ticks = os.sysconf("SC_CLK_TCK")
    user, nice, system, idle, iowait, irq, softirq, steal = (int(v) for v in first[1:9])
    return {
        "busy": (user + nice + system + irq + softirq + steal) / ticks,
        "idle": (idle + iowait) / ticks,
        "steal": steal / ticks,
    }


def clone(root: Path, into: Path) -> Path:
    """A clean clone of `root`'s HEAD in `into`/<name>, with `into`/shared linked to `root`'s
    ../shared when that exists (the conformance vectors' contract, as in CI)."""
    target = into / root.name
    subprocess.run(["git", "clone", "-q", str(root), str(target)], check=True)
    shared = root.parent / "shared"
    if shared.is_dir():
        (into / "shared").symlink_to(shared.resolve())
    return target


def timed(command: list[str] | str, cwd: Path, env: dict[str, str]) -> tuple[float, str, int]:
    """Run `command` (a shell line if a string) in `cwd`: its wall seconds, its output and its
    exit status."""
    began = time.monotonic()
    done = subprocess.run(
        command,
        cwd=cwd,
        env=env,
        shell=isinstance(command, str),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        check=False,
    )
    return round(time.monotonic() - began, 1), done.stdout, done.returncode


def pytest_summary(output: str) -> str:
    """pytest's last line ("1827 passed in 296.10s (0:04:56)"), or what it said last."""
    lines = [line.strip("= ") for line in output.splitlines() if line.strip()]
    found = [line for line in lines if re.search(r"\b(passed|failed|error)", line)]
    return found[-1] if found else (lines[-1] if lines else "")


def run_suite(checkout: Path, extra: list[str], strict: bool) -> dict:
    """Set up the README's environment in `checkout` and run its test command there."""
    env = {k: v for k, v in os.environ.items() if k != "TRAX_SOLITAIRE_TESTS_NEED_ALL"}
    if strict:
        env["TRAX_SOLITAIRE_TESTS_NEED_ALL"] = "1"
    setup_seconds, said, status = timed(README_SETUP, checkout, env)
    if status != 0:
        raise SystemExit(f"bench_suite: the set-up failed ({status}):\n{said[-2000:]}")
    report: dict = {"setup_seconds": setup_seconds, "probe_before": probe_seconds()}
    before = cpu_counters()
    wall, said, status = timed([*README_TESTS, *extra], checkout, env)
    after = cpu_counters()
    report |= {"probe_after": probe_seconds(), "wall_seconds": wall, "exit": status}
    report["pytest"] = pytest_summary(said)
    report["not_passed"] = [
        line for line in said.splitlines() if line.startswith(("FAILED ", "ERROR ", "SKIPPED "))
    ]
    report["output"] = said
    if before and after:
        for key in ("busy", "idle", "steal"):
            report[f"{key}_core_seconds"] = round(after[key] - before[key], 1)
    return report


def describe(report: dict) -> str:
    minutes, seconds = divmod(round(report["wall_seconds"]), 60)
    lines = [
        f"tests: {report['pytest']} (exit {report['exit']})",
        f"wall: {minutes} min {seconds:02d} s; set-up before it {report['setup_seconds']} s",
        *report["not_passed"],
    ]
    if "busy_core_seconds" in report:
        lines.append(
            f"machine: {report['busy_core_seconds']} core-seconds busy "
            f"({report['steal_core_seconds']} stolen by the host), "
            f"{report['idle_core_seconds']} idle, on {os.cpu_count()} cores"
        )
    if report.get("clone"):
        lines.append(f"clone kept: {report['clone']}")
    lines.append(
        f"probe loop: {report['probe_before']} s before, {report['probe_after']} s after "
        "(the machine's own speed: compare runs only where it took as long)"
    )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description="The test suite's time in a fresh clone.")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to clone")
    parser.add_argument("--all", action="store_true", help="CI's switch: a skip is a failure")
    parser.add_argument("--keep", action="store_true", help="keep the clone (its path printed)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--log", type=Path, help="write pytest's whole output here (what failed, and why)"
    )
    parser.add_argument("pytest_args", nargs="*", help="after --: more arguments for pytest")
    args = parser.parse_args()
    if not (args.root / ".git").exists():
        parser.error(f"--root {args.root} is not a git checkout")
    folder = Path(tempfile.mkdtemp(prefix="trax-bench-suite-"))
    folder.chmod(0o755)  # as a clone usually lies: the read-only install's test runs as nobody
    try:
        report = run_suite(clone(args.root.resolve(), folder), args.pytest_args, args.all)
        report["clone"] = str(folder) if args.keep else None
        output = report.pop("output")
        if args.log:
            args.log.write_text(output, encoding="utf-8")
        elif report["exit"] != 0:  # what failed, and why: the end of pytest's own report
            print("\n".join(output.splitlines()[-120:]), file=sys.stderr)
        print(json.dumps(report, indent=2) if args.json else describe(report))
    finally:
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)
    return 0 if report["exit"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
