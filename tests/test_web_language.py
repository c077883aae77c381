"""The page in the player's language (issue 31 item 9), in a real headless Chromium: chosen from
the browser's languages (the context's locale) or from the Settings menu's Language, kept over
a reload; in Italian a whole game is played, every menu opened, a lesson, a hint, refusals, the
solver's answer and its replay, a puzzle and the statistics, and every text shown, every name
and title given to a screen reader and every live-region announcement is collected: none holds
a word of the English catalogue (tests/test_ui_every_word.py's detector: a word of the English
sources that no translation uses; tile codes, cell names and moves are the same in every
language). French and German load and show their headings."""

from __future__ import annotations

import json

from test_ui_every_word import english_in

from tests.web_helpers import BOOT_MS, READY, done, open_page, state

# Every text a player reads or hears: what is shown, the names and titles for a screen reader
# and the pointer, the lists' entries, and what the live regions say.
SEEN = """() => {
  const texts = [document.body.innerText, document.title];
  for (const element of document.querySelectorAll("*"))
    for (const name of ["aria-label", "title", "placeholder", "alt"])
      if (element.hasAttribute(name)) texts.push(element.getAttribute(name));
  for (const option of document.querySelectorAll("option")) texts.push(option.textContent);
  for (const live of document.querySelectorAll("[aria-live], [role=status], [role=alert]"))
    texts.push(live.textContent);
  return texts;
}"""

# The page started again, in the language asked for.
SPEAKING = "(lang) => document.documentElement.lang === lang && document.body.dataset.ready"


class Seen:
    """What the page showed and said, gathered after each thing the player did."""

    def __init__(self, page) -> None:
        self.page, self.texts = page, []

    def __call__(self) -> None:
        self.texts += self.page.evaluate(SEEN)

    def english(self, code: str = "it") -> dict[str, list[str]]:
        return english_in(list(dict.fromkeys(t for t in self.texts if t)), code)


def click_and_see(page, seen: Seen, selector: str) -> None:
    page.click(selector)
    seen()


def play_a_whole_game(page, seen: Seen) -> None:
    """Cells that take the tile clicked until the game is over, turning the tile (T and F keys)
    when it fits nowhere; each move's words gathered."""
    for _ in range(40):
        if state(page)["kind"] not in ("playing", "decided"):
            return
        for key in "tttfttt":
            if page.locator("#board .cell.fits").count():
                break
            page.keyboard.press(key)
            seen()
        click_and_see(page, seen, "#board .cell.fits >> nth=0")


def test_the_page_speaks_italian_from_the_browsers_language(web_browser, web_base):
    page = open_page(web_browser, web_base, locale="it-IT")
    seen = Seen(page)
    assert page.evaluate("document.documentElement.lang") == "it"
    assert page.inner_text("#caption").startswith("linea 3x3 · Smazzata n. ")
    assert page.inner_text("#undo") == "Annulla"
    assert page.eval_on_selector("#language", "select => select.value") == "system"
    seen()
    for menu in ("#puzzles", "#settings", "#stats"):
        click_and_see(page, seen, f"{menu} summary")
    page.keyboard.press("t")  # the tile fits as dealt: turning it is refused
    seen()
    assert state(page)["error"] and "non si può ruotare" in state(page)["message"]
    for _ in range(3):  # the best moves, every move's chance, hidden
        click_and_see(page, seen, "#hint")
    click_and_see(page, seen, "#board .cell.fits >> nth=0")
    click_and_see(page, seen, "#board .cell:not([aria-hidden]):not(.fits) >> nth=0")  # refused
    assert state(page)["error"]
    click_and_see(page, seen, "#undo")
    click_and_see(page, seen, "#redo")
    play_a_whole_game(page, seen)
    assert state(page)["kind"] in ("won", "lost")
    page.click("#solvable")
    page.wait_for_function("!window.traxState().message.startsWith('Ricerca')", timeout=BOOT_MS)
    seen()
    if not page.is_disabled("#show-solution"):
        click_and_see(page, seen, "#show-solution")
        click_and_see(page, seen, "#replay-next")
        click_and_see(page, seen, "#replay-exit")
    click_and_see(page, seen, "#random")
    click_and_see(page, seen, "#reveal-id")  # a game not yet finished: practice
    click_and_see(page, seen, "#daily")
    page.fill("#game-id", "²")  # a typed ID that names nothing
    click_and_see(page, seen, "#open-id")
    page.select_option("#lessons", "2")
    seen()
    assert state(page)["lesson"] and page.inner_text("#lesson").startswith("Lezione 2 di ")
    click_and_see(page, seen, "#board .cell:not([aria-hidden]) >> nth=-1")  # not the lesson's
    click_and_see(page, seen, "#leave-lesson")
    click_and_see(page, seen, "#open-puzzle")
    assert " · Rompicapo 1 di " in page.inner_text("#caption")
    click_and_see(page, seen, "#hint")
    found = seen.english()
    assert found == {}, "\n".join(f"{t[-300:]!r}: {w}" for t, w in found.items())
    assert "Annulla" in seen.texts[0] and "Impostazioni" in seen.texts[0]
    done(page)


def test_the_language_setting_is_kept_and_the_browsers_own_comes_back(web_browser, web_base):
    page = open_page(web_browser, web_base, locale="en-GB")
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.inner_text("#caption").startswith("3x3 line · Deal #")
    page.click("#settings summary")
    page.select_option("#language", "it")  # the page starts again in Italian
    page.wait_for_function(SPEAKING, arg="it", timeout=BOOT_MS)
    seen = Seen(page)
    seen()
    assert page.inner_text("#caption").startswith("linea 3x3 · Smazzata n. ")
    assert page.get_attribute("#hint", "title").startswith("La mossa migliore")
    page.reload()  # the choice is kept
    page.wait_for_selector(READY, timeout=BOOT_MS)
    seen()
    assert page.evaluate("document.documentElement.lang") == "it"
    assert page.eval_on_selector("#language", "select => select.value") == "it"
    assert seen.english() == {}
    page.click("#settings summary")
    page.select_option("#language", "system")  # the browser's language again: English
    page.wait_for_function(SPEAKING, arg="en", timeout=BOOT_MS)
    assert page.inner_text("#undo") == "Undo"
    done(page)


def test_french_and_german_load_with_their_headings(web_browser, web_base, web_site):
    listed = json.loads((web_site / "files.json").read_text())
    for code in ("it", "fr", "de"):  # the catalogues are kept offline and checked like the rest
        assert f"translations/{code}.json" in listed["sha256"]
    # French on a first visit (Python started from nothing in a browser speaking French),
    # German on a visit back (Python restored from the snapshot an earlier visit kept).
    for locale, lang, menu in (("fr-FR", "fr", "Nouvelle partie"), ("de-DE", "de", "Neue Partie")):
        page = open_page(
            web_browser, web_base, locale=locale, fresh=lang == "fr", restored=lang == "de"
        )
        assert page.get_attribute("body", "data-python") == (
            "fresh" if lang == "fr" else "snapshot"
        )
        assert page.evaluate("document.documentElement.lang") == lang
        caption = page.inner_text("#caption")
        assert ("Donne n° " if lang == "fr" else "Verteilung Nr. ") in caption, caption
        assert page.inner_text("#new-game summary") == menu
        done(page)


def test_before_and_without_python_the_page_speaks_italian(web_browser, web_base):
    """The page's own lines, said before Python starts or when it cannot start (Python is not
    there to word them), come from the catalogue too: the page's Python refused here, it stays in
    its loading caption and says it could not start Python, in Italian."""
    context = web_browser.new_context(locale="it-IT", service_workers="block")
    try:
        page = context.new_page()
        page.route("**/python.zip", lambda route: route.abort())
        page.goto(web_base)
        page.wait_for_function(
            "() => document.getElementById('message').textContent.startsWith('La pagina')",
            timeout=BOOT_MS,
        )
        message = page.text_content("#message")
        assert message.startswith("La pagina non è riuscita ad avviare Python: "), message
        assert page.text_content("#caption") == "Caricamento della partita…"
    finally:
        context.close()
