// The page's language: chosen, its catalogue fetched and handed to Python (ui/web/page_words.py).
const $ = (id) => document.getElementById(id);

// The player's language (issue 31): the one chosen in Settings, else the first of the
// browser's languages the page speaks, else English. Its catalogue, compiled by the build from
// the desktop's translation files, goes to Python, which words everything, the page's fixed
// words (button labels, menu titles, names for a screen reader) included.
let chosen = null; // what choose() found: { catalogue }
let early = {}; // the catalogue's words for the moments before Python starts

// The page's own words before Python starts, in the player's language when the catalogue has
// them (ui/web/page_words.py BEFORE_PYTHON marks them for translation); {name} filled in.
export function earlyWords(english, parts = {}) {
  const said = typeof early[english] === "string" ? early[english] : english;
  return said.replace(/\{(\w+)\}/g, (whole, name) => (name in parts ? String(parts[name]) : whole));
}

// Choose the language and fetch its catalogue while Python starts; the loading lines are put
// in it at once.
export async function choose(remembered) {
  let listed = [];
  try {
    const answer = await fetch("translations/languages.json");
    if (answer.ok) listed = (await answer.json()).languages;
  } catch {
    // No list of languages: the page speaks English.
  }
  for (const { code, name } of listed) $("language").add(new Option(name, code));
  const codes = ["en", ...listed.map((language) => language.code)];
  const setting = remembered("trax-language") || "system";
  const browser = (navigator.languages || [navigator.language]).map((l) => String(l).toLowerCase().split("-")[0]);
  const wanted = setting === "system" ? browser.find((code) => codes.includes(code)) : setting;
  const code = codes.includes(wanted) ? wanted : "en";
  $("language").value = codes.includes(setting) ? setting : "system";
  let catalogue = null;
  if (code !== "en") {
    try {
      const answer = await fetch(`translations/${code}.json`);
      if (answer.ok) catalogue = await answer.text();
    } catch {
      // The catalogue could not be fetched (offline, not kept): English.
    }
  }
  try {
    early = catalogue ? JSON.parse(catalogue).messages[""] || {} : {};
  } catch {
    early = {}; // a catalogue that cannot be read: English until Python says otherwise
  }
  for (const id of ["caption", "message"]) $(id).textContent = earlyWords($(id).textContent);
  window.traxEarlyWords = earlyWords; // for the damaged-file note (index.html)
  chosen = { catalogue };
}

// Hand the chosen catalogue to Python, which words everything from then on, the page's fixed
// words (button labels, menu titles, names for a screen reader) included.
export async function speak(bridge) {
  const catalogue = chosen ? chosen.catalogue : null;
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
