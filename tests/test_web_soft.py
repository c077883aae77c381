"""The web page fails soft (issue 31, items 4 and 6), in a real headless Chromium: with the
browser refusing site data (Chromium's own setting, or storage that throws or fails later) the
game plays and one sentence says games are not kept; a damaged file in the offline copy
(Cache Storage) is checked against the build's hashes and fetched again, and with no network
the page says so in one sentence; once loaded, the page plays with the network off."""

from __future__ import annotations

import pytest

from tests.web_helpers import BOOT_MS, POLL_MS, READY, done, open_page, persistent_context, state

NOT_KEPT = "Your games cannot be kept in this browser: "

# Storage that refuses: localStorage throws as Chromium's does with site data blocked, and
# IndexedDB either throws on opening or fails afterwards.
REFUSE = """(() => {
  const refuse = () => {
    throw new DOMException("Access is denied for this document.", "SecurityError");
  };
  Object.defineProperty(window, "localStorage", { get: refuse });
  Object.defineProperty(window, "sessionStorage", { get: refuse });
  const later = %s;
  IDBFactory.prototype.open = function () {
    if (!later) refuse();
    const request = new EventTarget();
    setTimeout(() => {
      const error = new DOMException("Quota exceeded", "QuotaExceededError");
      Object.defineProperty(request, "error", { value: error });
      if (request.onerror) request.onerror(new Event("error"));
    }, 10);
    return request;
  };
})();"""


def played_one_move(page) -> None:
    page.locator("#board .cell.fits").first.click()
    assert len(state(page)["moves"]) == 1 and not state(page)["error"]


@pytest.mark.parametrize("later", [False, True], ids=["throws", "fails-later"])
def test_storage_that_refuses_still_plays_and_says_so_once(web_browser, web_base, later):
    refusing = REFUSE % ("true" if later else "false")
    page = open_page(web_browser, web_base, "?size=4&goal=loop&number=5", init_script=refusing)
    note = page.inner_text("#kept-note")
    assert note.startswith(NOT_KEPT) and ". " not in note, note  # one sentence
    assert state(page)["number"] == 5
    bottom = "document.getElementById('board').getBoundingClientRect().bottom <= innerHeight"
    assert page.evaluate(bottom)  # the sentence takes none of the board's room on screen
    played_one_move(page)
    page.click("#settings summary")
    page.select_option("#theme", "uk")  # a setting that cannot be kept: the game goes on
    assert state(page)["theme"] == "uk"
    assert page.inner_text("#kept-note") == note  # one sentence, not one more per move
    assert NOT_KEPT not in page.inner_text("#message")
    done(page)


def test_site_data_blocked_by_chromium_still_plays(web_browser, web_base, tmp_path):
    """Chromium's own content setting: cookies and site data blocked for every site."""
    blocked = {"profile": {"default_content_setting_values": {"cookies": 2}}}
    context = persistent_context(web_browser, tmp_path / "profile", blocked)
    page = context.new_page()
    page.goto(web_base + "?number=5")
    page.wait_for_selector(READY, timeout=BOOT_MS)
    refused = "(() => { try { localStorage; return false } catch { return true } })()"
    assert page.evaluate(refused)
    assert page.inner_text("#kept-note").startswith(NOT_KEPT)
    played_one_move(page)
    context.close()


CACHED = """async () => {
  const list = await (await fetch("files.json")).json();
  const cache = await caches.open(`trax-${list.version}`);
  return (await cache.keys()).length >= list.files.length;
}"""

# Damage the offline copy of `names` through the page's own Cache Storage: python.zip cut
# short, any other file replaced by junk.
DAMAGE = """async (names) => {
  const list = await (await fetch("files.json")).json();
  const cache = await caches.open(`trax-${list.version}`);
  for (const name of names) {
    const kept = await cache.match(name);
    const body = name === "python.zip"
      ? (await kept.arrayBuffer()).slice(0, 1000) : "this is not the file it was";
    await cache.put(name, new Response(body, { headers: kept.headers }));
  }
}"""

# Whether each kept file is whole again (its SHA-256 the build's).
WHOLE = """async (names) => {
  const list = await (await fetch("files.json")).json();
  const cache = await caches.open(`trax-${list.version}`);
  const hex = (b) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, "0")).join("");
  const out = [];
  for (const name of names) {
    const body = await (await cache.match(name)).arrayBuffer();
    out.push(hex(await crypto.subtle.digest("SHA-256", body)) === list.sha256[name]);
  }
  return out;
}"""


def test_once_loaded_the_page_plays_offline_and_a_damaged_copy_is_mended_or_named(
    web_browser, web_base
):
    page = open_page(web_browser, web_base, "?number=12", fresh=True)  # damaged, offline: its own
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
    page.wait_for_function(CACHED, timeout=BOOT_MS, polling=POLL_MS)
    # One visit kept all the page needs: with the network off it loads again and plays.
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_MS)
    played_one_move(page)
    page.context.set_offline(False)
    page.click("#restart")
    assert state(page)["moves"] == []
    damaged = ["python.zip", "app.js", "style.css"]
    page.evaluate(DAMAGE, damaged)
    assert page.evaluate(WHOLE, damaged) == [False, False, False]
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_MS)
    played_one_move(page)
    assert page.evaluate(WHOLE, damaged) == [True, True, True]  # mended in the cache
    assert page.is_hidden("#damaged")
    # Offline, a damaged file cannot be mended: one sentence says so.
    page.evaluate(DAMAGE, ["app.js"])
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector("#damaged:not([hidden])", timeout=BOOT_MS)
    sentence = page.inner_text("#damaged")
    assert "app.js" in sentence and "damaged" in sentence and ". " not in sentence, sentence
    page.context.set_offline(False)
    page.reload()  # back online: mended, and the game plays on where it was
    page.wait_for_selector(READY, timeout=BOOT_MS)
    assert len(state(page)["moves"]) == 1 and page.is_hidden("#damaged")
    page.context.close()
