// The page's language: chosen, its catalogue fetched and handed to Python (ui/web/page_words.py).
const $ = (id) => document.getElementById(id);

// The player's language (issue 31): the one chosen in Settings, else the first of the
// browser's languages the page speaks, else English. Its catalogue, compiled by the build from
// the desktop's translation files, goes to Python, which words everything, the page's fixed
// words (button labels, menu titles, names for a screen reader) included.
export async function speak(bridge, remembered) {
  let listed = [];
  try {
    const answer = await fetch("translations/languages.json");
    if (answer.ok) listed = (await answer.json()).languages;
  } catch {
    // No list of languages: the page speaks English.
  }
  for (const { code, name } of listed) $("language").add(new Option(name, code));
  const codes = ["en", ...listed.map((language) => language.code)];
  const chosen = remembered("trax-language") || "system";
  const browser = (navigator.languages || [navigator.language]).map((l) => String(l).toLowerCase().split("-")[0]);
  const wanted = chosen === "system" ? browser.find((code) => codes.includes(code)) : chosen;
  const code = codes.includes(wanted) ? wanted : "en";
  $("language").value = codes.includes(chosen) ? chosen : "system";
  let catalogue = null;
  if (code !== "en") {
    try {
      const answer = await fetch(`translations/${code}.json`);
      if (answer.ok) catalogue = await answer.text();
    } catch {
      // The catalogue could not be fetched (offline, not kept): English.
    }
  }
  const said = JSON.parse(bridge.set_language(catalogue));
  document.documentElement.lang = said.lang;
  for (const [selector, words] of Object.entries(said.words)) {
    const element = document.querySelector(selector);
    for (const [key, text] of Object.entries(element ? words : {})) {
      if (key === "text") element.textContent = text;
      else element.setAttribute(key, text);
    }
  }
}
