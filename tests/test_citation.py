"""Issue 34, item 10: what a researcher or a packager reads about the release agrees with the
program. CITATION.cff is valid Citation File Format 1.2.0 (its required keys, with the types the
format asks for) and names this version, its date, the licence and the repository; CHANGELOG.md
has exactly the releases of the AppStream metainfo, in the same order, with the same dates and
words."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import yaml

from solitaire.version import RELEASE_DATE, __version__
from tests.conftest import REPO_ROOT
from ui.common.icon_files import APP_ID
from ui.common.project import LICENCE, PROJECT_URL

METAINFO = REPO_ROOT / "packaging" / f"{APP_ID}.metainfo.xml"
HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\] - (?P<date>\d{4}-\d{2}-\d{2})$", re.M)


def words(text: str) -> str:
    return " ".join(text.split())


def test_the_citation_file_is_valid_cff_for_this_release() -> None:
    cff = yaml.safe_load((REPO_ROOT / "CITATION.cff").read_text(encoding="utf-8"))
    assert {"cff-version", "message", "title", "authors"} <= set(cff)  # required by 1.2.0
    assert cff["cff-version"] == "1.2.0"
    assert isinstance(cff["message"], str) and cff["message"].strip()
    assert isinstance(cff["title"], str) and cff["title"].strip()
    assert cff["authors"] and all(
        isinstance(a, dict) and (a.get("name") or a.get("family-names")) for a in cff["authors"]
    )
    assert cff["type"] in {"software", "dataset"}
    assert str(cff["version"]) == __version__
    assert str(cff["date-released"]) == RELEASE_DATE
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(cff["date-released"]))
    assert cff["license"] == LICENCE
    assert cff["repository-code"] == PROJECT_URL
    # The figures it names are the exact ones the program computes (docs/headline-figures.md).
    for fraction in ("1862361/2097152", "6279197363131/8796093022208"):
        assert fraction in cff["abstract"]


def metainfo_releases() -> list[tuple[str, str, list[str]]]:
    root = ET.parse(METAINFO).getroot()
    return [
        (r.get("version", ""), r.get("date", ""), [words(p.text or "") for p in r.iter("p")])
        for r in root.iter("release")
    ]


def test_the_changelog_has_the_metainfo_releases() -> None:
    text = (REPO_ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = list(HEADING.finditer(text))
    releases = metainfo_releases()
    assert releases and releases[0][:2] == (__version__, RELEASE_DATE)
    assert [(h["version"], h["date"]) for h in headings] == [r[:2] for r in releases]
    for index, (heading, (_, _, paragraphs)) in enumerate(zip(headings, releases, strict=True)):
        end = headings[index + 1].start() if index + 1 < len(headings) else len(text)
        entry = words(text[heading.end() : end])
        for paragraph in paragraphs:
            assert paragraph in entry, f"CHANGELOG.md {heading['version']}: {paragraph[:60]}"
