"""Puzzles: the exact play counter, levels, packs, the deal of the day, graded deals, CLI."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import pytest

from puzzles.check import check_puzzle
from puzzles.daily import daily_deal, daily_number, parse_date
from puzzles.generate import generate_pack, quotas
from puzzles.grades import GRADES, grade_deal, graded_deal
from puzzles.levels import LEVEL_TEXT, LEVELS, level_of
from puzzles.measures import Measures
from puzzles.pack import format_pack, pack_path, read_pack, shipped_packs
from puzzles.progress import ProgressStore
from solitaire.deal import deal_from_number, parse_deal
from solitaire.errors import NotationError, TraxError
from solitaire.position import Position
from solitaire.variant import STANDARD_VARIANTS, Variant
from solver.play_count import brute_force_count, count_plays, find_solution
from ui.cli import main

V3 = Variant(3, "line")


# -- the exact search ------------------------------------------------------------------------


def _random_win_brute_force(position: Position) -> Fraction:
    """Uniform random play's chance to win, by plain recursion over push/pop."""
    if position.is_full():
        return Fraction(int(position.is_won()))
    if position.tiles and position.is_decided():
        return Fraction(0)
    legal = position.legal_moves()
    if not legal:
        return Fraction(0)
    total = Fraction(0)
    for placement in legal:
        position.push(placement.move)
        total += _random_win_brute_force(position)
        position.pop()
    return total / len(legal)


@pytest.mark.parametrize("number", [1, 2, 3, 7, 1000])
def test_count_matches_brute_force(number: int) -> None:
    deal = deal_from_number(3, number)
    count = count_plays(V3, deal)
    assert (count.winning_plays, count.plays) == brute_force_count(V3, deal)
    assert count.random_win == _random_win_brute_force(Position(V3, deal))
    assert count.solvable == (count.winning_plays > 0)
    assert (find_solution(V3, deal) is not None) == count.solvable


def test_solutions_replay_and_agree_with_the_conformance_vectors(vectors: dict) -> None:
    checked = 0
    for case in vectors["cases"]:
        variant = Variant(case["size"], case["goal"])
        deal = parse_deal(case["deal"], variant.size)
        if variant.size == 3:
            count = count_plays(variant, deal)
            solution = count.solution
            assert count.solvable == case["solvable"], case["deal"]
            if count.solvable:
                assert count.only_moves is not None and count.decisions is not None
                assert count.only_moves <= count.decisions
        else:
            solution = find_solution(variant, deal)
        assert (solution is not None) == case["solvable"], case["deal"]
        if solution is not None:
            assert Position(variant, deal, solution).is_won()
        checked += 1
    assert checked == len(vectors["cases"])


def test_unsolvable_deal_has_no_solution() -> None:
    case = parse_deal("NS NS NS NS NS NS NS NS NS", 3)
    count = count_plays(V3, case)
    assert (count.solvable, count.solution, count.only_moves) == (False, None, None)
    assert count.random_win == 0 and count.winning_plays == 0


# -- levels ------------------------------------------------------------------------------------


def _measures(random_win: str, only_moves: int) -> Measures:
    return Measures(True, Fraction(random_win), 1, 10, only_moves, only_moves, 10)


@pytest.mark.parametrize(
    ("random_win", "only_moves", "level"),
    [
        ("0.2", 0, "Easy"),
        ("0.08", 0, "Easy"),
        ("0.0799", 0, "Medium"),
        ("0.5", 1, "Medium"),
        ("0.03", 0, "Medium"),
        ("0.029", 0, "Hard"),
        ("0.5", 2, "Hard"),
        ("0.0099", 0, "Fiendish"),
        ("0.5", 3, "Fiendish"),
    ],
)
def test_level_thresholds(random_win: str, only_moves: int, level: str) -> None:
    assert level_of(V3, _measures(random_win, only_moves)) == level


def test_unsolvable_has_no_level() -> None:
    assert level_of(V3, Measures(False, Fraction(0), 0, 5, None, None, 5)) is None
    assert set(LEVEL_TEXT) == set(LEVELS)


# -- packs -------------------------------------------------------------------------------------


def test_every_standard_variant_ships_a_pack() -> None:
    packs = {pack.variant: pack for pack in shipped_packs()}
    assert set(packs) == set(STANDARD_VARIANTS)
    assert len(packs[V3].puzzles) >= 30
    for pack in packs.values():
        assert len(pack.puzzles) >= 12
        ids = [p.id for p in pack.puzzles]
        assert len(set(ids)) == len(ids)
        assert {p.level for p in pack.puzzles} == set(LEVELS)
        # Ordered from easiest to hardest.
        order = [LEVELS.index(p.level) for p in pack.puzzles]
        assert order == sorted(order)


def test_every_shipped_puzzle_reverifies() -> None:
    """Every puzzle of every pack, as `trax-solitaire puzzles check` does it: its deal number,
    its solution replays to a win in the engine, its measures recomputed by the exact search
    equal the stored ones, and its level follows from them (seconds with the compiled count)."""
    for pack in shipped_packs():
        for puzzle in pack.puzzles:
            assert check_puzzle(puzzle, recompute=True) == [], puzzle.id


def test_check_catches_a_wrong_level_and_a_bad_solution() -> None:
    puzzle = shipped_packs()[0].puzzles[0]
    wrong = type(puzzle)(
        puzzle.id,
        puzzle.variant,
        puzzle.number,
        puzzle.deal,
        "Fiendish",
        puzzle.measures,
        puzzle.solution[:-1],
    )
    problems = check_puzzle(wrong, recompute=False)
    assert any("does not win" in p for p in problems)
    assert any("pack says Fiendish" in p for p in problems)


def test_generation_is_reproducible_and_matches_the_shipped_3x3_pack() -> None:
    shipped = pack_path(V3)
    pack = read_pack(shipped)
    regenerated = generate_pack(V3, int(pack.header["count"]), pack.seed)
    assert format_pack(regenerated) == shipped.read_text(encoding="utf-8")


def test_generation_depends_on_the_seed() -> None:
    # Same seed, same bytes is the shipped-pack test above and the CLI test below.
    assert format_pack(generate_pack(V3, 2, seed=7)) != format_pack(generate_pack(V3, 2, seed=8))
    assert quotas(6) == {"Easy": 2, "Medium": 2, "Hard": 1, "Fiendish": 1}


# -- deal of the day -------------------------------------------------------------------------


def test_daily_number_is_pinned_and_depends_on_date_and_variant() -> None:
    a = daily_number(V3, "2025-01-01")
    assert a == daily_number(V3, "2025-01-01")
    assert a != daily_number(V3, "2025-01-02")
    assert a != daily_number(Variant(4, "line"), "2025-01-01")
    assert daily_number(Variant(4, "line"), "2025-01-01") != daily_number(
        Variant(4, "loop"), "2025-01-01"
    )
    assert 1 <= a < 10**9
    # Golden value: the day's deal must never change between versions.
    assert a == GOLDEN_DAILY_3X3_2025_01_01


def test_daily_deal_prefers_a_solvable_candidate() -> None:
    for day in ("2025-03-01", "2025-03-02", "2025-03-03"):
        found = daily_deal(V3, day)
        assert found.solvable is True
        assert found.number == daily_number(V3, day, found.candidate)
        assert found.deal == deal_from_number(3, found.number)
        assert find_solution(V3, found.deal) is not None
        plain = daily_deal(V3, day, prefer_solvable=False)
        assert (plain.candidate, plain.solvable) == (0, None)


def test_daily_dates() -> None:
    assert parse_date("2025-02-03") == "2025-02-03"
    assert len(parse_date(None)) == 10
    with pytest.raises(NotationError):
        parse_date("3rd of May")


# -- graded deals ------------------------------------------------------------------------------


def test_grades_have_texts_and_are_deterministic() -> None:
    assert all(GRADES[g] for g in ("Gentle", "Fair", "Treacherous", "Hopeless"))
    for grade in ("Gentle", "Fair", "Hopeless"):
        number = graded_deal(V3, grade, 11)
        assert number == graded_deal(V3, grade, random.Random(11))
        assert grade_deal(V3, deal_from_number(3, number), fair_play=False).grade == grade


def test_unsolvable_deal_is_hopeless_and_unknown_grade_raises() -> None:
    grade = grade_deal(V3, parse_deal("NS NS NS NS NS NS NS NS NS", 3))
    assert grade.grade == "Hopeless" and grade.text == GRADES["Hopeless"]
    with pytest.raises(TraxError):
        graded_deal(V3, "Impossible", 1)
    with pytest.raises(TraxError, match="no Hopeless 4x4 line deal found in 1 tries"):
        graded_deal(Variant(4, "line"), "Hopeless", 1, time_limit=0)


def test_fair_play_measure_when_the_solver_exists() -> None:
    pytest.importorskip("solver.tables.play")
    from puzzles.grades import fair_play_wins

    number = graded_deal(V3, "Hopeless", 3)
    assert fair_play_wins(V3, deal_from_number(3, number)) is False


# -- progress ----------------------------------------------------------------------------------


def test_progress_persists_and_survives_a_damaged_file(tmp_path: Path) -> None:
    store = ProgressStore()
    store.mark_solved("3x3-line-001")
    assert ProgressStore().is_solved("3x3-line-001")
    assert json.loads(store.path.read_text())["solved"] == ["3x3-line-001"]
    store.path.write_text("{not json")
    assert ProgressStore().solved_ids() == set()


# -- command line ------------------------------------------------------------------------------


def test_cli_list_check_daily(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["puzzles", "list"]) == 0
    assert "3x3-line-001" in capsys.readouterr().out
    assert main(["puzzles", "check", "--fast"]) == 0
    assert "FAILED" not in capsys.readouterr().out
    assert main(["daily", "--date", "2025-01-01", "--json"]) == 0
    day = json.loads(capsys.readouterr().out)
    assert day["date"] == "2025-01-01" and day["solvable"] is True
    assert main(["daily", "--size", "4", "--goal", "loop", "--date", "2025-01-01"]) == 0
    assert "4x4 loop" in capsys.readouterr().out


def test_cli_bad_input_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["daily", "--date", "yesterday"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a date" in err
    assert main(["puzzles", "generate", "--variant", "3x5 line"]) == 2
    assert main(["puzzles", "generate", "--variant", "5x5 line"]) == 2
    assert main(["daily", "--size", "3", "--goal", "loop"]) == 2
    assert main(["daily", "--size", "6", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["solvable"] is None


def test_cli_generate_writes_a_pack(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = [
        "puzzles",
        "generate",
        "--variant",
        "3x3 line",
        "--count",
        "3",
        "--seed",
        "2",
        "--out",
        str(tmp_path),
    ]
    assert main(args) == 0
    first = (tmp_path / "3x3-line.json").read_text()
    assert main(args) == 0
    assert (tmp_path / "3x3-line.json").read_text() == first
    assert len(read_pack(tmp_path / "3x3-line.json").puzzles) == 3


GOLDEN_DAILY_3X3_2025_01_01 = 572428224


def test_open_stack_hints_lead_to_a_win() -> None:
    from puzzles.hints import winning_moves

    for puzzle in shipped_packs()[0].puzzles[::8]:
        game = puzzle.new_game()
        position = game.position
        first = winning_moves(position)
        assert puzzle.solution[0] in [str(p.move) for p in first]
        while not position.is_full():
            hints = winning_moves(position)
            assert hints, puzzle.id
            position.push(hints[-1].move)
        assert position.is_won()


def test_no_hint_once_the_win_is_gone() -> None:
    from puzzles.hints import winning_moves

    deal = parse_deal("NS NS NS NS NS NS NS NS NS", 3)
    assert winning_moves(Position(V3, deal)) == []


def test_treacherous_deals_lose_to_optimal_fair_play() -> None:
    import puzzles.grades as grades
    from solver.tables.service import table_for

    number = graded_deal(V3, "Treacherous", 5)
    deal = deal_from_number(3, number)
    assert find_solution(V3, deal) is not None
    assert grades.fair_play_wins(V3, deal) is False
    # The engine, following the table's best move to the end, loses it too.
    table = table_for(V3, 1)
    position = Position(V3, deal)
    while position.hand is not None and not (position.tiles and position.is_decided()):
        move = table.best_move(position)
        if move is None:
            break
        position.push(move)
    assert not position.is_won()
    gentle = grade_deal(V3, deal_from_number(3, graded_deal(V3, "Gentle", 5)))
    assert gentle.fair_play_wins is True and gentle.random_win is not None


def test_graded_search_reports_each_candidate_and_can_be_stopped() -> None:
    seen: list[int] = []
    number = graded_deal(V3, "Hopeless", 3, before_candidate=seen.append)
    assert number == graded_deal(V3, "Hopeless", 3)  # the callback changes nothing
    assert seen == list(range(1, len(seen) + 1)) and seen

    def stop(attempt: int) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        graded_deal(V3, "Hopeless", 3, before_candidate=stop)


def test_bad_pack_files_raise_trax_errors(tmp_path: Path) -> None:
    path = tmp_path / "3x3-line.json"
    for text in (
        "{not json",
        '{"format": "something else"}',
        '{"format": "trax-solitaire puzzle pack 1", "variant": "3x3 line", "seed": 1,'
        ' "puzzles": [{"id": "x"}]}',
    ):
        path.write_text(text)
        with pytest.raises(TraxError):
            read_pack(path)
    with pytest.raises(TraxError):
        read_pack(tmp_path / "missing.json")


def test_cli_list_json(capsys: pytest.CaptureFixture[str]) -> None:
    ProgressStore().mark_solved("4x4-line-002")
    assert main(["puzzles", "list", "--json"]) == 0
    listed = {p["id"]: p for p in json.loads(capsys.readouterr().out)}
    assert listed["4x4-line-002"]["solved"] is True
    assert listed["3x3-line-001"]["solved"] is False
    assert listed["4x4-loop-001"]["variant"] == "4x4 loop"


def test_package_api_for_the_app() -> None:
    import puzzles

    assert puzzles.GRADES is GRADES
    assert puzzles.graded_deal is graded_deal and puzzles.daily_deal is daily_deal
    assert puzzles.LEVELS == LEVELS
    assert puzzles.find_puzzle("3x3-line-001").level == "Easy"
    with pytest.raises(AttributeError):
        _ = puzzles.no_such_name
