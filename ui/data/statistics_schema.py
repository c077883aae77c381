"""The statistics database's schema, and the migration of older schemas that keeps every row.

Schema history:
1. games(id, finished_at, variant, deal, deal_number, result won/lost/stuck, hints, moves, puzzle)
2. adds source, seconds, skill_loss, luck and uid (a pending game's identity, so writing a
   queued game twice stores it once); results gain conceded and abandoned.
3. adds attempt: the id of the attempt the game was (solitaire.session), UNIQUE, so an attempt
   reported twice (a save reopened after a restart of the app, two app instances, a pending
   game written twice) is stored once. NULL for games recorded before attempts had ids.
4. adds record: the game itself, as the text of a game record (solitaire/record.py), so a
   game in the list can be reviewed. NULL for games recorded before games were kept.
5. seconds, skill_loss and luck must be finite (CHECK ... < 9e999, SQLite's infinity): an
   infinite time passed schema 4's CHECK (seconds >= 0). The migration keeps every row; an
   infinite value becomes NULL (not known), as for games recorded before it was kept.
6. adds lookahead: the tiles shown ahead of the hand the game was played with (issue 16; 1 is
   the printed rules). Games recorded before the setting existed are lookahead 1.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from pathlib import Path

from solitaire.storage import rename_no_overwrite
from solitaire.tally import COUNTED_SOURCES as COUNTED_SOURCES  # the counting rules
from solitaire.tally import RESULTS as RESULTS
from solitaire.tally import SOURCES as SOURCES
from ui.data.statistics_errors import DATA_ERRORS, StatisticsError, data_error

SCHEMA_VERSION = 6

# Game order is the row id, not the timestamp: a clock set back must not reorder streaks.
# seconds is NULL for games recorded before time was kept (schema 1).
_TABLE = f"""
CREATE TABLE {{name}} (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    finished_at TEXT    NOT NULL,
    variant     TEXT    NOT NULL,
    deal        TEXT    NOT NULL,
    deal_number INTEGER,
    source      TEXT    NOT NULL CHECK (source IN {SOURCES!r}),
    result      TEXT    NOT NULL CHECK (result IN {RESULTS!r}),
    hints       INTEGER NOT NULL CHECK (hints >= 0),
    moves       INTEGER NOT NULL CHECK (moves >= 0),
    seconds     REAL             CHECK (seconds >= 0 AND seconds < 9e999),
    skill_loss  REAL             CHECK (abs(skill_loss) < 9e999),
    luck        REAL             CHECK (abs(luck) < 9e999),
    puzzle      TEXT,
    uid         TEXT    UNIQUE,
    attempt     TEXT,
    record      TEXT,
    lookahead   INTEGER NOT NULL DEFAULT 1 CHECK (lookahead >= 0)
);
"""
_INDEX = (
    "CREATE INDEX games_by_variant ON games (variant, source, id);\n"
    "CREATE UNIQUE INDEX games_by_attempt ON games (attempt);"
)
CREATE = f"{_TABLE.format(name='games')}{_INDEX}\nPRAGMA user_version = {SCHEMA_VERSION};\n"

COLUMNS_V1 = {
    "id",
    "finished_at",
    "variant",
    "deal",
    "deal_number",
    "result",
    "hints",
    "moves",
    "puzzle",
}
COLUMNS_V2 = {
    "id",
    "finished_at",
    "variant",
    "deal",
    "deal_number",
    "source",
    "result",
    "hints",
    "moves",
    "seconds",
    "skill_loss",
    "luck",
    "puzzle",
    "uid",
}
COLUMNS_V3 = COLUMNS_V2 | {"attempt"}
COLUMNS_V4 = COLUMNS_V3 | {"record"}
COLUMNS = COLUMNS_V4 | {"lookahead"}
COLUMNS_OF = {
    1: COLUMNS_V1, 2: COLUMNS_V2, 3: COLUMNS_V3, 4: COLUMNS_V4, 5: COLUMNS_V4,
    SCHEMA_VERSION: COLUMNS,
}  # fmt: skip

# Each migration brings one version to a later one (its last statement says which); `migrate`
# runs them in turn, in one transaction.
# Schema 1 kept no source: a puzzle id means a puzzle, a deal number a numbered deal, else random.
_MIGRATE_V1 = f"""
{_TABLE.format(name="games_v2")}
INSERT INTO games_v2 (id, finished_at, variant, deal, deal_number, source, result, hints, moves,
                      seconds, puzzle)
SELECT id, finished_at, variant, deal, deal_number,
       CASE WHEN puzzle IS NOT NULL THEN 'puzzle'
            WHEN deal_number IS NOT NULL THEN 'number'
            ELSE 'random' END,
       result, hints, moves, NULL, puzzle
FROM games ORDER BY id;
DROP TABLE games;
ALTER TABLE games_v2 RENAME TO games;
{_INDEX}
PRAGMA user_version = {SCHEMA_VERSION};
"""
# Schema 2 to 3: games recorded before attempts had ids keep a NULL attempt (UNIQUE allows it).
_MIGRATE_V2 = """
ALTER TABLE games ADD COLUMN attempt TEXT;
CREATE UNIQUE INDEX games_by_attempt ON games (attempt);
PRAGMA user_version = 3;
"""
# Schema 3 to 4: games recorded before games were kept have no record (NULL).
_MIGRATE_V3 = """
ALTER TABLE games ADD COLUMN record TEXT;
PRAGMA user_version = 4;
"""
# Schema 4 to 5: the table rebuilt with CHECKs that refuse infinities; every row kept, an
# infinite value (never a real one) becomes NULL. The rebuilt table is today's, so it has the
# lookahead column of schema 6 too (every row 1): the migration goes straight to 6.
_FINITE = "CASE WHEN abs({0}) < 9e999 THEN {0} END"
_MIGRATE_V4 = f"""
{_TABLE.format(name="games_v5")}
INSERT INTO games_v5 (id, finished_at, variant, deal, deal_number, source, result, hints, moves,
                      seconds, skill_loss, luck, puzzle, uid, attempt, record)
SELECT id, finished_at, variant, deal, deal_number, source, result, hints, moves,
       {_FINITE.format("seconds")}, {_FINITE.format("skill_loss")}, {_FINITE.format("luck")},
       puzzle, uid, attempt, record
FROM games ORDER BY id;
DROP TABLE games;
ALTER TABLE games_v5 RENAME TO games;
{_INDEX}
PRAGMA user_version = {SCHEMA_VERSION};
"""
# Schema 5 to 6: games recorded before the setting existed were played with the printed rules.
_MIGRATE_V5 = """
ALTER TABLE games ADD COLUMN lookahead INTEGER NOT NULL DEFAULT 1 CHECK (lookahead >= 0);
PRAGMA user_version = 6;
"""
MIGRATIONS = {1: _MIGRATE_V1, 2: _MIGRATE_V2, 3: _MIGRATE_V3, 4: _MIGRATE_V4, 5: _MIGRATE_V5}


def migrate(connection: sqlite3.Connection) -> bool:
    """Bring a database of an older schema (1 to 5) to the current schema in one
    transaction (all rows or none), one migration after another.

    Another process may migrate at the same moment: the version is read again under the write
    lock, so only one does. Returns True if this call migrated the file.
    """
    connection.execute("BEGIN IMMEDIATE")
    try:
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version not in MIGRATIONS:
            connection.execute("ROLLBACK")
            return False
        while version in MIGRATIONS:
            for statement in _statements(MIGRATIONS[version]):
                connection.execute(statement)
            version = connection.execute("PRAGMA user_version").fetchone()[0]
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    return True


def _statements(script: str) -> list[str]:
    """Split a script of simple statements (no ';' inside literals) for execute() one by one:
    executescript() would commit the open transaction first."""
    return [part.strip() for part in script.split(";") if part.strip()]


def create_database(path: Path) -> None:
    """Make a new, empty statistics database at `path` whole or not at all: it is built under
    a temporary name and linked into place, so an empty (0-byte) file at `path` is never one of
    ours being born; it is a damaged one. If another process made it first, theirs is kept."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".new", dir=path.parent)
    os.close(fd)
    try:
        connection = sqlite3.connect(temporary, isolation_level=None)
        try:
            connection.executescript(f"BEGIN IMMEDIATE;{CREATE}COMMIT;")
        finally:
            connection.close()
        with contextlib.suppress(FileExistsError):
            rename_no_overwrite(Path(temporary), path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)


def integrity_problem(connection: sqlite3.Connection) -> str | None:
    """SQLite's integrity check: None when the file is sound, else its first report. Not the
    quick check, which leaves out whether each index matches its table: a changed byte in an
    index made the games listed by variant differ from the games (issue 33). The whole check
    of 20,000 games takes a tenth of a second, once per opening."""
    rows = connection.execute("PRAGMA integrity_check(1)").fetchall()
    report = rows[0][0] if rows else "no answer"
    return None if report == "ok" else str(report)


def check_schema(connection: sqlite3.Connection, path: Path) -> None:
    """Read the file's schema and check every page; migrate an older schema. Anything
    unexpected is a StatisticsError (damaged bytes that SQLite does not notice too, such as a
    table name that is not UTF-8); sqlite3 errors are left to the caller to classify."""
    try:
        _check_schema(connection, path)
    except DATA_ERRORS as exc:
        raise data_error(path, exc) from exc


def _check_schema(connection: sqlite3.Connection, path: Path) -> None:
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    tables = {
        row[0]
        for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    }
    columns = {row[1] for row in connection.execute("PRAGMA table_info(games)")}
    if (problem := integrity_problem(connection)) is not None:
        raise StatisticsError(path, f"is damaged ({problem})", damaged=True)
    if version == 0 and not tables:
        # An SQLite file with nothing in it (made by hand or another tool): nothing to lose.
        connection.executescript(f"BEGIN IMMEDIATE;{CREATE}COMMIT;")
        return
    if version > SCHEMA_VERSION:
        # Not damaged: a newer app wrote it. Keep it where the newer app will find it.
        raise StatisticsError(
            path,
            f"was written by a newer version of trax-solitaire (schema {version}; "
            f"this version reads schema {SCHEMA_VERSION})",
        )
    if version not in COLUMNS_OF or "games" not in tables:
        raise StatisticsError(
            path,
            "is an SQLite database but not trax-solitaire statistics "
            f"(schema version {version}, tables: {', '.join(sorted(tables)) or 'none'})",
            damaged=True,
        )
    if missing := COLUMNS_OF[version] - columns:
        raise StatisticsError(
            path, f"has a damaged games table (missing {', '.join(sorted(missing))})", damaged=True
        )
    if version < SCHEMA_VERSION and (later := columns - COLUMNS_OF[version]):
        # A changed byte in the header's version: migrating would rewrite the games wrongly.
        raise StatisticsError(
            path,
            f"is damaged (its schema number, {version}, is older than its games table, "
            f"which has {', '.join(sorted(later))})",
            damaged=True,
        )
    if version < SCHEMA_VERSION:
        migrate(connection)
