"""The third-party notices (issue 34): one plain-text file, THIRD-PARTY-NOTICES.txt, that names
every component made by others which a copy of the program ships, the files of that copy it
accounts for, the licence it comes under and that licence's full text. It is made from the
components' own metadata, never written by hand:

- a Python distribution: its License-Expression (or License) field and the licence files in its
  .dist-info (ui/notices/distributions.py), CPython: the LICENSE file of the running Python;
- a system library of the standalone folder: its Debian package's copyright file, found with
  `dpkg -S` when the folder is built (tools/bundle/notices.py);
- Pyodide in the web site: its npm package's licence field (ui/web/notices.py).

A component that names its licence by SPDX id but ships no text of it (PySide6 and shiboken6,
whose wheels carry none; Pyodide's npm package) gets the licence's official text from
ui/resources/licences/<id>.txt: copies of those texts as Debian ships them
(/usr/share/common-licenses), and ICU's LICENSE file (ICU 72.1's, from Debian's libicu-dev) for
the ICU libraries inside PySide6's Qt. No Qt here: the window shows what this module writes.
"""

from __future__ import annotations

import re
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from solitaire.errors import TraxError

NOTICES_NAME = "THIRD-PARTY-NOTICES.txt"
LICENCES = Path(__file__).resolve().parents[1] / "resources" / "licences"
RULE = "=" * 78
THIN = "-" * 78
# Licences that incorporate another one, which must travel with them (LGPL-3.0 is a set of
# additional permissions on top of the GPL-3.0).
INCORPORATES = {"LGPL-3.0-only": "GPL-3.0-only", "LGPL-3.0-or-later": "GPL-3.0-only"}


class NoticeError(TraxError):
    """A shipped component whose licence text cannot be found: nothing is written."""


@dataclass
class Component:
    """One thing made by others (or the project itself), what of the copy it is, and its
    licence: `texts` are (where the text came from, the text)."""

    name: str
    licence: str
    covers: list[str]
    texts: list[tuple[str, str]] = field(default_factory=list)
    note: str = ""


def spdx_ids(expression: str) -> list[str]:
    """The licences an SPDX expression asks for: every id joined by AND (and a WITH exception
    kept with its licence); of alternatives joined by OR, the first (the one the program takes
    the component under)."""
    words = expression.replace("(", " ").replace(")", " ").split()
    ids: list[str] = []
    skipping = False
    for index, word in enumerate(words):
        if word == "OR":
            skipping = True
        elif word == "AND":
            skipping = False
        elif word != "WITH" and not skipping and (index == 0 or words[index - 1] != "WITH"):
            ids.append(word)
    return ids


def standard_texts(expression: str) -> list[tuple[str, str]]:
    """The official texts of the licences `expression` names, with those they incorporate;
    raises NoticeError for an id with no text here."""
    ids = spdx_ids(expression)
    ids += [INCORPORATES[i] for i in ids if i in INCORPORATES and INCORPORATES[i] not in ids]
    texts = []
    for spdx in ids:
        path = LICENCES / f"{spdx}.txt"
        if not path.is_file():
            raise NoticeError(f"no text of the licence {spdx} (from {expression!r})")
        texts.append((f"the {spdx} licence", path.read_text(encoding="utf-8")))
    return texts


def missing_texts(expression: str, texts: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The official texts of licences `expression` names that this program has and that none
    of `texts` holds (tqdm's LICENCE names the MPL-2.0 but does not hold it)."""
    held = " ".join(re.sub(r"\s+", " ", text) for _, text in texts)
    missing = []
    for spdx in spdx_ids(expression):
        path = LICENCES / f"{spdx}.txt"
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        if text.strip().splitlines()[0].strip() not in held:
            missing.append((f"the {spdx} licence", text))
    return missing


def python_licence_file() -> Path | None:
    """CPython's LICENSE file of the running Python (beside its standard library, or, on
    Windows, at the top of its installation)."""
    import sysconfig

    stdlib = Path(sysconfig.get_paths()["stdlib"])
    for candidate in (stdlib / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt"):
        if candidate.is_file():
            return candidate
    return None


def python_component(covers: list[str], name: str = "") -> Component:
    """CPython (the interpreter and its standard library) under the PSF licence, with the text
    of the running Python's LICENSE file."""
    found = python_licence_file()
    if found is None:
        raise NoticeError("the running Python has no LICENSE.txt beside its standard library")
    version = ".".join(str(part) for part in sys.version_info[:3])
    return Component(
        name=name or f"Python (CPython) {version}",
        licence="PSF-2.0",
        covers=covers,
        texts=[(f"CPython {version}'s LICENSE.txt", found.read_text(encoding="utf-8"))],
    )


def _heading(index: int, component: Component) -> list[str]:
    lines = [RULE, f"{index}. {component.name}", f"Licence: {component.licence}"]
    lines += ["Files:"] + [f"  {name}" for name in component.covers]
    if component.note:
        lines += ["", textwrap.fill(component.note, len(RULE))]
    return lines


def render(title: str, intro: str, components: list[Component]) -> str:
    """The notices file: a title and an introduction, the contents, then each component with
    its licence texts in full (a text already given is named, not repeated)."""
    lines = [title, "=" * len(title), "", textwrap.fill(intro, len(RULE)), "", "Contents:"]
    for index, component in enumerate(components, 1):
        lines.append(f"  {index}. {component.name}: {component.licence}")
    given: dict[str, str] = {}
    for index, component in enumerate(components, 1):
        lines += ["", *_heading(index, component)]
        for source, text in component.texts:
            lines += [THIN, f"[{source}]"]
            key = re.sub(r"\s+", " ", text).strip()
            if key in given:
                lines.append(f"(the same text as {given[key]}, above)")
                continue
            given[key] = f"{source} in section {index}"
            lines += [text.rstrip("\n"), ""]
    return "\n".join(lines) + "\n"


def sections(notices: str) -> dict[str, str]:
    """The notices file's sections by component name (the text after its heading line): what
    the tests read back. A rule inside a licence text is not a heading: a heading's rule is
    followed by its number, its name and its licence."""
    found = {}
    pattern = re.compile(rf"^{RULE}\n\d+\. (.+)\n(?=Licence: )", re.MULTILINE)
    matches = list(pattern.finditer(notices))
    for match, following in zip(matches, [*matches[1:], None], strict=True):
        end = following.start() if following else len(notices)
        found[match[1]] = notices[match.end() : end]
    return found
