"""The notices of Python distributions, read from their installed metadata (importlib.metadata):
the licence is the License-Expression field (PEP 639), else the License field when it is short
(some put the whole text there), else the licence classifiers; the texts are the licence files
in the .dist-info (PEP 639's licenses/ folder, or the LICENSE, COPYING, NOTICE and AUTHORS files
older tools put there). A distribution with none gets the official texts of the licences its
field names (ui.notices.standard_texts). No Qt."""

from __future__ import annotations

import importlib.metadata as metadata
import re
from pathlib import Path

from ui.notices import Component, NoticeError, missing_texts, standard_texts

PROJECT = "trax-solitaire"
LICENCE_WORDS = ("LICEN", "COPYING", "NOTICE", "AUTHORS")


def canonical(name: str) -> str:
    """A distribution's name as PEP 503 compares them."""
    return re.sub(r"[-_.]+", "-", name).lower()


def licence_files(dist: metadata.Distribution) -> list[metadata.PackagePath]:
    """The licence files in the distribution's .dist-info folder."""
    found = []
    for path in dist.files or []:
        parts = path.parts
        if len(parts) < 2 or not parts[0].endswith(".dist-info"):
            continue
        if parts[1] == "licenses" or path.name.upper().startswith(LICENCE_WORDS):
            found.append(path)
    return sorted(found, key=lambda p: (len(p.parts), str(p)))


def licence_of(dist: metadata.Distribution) -> str:
    """The licence the distribution declares, in its own words."""
    meta = dist.metadata
    expression = meta.get("License-Expression")
    if expression:
        return expression.strip()
    declared = (meta.get("License") or "").strip()
    if declared and "\n" not in declared and len(declared) <= 120:
        return declared
    classifiers = [
        c.split(" :: ")[-1] for c in meta.get_all("Classifier") or [] if c.startswith("License ::")
    ]
    if classifiers:
        return "; ".join(classifiers)
    return declared.splitlines()[0] if declared else ""


def distribution_component(name: str, covers: list[str], note: str = "") -> Component:
    """The notice of the installed distribution `name`; raises NoticeError when it has no
    licence text and names no licence this program has the text of."""
    try:
        dist = metadata.distribution(name)
    except metadata.PackageNotFoundError as exc:
        raise NoticeError(f"{name} is not installed: its licence cannot be read") from exc
    licence = licence_of(dist)
    texts = []
    for path in licence_files(dist):
        shown = "/".join(path.parts[2:] if path.parts[1] == "licenses" else path.parts[1:])
        text = Path(dist.locate_file(path)).read_text(encoding="utf-8", errors="replace")
        texts.append((f"{dist.metadata['Name']}'s {shown}", text))
    if not texts:
        if not licence:
            raise NoticeError(f"{name} names no licence and ships no licence text")
        try:
            texts = standard_texts(licence)
        except NoticeError as exc:
            raise NoticeError(f"{name} ships no licence text, and {exc}") from exc
    else:
        texts += missing_texts(licence, texts)
    return Component(
        name=f"{dist.metadata['Name']} {dist.version}",
        licence=licence,
        covers=covers,
        texts=texts,
        note=note,
    )


def requirements(name: str) -> list[str]:
    """The distributions `name` needs at run time that are installed here (a requirement of an
    extra, or for another system, is not installed, or not needed)."""
    dist = metadata.distribution(name)
    needed = []
    for line in dist.requires or []:
        requirement, _, marker = line.partition(";")
        if "extra" in marker:
            continue
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
        if match is None:
            continue
        try:
            needed.append(metadata.distribution(match[1]).metadata["Name"])
        except metadata.PackageNotFoundError:
            continue
    return needed


def runtime_closure(root: str = PROJECT) -> list[str]:
    """Every installed distribution `root` needs, directly or through another (not `root`),
    in the order found."""
    seen = [root]
    todo = [root]
    while todo:
        for name in requirements(todo.pop(0)):
            if canonical(name) not in {canonical(s) for s in seen}:
                seen.append(name)
                todo.append(name)
    return seen[1:]


def installed_files() -> dict[Path, str]:
    """Every file an installed distribution holds (resolved path), and that distribution's
    name: which distribution a file a bundler copied came from."""
    owners: dict[Path, str] = {}
    # Each folder resolved once for all its files: path by path, the thousands of files took
    # about a second.
    folders: dict[Path, Path] = {}
    for dist in metadata.distributions():
        name = dist.metadata["Name"]
        for path in dist.files or []:
            file = Path(dist.locate_file(path))
            if file.is_symlink():
                resolved = file.resolve()
            else:
                if file.parent not in folders:
                    folders[file.parent] = file.parent.resolve()
                resolved = folders[file.parent] / file.name
            owners.setdefault(resolved, name)
    return owners


def module_owners() -> dict[str, list[str]]:
    """Top-level module names and the distributions that provide them."""
    return metadata.packages_distributions()
