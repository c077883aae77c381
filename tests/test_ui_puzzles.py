"""Open-stack puzzles in the real window: the Puzzles menu, the whole stack shown, a stored
solution played by clicks to a win, solved marks remembered across a restart, winning hints,
and leaving puzzle mode."""

from __future__ import annotations

import json
from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from puzzles.pack import Pack, Puzzle, shipped_packs
from solitaire.move import Move
from solitaire.position import Position
from solitaire.variant import Variant
from tests.ui_helpers import answer_question, click_move, make_window, watch_later
from ui.app.dialogs.puzzle import SOLVED_MARK, PuzzleDialog

LINE3 = Variant(3, "line")


def _pack(variant: Variant = LINE3) -> Pack:
    return next(p for p in shipped_packs() if p.variant == variant)


def _with_dialog(
    qtbot, window, drive: Callable[[PuzzleDialog], None], by_key: bool = False
) -> None:
    """Trigger Puzzles > Choose puzzle… from the menu bar (or press P) and drive the modal
    dialog once it is open (exec() runs its own event loop, so the driver runs from a timer)."""
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Puzzles")
    choose = next(a for a in menu.actions() if a.text() == "&Choose puzzle…")
    seen: list[PuzzleDialog] = []

    def poll() -> None:
        dialog = getattr(window.games, "puzzle_dialog", None)
        if dialog is None or not dialog.isVisible():
            watch_later(10, poll)
            return
        seen.append(dialog)
        drive(dialog)

    watch_later(0, poll)
    if by_key:
        qtbot.keyClick(window.board, Qt.Key.Key_P)
    else:
        choose.trigger()
    assert seen, "the puzzle dialog never opened"
    # Single-key shortcuts only reach the active window: give it back as a closing dialog does.
    window.activateWindow()
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    window.board.setFocus()


def _open_through_menu(qtbot, window, pack_index: int, row: int) -> None:
    def drive(dialog: PuzzleDialog) -> None:
        dialog.pack_box.setCurrentIndex(pack_index)
        dialog.puzzle_list.setCurrentRow(row)
        dialog.accept()

    _with_dialog(qtbot, window, drive)


def _settled(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.pending and window.board.is_settled())


def _can_win(position: Position) -> bool:
    """Plain brute force over the engine (independent of the solver): some play wins."""
    if position.is_won():
        return True
    if position.is_full() or position.outcome().over:
        return False
    for placement in position.legal_moves():
        position.push(placement.move)
        try:
            if _can_win(position):
                return True
        finally:
            position.pop()
    return False


def _red_pixels(image: QImage, left: int, top: int, width: int, height: int) -> int:
    """Pixels of the classic tile face (a strong red) in a region of a grab."""
    count = 0
    for y in range(top, min(top + height, image.height()), 2):
        for x in range(left, min(left + width, image.width()), 2):
            c = image.pixelColor(x, y)
            if c.red() > 140 and c.green() < 90 and c.blue() < 90:
                count += 1
    return count


def test_choose_a_puzzle_play_its_solution_and_it_stays_solved(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    pack = _pack()
    puzzle: Puzzle = pack.puzzles[5]
    assert not window.panel.stack.isVisible(), "an ordinary game hides the stack"
    _open_through_menu(qtbot, window, 0, 5)
    assert window.puzzles.puzzle == puzzle
    assert window.game.deal == puzzle.deal
    # The whole stack is shown, the title and the panel name the puzzle and its level.
    assert window.panel.stack.isVisible()
    assert window.panel.stack.stack() == puzzle.deal
    assert "puzzle 6" in window.windowTitle() and puzzle.level in window.windowTitle()
    assert window.panel.title.text() == f"Puzzle 6 of {len(pack.puzzles)}"
    assert puzzle.level in window.panel.about_deal.text()
    assert SOLVED_MARK not in window.panel.about_deal.text()

    for text in puzzle.solution:
        before = len(window.game.moves)
        click_move(qtbot, window, text)
        assert len(window.game.moves) == before + 1, window.message
        _settled(qtbot, window)
        # The stack follows play: what is left of the deal, the tile in hand first.
        consumed = window.position.consumed
        assert window.panel.stack.stack() == puzzle.deal[consumed:]
    assert window.position.outcome().status == "won"
    assert window.puzzles.progress.is_solved(puzzle.id)
    assert SOLVED_MARK in window.panel.about_deal.text()
    assert "Puzzle solved" in window.panel.status.text()
    record = window.outcomes.statistics_store().history(puzzle.variant)[0]
    assert record.puzzle == puzzle.id and record.result == "won"

    # Undo and restart work as in any game, and stay in puzzle mode.
    qtbot.keyClick(window.board, Qt.Key.Key_U)
    assert len(window.game.moves) == len(puzzle.solution) - 1
    window.commands.act_restart.trigger()
    assert window.game.moves == [] and window.panel.stack.stack() == puzzle.deal
    assert window.puzzles.puzzle == puzzle

    # A new window (an app restart) still knows it is solved, and the dialog marks it.
    window.close()
    again = make_window(qtbot, tmp_path)
    assert again.puzzles.progress.is_solved(puzzle.id)
    marks: list[str] = []

    def look(dialog: PuzzleDialog) -> None:
        marks.append(dialog.puzzle_list.item(5).text())
        marks.append(dialog.puzzle_list.item(4).text())
        dialog.reject()

    _with_dialog(qtbot, again, look)
    assert SOLVED_MARK in marks[0] and SOLVED_MARK not in marks[1]
    assert again.puzzles.puzzle is None, "cancelling the dialog starts nothing"


def test_next_unsolved_puzzle_skips_solved_ones(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    pack = _pack()
    window.puzzles.progress.mark_solved(pack.puzzles[0].id)
    window.puzzles.progress.mark_solved(pack.puzzles[1].id)
    window.commands.act_next_puzzle.trigger()
    assert window.puzzles.puzzle == pack.puzzles[2]
    window.commands.act_next_puzzle.trigger()
    assert window.puzzles.puzzle == pack.puzzles[3]
    # A new window carries on from the last puzzle played.
    window.close()
    again = make_window(qtbot, tmp_path)
    again.commands.act_next_puzzle.trigger()
    assert again.puzzles.puzzle == pack.puzzles[4]
    # P opens the dialog on the pack being played, at its first unsolved puzzle.
    shown: list[Puzzle | None] = []

    def look(dialog: PuzzleDialog) -> None:
        shown.append(dialog.selected_puzzle())
        dialog.reject()

    _with_dialog(qtbot, again, look, by_key=True)
    assert shown == [pack.puzzles[2]]
    assert again.puzzles.puzzle == pack.puzzles[4], "cancelling keeps the puzzle being played"


def _position_with_a_losing_move() -> tuple[Puzzle, int]:
    """A 3x3 puzzle and a number of solution moves after which some legal move loses, so a
    hint that picked any legal move would be caught."""
    for puzzle in _pack().puzzles:
        game = puzzle.new_game()
        for played, text in enumerate(puzzle.solution):
            position = game.position
            outcomes = []
            for placement in position.legal_moves():
                position.push(placement.move)
                outcomes.append(_can_win(position))
                position.pop()
            if not all(outcomes) and any(outcomes):
                return puzzle, played
            game.play(text)
    raise AssertionError("no 3x3 puzzle has a losing legal move")


def test_puzzle_hint_is_a_winning_move(qtbot, tmp_path) -> None:
    puzzle, played = _position_with_a_losing_move()
    window = make_window(qtbot, tmp_path)
    window.games.start_puzzle(puzzle)
    for text in puzzle.solution[:played]:
        click_move(qtbot, window, text)
        _settled(qtbot, window)
    assert window.commands.act_hint.isEnabled()
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.board.state.hint is not None, timeout=30_000)
    cell, orientation, p = window.board.state.hint
    assert p == 1.0 and "leads to a win" in window.message and "whole stack" in window.message
    assert window.session.hints_used == 1
    hinted = next(
        pl
        for pl in window.position.legal_moves()
        if pl.cell == cell and pl.orientation == orientation
    )
    position = window.position.copy()
    position.push(hinted.move)
    assert _can_win(position), f"the hint {hinted.move} loses"
    # Playing the hint by a click keeps the puzzle winnable.
    click_move(qtbot, window, str(hinted.move))
    _settled(qtbot, window)
    assert _can_win(window.position.copy())


def test_stack_is_visible_in_a_grab_and_goes_with_puzzle_mode(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.games.start_puzzle(_pack(Variant(4, "loop")).puzzles[0])
    qtbot.waitUntil(lambda: window.panel.stack.isVisible())
    view = window.panel.stack
    # The panel's layout settles on the next pass of the event loop: then every row has room.
    qtbot.waitUntil(lambda: view.height() >= view.heightForWidth(view.width()) - 1, timeout=2000)
    # Where the stack's last tile is drawn, in window coordinates.
    last = view.tile_rect(len(view.stack()) - 1).toRect()
    first = view.tile_rect(0).toRect()
    top_left = view.mapTo(window, QPoint(first.left(), first.top()))
    bottom = view.mapTo(window, QPoint(last.right(), last.bottom()))
    width, height = view.width(), bottom.y() - top_left.y()
    image = window.grab().toImage()
    assert image.save(str(tmp_path / "puzzle.png"))
    scale = image.width() / window.width()

    def red() -> int:
        shot = window.grab().toImage()
        return _red_pixels(
            shot,
            int(top_left.x() * scale),
            int(top_left.y() * scale),
            int(width * scale),
            int(height * scale),
        )

    # 16 tiles, each mostly red face: far more red than the dark panel could have.
    assert red() > 16 * 20, "the stack's tiles are not in the window grab"
    window.commands.act_deal_again.trigger()  # an ordinary game leaves puzzle mode
    assert window.puzzles.puzzle is None
    assert not window.panel.stack.isVisible()
    assert red() < 20, "the stack is still drawn after leaving puzzle mode"


def test_a_puzzle_in_progress_comes_back_as_a_puzzle(qtbot, tmp_path) -> None:
    from tests.ui_helpers import prefs
    from ui.app.window.main_window import MainWindow

    puzzle = _pack().puzzles[7]
    first = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(first)
    first.games.start_puzzle(puzzle)
    first.play_move(Move.parse(puzzle.solution[0]))
    first.close()
    second = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(second)
    assert [str(m) for m in second.game.moves] == [puzzle.solution[0]]
    assert second.puzzles.puzzle == puzzle
    assert second.panel.stack.stack() == puzzle.deal[second.position.consumed :]
    second.games.new_game(Variant(3, "line"))
    second.play_move(second.position.legal_moves()[0].move)
    second.close()
    # A hidden-stack game of another deal is resumed as an ordinary game.
    third = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(third)
    assert len(third.game.moves) == 1 and third.game.deal == second.game.deal
    assert third.puzzles.puzzle is None and not third.panel.stack.isVisibleTo(third)


def test_the_puzzles_menu_lists_each_pack_with_its_progress(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    pack = _pack(Variant(4, "line"))
    window.puzzles.progress.mark_solved(pack.puzzles[0].id)
    window.commands.puzzles_menu.aboutToShow.emit()
    texts = [a.text() for a in window.games.pack_actions]
    assert texts == [
        f"{p.variant}: {int(p.variant == pack.variant)} of {len(p.puzzles)} solved"
        for p in shipped_packs()
    ]
    entry = next(a for a in window.games.pack_actions if a.text().startswith("4x4 line"))
    assert entry in window.commands.puzzles_menu.actions()
    entry.trigger()
    assert window.puzzles.puzzle == pack.puzzles[1]
    assert window.panel.stack.stack() == pack.puzzles[1].deal
    window.commands.puzzles_menu.aboutToShow.emit()  # refilled, not duplicated
    assert len([a for a in window.commands.puzzles_menu.actions() if " solved" in a.text()]) == len(
        texts
    )


def test_opening_a_puzzle_over_a_game_names_what_is_given_up(qtbot, tmp_path) -> None:
    """P over a 4x4 game in progress: the question says a puzzle is being opened (no puzzle was
    played); over a puzzle in progress it says another puzzle."""
    from solitaire.game import Game

    window = make_window(qtbot, tmp_path, ask_before_abandon=True)
    line4 = _pack(Variant(4, "line"))
    window.start_game(Game(line4.variant, line4.puzzles[3].deal, line4.puzzles[3].number))
    click_move(qtbot, window, "@0")
    _settled(qtbot, window)
    seen = answer_question(qtbot)
    _open_through_menu(qtbot, window, 0, 0)
    assert seen == [
        "Opening a puzzle gives up the game in progress: it counts as a lost game in the "
        "statistics."
    ]
    assert window.session.source == "puzzle"
    click_move(qtbot, window, str(window.position.legal_moves()[0].move))
    _settled(qtbot, window)
    seen = answer_question(qtbot)
    _with_dialog(qtbot, window, lambda dialog: dialog.accept(), by_key=True)
    assert seen and seen[0].startswith("Another puzzle gives up the game in progress")


def test_the_puzzle_hint_names_the_move_once_in_plain_words(qtbot, tmp_path) -> None:
    """Puzzle 1, H on move 1: the one legal move, said without "still" or "1 of 1 ... do"."""
    window = make_window(qtbot, tmp_path)
    _open_through_menu(qtbot, window, 0, 0)
    assert len(window.position.legal_moves()) == 1
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.message.startswith("Hint:"), timeout=30_000)
    move = str(window.position.legal_moves()[0].move)
    assert window.message == (
        f"Hint: {move} leads to a win (the whole stack is known). It is the only legal move."
    )


def _solve(qtbot, window, row: int) -> Puzzle:
    """Open puzzle `row` of the 3x3 line pack through the menu and play its stored solution."""
    puzzle = _pack().puzzles[row]
    _open_through_menu(qtbot, window, 0, row)
    for text in puzzle.solution:
        click_move(qtbot, window, text)
        _settled(qtbot, window)
    assert window.position.outcome().status == "won"
    return puzzle


def test_puzzles_solved_in_two_windows_open_at_once_are_both_kept(qtbot, tmp_path) -> None:
    """Two windows on one data folder: each puzzle solved is kept, neither window writing the
    other's tick away, and each window's marks follow what the other solved."""
    first = make_window(qtbot, tmp_path)
    second = make_window(qtbot, tmp_path)
    one = _solve(qtbot, first, 2)
    assert second.puzzles.progress.is_solved(one.id)  # the second sees the first's tick
    two = _solve(qtbot, second, 3)
    assert "Puzzle solved: marked" in second.message, second.message
    assert first.puzzles.progress.solved_ids() == {one.id, two.id}
    marks: list[str] = []

    def look(dialog: PuzzleDialog) -> None:
        marks.extend(dialog.puzzle_list.item(row).text() for row in (2, 3, 4))
        dialog.reject()

    _with_dialog(qtbot, first, look)
    assert [SOLVED_MARK in mark for mark in marks] == [True, True, False], marks
    first.close()
    second.close()
    again = make_window(qtbot, tmp_path)  # the next start
    assert again.puzzles.progress.solved_ids() == {one.id, two.id}


def test_a_puzzle_solved_in_another_window_shows_its_tick_on_coming_back(qtbot, tmp_path) -> None:
    """The same puzzle open in two windows: solved in one, the other's panel shows the tick as
    soon as the player comes back to it, and its list too."""
    first = make_window(qtbot, tmp_path)
    second = make_window(qtbot, tmp_path)
    _open_through_menu(qtbot, second, 0, 4)  # active now, the puzzle not solved
    assert SOLVED_MARK not in second.panel.about_deal.text()
    puzzle = _solve(qtbot, first, 4)  # the first window comes to the front and solves it
    assert not second.isActiveWindow()
    assert SOLVED_MARK in first.panel.about_deal.text()
    assert SOLVED_MARK not in second.panel.about_deal.text()  # not looked at since
    second.activateWindow()
    second.windowHandle().requestActivate()
    qtbot.waitUntil(second.isActiveWindow)
    qtbot.waitUntil(lambda: SOLVED_MARK in second.panel.about_deal.text())
    assert second.puzzles.puzzle == puzzle  # still the puzzle it was playing
    first.activateWindow()  # nothing new: the panel is left as it is
    first.windowHandle().requestActivate()
    qtbot.waitUntil(first.isActiveWindow)
    assert SOLVED_MARK in first.panel.about_deal.text()


def test_a_progress_file_damaged_while_the_window_is_open_is_moved_aside_and_named(
    qtbot, tmp_path
) -> None:
    window = make_window(qtbot, tmp_path)
    said: list[tuple[str, bool]] = []
    show = window.view.show_message
    window.view.show_message = lambda text, error=False, reason=None: (  # type: ignore[method-assign]
        said.append((text, error)),
        show(text, error, reason),
    )
    path = window.puzzles.progress.path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"solved": 5}')  # damaged by something else meanwhile
    puzzle = _solve(qtbot, window, 2)
    aside = sorted(path.parent.glob(path.name + ".damaged-*"))
    assert len(aside) == 1 and aside[0].read_text() == '{"solved": 5}'
    named = [text for text, error in said if str(aside[0]) in text]
    assert len(named) == 1 and (named[0], True) in said, said  # said once, as an error
    assert window.puzzles.progress.solved_ids() == {puzzle.id}
    assert json.loads(path.read_text())["solved"] == [puzzle.id]
