<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <source>Trax board</source>
        <translation>Trax-Spielfeld</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>erzwungen</translation>
    </message>
    <message>
        <source>Column {column}, row {row}: the first tile goes in cell {column}{row}</source>
        <translation>Spalte {column}, Reihe {row}: Das erste Plättchen kommt in das Feld {column}{row}</translation>
    </message>
    <message>
        <source>Stack, top first: {names}</source>
        <translation>Stapel, oberstes zuerst: {names}</translation>
    </message>
    <message>
        <source>The stack is empty</source>
        <translation>Der Stapel ist leer</translation>
    </message>
    <message>
        <source>Win chance: blue steps are the tiles that came up, the others your moves</source>
        <translation>Gewinnchance: Blaue Stufen sind die gezogenen Plättchen, die anderen deine Züge</translation>
    </message>
    <message>
        <source>{level:.0%}</source>
        <translation>{level:.0%}</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse läuft…</translation>
    </message>
    <message>
        <source>tiles (luck)</source>
        <translation>Plättchen (Glück)</translation>
    </message>
    <message>
        <source>no win left</source>
        <translation>kein Sieg mehr möglich</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klick</translation>
    </message>
    <message>
        <source>Place the tile in hand (as the hint or heat map shows it, when shown)</source>
        <translation>Das Plättchen in der Hand legen (so, wie Tipp oder Wärmekarte es zeigen, wenn sie angezeigt werden)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move the cursor over the table</source>
        <translation>Den Cursor über das Spielfeld bewegen</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <source>Place the tile in hand at the cursor</source>
        <translation>Das Plättchen in der Hand beim Cursor legen</translation>
    </message>
    <message>
        <source>Right-click or wheel down</source>
        <translation>Rechtsklick oder Mausrad nach unten</translation>
    </message>
    <message>
        <source>Turn the tile a quarter clockwise (when allowed)</source>
        <translation>Das Plättchen eine Vierteldrehung im Uhrzeigersinn drehen (wenn erlaubt)</translation>
    </message>
    <message>
        <source>Wheel up</source>
        <translation>Mausrad nach oben</translation>
    </message>
    <message>
        <source>Turn the tile a quarter anticlockwise (when allowed)</source>
        <translation>Das Plättchen eine Vierteldrehung gegen den Uhrzeigersinn drehen (wenn erlaubt)</translation>
    </message>
    <message>
        <source>Shift+right-click or middle click</source>
        <translation>Umschalt+Rechtsklick oder Mittelklick</translation>
    </message>
    <message>
        <source>Flip the tile (when allowed)</source>
        <translation>Das Plättchen wenden (wenn erlaubt)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>From the board to the move box (type a move such as B2:NE, then Enter)</source>
        <translation>Vom Spielfeld zum Zugfeld (einen Zug wie B2:NE eingeben, dann Eingabe)</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>On to the buttons in turn (Space presses the one framed in gold)</source>
        <translation>Der Reihe nach zu den Schaltflächen (die Leertaste drückt die golden umrahmte)</translation>
    </message>
    <message>
        <source>Esc (in the move box)</source>
        <translation>Esc (im Zugfeld)</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Zurück zum Spielfeld</translation>
    </message>
    <message>
        <source>Alt+B, Alt+K, Alt+N</source>
        <translation>Alt+B, Alt+K, Alt+N</translation>
    </message>
    <message>
        <source>Tutorial: back a lesson, skip it, the next lesson</source>
        <translation>Einführung: eine Lektion zurück, sie überspringen, die nächste Lektion</translation>
    </message>
    <message>
        <source>Alt+O, Alt+L</source>
        <translation>Alt+O, Alt+L</translation>
    </message>
    <message>
        <source>Tutorial: the list of lessons, leave the tutorial</source>
        <translation>Einführung: die Liste der Lektionen, die Einführung verlassen</translation>
    </message>
    <message>
        <source>Enter (in Statistics)</source>
        <translation>Eingabe (in der Statistik)</translation>
    </message>
    <message>
        <source>Review the selected game (or double-click it)</source>
        <translation>Die ausgewählte Partie analysieren (oder darauf doppelklicken)</translation>
    </message>
    <message>
        <source>Solution replay</source>
        <translation>Lösung abspielen</translation>
    </message>
    <message>
        <source>Play the solution</source>
        <translation>Die Lösung spielen</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>&lt;h1&gt;How to play Trax Solitaire&lt;/h1&gt;
&lt;p&gt;You lay a stack of Trax tiles into a square, one at a time, so that the tracks join up. Win by
making one colour&apos;s track run through &lt;b&gt;every&lt;/b&gt; tile. The 3x3 game uses 9 tiles, the 4x4 games
16.&lt;/p&gt;
</source>
        <translation>&lt;h1&gt;So spielt man Trax Solitaire&lt;/h1&gt;&lt;p&gt;Du legst einen Stapel Trax-Plättchen nacheinander zu einem Quadrat, sodass die Spuren aneinander anschließen. Du gewinnst, wenn die Spur einer Farbe durch &lt;b&gt;jedes&lt;/b&gt; Plättchen läuft. Das 3x3-Spiel verwendet 9 Plättchen, die 4x4-Spiele 16.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The tiles&lt;/h2&gt;
&lt;p&gt;Every tile is the same: it carries a white track and a black track. On one side the two tracks
cross straight over each other; on the other side each track makes a quarter turn. So a tile can
lie on the table in six ways:&lt;/p&gt;
{TILE_ROW}
&lt;p&gt;Straight side: &lt;b&gt;NS&lt;/b&gt; and &lt;b&gt;EW&lt;/b&gt;. Curved side: &lt;b&gt;NE&lt;/b&gt;, &lt;b&gt;ES&lt;/b&gt;, &lt;b&gt;SW&lt;/b&gt;,
&lt;b&gt;NW&lt;/b&gt;. The name says which edges the white track joins. The stack is shuffled, so each tile
comes up on a random side, turned a random way. (Sets sold in the UK print red instead of black;
choose the UK colours in Preferences.)&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Die Plättchen&lt;/h2&gt;&lt;p&gt;Alle Plättchen sind gleich: Jedes trägt eine weiße und eine schwarze Spur. Auf einer Seite kreuzen sich die beiden Spuren gerade; auf der anderen macht jede Spur eine Vierteldrehung. So kann ein Plättchen auf sechs Arten auf dem Spielfeld liegen:&lt;/p&gt;{TILE_ROW}&lt;p&gt;Gerade Seite: &lt;b&gt;NS&lt;/b&gt; und &lt;b&gt;EW&lt;/b&gt;. Gebogene Seite: &lt;b&gt;NE&lt;/b&gt;, &lt;b&gt;ES&lt;/b&gt;, &lt;b&gt;SW&lt;/b&gt;, &lt;b&gt;NW&lt;/b&gt;. Der Name sagt, welche Kanten die weiße Spur verbindet. Der Stapel ist gemischt, also kommt jedes Plättchen auf einer zufälligen Seite und zufällig gedreht. (In Großbritannien verkaufte Sätze drucken Rot statt Schwarz; wähle die UK-Farben in den Einstellungen.)&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your turn&lt;/h2&gt;
&lt;p&gt;You hold the top tile of the stack and can see the next one under it. Nothing else in the stack
is known.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;The first tile&lt;/b&gt; goes down just as it was dealt. Where does not matter: the square grows
around it.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Every other tile&lt;/b&gt; goes, as dealt, into an empty space next to a tile already down.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Colours must match.&lt;/b&gt; Wherever the new tile touches a tile on the table, the track
colour must be the same on both sides of the edge: white meets white, black meets black.&lt;/li&gt;
&lt;/ul&gt;
</source>
        <translation>&lt;h2&gt;Du bist am Zug&lt;/h2&gt;&lt;p&gt;Du hältst das oberste Plättchen des Stapels und siehst das nächste darunter. Sonst ist vom Stapel nichts bekannt.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Das erste Plättchen&lt;/b&gt; wird so gelegt, wie es gezogen wurde. Wo, spielt keine Rolle: Das Quadrat wächst um es herum.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jedes weitere Plättchen&lt;/b&gt; kommt, wie gezogen, auf einen leeren Platz neben einem schon gelegten Plättchen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Die Farben müssen passen.&lt;/b&gt; Wo das neue Plättchen ein Plättchen auf dem Spielfeld berührt, muss die Farbe der Spur auf beiden Seiten der Kante gleich sein: Weiß trifft Weiß, Schwarz trifft Schwarz.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The frame&lt;/h2&gt;
&lt;p&gt;The tiles must fit in the square: 3 by 3 for the 3x3 game, 4 by 4 for the 4x4 games. You can
never start a 4th row or column in 3x3 (a 5th in 4x4). Until the layout is a full square wide in
some direction, it can still grow on either side.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Der Rahmen&lt;/h2&gt;&lt;p&gt;Die Plättchen müssen in das Quadrat passen: 3 mal 3 im 3x3-Spiel, 4 mal 4 in den 4x4-Spielen. Du kannst im 3x3-Spiel nie eine 4. Reihe oder Spalte beginnen (im 4x4-Spiel eine 5.). Solange die Auslage in einer Richtung noch nicht die volle Breite hat, kann sie noch nach beiden Seiten wachsen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Forced spaces are filled for you&lt;/h2&gt;
&lt;p&gt;When one colour&apos;s track runs into an empty space from two of its sides, that space is
&lt;b&gt;forced&lt;/b&gt;: only one way of laying a tile there joins the two tracks. After every move, each
forced space is filled at once with the next tile from the stack, turned or flipped to join them
up, whichever way it was dealt. Filling one can force another; that is filled too. These tiles
come from the stack like any other, so a move can use up several tiles. You never choose anything
in a forced fill, so the game does it.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Zwangsfelder werden für dich gefüllt&lt;/h2&gt;&lt;p&gt;Wenn die Spur einer Farbe von zwei Seiten in einen leeren Platz läuft, ist dieser Platz &lt;b&gt;erzwungen&lt;/b&gt;: Nur eine Art, dort ein Plättchen zu legen, verbindet die beiden Spuren. Nach jedem Zug wird jedes Zwangsfeld sofort mit dem nächsten Plättchen vom Stapel gefüllt, gedreht oder gewendet, um sie zu verbinden, wie auch immer es gezogen wurde. Das Füllen eines Feldes kann ein weiteres erzwingen; auch dieses wird gefüllt. Diese Plättchen kommen wie alle anderen vom Stapel, ein Zug kann also mehrere Plättchen verbrauchen. Bei einer Zwangsfüllung gibt es nie etwas zu wählen, also erledigt das Spiel sie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Turning and flipping&lt;/h2&gt;
&lt;p&gt;Normally you must play the tile exactly as dealt. Only when the tile in hand &lt;b&gt;fits nowhere&lt;/b&gt;
as dealt may you turn it (&lt;b&gt;T&lt;/b&gt;) or flip it over (&lt;b&gt;F&lt;/b&gt;) and play it any of the six ways,
anywhere that way fits. If it fits somewhere as dealt, it must be played as dealt.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Drehen und Wenden&lt;/h2&gt;&lt;p&gt;Normalerweise musst du das Plättchen genau so spielen, wie es gezogen wurde. Nur wenn das Plättchen in der Hand, wie gezogen, &lt;b&gt;nirgends passt&lt;/b&gt;, darfst du es drehen (&lt;b&gt;T&lt;/b&gt;) oder wenden (&lt;b&gt;F&lt;/b&gt;) und auf jede der sechs Arten spielen, überall, wo diese Art passt. Passt es wie gezogen irgendwo, muss es wie gezogen gespielt werden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Dead spaces&lt;/h2&gt;
&lt;p&gt;A space that one colour runs into from three or four sides can never be filled: no tile joins
three tracks of one colour. You may not make a move that leaves such a &lt;b&gt;dead space&lt;/b&gt;, counting
the forced spaces that the move fills as well. The game will not let you make such a move.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Tote Felder&lt;/h2&gt;&lt;p&gt;Ein Platz, in den eine Farbe von drei oder vier Seiten läuft, kann nie gefüllt werden: Kein Plättchen verbindet drei Spuren einer Farbe. Du darfst keinen Zug machen, der ein solches &lt;b&gt;totes Feld&lt;/b&gt; hinterlässt, die Zwangsfelder mitgezählt, die der Zug füllt. Das Spiel lässt einen solchen Zug nicht zu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Winning&lt;/h2&gt;
&lt;p&gt;When the last tile is down the square is full. Then:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Line&lt;/b&gt; (3x3 line, 4x4 line): you win if one colour, white or black, has a single track
that runs through all the tiles. It may end at the edges or close up on itself.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Loop&lt;/b&gt; (4x4 loop): you win if one colour&apos;s single track through all 16 tiles closes up
into a loop.&lt;/li&gt;
&lt;/ul&gt;
</source>
        <translation>&lt;h2&gt;Gewinnen&lt;/h2&gt;&lt;p&gt;Wenn das letzte Plättchen liegt, ist das Quadrat voll. Dann gilt:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Linie&lt;/b&gt; (3x3-Linie, 4x4-Linie): Du gewinnst, wenn eine Farbe, Weiß oder Schwarz, eine einzige Spur hat, die durch alle Plättchen läuft. Sie darf an den Rändern enden oder sich schließen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Schleife&lt;/b&gt; (4x4-Schleife): Du gewinnst, wenn sich die einzige Spur einer Farbe durch alle 16 Plättchen zu einer Schleife schließt.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;When the game is decided&lt;/h2&gt;
&lt;p&gt;You lose when the tile in hand cannot be placed anywhere, however you turn or flip it: you are
&lt;b&gt;stuck&lt;/b&gt;. Often it is clear sooner: the game tells you as soon as &lt;b&gt;neither colour can still
reach the goal&lt;/b&gt;, even though tiles remain. A colour is out of the running when&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;it closes a loop that misses some tiles;&lt;/li&gt;
&lt;li&gt;in a line game, a track that misses some tiles has both ends running out of the square, at
sides where the layout is already full width;&lt;/li&gt;
&lt;li&gt;in the loop game, any of its tracks runs out of the square at such a side (a loop has no
ends).&lt;/li&gt;
&lt;/ul&gt;
</source>
        <translation>&lt;h2&gt;Wenn die Partie entschieden ist&lt;/h2&gt;&lt;p&gt;Du verlierst, wenn das Plättchen in der Hand nirgends gelegt werden kann, wie du es auch drehst oder wendest: Du &lt;b&gt;steckst fest&lt;/b&gt;. Oft ist es früher klar: Das Spiel sagt es dir, sobald &lt;b&gt;keine Farbe das Ziel mehr erreichen kann&lt;/b&gt;, auch wenn noch Plättchen übrig sind. Eine Farbe ist aus dem Spiel, wenn&lt;/p&gt;&lt;ul&gt;&lt;li&gt;sie eine Schleife schließt, die Plättchen auslässt;&lt;/li&gt;&lt;li&gt;im Linienspiel eine Spur, die Plättchen auslässt, mit beiden Enden aus dem Quadrat läuft, an Seiten, an denen die Auslage schon die volle Breite hat;&lt;/li&gt;&lt;li&gt;im Schleifenspiel eine ihrer Spuren an einer solchen Seite aus dem Quadrat läuft (eine Schleife hat keine Enden).&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Hints&lt;/h2&gt;
&lt;p&gt;Press &lt;b&gt;H&lt;/b&gt; for a hint: the best move (or moves, when several are equally good), with a
percentage and the forced spaces each fills; press H again for the heat map of where the
tile in hand can go, coloured by how good each move is. Clicking a cell plays the tile just as the
hint or the heat map shows it there.&lt;/p&gt;
&lt;p&gt;The percentage is your &lt;b&gt;exact chance of winning from here if you play perfectly&lt;/b&gt;, knowing
only what you see now: the tile in hand and the tiles shown ahead (the next one in the standard
game; the &lt;b&gt;Tiles shown ahead&lt;/b&gt; preference shows 0, 2 or 3 instead). The rest is unknown, so
it is a chance, not a promise: at 60% the best play wins 60 out of 100 games like this one on
average. 100% means you win whatever comes up, if you play right; 0% means the game can no longer
be won. A hint never peeks at the hidden tiles.&lt;/p&gt;
&lt;p&gt;The &lt;b&gt;Deal only solvable deals&lt;/b&gt; preference gives deals that could be won if you knew the
whole stack in advance. You don&apos;t, so you can still lose them.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Tipps&lt;/h2&gt;&lt;p&gt;Drücke &lt;b&gt;H&lt;/b&gt; für einen Tipp: den besten Zug (oder die besten, wenn mehrere gleich gut sind), mit einer Prozentzahl und den Zwangsfeldern, die jeder füllt; drücke noch einmal H für die Wärmekarte, wohin das Plättchen in der Hand kann, gefärbt danach, wie gut jeder Zug ist. Ein Klick auf ein Feld spielt das Plättchen genau so, wie Tipp oder Wärmekarte es dort zeigen.&lt;/p&gt;&lt;p&gt;Die Prozentzahl ist deine &lt;b&gt;genaue Gewinnchance von hier bei perfektem Spiel&lt;/b&gt;, wenn du nur weißt, was du jetzt siehst: das Plättchen in der Hand und die im Voraus gezeigten Plättchen (im Standardspiel das nächste; die Einstellung &lt;b&gt;Im Voraus gezeigte Plättchen&lt;/b&gt; zeigt stattdessen 0, 2 oder 3). Der Rest ist unbekannt, also ist es eine Chance, kein Versprechen: Bei 60 % gewinnt das beste Spiel im Schnitt 60 von 100 Partien wie diese. 100 % heißt, du gewinnst, was auch kommt, wenn du richtig spielst; 0 % heißt, die Partie kann nicht mehr gewonnen werden. Ein Tipp schaut nie auf die verdeckten Plättchen.&lt;/p&gt;&lt;p&gt;Die Einstellung &lt;b&gt;Nur lösbare Verteilungen geben&lt;/b&gt; gibt Verteilungen, die gewonnen werden könnten, wenn du den ganzen Stapel im Voraus kenntest. Das tust du nicht, also kannst du sie trotzdem verlieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Typing moves&lt;/h2&gt;
&lt;p&gt;Press &lt;b&gt;M&lt;/b&gt; (or click the box under the board) and type a move in the notation of game
records: the cell, a colon and the way the tile lies, like &lt;b&gt;B2:NE&lt;/b&gt;, then Enter. &lt;b&gt;B2&lt;/b&gt;
alone plays the tile as you hold it. Columns are lettered from the west edge of the layout
(&lt;b&gt;@&lt;/b&gt; is the empty column west of it), rows numbered from the north edge (&lt;b&gt;0&lt;/b&gt; is the
empty row north of it), as on the board&apos;s labels.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Züge eintippen&lt;/h2&gt;&lt;p&gt;Drücke &lt;b&gt;M&lt;/b&gt; (oder klicke in das Feld unter dem Spielfeld) und tippe einen Zug in der Notation der Partieaufzeichnungen: das Feld, einen Doppelpunkt und die Lage des Plättchens, etwa &lt;b&gt;B2:NE&lt;/b&gt;, dann Eingabe. &lt;b&gt;B2&lt;/b&gt; allein spielt das Plättchen so, wie du es hältst. Die Spalten sind vom Westrand der Auslage an mit Buchstaben bezeichnet (&lt;b&gt;@&lt;/b&gt; ist die leere Spalte westlich davon), die Reihen vom Nordrand an nummeriert (&lt;b&gt;0&lt;/b&gt; ist die leere Reihe nördlich davon), wie auf den Beschriftungen des Spielfelds.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Other ways to deal&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;New game&lt;/b&gt; (N) deals at random, or a deal by its number, or a deal you paste (its
orientations from the top of the stack down). A &lt;b&gt;difficulty&lt;/b&gt; deals a random deal of that
grade:&lt;/p&gt;
{GRADES}
&lt;p&gt;The &lt;b&gt;deal of the day&lt;/b&gt; is the same deal for every player of a variant on that day (UTC),
and one the solver has proved can be won.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Andere Arten zu geben&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Neue Partie&lt;/b&gt; (N) gibt zufällig, oder eine Verteilung nach ihrer Nummer, oder eine Verteilung, die du einfügst (ihre Ausrichtungen von oben nach unten im Stapel). Eine &lt;b&gt;Schwierigkeit&lt;/b&gt; gibt eine zufällige Verteilung dieses Grades:&lt;/p&gt;{GRADES}&lt;p&gt;Die &lt;b&gt;Verteilung des Tages&lt;/b&gt; ist an diesem Tag (UTC) für jeden Spieler einer Variante dieselbe, und der Löser hat bewiesen, dass sie gewonnen werden kann.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Puzzles&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Puzzles&lt;/b&gt; (P) are open-stack deals: the whole stack is shown beside the board, so you can
plan every move. Each pack has puzzles from easy to hard; a solved puzzle is marked, and
&lt;b&gt;Next unsolved puzzle&lt;/b&gt; carries on where you left off. A hint in a puzzle names a move that
still wins for certain.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Rätsel&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Rätsel&lt;/b&gt; (P) sind Verteilungen mit offenem Stapel: Der ganze Stapel wird neben dem Spielfeld gezeigt, du kannst also jeden Zug planen. Jede Sammlung hat Rätsel von leicht bis schwer; ein gelöstes Rätsel wird markiert, und &lt;b&gt;Nächstes ungelöstes Rätsel&lt;/b&gt; macht dort weiter, wo du aufgehört hast. Ein Tipp in einem Rätsel nennt einen Zug, der noch sicher gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Statistics&lt;/h2&gt;
&lt;p&gt;Every game you start and play at least one move of is counted once: won, lost (the square
full without the goal, stuck, or decided and conceded), or abandoned if you start another deal
before it ends (that counts as a loss). Quitting keeps your game for next time; it is not a loss.
Undo, Restart and Redo never count a game twice. Only random and numbered deals count towards the
win rate and the streak; pasted deals, deals of the day, graded deals and puzzles are counted
apart.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Statistik&lt;/h2&gt;&lt;p&gt;Jede Partie, die du beginnst und von der du mindestens einen Zug spielst, wird einmal gezählt: gewonnen, verloren (das Quadrat voll ohne das Ziel, festgesteckt oder entschieden und aufgegeben) oder abgebrochen, wenn du vor ihrem Ende eine andere Verteilung beginnst (das zählt als Niederlage). Beenden hebt deine Partie für das nächste Mal auf; das ist keine Niederlage. Rückgängig, Neu starten und Wiederholen zählen eine Partie nie zweimal. Nur zufällige und nummerierte Verteilungen zählen für die Gewinnquote und die Serie; eingefügte Verteilungen, Verteilungen des Tages, Verteilungen nach Schwierigkeit und Rätsel werden getrennt gezählt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Starting on a game&lt;/h2&gt;
&lt;p&gt;The command line opens the app on a game: &lt;tt&gt;trax-solitaire --size 3 --goal line --deal
&quot;NS ES ...&quot;&lt;/tt&gt;, &lt;tt&gt;--number K&lt;/tt&gt;, &lt;tt&gt;--daily&lt;/tt&gt;, &lt;tt&gt;--puzzle 3x3-line-004&lt;/tt&gt;, or a saved
game file.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Mit einer Partie starten&lt;/h2&gt;&lt;p&gt;Die Befehlszeile öffnet die App mit einer Partie: &lt;tt&gt;trax-solitaire --size 3 --goal line --deal &quot;NS ES ...&quot;&lt;/tt&gt;, &lt;tt&gt;--number K&lt;/tt&gt;, &lt;tt&gt;--daily&lt;/tt&gt;, &lt;tt&gt;--puzzle 3x3-line-004&lt;/tt&gt; oder eine gespeicherte Partiedatei.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys and mouse&lt;/h2&gt;
{KEYS_TABLE}</source>
        <translation>&lt;h2&gt;Tasten und Maus&lt;/h2&gt;{KEYS_TABLE}</translation>
    </message>
    <message>
        <source>How to play Trax Solitaire</source>
        <translation>So spielt man Trax Solitaire</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>Any deal, as it comes: it may not be winnable.</source>
        <translation>Irgendeine Verteilung, wie sie kommt: Sie ist vielleicht nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>type a deal number</source>
        <translation>gib eine Verteilungsnummer ein</translation>
    </message>
    <message>
        <source>deal number {v1!r} is not a whole number</source>
        <translation>die Verteilungsnummer {v1!r} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>paste a deal: {tiles} orientations such as NS EW NE, top of the stack first</source>
        <translation>füge eine Verteilung ein: {tiles} Ausrichtungen wie NS EW NE, oberstes Plättchen des Stapels zuerst</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Random deal</source>
        <translation>Zufällige Verteilung</translation>
    </message>
    <message>
        <source>Deal of the day:</source>
        <translation>Verteilung des Tages:</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Verteilungsnummer:</translation>
    </message>
    <message>
        <source>Deal string:</source>
        <translation>Verteilung als Text:</translation>
    </message>
    <message>
        <source>e.g. 123456</source>
        <translation>z. B. 123456</translation>
    </message>
    <message>
        <source>e.g. NS NE NE SW NS NS NE NE SW</source>
        <translation>z. B. NS NE NE SW NS NS NE NE SW</translation>
    </message>
    <message>
        <source>Only deals the solver proves solvable</source>
        <translation>Nur Verteilungen, die der Löser als lösbar beweist</translation>
    </message>
    <message>
        <source>What the difficulty means</source>
        <translation>Was die Schwierigkeit bedeutet</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Schwierigkeit:</translation>
    </message>
    <message>
        <source>Problem with the deal</source>
        <translation>Problem mit der Verteilung</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>today (UTC)</source>
        <translation>heute (UTC)</translation>
    </message>
    <message>
        <source>The same deal for every player of the variant that day, found solvable by the solver.</source>
        <translation>Dieselbe Verteilung für jeden Spieler der Variante an diesem Tag, vom Löser als lösbar befunden.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>1 in {count}</source>
        <translation>1 von {count}</translation>
    </message>
    <message>
        <source>Open-stack puzzles</source>
        <translation>Rätsel mit offenem Stapel</translation>
    </message>
    <message>
        <source>The whole stack is shown: find a play that makes the goal.</source>
        <translation>Der ganze Stapel wird gezeigt: Finde eine Zugfolge, die das Ziel erreicht.</translation>
    </message>
    <message>
        <source>Pack:</source>
        <translation>Sammlung:</translation>
    </message>
    <message>
        <source>Puzzles of the pack</source>
        <translation>Rätsel der Sammlung</translation>
    </message>
    <message>
        <source>{variant}: {done} of {v1} puzzles solved</source>
        <translation>{variant}: {done} von {v1} Rätseln gelöst</translation>
    </message>
    <message>
        <source>{id}, deal {number}</source>
        <translation>{id}, Verteilung {number}</translation>
    </message>
    <message>
        <source> Solved.</source>
        <translation> Gelöst.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{level}&lt;/b&gt;: {v1}{solved}&lt;br&gt;Random play wins {v2}.</source>
        <translation>&lt;b&gt;{level}&lt;/b&gt;: {v1}{solved}&lt;br&gt;Zufälliges Spiel gewinnt {v2}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>The game&apos;s moves</source>
        <translation>Die Züge der Partie</translation>
    </message>
    <message>
        <source>This deal could not be won, even with the whole stack known.</source>
        <translation>Diese Verteilung war nicht zu gewinnen, auch nicht mit bekanntem Stapel.</translation>
    </message>
    <message>
        <source>Move {ply} ({move}) threw the win away.</source>
        <translation>Zug {ply} ({move}) hat den Sieg verschenkt.</translation>
    </message>
    <message>
        <source>You never let the win slip: every move kept a winning play.</source>
        <translation>Du hast den Sieg nie entgleiten lassen: Jeder Zug hielt eine Gewinnfolge.</translation>
    </message>
    <message>
        <source>You won.</source>
        <translation>Du hast gewonnen.</translation>
    </message>
    <message>
        <source>Lost: the board filled without the goal.</source>
        <translation>Verloren: Das Spielfeld wurde ohne das Ziel voll.</translation>
    </message>
    <message>
        <source>Lost: the tile in hand fitted nowhere.</source>
        <translation>Verloren: Das Plättchen in der Hand passte nirgends.</translation>
    </message>
    <message>
        <source>No win is left.</source>
        <translation>Kein Sieg ist mehr möglich.</translation>
    </message>
    <message>
        <source>Still playing: your chance is {p:.0%}.</source>
        <translation>Partie läuft: Deine Chance ist {p:.0%}.</translation>
    </message>
    <message>
        <source>the tiles went against you ({points} points of win chance)</source>
        <translation>die Plättchen waren gegen dich ({points} Punkte Gewinnchance)</translation>
    </message>
    <message>
        <source>the tiles helped you ({points} points of win chance)</source>
        <translation>die Plättchen haben dir geholfen ({points} Punkte Gewinnchance)</translation>
    </message>
    <message>
        <source>the tiles were even</source>
        <translation>die Plättchen waren ausgeglichen</translation>
    </message>
    <message>
        <source>{outcome} You played every move at its best; {tiles}.</source>
        <translation>{outcome} Du hast jeden Zug bestmöglich gespielt; {tiles}.</translation>
    </message>
    <message>
        <source>{outcome} {v1}; {tiles}. You kept {kept:.0%} of your chances.</source>
        <translation>{outcome} {v1}; {tiles}. Du hast {kept:.0%} deiner Chancen behalten.</translation>
    </message>
    <message>
        <source>Your chance of winning this game before any tile was seen: {odds:.1%}.</source>
        <translation>Deine Gewinnchance für diese Partie, bevor ein Plättchen zu sehen war: {odds:.1%}.</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>du hast gewonnen</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>du hast verloren</translation>
    </message>
    <message>
        <source>your chance now is {p:.1%}</source>
        <translation>deine Chance ist jetzt {p:.1%}</translation>
    </message>
    <message>
        <source>Your chance of winning before any tile was seen: {odds:.1%}. The first two tiles {deal}, the later tiles {tiles}, your moves {moves}; in the end {result}. (A point is 1% of win chance.)</source>
        <translation>Deine Gewinnchance, bevor ein Plättchen zu sehen war: {odds:.1%}. Die ersten beiden Plättchen haben sie {deal}, die späteren Plättchen {tiles}, deine Züge {moves}; zum Schluss: {result}. (Ein Punkt ist 1 % Gewinnchance.)</translation>
    </message>
    <message>
        <source>raised it by {value:.1f} points</source>
        <translation>um {value:.1f} Punkte erhöht</translation>
    </message>
    <message>
        <source>lowered it by {value:.1f} points</source>
        <translation>um {value:.1f} Punkte gesenkt</translation>
    </message>
    <message>
        <source>did not change it</source>
        <translation>nicht verändert</translation>
    </message>
    <message>
        <source>move {ply} ({move})</source>
        <translation>Zug {ply} ({move})</translation>
    </message>
    <message>
        <source>After {name} no win was possible any more</source>
        <translation>Nach {name} war kein Sieg mehr möglich</translation>
    </message>
    <message>
        <source>Your costliest move was {name}: {v1} points of win chance</source>
        <translation>Dein teuerster Zug war {name}: {v1} Punkte Gewinnchance</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move {ply}: {move}&lt;/b&gt; ({hand} in hand, next {next}). </source>
        <translation>&lt;b&gt;Zug {ply}: {move}&lt;/b&gt; ({hand} in der Hand, dann {next}). </translation>
    </message>
    <message>
        <source>No winning move was left: every move wins 0% of the time.</source>
        <translation>Es blieb kein gewinnender Zug: Jeder Zug gewinnt in 0 % der Fälle.</translation>
    </message>
    <message>
        <source>Best: {best} at {p:.1%}. Played: {played:.1%}</source>
        <translation>Bester: {best} mit {p:.1%}. Gespielt: {played:.1%}</translation>
    </message>
    <message>
        <source>, {mark} ({points} points).</source>
        <translation>, {mark} ({points} Punkte).</translation>
    </message>
    <message>
        <source>&lt;br&gt;The tiles before it: {points} points. </source>
        <translation>&lt;br&gt;Die Plättchen davor: {points} Punkte. </translation>
    </message>
    <message>
        <source>Outlined: the move played; the colours compare every move.</source>
        <translation>Umrandet: der gespielte Zug; die Farben vergleichen jeden Zug.</translation>
    </message>
    <message>
        <source>whole stack known</source>
        <translation>ganzer Stapel bekannt</translation>
    </message>
    <message>
        <source>fair play</source>
        <translation>faires Spiel</translation>
    </message>
    <message numerus="yes">
        <source>, %n tile(s) shown ahead</source>
        <translation>
            <numerusform>, %n Plättchen im Voraus gezeigt</numerusform>
            <numerusform>, %n Plättchen im Voraus gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review: {variant}, %n move(s) ({kind})</source>
        <translation>
            <numerusform>Analyse: {variant}, %n Zug ({kind})</numerusform>
            <numerusform>Analyse: {variant}, %n Züge ({kind})</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Die Partie wird analysiert…</translation>
    </message>
    <message>
        <source>Try again from here</source>
        <translation>Von hier neu versuchen</translation>
    </message>
    <message>
        <source>Play on from the position before this move (not counted)</source>
        <translation>Von der Stellung vor diesem Zug weiterspielen (nicht gezählt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The analysis failed&lt;/b&gt;: {v1}</source>
        <translation>&lt;b&gt;Die Analyse ist fehlgeschlagen&lt;/b&gt;: {v1}</translation>
    </message>
    <message>
        <source>No winning move was left: every move wins 0%.</source>
        <translation>Es blieb kein gewinnender Zug: Jeder Zug gewinnt 0 %.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final position&lt;/b&gt;: {v1}.</source>
        <translation>&lt;b&gt;Endstellung&lt;/b&gt;: {v1}.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animation:</translation>
    </message>
    <message>
        <source>Tiles shown ahead:</source>
        <translation>Im Voraus gezeigte Plättchen:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Fill forced spaces automatically</source>
        <translation>Zwangsfelder automatisch füllen</translation>
    </message>
    <message>
        <source>A forced space has only one possible tile. Off: you place it yourself.</source>
        <translation>Ein Zwangsfeld hat nur ein mögliches Plättchen. Aus: Du legst es selbst.</translation>
    </message>
    <message>
        <source>Highlight where the tile in hand can go</source>
        <translation>Hervorheben, wohin das Plättchen in der Hand kann</translation>
    </message>
    <message>
        <source>Deal only solvable deals</source>
        <translation>Nur lösbare Verteilungen geben</translation>
    </message>
    <message>
        <source>New games use deals that can be won when the whole stack is known in advance.</source>
        <translation>Neue Partien verwenden Verteilungen, die gewonnen werden können, wenn der ganze Stapel im Voraus bekannt ist.</translation>
    </message>
    <message>
        <source>Ask before giving up a game in progress</source>
        <translation>Fragen, bevor eine laufende Partie aufgegeben wird</translation>
    </message>
    <message>
        <source>New game, Deal again or Open count the game in progress as lost: ask first.</source>
        <translation>Neue Partie, Neu geben oder Öffnen zählen die laufende Partie als verloren: vorher fragen.</translation>
    </message>
    <message>
        <source>Coach: ask before a costly move</source>
        <translation>Trainer: vor einem teuren Zug fragen</translation>
    </message>
    <message>
        <source>Before a move that throws much of your chance away (more than 10 points of win chance), ask first.</source>
        <translation>Vor einem Zug, der einen großen Teil deiner Chance verschenkt (mehr als 10 Punkte Gewinnchance), vorher fragen.</translation>
    </message>
    <message>
        <source> For new games.</source>
        <translation> Für neue Partien.</translation>
    </message>
    <message>
        <source>A new language applies when Trax Solitaire starts again.</source>
        <translation>Eine neue Sprache gilt beim nächsten Start von Trax Solitaire.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies when Trax Solitaire starts again.</source>
        <translation>Die neue Sprache gilt beim nächsten Start von Trax Solitaire.</translation>
    </message>
    <message>
        <source>Puzzle {number} of {total}</source>
        <translation>Rätsel {number} von {total}</translation>
    </message>
    <message>
        <source>{variant} · deal #{number}</source>
        <translation>{variant} · Verteilung Nr. {number}</translation>
    </message>
    <message>
        <source>{variant} puzzle {number} ({level})</source>
        <translation>{variant}, Rätsel {number} ({level})</translation>
    </message>
    <message>
        <source> &lt;span style=&apos;color:#8fe39f&apos;&gt;{SOLVED_MARK} Solved&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#8fe39f&apos;&gt;{SOLVED_MARK} Gelöst&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open-stack puzzle, {v1}&lt;/b&gt;{solved}&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</source>
        <translation>&lt;b&gt;Rätsel mit offenem Stapel, {v1}&lt;/b&gt;{solved}&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Trax games (*.trax);;All files (*)</source>
        <translation>Trax-Partien (*.trax);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Trax Solitaire</source>
        <translation>Trax Solitaire</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Genutzte Tipps</translation>
    </message>
    <message>
        <source>How games count</source>
        <translation>Wie Partien zählen</translation>
    </message>
    <message>
        <source>Cannot be read just now</source>
        <translation>Gerade nicht lesbar</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>Delete the recorded games of the variant shown</source>
        <translation>Die aufgezeichneten Partien der angezeigten Variante löschen</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Cannot review this game</source>
        <translation>Diese Partie kann nicht analysiert werden</translation>
    </message>
    <message>
        <source>The statistics could not be read. {exc}</source>
        <translation>Die Statistik konnte nicht gelesen werden. {exc}</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Im Voraus</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>noun: the deal a game was on</comment>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>This session&apos;s games are kept beside it and recorded once it can be used.</source>
        <translation>Die Partien dieser Sitzung werden daneben aufbewahrt und aufgezeichnet, sobald sie genutzt werden kann.</translation>
    </message>
    <message>
        <source>Statistics unavailable</source>
        <translation>Statistik nicht verfügbar</translation>
    </message>
    <message>
        <source>{error}

{kept}</source>
        <translation>{error}

{kept}</translation>
    </message>
    <message>
        <source>Statistics file damaged</source>
        <translation>Statistikdatei beschädigt</translation>
    </message>
    <message>
        <source>{error}

Move the damaged file aside (it is kept, renamed) and start new statistics? If you choose No, the file is left as it is. {kept}</source>
        <translation>{error}

Die beschädigte Datei beiseitelegen (sie wird umbenannt aufbewahrt) und eine neue Statistik beginnen? Wenn du Nein wählst, bleibt die Datei, wie sie ist. {kept}</translation>
    </message>
    <message>
        <source>{exc}

{kept}</source>
        <translation>{exc}

{kept}</translation>
    </message>
    <message>
        <source>New statistics</source>
        <translation>Neue Statistik</translation>
    </message>
    <message>
        <source>The damaged file was kept as {aside}.
New statistics start.</source>
        <translation>Die beschädigte Datei wurde als {aside} aufbewahrt.
Eine neue Statistik beginnt.</translation>
    </message>
    <message>
        <source>The waiting games are now recorded in the statistics.</source>
        <translation>Die wartenden Partien sind jetzt in der Statistik aufgezeichnet.</translation>
    </message>
    <message>
        <source>Statistics: {games} cannot be recorded or kept: nothing can be written</source>
        <translation>Statistik: {games} können weder aufgezeichnet noch aufbewahrt werden: Es kann nichts geschrieben werden</translation>
    </message>
    <message>
        <source> in {folder}. File ▸ Save finished games elsewhere… keeps </source>
        <translation> in {folder}. Datei ▸ Beendete Partien anderswo speichern… bewahrt </translation>
    </message>
    <message>
        <source>it.</source>
        <translation>sie auf.</translation>
    </message>
    <message>
        <source>them.</source>
        <translation>sie auf.</translation>
    </message>
    <message>
        <source>Statistics: 1 game waits to be recorded, kept meanwhile.</source>
        <translation>Statistik: 1 Partie wartet auf die Aufzeichnung und wird so lange aufbewahrt.</translation>
    </message>
    <message>
        <source>Statistics: {count} games wait to be recorded, kept meanwhile.</source>
        <translation>Statistik: {count} Partien warten auf die Aufzeichnung und werden so lange aufbewahrt.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>No games of {variant} to reset.</source>
        <translation>Keine Partien von {variant} zurückzusetzen.</translation>
    </message>
    <message numerus="yes">
        <source>Delete the recorded %n game(s) of {variant}, with the streaks?
This cannot be undone.</source>
        <translation>
            <numerusform>Die aufgezeichnete Partie von {variant} samt Serien löschen?
Das kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>Die %n aufgezeichneten Partien von {variant} samt Serien löschen?
Das kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games of this variant have been finished yet.</source>
        <translation>Von dieser Variante wurde noch keine Partie beendet.</translation>
    </message>
    <message>
        <source>all kinds of deal; hover for the reason; double-click to review</source>
        <translation>alle Arten von Verteilungen; für den Grund darüberfahren; zum Analysieren doppelklicken</translation>
    </message>
    <message>
        <source>the next tile hidden</source>
        <translation>das nächste Plättchen verdeckt</translation>
    </message>
    <message>
        <source>Recent games of every setting ({details})</source>
        <translation>Letzte Partien aller Einstellungen ({details})</translation>
    </message>
    <message>
        <source>Recent games with {setting} ({details})</source>
        <translation>Letzte Partien mit {setting} ({details})</translation>
    </message>
    <message numerus="yes">
        <source>. %n more game(s) under other settings: choose Every setting to see them.</source>
        <translation>
            <numerusform>. %n weitere Partie mit anderen Einstellungen: Wähle Alle Einstellungen, um sie zu sehen.</numerusform>
            <numerusform>. %n weitere Partien mit anderen Einstellungen: Wähle Alle Einstellungen, um sie zu sehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games with {setting} yet; %n game(s) under other settings: choose Every setting in Tiles shown ahead.</source>
        <translation>
            <numerusform>Noch keine Partien mit {setting}; %n Partie mit anderen Einstellungen: Wähle Alle Einstellungen bei Im Voraus gezeigte Plättchen.</numerusform>
            <numerusform>Noch keine Partien mit {setting}; %n Partien mit anderen Einstellungen: Wähle Alle Einstellungen bei Im Voraus gezeigte Plättchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 finished game waits to be recorded, not counted in the figures yet: nothing can be written in the data folder, so only this session holds it (File ▸ Save finished games elsewhere… keeps it).</source>
        <translation>1 beendete Partie wartet auf die Aufzeichnung und ist noch nicht in den Zahlen: Im Datenordner kann nichts geschrieben werden, also hält nur diese Sitzung sie (Datei ▸ Beendete Partien anderswo speichern… bewahrt sie auf).</translation>
    </message>
    <message>
        <source>{count} finished games wait to be recorded, not counted in the figures yet: nothing can be written in the data folder, so only this session holds them (File ▸ Save finished games elsewhere… keeps them).</source>
        <translation>{count} beendete Partien warten auf die Aufzeichnung und sind noch nicht in den Zahlen: Im Datenordner kann nichts geschrieben werden, also hält nur diese Sitzung sie (Datei ▸ Beendete Partien anderswo speichern… bewahrt sie auf).</translation>
    </message>
    <message>
        <source>1 finished game waits to be recorded, not counted in the figures yet: the file is in use or damaged. It will be counted once the file can be written.</source>
        <translation>1 beendete Partie wartet auf die Aufzeichnung und ist noch nicht in den Zahlen: Die Datei ist in Gebrauch oder beschädigt. Sie wird gezählt, sobald die Datei geschrieben werden kann.</translation>
    </message>
    <message>
        <source>{count} finished games wait to be recorded, not counted in the figures yet: the file is in use or damaged. They will be counted once the file can be written.</source>
        <translation>{count} beendete Partien warten auf die Aufzeichnung und sind noch nicht in den Zahlen: Die Datei ist in Gebrauch oder beschädigt. Sie werden gezählt, sobald die Datei geschrieben werden kann.</translation>
    </message>
    <message>
        <source>Skill: no analysed games yet (figures come with games played from now on).</source>
        <translation>Können: noch keine analysierten Partien (Zahlen kommen mit den ab jetzt gespielten Partien).</translation>
    </message>
    <message>
        <source>Average skill loss: {points} points a game (game analysed)</source>
        <translation>Durchschnittlicher Verlust: {points} Punkte pro Partie (Partie analysiert)</translation>
    </message>
    <message>
        <source>Average skill loss: {points} points a game ({count} games analysed)</source>
        <translation>Durchschnittlicher Verlust: {points} Punkte pro Partie ({count} Partien analysiert)</translation>
    </message>
    <message>
        <source>; last {count}: {points}</source>
        <translation>; letzte {count}: {points}</translation>
    </message>
    <message>
        <source>. Lower is better.</source>
        <translation>. Weniger ist besser.</translation>
    </message>
    <message>
        <source>Skill loss of the recent games</source>
        <translation>Verlust der letzten Partien</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n beendete Partie</numerusform>
            <numerusform>%n beendete Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing can be saved in your data folder {folder}: {reason}. Finished games cannot be recorded in the statistics, and the game in progress cannot be kept for next time. You can play: when a game ends, File ▸ Save finished games elsewhere… keeps it in another folder, and you are asked before quitting would lose it.</source>
        <translation>In deinem Datenordner {folder} kann nichts gespeichert werden: {reason}. Beendete Partien können nicht in der Statistik aufgezeichnet werden, und die laufende Partie kann nicht für das nächste Mal aufbewahrt werden. Du kannst spielen: Wenn eine Partie endet, bewahrt Datei ▸ Beendete Partien anderswo speichern… sie in einem anderen Ordner auf, und du wirst gefragt, bevor Beenden sie verlieren würde.</translation>
    </message>
    <message>
        <source>Nothing can be saved</source>
        <translation>Nichts kann gespeichert werden</translation>
    </message>
    <message>
        <source>You can choose another folder for your games and statistics now (File ▸ Choose data folder… later): it is remembered, and everything is saved there from then on.</source>
        <translation>Du kannst jetzt einen anderen Ordner für deine Partien und die Statistik wählen (später mit Datei ▸ Datenordner wählen…): Er wird gemerkt, und alles wird von da an dort gespeichert.</translation>
    </message>
    <message>
        <source>Choose another data folder…</source>
        <translation>Anderen Datenordner wählen…</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Ohne Speichern spielen</translation>
    </message>
    <message>
        <source>No finished game waits to be recorded.</source>
        <translation>Keine beendete Partie wartet auf die Aufzeichnung.</translation>
    </message>
    <message>
        <source>Save finished games elsewhere</source>
        <translation>Beendete Partien anderswo speichern</translation>
    </message>
    <message>
        <source>Could not save the games in {name}: {v1}.</source>
        <translation>Die Partien konnten nicht in {name} gespeichert werden: {v1}.</translation>
    </message>
    <message>
        <source>Saved {games} in {name}. To count it in your statistics later, open that file with File ▸ Import saved games… (or File ▸ Open) once your data folder can be written, or after choosing another one (File ▸ Choose data folder…).</source>
        <translation>{games} in {name} gespeichert. Um sie später in deiner Statistik zu zählen, öffne diese Datei mit Datei ▸ Gespeicherte Partien importieren… (oder Datei ▸ Öffnen), sobald dein Datenordner beschreibbar ist oder nachdem du einen anderen gewählt hast (Datei ▸ Datenordner wählen…).</translation>
    </message>
    <message>
        <source>Saved {games} in {name}. To count them in your statistics later, open that file with File ▸ Import saved games… (or File ▸ Open) once your data folder can be written, or after choosing another one (File ▸ Choose data folder…).</source>
        <translation>{games} in {name} gespeichert. Um sie später in deiner Statistik zu zählen, öffne diese Datei mit Datei ▸ Gespeicherte Partien importieren… (oder Datei ▸ Öffnen), sobald dein Datenordner beschreibbar ist oder nachdem du einen anderen gewählt hast (Datei ▸ Datenordner wählen…).</translation>
    </message>
    <message>
        <source>Finished games saved</source>
        <translation>Beendete Partien gespeichert</translation>
    </message>
    <message>
        <source>Finished games not recorded</source>
        <translation>Beendete Partien nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>{games} could not be recorded or kept: nothing can be written in {folder}.</source>
        <translation>{games} konnten weder aufgezeichnet noch aufbewahrt werden: In {folder} kann nichts geschrieben werden.</translation>
    </message>
    <message>
        <source> Quitting now loses it.</source>
        <translation> Wenn du jetzt beendest, geht sie verloren.</translation>
    </message>
    <message>
        <source> Quitting now loses them.</source>
        <translation> Wenn du jetzt beendest, gehen sie verloren.</translation>
    </message>
    <message>
        <source>Save them elsewhere…</source>
        <translation>Anderswo speichern…</translation>
    </message>
    <message>
        <source>Quit without them</source>
        <translation>Ohne sie beenden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Not quitting: the finished games still wait.</source>
        <translation>Nicht beendet: Die beendeten Partien warten noch.</translation>
    </message>
    <message>
        <source>Classic (black and white on red)</source>
        <translation>Klassisch (Schwarz und Weiß auf Rot)</translation>
    </message>
    <message>
        <source>UK (white and red on black)</source>
        <translation>UK (Weiß und Rot auf Schwarz)</translation>
    </message>
    <message>
        <source>0 – hard: the next tile hidden</source>
        <translation>0 – schwer: das nächste Plättchen verdeckt</translation>
    </message>
    <message>
        <source>1 – standard (next tile shown)</source>
        <translation>1 – Standard (nächstes Plättchen gezeigt)</translation>
    </message>
    <message>
        <source>2 – easier</source>
        <translation>2 – leichter</translation>
    </message>
    <message>
        <source>3 – easiest</source>
        <translation>3 – am leichtesten</translation>
    </message>
    <message>
        <source>next tile hidden</source>
        <translation>nächstes Plättchen verdeckt</translation>
    </message>
    <message>
        <source>1 tile shown ahead</source>
        <translation>1 Plättchen im Voraus gezeigt</translation>
    </message>
    <message>
        <source>{lookahead} tiles shown ahead</source>
        <translation>{lookahead} Plättchen im Voraus gezeigt</translation>
    </message>
    <message>
        <source>Tiles shown ahead</source>
        <translation>Im Voraus gezeigte Plättchen</translation>
    </message>
    <message>
        <source>Every setting</source>
        <translation>Alle Einstellungen</translation>
    </message>
    <message>
        <source>How many tiles of the stack you see after the one in hand. 1 is the standard game; 0 is harder, 2 and 3 easier.</source>
        <translation>Wie viele Plättchen des Stapels du nach dem in der Hand siehst. 1 ist das Standardspiel; 0 ist schwerer, 2 und 3 leichter.</translation>
    </message>
    <message>
        <source>&amp;Tutorial: learn to play</source>
        <translation>&amp;Einführung: spielen lernen</translation>
    </message>
    <message>
        <source>Short lessons on the real board, from the first unfinished one</source>
        <translation>Kurze Lektionen auf dem echten Spielfeld, ab der ersten unbeendeten</translation>
    </message>
    <message>
        <source>The tutorial cannot be opened: {exc}</source>
        <translation>Die Einführung kann nicht geöffnet werden: {exc}</translation>
    </message>
    <message>
        <source>of lesson {number}</source>
        <translation>von Lektion {number}</translation>
    </message>
    <message>
        <source>Lesson {number}: {title}.</source>
        <translation>Lektion {number}: {title}.</translation>
    </message>
    <message>
        <source> Now play at {cell} instead.</source>
        <translation> Spiele jetzt stattdessen auf {cell}.</translation>
    </message>
    <message>
        <source>Lesson {number} of {count} · {title}</source>
        <translation>Lektion {number} von {count} · {title}</translation>
    </message>
    <message>
        <source> That was the last lesson.</source>
        <translation> Das war die letzte Lektion.</translation>
    </message>
    <message>
        <source> · done ✓</source>
        <translation> · fertig ✓</translation>
    </message>
    <message>
        <source>Lesson finished.</source>
        <translation>Lektion beendet.</translation>
    </message>
    <message>
        <source> · step {number} of {count}</source>
        <translation> · Schritt {number} von {count}</translation>
    </message>
    <message>
        <source>Welcome to Trax Solitaire</source>
        <translation>Willkommen bei Trax Solitaire</translation>
    </message>
    <message>
        <source>New to Trax Solitaire? A short tutorial teaches the rules on the real board, one idea at a time.</source>
        <translation>Zum ersten Mal bei Trax Solitaire? Eine kurze Einführung lehrt die Regeln auf dem echten Spielfeld, eine Idee nach der anderen.</translation>
    </message>
    <message>
        <source>You can open it at any time from Help ▸ Tutorial.</source>
        <translation>Du kannst sie jederzeit über Hilfe ▸ Einführung öffnen.</translation>
    </message>
    <message>
        <source>Learn to play (about 5 minutes)</source>
        <translation>Spielen lernen (etwa 5 Minuten)</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Gleich spielen</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Skip ▶</source>
        <translation>Überspringen ▶</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>Nächste Lektion ▶</translation>
    </message>
    <message>
        <source>Leave tutorial</source>
        <translation>Einführung verlassen</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>The next lesson</source>
        <translation>Die nächste Lektion</translation>
    </message>
    <message>
        <source>The previous lesson</source>
        <translation>Die vorige Lektion</translation>
    </message>
    <message>
        <source>Go on to the next lesson without finishing this one</source>
        <translation>Zur nächsten Lektion, ohne diese zu beenden</translation>
    </message>
    <message>
        <source>Every lesson: pick one to play</source>
        <translation>Alle Lektionen: wähle eine zum Spielen</translation>
    </message>
    <message>
        <source>Back to your game; Help ▸ Tutorial brings you back here</source>
        <translation>Zurück zu deiner Partie; Hilfe ▸ Einführung bringt dich hierher zurück</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>Fertig ✓</translation>
    </message>
    <message>
        <source>Hint: in this lesson, play at {cell}, the cell with the gold ring.</source>
        <translation>Tipp: Spiele in dieser Lektion auf {cell}, das Feld mit dem goldenen Ring.</translation>
    </message>
    <message>
        <source>Hint: first try {cell}, the cell with the red ring, to see why not.</source>
        <translation>Tipp: Versuche zuerst {cell}, das Feld mit dem roten Ring, um zu sehen, warum nicht.</translation>
    </message>
    <message>
        <source> Turn the tile to {v1} first (F flips, T turns).</source>
        <translation> Drehe das Plättchen zuerst auf {v1} (F wendet, T dreht).</translation>
    </message>
    <message>
        <source>Colours must match where tiles touch. On its {side} side your tile shows {mine}, but the tile at {where} shows {theirs} there.</source>
        <translation>Die Farben müssen passen, wo sich Plättchen berühren. Auf seiner Seite {side} zeigt dein Plättchen {mine}, aber das Plättchen auf {where} zeigt dort {theirs}.</translation>
    </message>
    <message>
        <source> (after the app fills {fills} for you)</source>
        <translation> (nachdem das Spiel {fills} für dich füllt)</translation>
    </message>
    <message>
        <source>That would leave a dead space at {cell}{after}: an empty cell that one colour enters from three sides. No tile could ever fill it, so the move is not allowed.</source>
        <translation>Das würde ein totes Feld auf {cell}{after} hinterlassen: ein leeres Feld, in das eine Farbe von drei Seiten läuft. Kein Plättchen könnte es je füllen, also ist der Zug nicht erlaubt.</translation>
    </message>
    <message>
        <source>The layout may never be more than {n} tiles wide or {n} tiles tall (the frame), and this cell would make it bigger.</source>
        <translation>Die Auslage darf nie mehr als {n} Plättchen breit oder {n} Plättchen hoch sein (der Rahmen), und dieses Feld würde sie größer machen.</translation>
    </message>
    <message>
        <source>You may turn a tile only when it fits nowhere as it was dealt. This one fits somewhere, so play it as it is.</source>
        <translation>Du darfst ein Plättchen nur drehen, wenn es, wie gezogen, nirgends passt. Dieses passt irgendwo, also spiele es, wie es ist.</translation>
    </message>
    <message>
        <source>A new tile must touch a tile already on the table, side by side.</source>
        <translation>Ein neues Plättchen muss ein Plättchen, das schon auf dem Spielfeld liegt, Seite an Seite berühren.</translation>
    </message>
    <message>
        <source>That cell already holds a tile: choose an empty one.</source>
        <translation>Dieses Feld hat schon ein Plättchen: Wähle ein leeres.</translation>
    </message>
    <message>
        <source>The first tile goes on the cell marked @0, just as it was dealt.</source>
        <translation>Das erste Plättchen kommt auf das mit @0 markierte Feld, so wie es gezogen wurde.</translation>
    </message>
    <message>
        <source>A forced space must be filled first at {v1}.</source>
        <translation>Zuerst muss ein Zwangsfeld auf {v1} gefüllt werden.</translation>
    </message>
    <message>
        <source>First the app fills the forced space: watch it, or click the marked cell.</source>
        <translation>Zuerst füllt das Spiel das Zwangsfeld: Schau zu oder klicke auf das markierte Feld.</translation>
    </message>
    <message>
        <source>Tutorial finished: you know the game. Help ▸ Tutorial opens any lesson again.</source>
        <translation>Einführung beendet: Du kennst das Spiel. Hilfe ▸ Einführung öffnet jede Lektion wieder.</translation>
    </message>
    <message>
        <source>Tutorial left: Help ▸ Tutorial brings you back where you were.</source>
        <translation>Einführung verlassen: Hilfe ▸ Einführung bringt dich dorthin zurück, wo du warst.</translation>
    </message>
    <message>
        <source>Tutorial left: Help ▸ Tutorial brings you back to lesson {number}, where you were.</source>
        <translation>Einführung verlassen: Hilfe ▸ Einführung bringt dich zurück zu Lektion {number}, wo du warst.</translation>
    </message>
    <message>
        <source>Lesson {number} dealt again from its first step. New game leaves the tutorial.</source>
        <translation>Lektion {number} ab ihrem ersten Schritt neu gegeben. Neue Partie verlässt die Einführung.</translation>
    </message>
    <message>
        <source>{cell} is allowed; the lesson wants {move}.</source>
        <translation>{cell} ist erlaubt; die Lektion will {move}.</translation>
    </message>
    <message>
        <source>Right cell, but the lesson turns the tile to {way} first: press F to flip it and T to turn it (or right-click), then click again.</source>
        <translation>Richtiges Feld, aber die Lektion dreht das Plättchen zuerst auf {way}: Drücke F zum Wenden und T zum Drehen (oder Rechtsklick), dann klicke noch einmal.</translation>
    </message>
    <message>
        <source>That move is allowed, but this lesson wants the tile at {cell}, the cell with the gold ring.</source>
        <translation>Dieser Zug ist erlaubt, aber diese Lektion will das Plättchen auf {cell}, dem Feld mit dem goldenen Ring.</translation>
    </message>
    <message>
        <source>First start: the solver is preparing its tables for hints in the background (this happens once; they are kept on disk). Play on meanwhile: the first hint will be quick.</source>
        <translation>Erster Start: Der Löser bereitet im Hintergrund seine Tabellen für Tipps vor (das geschieht einmal; sie werden auf der Festplatte aufbewahrt). Spiel so lange weiter: Der erste Tipp kommt schnell.</translation>
    </message>
    <message>
        <source>Preparing hints…</source>
        <translation>Tipps werden vorbereitet…</translation>
    </message>
    <message>
        <source>Preparing hints for {variant}…</source>
        <translation>Tipps für {variant} werden vorbereitet…</translation>
    </message>
    <message>
        <source>Preparing puzzle hints…</source>
        <translation>Tipps für Rätsel werden vorbereitet…</translation>
    </message>
    <message>
        <source>{__name__}: {exc}</source>
        <translation>{__name__}: {exc}</translation>
    </message>
    <message>
        <source>Hints could not be prepared: they are built when asked for.</source>
        <translation>Die Tipps konnten nicht vorbereitet werden: Sie werden erstellt, wenn sie gebraucht werden.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>Choose a variant and a deal</source>
        <translation>Eine Variante und eine Verteilung wählen</translation>
    </message>
    <message>
        <source>&amp;Deal again</source>
        <translation>Neu &amp;geben</translation>
    </message>
    <message>
        <source>A new random deal of the same variant</source>
        <translation>Eine neue zufällige Verteilung derselben Variante</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>Start this deal again from the first tile</source>
        <translation>Diese Verteilung vom ersten Plättchen an neu beginnen</translation>
    </message>
    <message>
        <source>&amp;Concede</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>Give this deal up: it counts as a lost game</source>
        <translation>Diese Verteilung aufgeben: Sie zählt als verlorene Partie</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Den letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Ihn noch einmal spielen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show the best move; press again for every move&apos;s chance</source>
        <translation>Den besten Zug zeigen; noch einmal drücken für die Chance jedes Zuges</translation>
    </message>
    <message>
        <source>Type a &amp;move</source>
        <translation>Einen &amp;Zug eintippen</translation>
    </message>
    <message>
        <source>Type a move such as B2:NE and press Enter</source>
        <translation>Tippe einen Zug wie B2:NE ein und drücke Eingabe</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Drehen</translation>
    </message>
    <message>
        <source>Turn the tile in hand a quarter (only when it fits nowhere as dealt)</source>
        <translation>Das Plättchen in der Hand eine Vierteldrehung drehen (nur wenn es wie gezogen nirgends passt)</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>&amp;Wenden</translation>
    </message>
    <message>
        <source>Turn the tile in hand over (only when it fits nowhere as dealt)</source>
        <translation>Das Plättchen in der Hand wenden (nur wenn es wie gezogen nirgends passt)</translation>
    </message>
    <message>
        <source>Was it &amp;solvable?</source>
        <translation>War sie &amp;lösbar?</translation>
    </message>
    <message>
        <source>Ask the solver whether this deal can be won</source>
        <translation>Den Löser fragen, ob diese Verteilung gewonnen werden kann</translation>
    </message>
    <message>
        <source>Show s&amp;olution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>Step through a winning play of this deal</source>
        <translation>Schritt für Schritt durch eine Gewinnfolge dieser Verteilung gehen</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Vorheriger</translation>
    </message>
    <message>
        <source>Solution replay: the move before</source>
        <translation>Lösung: der Zug davor</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Nächster ▶</translation>
    </message>
    <message>
        <source>Solution replay: the next move</source>
        <translation>Lösung: der nächste Zug</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Solution replay: back to your game</source>
        <translation>Lösung: zurück zu deiner Partie</translation>
    </message>
    <message>
        <source>Play ▶▶</source>
        <translation>Abspielen ▶▶</translation>
    </message>
    <message>
        <source>Play the solution by itself (again to pause)</source>
        <translation>Die Lösung von selbst abspielen (noch einmal zum Anhalten)</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Partie &amp;analysieren…</translation>
    </message>
    <message>
        <source>Every move&apos;s lost win chance, and the luck of the tiles</source>
        <translation>Die verlorene Gewinnchance jedes Zuges und das Glück der Plättchen</translation>
    </message>
    <message>
        <source>C&amp;oach: ask before a blunder</source>
        <translation>&amp;Trainer: vor einem groben Fehler fragen</translation>
    </message>
    <message>
        <source>Before a move that loses much of your chance, ask first</source>
        <translation>Vor einem Zug, der viel von deiner Chance verliert, vorher fragen</translation>
    </message>
    <message>
        <source>&amp;Choose puzzle…</source>
        <translation>Rätsel &amp;wählen…</translation>
    </message>
    <message>
        <source>Pick an open-stack puzzle from a pack</source>
        <translation>Ein Rätsel mit offenem Stapel aus einer Sammlung wählen</translation>
    </message>
    <message>
        <source>&amp;Next unsolved puzzle</source>
        <translation>&amp;Nächstes ungelöstes Rätsel</translation>
    </message>
    <message>
        <source>The next puzzle you have not solved yet</source>
        <translation>Das nächste Rätsel, das du noch nicht gelöst hast</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Nächstes Rätsel</translation>
    </message>
    <message>
        <source>Copy deal &amp;number</source>
        <translation>Verteilungs&amp;nummer kopieren</translation>
    </message>
    <message>
        <source>Copy game &amp;ID (reveals the stack)</source>
        <translation>Spiel-&amp;ID kopieren (deckt den Stapel auf)</translation>
    </message>
    <message>
        <source>The whole deal in order: a game not finished becomes practice, not counted</source>
        <translation>Das ganze Blatt in Reihenfolge: eine nicht beendete Partie wird zur Übung und zählt nicht</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Re&amp;view a record…</source>
        <translation>Auf&amp;zeichnung analysieren…</translation>
    </message>
    <message>
        <source>Analyse a saved game without leaving this one</source>
        <translation>Eine gespeicherte Partie analysieren, ohne diese zu verlassen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save finished games &amp;elsewhere…</source>
        <translation>Beendete Partien &amp;anderswo speichern…</translation>
    </message>
    <message>
        <source>Keep games the statistics could not record in a folder you choose</source>
        <translation>Partien, die die Statistik nicht aufzeichnen konnte, in einem Ordner deiner Wahl aufbewahren</translation>
    </message>
    <message>
        <source>&amp;Import saved games…</source>
        <translation>Gespeicherte Partien &amp;importieren…</translation>
    </message>
    <message>
        <source>Count in your statistics the finished games saved elsewhere</source>
        <translation>Anderswo gespeicherte beendete Partien in deiner Statistik zählen</translation>
    </message>
    <message>
        <source>Choose data &amp;folder…</source>
        <translation>Daten&amp;ordner wählen…</translation>
    </message>
    <message>
        <source>Where your statistics, your game in progress and your progress are kept</source>
        <translation>Wo deine Statistik, deine laufende Partie und dein Fortschritt aufbewahrt werden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>&amp;Highlight legal cells</source>
        <translation>Gültige Felder &amp;hervorheben</translation>
    </message>
    <message>
        <source>Fill forced spaces &amp;automatically</source>
        <translation>Zwangsfelder &amp;automatisch füllen</translation>
    </message>
    <message>
        <source>Deal only &amp;solvable deals</source>
        <translation>Nur &amp;lösbare Verteilungen geben</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Rätsel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>This move drops your chance from {best:.0%} to {played:.0%}. Play it anyway?</source>
        <translation>Dieser Zug senkt deine Chance von {best:.0%} auf {played:.0%}. Trotzdem spielen?</translation>
    </message>
    <message>
        <source>Move taken back before it was played: look for a better one.</source>
        <translation>Zug zurückgenommen, bevor er gespielt wurde: Such einen besseren.</translation>
    </message>
    <message>
        <source>Choose a folder for your games and statistics</source>
        <translation>Einen Ordner für deine Partien und die Statistik wählen</translation>
    </message>
    <message>
        <source>Your data folder is already {new}.</source>
        <translation>Dein Datenordner ist schon {new}.</translation>
    </message>
    <message>
        <source>Nothing can be saved there</source>
        <translation>Dort kann nichts gespeichert werden</translation>
    </message>
    <message>
        <source>Nothing can be saved in {new}: {reason}. Choose another folder.</source>
        <translation>In {new} kann nichts gespeichert werden: {reason}. Wähle einen anderen Ordner.</translation>
    </message>
    <message>
        <source> Copied there from {old}: {files}.</source>
        <translation> Dorthin kopiert aus {old}: {files}.</translation>
    </message>
    <message>
        <source>Your data folder is now {new}: your statistics, your game in progress and your progress are saved there from now on.</source>
        <translation>Dein Datenordner ist jetzt {new}: Deine Statistik, deine laufende Partie und dein Fortschritt werden von nun an dort gespeichert.</translation>
    </message>
    <message>
        <source>Import saved games</source>
        <translation>Gespeicherte Partien importieren</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}.</source>
        <translation>Nichts wurde importiert: {reason}.</translation>
    </message>
    <message>
        <source>{games} from {name} wait to be recorded: the statistics cannot be written now. They are counted once they can.</source>
        <translation>{games} aus {name} warten auf die Aufzeichnung: Die Statistik kann jetzt nicht geschrieben werden. Sie werden gezählt, sobald es geht.</translation>
    </message>
    <message>
        <source>Imported {games} from {name} into your statistics (a game already there is not counted twice).</source>
        <translation>{games} aus {name} in deine Statistik importiert (eine schon vorhandene Partie wird nicht doppelt gezählt).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deal of the day&lt;/b&gt;, {v1}&lt;br&gt;&lt;small&gt;The same deal for every {variant} player that day (UTC).&lt;/small&gt;</source>
        <translation>&lt;b&gt;Verteilung des Tages&lt;/b&gt;, {v1}&lt;br&gt;&lt;small&gt;Dieselbe Verteilung für jeden Spieler von {variant} an diesem Tag (UTC).&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{v1} deal&lt;/b&gt;&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</source>
        <translation>&lt;b&gt;Verteilung: {v1}&lt;/b&gt;&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>I have read this</source>
        <translation>Ich habe das gelesen</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Could not save {path}: {v1}</source>
        <translation>{path} konnte nicht gespeichert werden: {v1}</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>In {path} gespeichert.</translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <translation>Die Partie konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{name}: {exc}</source>
        <translation>{name}: {exc}</translation>
    </message>
    <message>
        <source> This game was counted already ({result}): playing it again does not count.</source>
        <translation> Diese Partie wurde schon gezählt ({result}): Sie noch einmal zu spielen zählt nicht.</translation>
    </message>
    <message>
        <source>Loaded {name}: {v1} played.</source>
        <translation>{name} geladen: {v1} gespielt.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Opening a game</source>
        <translation>Eine Partie öffnen</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>This deal has no number (it was typed in): copied the deal string instead.</source>
        <translation>Diese Verteilung hat keine Nummer (sie wurde eingetippt): Stattdessen wurde die Verteilung als Text kopiert.</translation>
    </message>
    <message>
        <source>Copied deal number {deal_number}.</source>
        <translation>Verteilungsnummer {deal_number} kopiert.</translation>
    </message>
    <message>
        <source>Copied the game ID: {v1}. The stack is revealed: practice, not counted.</source>
        <translation>Spiel-ID kopiert: {v1}. Der Stapel ist aufgedeckt: Übung, zählt nicht.</translation>
    </message>
    <message>
        <source>Copied the deal: {v1}.</source>
        <translation>Verteilung kopiert: {v1}.</translation>
    </message>
    <message>
        <source>Statistics are not part of this build yet.</source>
        <translation>Die Statistik ist noch nicht Teil dieser Version.</translation>
    </message>
    <message>
        <source>Preferences are not part of this build yet.</source>
        <translation>Die Einstellungen sind noch nicht Teil dieser Version.</translation>
    </message>
    <message>
        <source>Help is not part of this build yet: see RULES.md.</source>
        <translation>Die Hilfe ist noch nicht Teil dieser Version: siehe RULES.md.</translation>
    </message>
    <message>
        <source>About Trax Solitaire</source>
        <translation>Über Trax Solitaire</translation>
    </message>
    <message>
        <source>Third-party licences…</source>
        <translation>Lizenzen von Drittanbietern…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trax Solitaire&lt;/b&gt; {v1}&lt;br&gt;The one-player puzzle played with Trax tiles.&lt;br&gt;Make one track through every tile.&lt;p&gt;{v2}.&lt;br&gt;{v3}&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;{link}&quot;&gt;{link}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Credits&lt;/b&gt;&lt;br&gt;{v4}&lt;/p&gt;</source>
        <translation>&lt;b&gt;Trax Solitaire&lt;/b&gt; {v1}&lt;br&gt;Das Rätselspiel für einen Spieler mit Trax-Plättchen.&lt;br&gt;Lege eine einzige Spur durch jedes Plättchen.&lt;p&gt;{v2}.&lt;br&gt;{v3}&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;{link}&quot;&gt;{link}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mitwirkende&lt;/b&gt;&lt;br&gt;{v4}&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>{v1} ({level}): the whole stack is shown. Find a play that wins it.</source>
        <translation>{v1} ({level}): Der ganze Stapel wird gezeigt. Finde eine Zugfolge, die gewinnt.</translation>
    </message>
    <message>
        <source>New game: {variant}, deal {v1}. Click the board to place the first tile.</source>
        <translation>Neue Partie: {variant}, Verteilung {v1}. Klicke auf das Spielfeld, um das erste Plättchen zu legen.</translation>
    </message>
    <message>
        <source>Another puzzle</source>
        <translation>Ein anderes Rätsel</translation>
    </message>
    <message>
        <source>Opening a puzzle</source>
        <translation>Ein Rätsel öffnen</translation>
    </message>
    <message>
        <source>{what} gives up the game in progress: it counts as a lost game in the statistics.</source>
        <translation>{what} gibt die laufende Partie auf: Sie zählt in der Statistik als verloren.</translation>
    </message>
    <message>
        <source>This game can no longer be won (both colours are out). {what} ends it: it counts as a lost game in the statistics.</source>
        <translation>Diese Partie kann nicht mehr gewonnen werden (beide Farben sind aus dem Spiel). {what} beendet sie: Sie zählt in der Statistik als verloren.</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Diese Partie aufgeben?</translation>
    </message>
    <message>
        <source>Quitting instead keeps the game for next time.</source>
        <translation>Beenden bewahrt die Partie stattdessen für das nächste Mal auf.</translation>
    </message>
    <message>
        <source>Give up and go on</source>
        <translation>Aufgeben und weiter</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <source>Settings ▸ Preferences… turns the question back on.</source>
        <translation>Einstellungen ▸ Einstellungen… schaltet die Frage wieder ein.</translation>
    </message>
    <message>
        <source>Kept the game in progress.</source>
        <translation>Die laufende Partie wurde aufbewahrt.</translation>
    </message>
    <message>
        <source>Deal {number} of {variant}: the solver proved it solvable.</source>
        <translation>Verteilung {number} von {variant}: Der Löser hat bewiesen, dass sie lösbar ist.</translation>
    </message>
    <message>
        <source>Looking for a solvable {variant} deal…</source>
        <translation>Suche eine lösbare Verteilung für {variant}…</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Eine neue Partie</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <source>Finding the {variant} deal of the day…</source>
        <translation>Suche die Verteilung des Tages für {variant}…</translation>
    </message>
    <message>
        <source>The {variant} deal of the day for {day}: deal #{number}.</source>
        <translation>Die Verteilung des Tages für {variant} am {day}: Verteilung Nr. {number}.</translation>
    </message>
    <message>
        <source>Deal #{number} of {variant}: graded {grade}.</source>
        <translation>Verteilung Nr. {number} von {variant}: Schwierigkeit {grade}.</translation>
    </message>
    <message>
        <source>No {grade} deal: {error}</source>
        <translation>Keine Verteilung {grade}: {error}</translation>
    </message>
    <message>
        <source>Looking for a {grade} {variant} deal…</source>
        <translation>Suche eine Verteilung {grade} für {variant}…</translation>
    </message>
    <message>
        <source>No puzzle packs were found in this build.</source>
        <translation>In dieser Version wurden keine Rätselsammlungen gefunden.</translation>
    </message>
    <message>
        <source>{variant}: {done} of {v1} solved</source>
        <translation>{variant}: {done} von {v1} gelöst</translation>
    </message>
    <message>
        <source>The first unsolved {variant} puzzle</source>
        <translation>Das erste ungelöste Rätsel für {variant}</translation>
    </message>
    <message>
        <source>There is no {variant} puzzle pack.</source>
        <translation>Es gibt keine Rätselsammlung für {variant}.</translation>
    </message>
    <message>
        <source>Every puzzle is solved: well done! Choose puzzle… replays any of them.</source>
        <translation>Jedes Rätsel ist gelöst: gut gemacht! Rätsel wählen… spielt jedes noch einmal.</translation>
    </message>
    <message>
        <source>Your game cannot be kept</source>
        <translation>Deine Partie kann nicht aufbewahrt werden</translation>
    </message>
    <message>
        <source>Your game in progress cannot be kept for next time: nothing can be saved in your data folder ({problem}). Quitting now loses it.</source>
        <translation>Deine laufende Partie kann nicht für das nächste Mal aufbewahrt werden: In deinem Datenordner kann nichts gespeichert werden ({problem}). Wenn du jetzt beendest, geht sie verloren.</translation>
    </message>
    <message>
        <source>Your game in progress cannot be kept for next time: another Trax Solitaire window keeps its own game. Quitting now loses it.</source>
        <translation>Deine laufende Partie kann nicht für das nächste Mal aufbewahrt werden: Ein anderes Fenster von Trax Solitaire bewahrt seine eigene Partie auf. Wenn du jetzt beendest, geht sie verloren.</translation>
    </message>
    <message>
        <source>Saved as a game file, it comes back with File ▸ Open.</source>
        <translation>Als Partiedatei gespeichert, kommt sie mit Datei ▸ Öffnen zurück.</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Die Partie speichern…</translation>
    </message>
    <message>
        <source>Quit without it</source>
        <translation>Ohne sie beenden</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Die Partie speichern</translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}.</source>
        <translation>{name} konnte nicht gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Pause ❚❚</source>
        <translation>Pause ❚❚</translation>
    </message>
    <message>
        <source>Type a move (B2:NE, or B2 as held) and press Enter</source>
        <translation>Tippe einen Zug (B2:NE, oder B2 wie gehalten) und drücke Eingabe</translation>
    </message>
    <message>
        <source>A move (B2:NE), then Enter</source>
        <translation>Ein Zug (B2:NE), dann Eingabe</translation>
    </message>
    <message>
        <source>The game is over: there is no tile in hand.</source>
        <translation>Die Partie ist vorbei: Es gibt kein Plättchen in der Hand.</translation>
    </message>
    <message>
        <source>{move}: {reason}.</source>
        <translation>{move}: {reason}.</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Zug:</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Einen Zug eintippen</translation>
    </message>
    <message>
        <source>The puzzle is solved, but its tick could not be saved in {name}: {v1}.</source>
        <translation>Das Rätsel ist gelöst, aber sein Haken konnte nicht in {name} gespeichert werden: {v1}.</translation>
    </message>
    <message>
        <source>Puzzle solved: marked ✓. </source>
        <translation>Rätsel gelöst: abgehakt ✓. </translation>
    </message>
    <message>
        <source>Solved again. </source>
        <translation>Erneut gelöst. </translation>
    </message>
    <message>
        <source>Next unsolved puzzle (Ctrl+Shift+N) carries on.</source>
        <translation>Nächstes ungelöstes Rätsel (Ctrl+Shift+N) macht weiter.</translation>
    </message>
    <message>
        <source>Could not record the game in the statistics: {reason}.</source>
        <translation>Die Partie konnte nicht in der Statistik aufgezeichnet werden: {reason}.</translation>
    </message>
    <message>
        <source>{word}. Game ▸ Review game (Ctrl+Shift+R) shows where the chances went.</source>
        <translation>{word}. Partie ▸ Partie analysieren (Ctrl+Shift+R) zeigt, wo die Chancen geblieben sind.</translation>
    </message>
    <message>
        <source>This is the solution replay: use Prev/Next, or Back to game.</source>
        <translation>Das ist die Lösung: Nutze Vorheriger/Nächster oder Zurück zur Partie.</translation>
    </message>
    <message>
        <source>The game is over: undo, restart or deal again.</source>
        <translation>Die Partie ist vorbei: Mach rückgängig, starte neu oder gib neu.</translation>
    </message>
    <message>
        <source>This is the solution replay: Back to game first.</source>
        <translation>Das ist die Lösung: zuerst Zurück zur Partie.</translation>
    </message>
    <message>
        <source>A forced space must be filled first at {where}.</source>
        <translation>Zuerst muss ein Zwangsfeld auf {where} gefüllt werden.</translation>
    </message>
    <message>
        <source>Played {move}.</source>
        <translation>{move} gespielt.</translation>
    </message>
    <message>
        <source>Played {move} (that cell is now {now}).</source>
        <translation>{move} gespielt (dieses Feld ist jetzt {now}).</translation>
    </message>
    <message numerus="yes">
        <source> %n forced space(s) to fill.</source>
        <translation>
            <numerusform> %n Zwangsfeld zu füllen.</numerusform>
            <numerusform> %n Zwangsfelder zu füllen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> %n forced space(s) filled from the stack.</source>
        <translation>
            <numerusform> %n Zwangsfeld aus dem Stapel gefüllt.</numerusform>
            <numerusform> %n Zwangsfelder aus dem Stapel gefüllt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Took back {move}.</source>
        <translation>{move} zurückgenommen.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>Replayed {move}.</source>
        <translation>{move} wiederholt.</translation>
    </message>
    <message>
        <source> It was counted already: playing it again does not count.</source>
        <translation> Sie wurde schon gezählt: Sie noch einmal zu spielen zählt nicht.</translation>
    </message>
    <message>
        <source>Restarted: the same deal from the first tile (Redo replays it).</source>
        <translation>Neu gestartet: dieselbe Verteilung ab dem ersten Plättchen (Wiederholen spielt sie nach).</translation>
    </message>
    <message>
        <source>Nothing to concede: </source>
        <translation>Nichts aufzugeben: </translation>
    </message>
    <message>
        <source>this deal is counted already.</source>
        <translation>Diese Verteilung ist schon gezählt.</translation>
    </message>
    <message>
        <source>no move has been played.</source>
        <translation>Es wurde noch kein Zug gespielt.</translation>
    </message>
    <message>
        <source>Conceded: counted as a lost game. Deal again or New game for another deal.</source>
        <translation>Aufgegeben: als verlorene Partie gezählt. Neu geben oder Neue Partie für eine andere Verteilung.</translation>
    </message>
    <message>
        <source>the tile fits somewhere as dealt, so it may not be turned</source>
        <translation>das Plättchen passt wie gezogen irgendwo, also darf es nicht gedreht werden</translation>
    </message>
    <message numerus="yes">
        <source>fits at %n place(s)</source>
        <translation>
            <numerusform>passt an %n Stelle</numerusform>
            <numerusform>passt an %n Stellen</numerusform>
        </translation>
    </message>
    <message>
        <source>fits nowhere this way</source>
        <translation>passt so nirgends</translation>
    </message>
    <message>
        <source>Tile turned: now {v1} ({where}).</source>
        <translation>Plättchen gedreht: jetzt {v1} ({where}).</translation>
    </message>
    <message>
        <source>Tile flipped: now {v1} ({where}).</source>
        <translation>Plättchen gewendet: jetzt {v1} ({where}).</translation>
    </message>
    <message>
        <source>Nothing to review yet: no move has been played.</source>
        <translation>Noch nichts zu analysieren: Es wurde kein Zug gespielt.</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Eine Partieaufzeichnung analysieren</translation>
    </message>
    <message>
        <source>Cannot review this record</source>
        <translation>Diese Aufzeichnung kann nicht analysiert werden</translation>
    </message>
    <message>
        <source>Review needs the solver&apos;s tables: sizes up to 4.</source>
        <translation>Die Analyse braucht die Tabellen des Lösers: Größen bis 4.</translation>
    </message>
    <message>
        <source>Practising from a reviewed move</source>
        <translation>Üben ab einem analysierten Zug</translation>
    </message>
    <message>
        <source>Practice from move {v1}: not counted in the statistics.</source>
        <translation>Üben ab Zug {v1}: nicht in der Statistik gezählt.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>In der Hand</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächstes</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Plättchen in der Hand</translation>
    </message>
    <message>
        <source>Next tile</source>
        <translation>Nächstes Plättchen</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Danach</translation>
    </message>
    <message>
        <source>Tile {ahead} after the one in hand</source>
        <translation>Plättchen {ahead} nach dem in der Hand</translation>
    </message>
    <message>
        <source>About this deal</source>
        <translation>Über diese Verteilung</translation>
    </message>
    <message>
        <source>The whole stack</source>
        <translation>Der ganze Stapel</translation>
    </message>
    <message>
        <source>The whole remaining stack, tile in hand first</source>
        <translation>Der ganze restliche Stapel, das Plättchen in der Hand zuerst</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Stand der Partie</translation>
    </message>
    <message>
        <source>Fill the forced space at {where} first.</source>
        <translation>Fülle zuerst das Zwangsfeld auf {where}.</translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation>Kein Tipp: Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>No exact hints for {variant} with {lookahead} tiles shown ahead.</source>
        <translation>Keine genauen Tipps für {variant} mit {lookahead} im Voraus gezeigten Plättchen.</translation>
    </message>
    <message>
        <source>Thinking about the best move…</source>
        <translation>Suche den besten Zug…</translation>
    </message>
    <message>
        <source>No move wins from here, even with the whole stack known: undo or restart.</source>
        <translation>Kein Zug gewinnt von hier, auch nicht mit bekanntem Stapel: Mach rückgängig oder starte neu.</translation>
    </message>
    <message>
        <source>Looking for a move that still wins…</source>
        <translation>Suche einen Zug, der noch gewinnt…</translation>
    </message>
    <message>
        <source>Solving deal {v1}…</source>
        <translation>Verteilung {v1} wird gelöst…</translation>
    </message>
    <message>
        <source>Asking the solver…</source>
        <translation>Der Löser wird gefragt…</translation>
    </message>
    <message>
        <source>Yes: this deal can be won (the solver found {v1} win). Show solution steps through it.</source>
        <translation>Ja: Diese Verteilung kann gewonnen werden (der Löser fand {v1} Sieg). Lösung zeigen geht sie durch.</translation>
    </message>
    <message>
        <source>No: no sequence of moves wins this deal, even knowing the whole stack in advance.</source>
        <translation>Nein: Keine Zugfolge gewinnt diese Verteilung, auch nicht, wenn man den ganzen Stapel im Voraus kennt.</translation>
    </message>
    <message>
        <source>Not while the game can still be won: finish it, or concede, first.</source>
        <translation>Nicht, solange die Partie noch gewonnen werden kann: beende sie erst oder gib auf.</translation>
    </message>
    <message>
        <source>Solution: press Next ▶ to step through a winning play.</source>
        <translation>Lösung: Drücke Nächster ▶, um Schritt für Schritt durch eine Gewinnfolge zu gehen.</translation>
    </message>
    <message>
        <source> (+{v1} forced)</source>
        <translation> (+{v1} erzwungen)</translation>
    </message>
    <message>
        <source>Solution move {replay_index} of {v1}: {move}{fills}.</source>
        <translation>Lösungszug {replay_index} von {v1}: {move}{fills}.</translation>
    </message>
    <message>
        <source>Solution move {replay_index} of {v1}.</source>
        <translation>Lösungszug {replay_index} von {v1}.</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>Zurück zu deiner Partie.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>empty; a forced space: the next tile from the stack fills it</source>
        <translation>leer; ein Zwangsfeld: Das nächste Plättchen vom Stapel füllt es</translation>
    </message>
    <message>
        <source>empty; {beyond}</source>
        <translation>leer; {beyond}</translation>
    </message>
    <message>
        <source>{v1} is out: {why}.</source>
        <translation>{v1} ist aus dem Spiel: {why}.</translation>
    </message>
    <message>
        <source>In hand: {tile}.</source>
        <translation>In der Hand: {tile}.</translation>
    </message>
    <message>
        <source>Next: {tile}.</source>
        <translation>Nächste: {tile}.</translation>
    </message>
    <message>
        <source>#{number}</source>
        <comment>a deal by its number</comment>
        <translation>Nr. {number}</translation>
    </message>
    <message>
        <source>(typed in)</source>
        <translation>(eingetippt)</translation>
    </message>
    <message>
        <source> — practice, not counted</source>
        <translation> — Übung, nicht gezählt</translation>
    </message>
    <message>
        <source>{variant} — deal {deal}</source>
        <translation>{variant} — Verteilung {deal}</translation>
    </message>
    <message>
        <source>{v1}: a placed {tile} tile.</source>
        <translation>{v1}: ein gelegtes Plättchen {tile}.</translation>
    </message>
    <message>
        <source>{v1}: empty.</source>
        <translation>{v1}: leer.</translation>
    </message>
    <message>
        <source>, forcing {count} more</source>
        <translation>, erzwingt {count} weitere</translation>
    </message>
    <message>
        <source>{move}: legal{extra}.</source>
        <translation>{move}: erlaubt{extra}.</translation>
    </message>
    <message>
        <source>Every tile is played</source>
        <translation>Jedes Plättchen ist gespielt</translation>
    </message>
    <message>
        <source>This tile fits nowhere as dealt: turn it (T) or flip it (F). It fits as {v1}.</source>
        <translation>Dieses Plättchen passt wie gezogen nirgends: Drehe es (T) oder wende es (F). Es passt als {v1}.</translation>
    </message>
    <message>
        <source>Forced space at {where}: the next tile fills it</source>
        <translation>Zwangsfeld auf {where}: Das nächste Plättchen füllt es</translation>
    </message>
    <message>
        <source> (click it).</source>
        <translation> (klicke darauf).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; tile(s) left</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; Plättchen übrig</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; Plättchen übrig</numerusform>
        </translation>
    </message>
    <message>
        <source> · hints used &lt;b&gt;{hints}&lt;/b&gt;&lt;br&gt;Frame: {frame}</source>
        <translation> · genutzte Tipps &lt;b&gt;{hints}&lt;/b&gt;&lt;br&gt;Rahmen: {frame}</translation>
    </message>
    <message>
        <source>&lt;br&gt;Won!</source>
        <translation>&lt;br&gt;Gewonnen!</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution&lt;/b&gt; — move {replay_index} of {total}</source>
        <translation>&lt;b&gt;Lösung&lt;/b&gt; — Zug {replay_index} von {total}</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Puzzle solved.&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;Rätsel gelöst.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Conceded&lt;/b&gt;: counted as a lost game.</source>
        <translation>&lt;br&gt;&lt;b&gt;Aufgegeben&lt;/b&gt;: als verlorene Partie gezählt.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Counted earlier as &lt;b&gt;{result}&lt;/b&gt;: this finish does not change the statistics.</source>
        <translation>&lt;br&gt;Früher gezählt als &lt;b&gt;{result}&lt;/b&gt;: Dieses Ende ändert die Statistik nicht.</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>&amp;Wärmekarte</translation>
    </message>
    <message>
        <source>Hide &amp;hint</source>
        <translation>Tipp aus&amp;blenden</translation>
    </message>
    <message>
        <source>The solver failed: {why}</source>
        <translation>Der Löser ist gescheitert: {why}</translation>
    </message>
    <message numerus="yes">
        <source>Welcome back: your {variant} game, %n move(s) in.</source>
        <translation>
            <numerusform>Willkommen zurück: deine Partie {variant}, %n Zug gespielt.</numerusform>
            <numerusform>Willkommen zurück: deine Partie {variant}, %n Züge gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trax Solitaire is open in another window, which keeps its game for next time: the game in this window is kept only if that one has none to keep.</source>
        <translation>Trax Solitaire ist in einem anderen Fenster geöffnet, das seine Partie für das nächste Mal aufbewahrt: Die Partie in diesem Fenster wird nur aufbewahrt, wenn jenes keine aufzubewahren hat.</translation>
    </message>
    <message>
        <source>Welcome back to lesson {number}, where you left it. Leave tutorial brings back your own game.</source>
        <translation>Willkommen zurück bei Lektion {number}, wo du aufgehört hast. Einführung verlassen bringt deine eigene Partie zurück.</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Winnable with good play, and forgiving: many plays win.</source>
        <translation>Mit gutem Spiel zu gewinnen, und nachsichtig: Viele Zugfolgen gewinnen.</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Fair</translation>
    </message>
    <message>
        <source>Winnable with good play, but few plays win: think before each tile.</source>
        <translation>Mit gutem Spiel zu gewinnen, aber wenige Zugfolgen gewinnen: Denk vor jedem Plättchen nach.</translation>
    </message>
    <message>
        <source>Treacherous</source>
        <translation>Tückisch</translation>
    </message>
    <message>
        <source>Can be won, but even the best play that sees only the next tile loses it: only luck wins.</source>
        <translation>Kann gewonnen werden, aber selbst das beste Spiel, das nur das nächste Plättchen sieht, verliert sie: Nur Glück gewinnt.</translation>
    </message>
    <message>
        <source>Hopeless</source>
        <translation>Aussichtslos</translation>
    </message>
    <message>
        <source>No play wins, even knowing the whole stack.</source>
        <translation>Keine Zugfolge gewinnt, auch nicht mit bekanntem Stapel.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Many plays win; no single move has to be found.</source>
        <translation>Viele Zugfolgen gewinnen; kein bestimmter Zug muss gefunden werden.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Fewer plays win, or one move along the way is the only one that works.</source>
        <translation>Weniger Zugfolgen gewinnen, oder ein Zug unterwegs ist der einzige, der klappt.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Few plays win, or several moves are the only ones that work.</source>
        <translation>Wenige Zugfolgen gewinnen, oder mehrere Züge sind die einzigen, die klappen.</translation>
    </message>
    <message>
        <source>Fiendish</source>
        <translation>Teuflisch</translation>
    </message>
    <message>
        <source>Hardly any play wins: plan the whole stack before the first tile.</source>
        <translation>Kaum eine Zugfolge gewinnt: Plane den ganzen Stapel vor dem ersten Plättchen.</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bester</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>festgesteckt</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>{size}×{size} {goal}</source>
        <translation>{goal} {size}×{size}</translation>
    </message>
    <message>
        <source>{size}x{size} {goal}</source>
        <translation>{goal} {size}x{size}</translation>
    </message>
    <message>
        <source>+{count} forced</source>
        <translation>+{count} erzwungen</translation>
    </message>
    <message>
        <source>{label}: {reason}.</source>
        <translation>{label}: {reason}.</translation>
    </message>
    <message>
        <source>empty (may grow to {size}×{size})</source>
        <translation>leer (kann bis {size}×{size} wachsen)</translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s)</source>
        <translation>
            <numerusform>%n weitere Reihe</numerusform>
            <numerusform>%n weitere Reihen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more column(s)</source>
        <translation>
            <numerusform>%n weitere Spalte</numerusform>
            <numerusform>%n weitere Spalten</numerusform>
        </translation>
    </message>
    <message>
        <source>{rows}×{cols}, complete</source>
        <translation>{rows}×{cols}, vollständig</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>{rows}×{cols}, room for {room}</source>
        <translation>{rows}×{cols}, Platz für {room}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You won!&lt;/b&gt;&lt;br&gt;One {colour} {goal} runs through every tile.</source>
        <translation>&lt;b&gt;Du hast gewonnen!&lt;/b&gt;&lt;br&gt;Eine einzige Spur in {colour} ({goal}) läuft durch jedes Plättchen.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;%n move(s)</source>
        <translation>
            <numerusform>&lt;br&gt;%n Zug</numerusform>
            <numerusform>&lt;br&gt;%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source> ({laid} laid for the lesson)</source>
        <translation> ({laid} für die Lektion gelegt)</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s).</source>
        <translation>
            <numerusform>%n Tipp.</numerusform>
            <numerusform>%n Tipps.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Stuck&lt;/b&gt; — the tile in hand fits nowhere in any orientation.</source>
        <translation>&lt;b&gt;Festgesteckt&lt;/b&gt; — das Plättchen in der Hand passt nirgends, in keiner Ausrichtung.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lost&lt;/b&gt; — the board is full but no colour made the {goal}.</source>
        <translation>&lt;b&gt;Verloren&lt;/b&gt; — das Spielfeld ist voll, aber keine Farbe hat das Ziel ({goal}) erreicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decided&lt;/b&gt; — no win is possible any more:</source>
        <translation>&lt;b&gt;Entschieden&lt;/b&gt; — kein Sieg ist mehr möglich:</translation>
    </message>
    <message>
        <source>&lt;br&gt;Undo, restart or deal again.</source>
        <translation>&lt;br&gt;Mach rückgängig, starte neu oder gib neu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing&lt;/b&gt; — make one {goal} through every tile.</source>
        <translation>&lt;b&gt;Partie läuft&lt;/b&gt; — bilde eine einzige {goal} durch jedes Plättchen.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Out: </source>
        <translation>&lt;br&gt;Aus dem Spiel: </translation>
    </message>
    <message>
        <source>{colour} is out ({reason})</source>
        <translation>{colour} ist aus dem Spiel ({reason})</translation>
    </message>
    <message>
        <source>won: one {colour} {goal} through every tile</source>
        <translation>gewonnen: eine einzige Spur in {colour} ({goal}) durch jedes Plättchen</translation>
    </message>
    <message>
        <source>lost: the tile in hand fits nowhere in any orientation</source>
        <translation>verloren: Das Plättchen in der Hand passt nirgends, in keiner Ausrichtung</translation>
    </message>
    <message>
        <source>lost: {reasons}</source>
        <translation>verloren: {reasons}</translation>
    </message>
    <message>
        <source>decided, no win possible: {reasons}</source>
        <translation>entschieden, kein Sieg mehr möglich: {reasons}</translation>
    </message>
    <message>
        <source> (+{count} forced)</source>
        <translation> (+{count} erzwungen)</translation>
    </message>
    <message>
        <source>No move can win any more, whatever the stack holds. You may play on until the grid is full or the tile fits nowhere. Press H again for every move.</source>
        <translation>Kein Zug kann mehr gewinnen, was auch immer der Stapel enthält. Du kannst weiterspielen, bis das Raster voll ist oder das Plättchen nirgends passt. Drücke noch einmal H für jeden Zug.</translation>
    </message>
    <message>
        <source>Hint: {move} wins {p:.0%} of the time with best play.</source>
        <translation>Tipp: {move} gewinnt in {p:.0%} der Fälle bei bestem Spiel.</translation>
    </message>
    <message>
        <source>Hint: {moves} tie, each winning {p:.0%} of the time with best play.</source>
        <translation>Tipp: {moves} sind gleich gut, jeder gewinnt in {p:.0%} der Fälle bei bestem Spiel.</translation>
    </message>
    <message>
        <source> Press H again for every move.</source>
        <translation> Drücke noch einmal H für jeden Zug.</translation>
    </message>
    <message>
        <source>Hint: {move} leads to a win (the whole stack is known).</source>
        <translation>Tipp: {move} führt zu einem Sieg (der ganze Stapel ist bekannt).</translation>
    </message>
    <message>
        <source> It is the only legal move.</source>
        <translation> Es ist der einzige erlaubte Zug.</translation>
    </message>
    <message>
        <source> It is the only one of the {legal} legal moves that does.</source>
        <translation> Es ist der einzige der {legal} erlaubten Züge, der das tut.</translation>
    </message>
    <message>
        <source> All {legal} legal moves do.</source>
        <translation> Alle {legal} erlaubten Züge tun das.</translation>
    </message>
    <message>
        <source> {winners} of the {legal} legal moves do.</source>
        <translation> {winners} der {legal} erlaubten Züge tun das.</translation>
    </message>
    <message>
        <source>Deal {lesson}</source>
        <translation>Verteilung {lesson}</translation>
    </message>
    <message>
        <source>Practice from a typed-in deal</source>
        <translation>Üben ab einer eingetippten Verteilung</translation>
    </message>
    <message>
        <source>Practice from deal #{number}</source>
        <translation>Üben ab Verteilung Nr. {number}</translation>
    </message>
    <message>
        <source>Deal #{number}</source>
        <translation>Verteilung Nr. {number}</translation>
    </message>
    <message>
        <source>Deal (typed in)</source>
        <translation>Verteilung (eingetippt)</translation>
    </message>
    <message>
        <source>Heat map hidden. H shows the best moves again.</source>
        <translation>Wärmekarte ausgeblendet. H zeigt wieder die besten Züge.</translation>
    </message>
    <message>
        <source>Heat map: every legal move coloured by its chance. Press H again to hide it.</source>
        <translation>Wärmekarte: jeder erlaubte Zug nach seiner Chance gefärbt. Drücke noch einmal H zum Ausblenden.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Forced spaces&lt;/b&gt;: %n tile(s) from the stack being placed…</source>
        <translation>
            <numerusform>&lt;b&gt;Zwangsfelder&lt;/b&gt;: %n Plättchen vom Stapel wird gelegt…</numerusform>
            <numerusform>&lt;b&gt;Zwangsfelder&lt;/b&gt;: %n Plättchen vom Stapel werden gelegt…</numerusform>
        </translation>
    </message>
    <message>
        <source> ({count} waiting)</source>
        <translation> ({count} warten)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Forced space at {where}&lt;/b&gt;{more}: click it to fill it from the stack.</source>
        <translation>&lt;b&gt;Zwangsfeld auf {where}&lt;/b&gt;{more}: Klicke darauf, um es aus dem Stapel zu füllen.</translation>
    </message>
    <message>
        <source>a cell not next to the layout</source>
        <translation>ein Feld nicht neben der Auslage</translation>
    </message>
    <message>
        <source>Start in the middle: the first tile is always played at @0 (marked green).</source>
        <translation>Fang in der Mitte an: Das erste Plättchen wird immer auf @0 gespielt (grün markiert).</translation>
    </message>
    <message>
        <source>This cell is not next to the layout: a tile must touch one already placed (the lettered and numbered cells around it).</source>
        <translation>Dieses Feld liegt nicht neben der Auslage: Ein Plättchen muss ein schon gelegtes berühren (die Felder mit Buchstaben und Zahlen ringsum).</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Gespeicherte Partien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The game in progress could not be resumed ({problem}); the file was kept as {moved_to}.</source>
        <translation>Die laufende Partie konnte nicht fortgesetzt werden ({problem}); die Datei wurde als {moved_to} aufbewahrt.</translation>
    </message>
    <message>
        <source>The game in progress could not be resumed: {problem}</source>
        <translation>Die laufende Partie konnte nicht fortgesetzt werden: {problem}</translation>
    </message>
    <message>
        <source> (and it could not be moved aside: {reason})</source>
        <translation> (und sie konnte nicht beiseitegelegt werden: {reason})</translation>
    </message>
    <message>
        <source>cannot be read ({reason})</source>
        <translation>kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>is damaged ({reason})</source>
        <translation>ist beschädigt ({reason})</translation>
    </message>
    <message>
        <source> and could not be moved aside ({reason})</source>
        <translation> und konnte nicht beiseitegelegt werden ({reason})</translation>
    </message>
    <message>
        <source>The puzzle progress file {path} {problem}; it was kept as {moved_to} and progress starts afresh.</source>
        <translation>Die Fortschrittsdatei der Rätsel {path} {problem}; sie wurde als {moved_to} aufbewahrt, und der Fortschritt beginnt neu.</translation>
    </message>
    <message>
        <source>The puzzle progress file {path} {problem}; solved puzzles are not saved this session.</source>
        <translation>Die Fortschrittsdatei der Rätsel {path} {problem}; gelöste Rätsel werden in dieser Sitzung nicht gespeichert.</translation>
    </message>
    <message>
        <source>it is not JSON text (line {line})</source>
        <translation>sie ist kein JSON-Text (Zeile {line})</translation>
    </message>
    <message>
        <source>Your files were moved from the old data folder to {folder}: {names}.</source>
        <translation>Deine Dateien wurden aus dem alten Datenordner nach {folder} verschoben: {names}.</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{name} is too large for a game record (over {size} KB)</source>
        <translation>{name} ist zu groß für eine Partieaufzeichnung (über {size} KB)</translation>
    </message>
    <message>
        <source>{path} is not a text file</source>
        <translation>{path} ist keine Textdatei</translation>
    </message>
    <message>
        <source>Copyright (c) 2026 the trax-solitaire authors</source>
        <translation>Copyright (c) 2026 die Autoren von trax-solitaire</translation>
    </message>
    <message>
        <source>Free software under the MIT licence: the LICENSE file that comes with every copy (the source, the wheel, the standalone app) gives its full text.</source>
        <translation>Freie Software unter der MIT-Lizenz: Die Datei LICENSE, die jeder Kopie beiliegt (dem Quellcode, dem Wheel, der eigenständigen App), enthält ihren vollen Wortlaut.</translation>
    </message>
    <message>
        <source>Trax was invented by David Smith (New Zealand, 1980). The game, its name and its rules texts, the solitaire rules printed with the game among them, are his and his publishers&apos;. This program is an independent implementation of those rules (the project&apos;s reading of them is the rule book in its documentation), not made or endorsed by the makers of Trax.</source>
        <translation>Trax wurde von David Smith erfunden (Neuseeland, 1980). Das Spiel, sein Name und seine Regeltexte, darunter die mit dem Spiel gedruckten Solitär-Regeln, gehören ihm und seinen Verlegern. Dieses Programm ist eine unabhängige Umsetzung dieser Regeln (wie das Projekt sie liest, steht im Regelbuch seiner Dokumentation), weder von den Machern von Trax erstellt noch gebilligt.</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>west</source>
        <translation>West</translation>
    </message>
    <message>
        <source>{colour} straight {a} to {b}</source>
        <translation>{colour}, gerade von {a} nach {b}</translation>
    </message>
    <message>
        <source>{colour} curve {a} to {b}</source>
        <translation>{colour}, Kurve von {a} nach {b}</translation>
    </message>
    <message>
        <source>, forcing {fills} more</source>
        <translation>, erzwingt {fills} weitere</translation>
    </message>
    <message>
        <source>the tile in hand fits here as {way}</source>
        <translation>das Plättchen in der Hand passt hier als {way}</translation>
    </message>
    <message>
        <source>the tile in hand fits here only turned, as {ways}</source>
        <translation>das Plättchen in der Hand passt hier nur gedreht, als {ways}</translation>
    </message>
    <message>
        <source>it may not go here</source>
        <translation>es darf nicht hierher</translation>
    </message>
    <message>
        <source>the tile in hand does not fit here: {reason}</source>
        <translation>das Plättchen in der Hand passt hier nicht: {reason}</translation>
    </message>
    <message>
        <source>hint: cannot win from here</source>
        <translation>Tipp: Von hier ist kein Sieg möglich</translation>
    </message>
    <message>
        <source>hint: wins {p:.0%} of the time with best play</source>
        <translation>Tipp: gewinnt in {p:.0%} der Fälle bei bestem Spiel</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Forced fill at {label}: {tile}.</source>
        <translation>Zwangsfüllung auf {label}: {tile}.</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>die Berechtigung wurde verweigert</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>part of its path is a file, not a folder</source>
        <translation>ein Teil des Pfades ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>sie existiert nicht</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>der Datenträger meldete einen Fehler</translation>
    </message>
    <message>
        <source>its name is too long</source>
        <translation>ihr Name ist zu lang</translation>
    </message>
    <message>
        <source>it holds characters that are not text: not a file this app wrote</source>
        <translation>sie enthält Zeichen, die kein Text sind: keine Datei, die diese App geschrieben hat</translation>
    </message>
    <message>
        <source>its contents are not what this app writes</source>
        <translation>ihr Inhalt ist nicht das, was diese App schreibt</translation>
    </message>
    <message>
        <source>it could not be read or written</source>
        <translation>sie konnte nicht gelesen oder geschrieben werden</translation>
    </message>
    <message>
        <source>A game is one deal, from its first move until another deal replaces it. It is counted once: &lt;b&gt;won&lt;/b&gt; the first time the goal is made; &lt;b&gt;lost&lt;/b&gt; when the board is full without the goal or the game is decided; &lt;b&gt;stuck&lt;/b&gt; when no orientation of the tile in hand fits; &lt;b&gt;conceded&lt;/b&gt; when you give it up with Concede; &lt;b&gt;abandoned&lt;/b&gt;, a loss, when you start another deal after its first move.</source>
        <translation>Eine Partie ist eine Verteilung, vom ersten Zug an, bis eine andere Verteilung sie ersetzt. Sie wird einmal gezählt: &lt;b&gt;gewonnen&lt;/b&gt;, wenn das Ziel zum ersten Mal erreicht ist; &lt;b&gt;verloren&lt;/b&gt;, wenn das Spielfeld ohne das Ziel voll ist oder die Partie entschieden ist; &lt;b&gt;festgesteckt&lt;/b&gt;, wenn keine Ausrichtung des Plättchens in der Hand passt; &lt;b&gt;aufgegeben&lt;/b&gt;, wenn du sie mit Aufgeben aufgibst; &lt;b&gt;abgebrochen&lt;/b&gt;, eine Niederlage, wenn du nach ihrem ersten Zug eine andere Verteilung beginnst.</translation>
    </message>
    <message>
        <source>Undo after a win, Restart and redo never count a game again. A deal with no move played is not counted. Each game has a fixed id, kept in its saves: opening a saved game that was already counted never counts it again, even after the app was closed.</source>
        <translation>Rückgängig nach einem Sieg, Neu starten und Wiederholen zählen eine Partie nie erneut. Eine Verteilung ohne gespielten Zug wird nicht gezählt. Jede Partie hat eine feste Kennung, die in ihren Speicherständen steht: Eine gespeicherte, schon gezählte Partie zu öffnen zählt sie nie erneut, auch nachdem die App geschlossen wurde.</translation>
    </message>
    <message>
        <source>New game, Deal again or Open with a game in progress ask first (unless you chose &lt;i&gt;Don&apos;t ask again&lt;/i&gt;). Quitting keeps the game to resume: it is not a loss.</source>
        <translation>Neue Partie, Neu geben oder Öffnen fragen bei einer laufenden Partie zuerst (außer du hast &lt;i&gt;Nicht mehr fragen&lt;/i&gt; gewählt). Beenden bewahrt die Partie zum Fortsetzen auf: Das ist keine Niederlage.</translation>
    </message>
    <message>
        <source>The win rate and streaks count &lt;b&gt;random and numbered deals&lt;/b&gt; only. Pasted deals, deals of the day, graded deals and puzzles are counted apart, below the figures.</source>
        <translation>Gewinnquote und Serien zählen nur &lt;b&gt;zufällige und nummerierte Verteilungen&lt;/b&gt;. Eingefügte Verteilungen, Verteilungen des Tages, Verteilungen nach Schwierigkeit und Rätsel werden getrennt gezählt, unter den Zahlen.</translation>
    </message>
    <message>
        <source>Each game keeps its moves, hints, time played and result, and the game itself: select it in the list and press &lt;b&gt;Review game&lt;/b&gt; (or double-click it) to see where the chances went. Games recorded by older versions were kept without their moves and cannot be reviewed.</source>
        <translation>Jede Partie bewahrt ihre Züge, Tipps, Spielzeit und ihr Ergebnis auf, und die Partie selbst: Wähle sie in der Liste und drücke &lt;b&gt;Partie analysieren&lt;/b&gt; (oder doppelklicke sie), um zu sehen, wo die Chancen geblieben sind. Von älteren Versionen aufgezeichnete Partien wurden ohne ihre Züge aufbewahrt und können nicht analysiert werden.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>Festgesteckt</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>The goal was made.</source>
        <translation>Das Ziel wurde erreicht.</translation>
    </message>
    <message>
        <source>The board filled without the goal, or the game was decided.</source>
        <translation>Das Spielfeld wurde ohne das Ziel voll, oder die Partie war entschieden.</translation>
    </message>
    <message>
        <source>No orientation of the tile in hand fitted anywhere.</source>
        <translation>Keine Ausrichtung des Plättchens in der Hand passte irgendwo.</translation>
    </message>
    <message>
        <source>Given up with Concede.</source>
        <translation>Mit Aufgeben aufgegeben.</translation>
    </message>
    <message>
        <source>Another deal was started after this one&apos;s first move (counted as a loss).</source>
        <translation>Nach dem ersten Zug dieser Partie wurde eine andere Verteilung begonnen (als Niederlage gezählt).</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>random deals</source>
        <translation>zufällige Verteilungen</translation>
    </message>
    <message>
        <source>Numbered</source>
        <translation>Nummeriert</translation>
    </message>
    <message>
        <source>numbered deals</source>
        <translation>nummerierte Verteilungen</translation>
    </message>
    <message>
        <source>Pasted</source>
        <translation>Eingefügt</translation>
    </message>
    <message>
        <source>pasted deals</source>
        <translation>eingefügte Verteilungen</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Verteilung des Tages</translation>
    </message>
    <message>
        <source>deals of the day</source>
        <translation>Verteilungen des Tages</translation>
    </message>
    <message>
        <source>Graded</source>
        <translation>Nach Schwierigkeit</translation>
    </message>
    <message>
        <source>graded deals</source>
        <translation>Verteilungen nach Schwierigkeit</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>{kind} No. {number}</source>
        <translation>{kind} Nr. {number}</translation>
    </message>
    <message>
        <source> ({won} won)</source>
        <translation> ({won} gewonnen)</translation>
    </message>
    <message>
        <source>In the figures: {counted}.&lt;br&gt;Counted apart: {apart}.</source>
        <translation>In den Zahlen: {counted}.&lt;br&gt;Getrennt gezählt: {apart}.</translation>
    </message>
    <message>
        <source>the statistics file is in use by another program (another Trax Solitaire?)</source>
        <translation>die Statistikdatei wird von einem anderen Programm benutzt (einem anderen Trax Solitaire?)</translation>
    </message>
    <message>
        <source>Close the other program and open Statistics again.</source>
        <translation>Schließe das andere Programm und öffne die Statistik erneut.</translation>
    </message>
    <message>
        <source>the statistics file is damaged and was kept as it is</source>
        <translation>die Statistikdatei ist beschädigt und wurde so aufbewahrt, wie sie ist</translation>
    </message>
    <message>
        <source>Your games are not lost: move the file aside at the next start to count anew.</source>
        <translation>Deine Partien sind nicht verloren: Lege die Datei beim nächsten Start beiseite, um neu zu zählen.</translation>
    </message>
    <message>
        <source>the statistics file cannot be read</source>
        <translation>die Statistikdatei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Nothing is deleted.</source>
        <translation>Nichts wird gelöscht.</translation>
    </message>
    <message>
        <source>The figures cannot be read: {why}. {after} Nothing is lost: games finished meanwhile wait beside the file and are recorded once it can be used.</source>
        <translation>Die Zahlen können nicht gelesen werden: {why}. {after} Nichts geht verloren: Inzwischen beendete Partien warten neben der Datei und werden aufgezeichnet, sobald sie genutzt werden kann.</translation>
    </message>
    <message>
        <source>This game was recorded by an older version of trax-solitaire, which did not keep the game itself: there is nothing to review.</source>
        <translation>Diese Partie wurde von einer älteren Version von trax-solitaire aufgezeichnet, die die Partie selbst nicht aufbewahrte: Es gibt nichts zu analysieren.</translation>
    </message>
    <message>
        <source>Review needs the solver&apos;s tables, which exist for sizes up to 4.</source>
        <translation>Die Analyse braucht die Tabellen des Lösers, die es für Größen bis 4 gibt.</translation>
    </message>
    <message>
        <source>Select a game in the list to review it.</source>
        <translation>Wähle eine Partie in der Liste, um sie zu analysieren.</translation>
    </message>
    <message>
        <source>Review this game: the win chance of every move (double-click or Enter on a row)</source>
        <translation>Diese Partie analysieren: die Gewinnchance jedes Zuges (Doppelklick oder Eingabe auf einer Zeile)</translation>
    </message>
    <message>
        <source>the game is over: there is no tile in hand</source>
        <translation>die Partie ist vorbei: Es gibt kein Plättchen in der Hand</translation>
    </message>
    <message>
        <source>the first tile is always played at @0, not {cell}</source>
        <translation>das erste Plättchen wird immer auf @0 gespielt, nicht auf {cell}</translation>
    </message>
    <message>
        <source>the first tile is placed as dealt ({way})</source>
        <translation>das erste Plättchen wird so gelegt, wie es gezogen wurde ({way})</translation>
    </message>
    <message>
        <source>{cell} already holds a tile</source>
        <translation>{cell} hat schon ein Plättchen</translation>
    </message>
    <message>
        <source>{cell} is not next to the layout</source>
        <translation>{cell} liegt nicht neben der Auslage</translation>
    </message>
    <message>
        <source>{cell} is outside the {size}x{size} frame</source>
        <translation>{cell} liegt außerhalb des Rahmens {size}x{size}</translation>
    </message>
    <message>
        <source>{cell} does not touch a placed tile</source>
        <translation>{cell} berührt kein gelegtes Plättchen</translation>
    </message>
    <message>
        <source>the tile in hand fits nowhere in any orientation: the game is stuck</source>
        <translation>das Plättchen in der Hand passt nirgends, in keiner Ausrichtung: Die Partie steckt fest</translation>
    </message>
    <message>
        <source>the tile fits somewhere as dealt ({way}), so it may not be turned</source>
        <translation>das Plättchen passt wie gezogen irgendwo ({way}), also darf es nicht gedreht werden</translation>
    </message>
    <message>
        <source>wrong colour on the {edge} edge: {way} shows {mine} there but the tile at {at} shows {theirs}{turn}</source>
        <translation>falsche Farbe an der Kante {edge}: {way} zeigt dort {mine}, aber das Plättchen auf {at} zeigt {theirs}{turn}</translation>
    </message>
    <message>
        <source> (the tile fits nowhere as dealt: give the orientation to play)</source>
        <translation> (das Plättchen passt wie gezogen nirgends: Gib die Ausrichtung an, um zu spielen)</translation>
    </message>
    <message>
        <source>leaves a dead space at {cell}{fills}</source>
        <translation>hinterlässt ein totes Feld auf {cell}{fills}</translation>
    </message>
    <message>
        <source> after the forced fills at {value}</source>
        <translation> nach den Zwangsfüllungen auf {value}</translation>
    </message>
    <message>
        <source>{colour} has a closed loop of 1 tile{at}</source>
        <translation>{colour} hat eine geschlossene Schleife aus 1 Plättchen{at}</translation>
    </message>
    <message>
        <source>{colour} has a closed loop of {count} tiles{at}</source>
        <translation>{colour} hat eine geschlossene Schleife aus {count} Plättchen{at}</translation>
    </message>
    <message>
        <source>a {colour} track of 1 tile{at} has both ends on the edge of the finished frame</source>
        <translation>eine Spur in {colour} aus 1 Plättchen{at} hat beide Enden am Rand des vollen Rahmens</translation>
    </message>
    <message>
        <source>a {colour} track of {count} tiles{at} has both ends on the edge of the finished frame</source>
        <translation>eine Spur in {colour} aus {count} Plättchen{at} hat beide Enden am Rand des vollen Rahmens</translation>
    </message>
    <message>
        <source>a {colour} track{count}{at} runs off the {edge} edge of the finished frame, so it can never close</source>
        <translation>eine Spur in {colour}{count}{at} läuft über die Kante {edge} aus dem vollen Rahmen, kann sich also nie schließen</translation>
    </message>
    <message>
        <source> through all {value} tiles</source>
        <translation> durch alle {value} Plättchen</translation>
    </message>
    <message>
        <source> at {value}</source>
        <translation> auf {value}</translation>
    </message>
    <message>
        <source>{text} is not a move: write a cell and an orientation, like &apos;B2:NE&apos; or &apos;@0:NS&apos;</source>
        <translation>{text} ist kein Zug: Schreibe ein Feld und eine Ausrichtung, etwa &apos;B2:NE&apos; oder &apos;@0:NS&apos;</translation>
    </message>
    <message>
        <source>{text}: row {digits} has a leading zero</source>
        <translation>{text}: Die Reihe {digits} beginnt mit einer Null</translation>
    </message>
    <message>
        <source>{text}: nothing after the colon (give an orientation like NE)</source>
        <translation>{text}: Nichts nach dem Doppelpunkt (gib eine Ausrichtung wie NE an)</translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>leerer Zug</translation>
    </message>
    <message>
        <source>{text}: {reason}</source>
        <translation>{text}: {reason}</translation>
    </message>
    <message>
        <source>{text} is not a tile orientation (one of {codes})</source>
        <translation>{text} ist keine Ausrichtung eines Plättchens (eine von {codes})</translation>
    </message>
    <message>
        <source>a {size}x{size} deal has {want} tiles, this one has {count}</source>
        <translation>eine Verteilung {size}x{size} hat {want} Plättchen, diese hat {count}</translation>
    </message>
    <message>
        <source>tile {index} of the deal: {reason}</source>
        <translation>Plättchen {index} der Verteilung: {reason}</translation>
    </message>
    <message>
        <source>deal number {number} is out of range (0 to {most})</source>
        <translation>die Verteilungsnummer {number} liegt außerhalb des Bereichs (0 bis {most})</translation>
    </message>
    <message>
        <source>Laying tiles</source>
        <translation>Plättchen legen</translation>
    </message>
    <message>
        <source>The goal: fill the board so that one colour&apos;s track, white or black, runs through every tile as a single line. Every tile shows a white and a black track. Yours is shown In hand, on the right, with the Next tile beside it. The letters and numbers round the board name the cells, as on a chessboard: click the cell @0 (column @, row 0), which has the gold ring.</source>
        <translation>Das Ziel: das Spielfeld so füllen, dass die Spur einer Farbe, Weiß oder Schwarz, als eine einzige Linie durch jedes Plättchen läuft. Jedes Plättchen zeigt eine weiße und eine schwarze Spur. Deines wird rechts unter In der Hand gezeigt, daneben das Nächste. Die Buchstaben und Zahlen rund um das Spielfeld benennen die Felder wie auf einem Schachbrett: Klicke auf das Feld @0 (Spalte @, Reihe 0), das den goldenen Ring hat.</translation>
    </message>
    <message>
        <source>Each new tile is laid as it was dealt, touching a tile already down, and the colours must match where tiles touch. The names moved with the layout: your first tile is now A1, and the row above it is row 0. Your tile is NE: a tile is named by the two edges its white track joins, here north (N) and east (E). Click A0, above it: black meets black there.</source>
        <translation>Jedes neue Plättchen wird so gelegt, wie es gezogen wurde, an ein schon gelegtes Plättchen, und die Farben müssen passen, wo sich Plättchen berühren. Die Namen sind mit der Auslage gewandert: Dein erstes Plättchen ist jetzt A1, und die Reihe darüber ist Reihe 0. Dein Plättchen ist NE: Ein Plättchen wird nach den beiden Kanten benannt, die seine weiße Spur verbindet, hier Nord (N) und Ost (E). Klicke auf A0 darüber: Dort trifft Schwarz auf Schwarz.</translation>
    </message>
    <message>
        <source>Once more: lay the tile in hand above, at A0, where its white track meets the white one below. If a cell refuses your tile, a red line here says why. Pointing at a cell names it in the bar at the bottom.</source>
        <translation>Noch einmal: Lege das Plättchen in der Hand oben auf A0, wo seine weiße Spur die weiße darunter trifft. Wenn ein Feld dein Plättchen ablehnt, sagt eine rote Zeile hier, warum. Zeigst du auf ein Feld, nennt die Leiste unten seinen Namen.</translation>
    </message>
    <message>
        <source>You lay each tile as it is dealt, next to the layout, with the colours matching where tiles touch. That is most of the game.</source>
        <translation>Du legst jedes Plättchen so, wie es gezogen wurde, neben die Auslage, und die Farben passen, wo sich Plättchen berühren. Das ist das meiste des Spiels.</translation>
    </message>
    <message>
        <source>The frame</source>
        <translation>Der Rahmen</translation>
    </message>
    <message>
        <source>A new deal. Start it as before: click @0.</source>
        <translation>Eine neue Verteilung. Beginne wie zuvor: Klicke auf @0.</translation>
    </message>
    <message>
        <source>In the 3x3 game all nine tiles must end up in 3 rows and 3 columns: that box is the frame. It floats: until it is 3 wide it may grow either way. Lay this tile east of the first one, at B1.</source>
        <translation>Im 3x3-Spiel müssen alle neun Plättchen in 3 Reihen und 3 Spalten landen: Dieses Quadrat ist der Rahmen. Er ist beweglich: Bis er 3 breit ist, kann er in beide Richtungen wachsen. Lege dieses Plättchen östlich des ersten, auf B1.</translation>
    </message>
    <message>
        <source>Now lay this one at the west end, at @1. The row will be 3 tiles wide: the frame is then full from west to east.</source>
        <translation>Lege dieses jetzt an das Westende, auf @1. Die Reihe wird 3 Plättchen breit: Der Rahmen ist dann von West nach Ost voll.</translation>
    </message>
    <message>
        <source>The layout is 3 wide, so no tile may go further west or east: the board no longer offers those cells. It can still grow north or south. Lay this tile under the one at A1, at A2.</source>
        <translation>Die Auslage ist 3 breit, also darf kein Plättchen weiter nach Westen oder Osten: Das Spielfeld bietet diese Felder nicht mehr an. Nach Norden oder Süden kann sie noch wachsen. Lege dieses Plättchen unter das auf A1, auf A2.</translation>
    </message>
    <message>
        <source>The frame: at most 3 rows and 3 columns (4 in the 4x4 games). Once one side is full, the layout grows only the other way.</source>
        <translation>Der Rahmen: höchstens 3 Reihen und 3 Spalten (4 in den 4x4-Spielen). Sobald eine Seite voll ist, wächst die Auslage nur noch in die andere Richtung.</translation>
    </message>
    <message>
        <source>Forced spaces</source>
        <translation>Zwangsfelder</translation>
    </message>
    <message>
        <source>Another deal. Click @0 to start.</source>
        <translation>Eine weitere Verteilung. Klicke auf @0, um zu beginnen.</translation>
    </message>
    <message>
        <source>Lay this tile west of the first, at @1: black meets black.</source>
        <translation>Lege dieses Plättchen westlich des ersten, auf @1: Schwarz trifft Schwarz.</translation>
    </message>
    <message>
        <source>Lay this one at A0. Then the empty cell B0 beside it (the dotted blue ring) has the black track coming in from two sides: a forced space. The app fills it at once with the next tile of the stack, turned so the black track joins up. You have no choice there.</source>
        <translation>Lege dieses auf A0. Dann bekommt das leere Feld B0 daneben (der gepunktete blaue Ring) die schwarze Spur von zwei Seiten: ein Zwangsfeld. Das Spiel füllt es sofort mit dem nächsten Plättchen des Stapels, so gedreht, dass die schwarze Spur anschließt. Dort hast du keine Wahl.</translation>
    </message>
    <message>
        <source>The forced fill used up a tile of the stack. Now lay this tile at C1, east of the row: white meets white.</source>
        <translation>Die Zwangsfüllung hat ein Plättchen des Stapels verbraucht. Lege dieses Plättchen jetzt auf C1, östlich der Reihe: Weiß trifft Weiß.</translation>
    </message>
    <message>
        <source>Lay this tile at B0. This time two forced spaces follow, C0 and A0, each filled by the next tile, turned as needed. Filling one can force another: the app keeps filling until none is left.</source>
        <translation>Lege dieses Plättchen auf B0. Diesmal folgen zwei Zwangsfelder, C0 und A0, jedes vom nächsten Plättchen gefüllt, passend gedreht. Ein Feld zu füllen kann ein weiteres erzwingen: Das Spiel füllt weiter, bis keines mehr übrig ist.</translation>
    </message>
    <message>
        <source>One tile left: lay it at C3. The panel says white is out: a white track already has both ends on the edge, so white can no longer be the one line. Black still can: watch the black track.</source>
        <translation>Ein Plättchen bleibt: Lege es auf C3. Die Anzeige sagt, dass Weiß aus dem Spiel ist: Eine weiße Spur hat schon beide Enden am Rand, also kann Weiß nicht mehr die eine Linie sein. Schwarz kann es noch: Beobachte die schwarze Spur.</translation>
    </message>
    <message>
        <source>A space that one colour enters from two sides is forced: the next tiles fill it, turned to join the track, before anything else. You won this one: the black track runs through all nine tiles.</source>
        <translation>Ein Platz, in den eine Farbe von zwei Seiten läuft, ist erzwungen: Die nächsten Plättchen füllen ihn, passend gedreht, vor allem anderen. Diese Partie hast du gewonnen: Die schwarze Spur läuft durch alle neun Plättchen.</translation>
    </message>
    <message>
        <source>Dead spaces</source>
        <translation>Tote Felder</translation>
    </message>
    <message>
        <source>The app has laid eight tiles of a 4x4 game for you (4 by 4 tiles this time). Try your tile at C3, the cell with the red ring: its colours match there, and it would make two forced fills. See what the app says, then play where the gold ring shows.</source>
        <translation>Das Spiel hat acht Plättchen einer 4x4-Partie für dich gelegt (diesmal 4 mal 4 Plättchen). Versuche dein Plättchen auf C3, dem Feld mit dem roten Ring: Seine Farben passen dort, und es würde zwei Zwangsfüllungen auslösen. Sieh, was das Spiel sagt, und spiele dann dort, wo der goldene Ring es zeigt.</translation>
    </message>
    <message>
        <source>B3 was allowed: its three forced fills leave no dead space. Lay the next tile at A4, under the west column.</source>
        <translation>B3 war erlaubt: Seine drei Zwangsfüllungen hinterlassen kein totes Feld. Lege das nächste Plättchen auf A4, unter die westliche Spalte.</translation>
    </message>
    <message>
        <source>The last tile you lay: C4. Two forced fills finish the white line through all 16 tiles.</source>
        <translation>Das letzte Plättchen, das du legst: C4. Zwei Zwangsfüllungen vollenden die weiße Linie durch alle 16 Plättchen.</translation>
    </message>
    <message>
        <source>A move is illegal when it, with the forced fills it causes, would leave a dead space: an empty cell that one colour enters from three sides, which no tile could ever fill. The app refuses such a move and names the cell.</source>
        <translation>Ein Zug ist verboten, wenn er mit den Zwangsfüllungen, die er auslöst, ein totes Feld hinterlassen würde: ein leeres Feld, in das eine Farbe von drei Seiten läuft und das kein Plättchen je füllen könnte. Das Spiel lehnt einen solchen Zug ab und nennt das Feld.</translation>
    </message>
    <message>
        <source>Turning a tile</source>
        <translation>Ein Plättchen drehen</translation>
    </message>
    <message>
        <source>Click @0 to start.</source>
        <translation>Klicke auf @0, um zu beginnen.</translation>
    </message>
    <message>
        <source>Lay this tile under the first, at A2: white meets white.</source>
        <translation>Lege dieses Plättchen unter das erste, auf A2: Weiß trifft Weiß.</translation>
    </message>
    <message>
        <source>Lay this one east of it, at B2. A forced fill follows at B1.</source>
        <translation>Lege dieses östlich davon, auf B2. Eine Zwangsfüllung folgt auf B1.</translation>
    </message>
    <message>
        <source>Look at the Next tile: another ES. Lay this one at C1, and that next ES will fit nowhere as it is dealt. That is on purpose: a tile that fits nowhere may be turned and flipped any way you like.</source>
        <translation>Schau auf das nächste Plättchen: wieder ein ES. Lege dieses auf C1, und das nächste ES wird wie gezogen nirgends passen. Das ist Absicht: Ein Plättchen, das nirgends passt, darf beliebig gedreht und gewendet werden.</translation>
    </message>
    <message>
        <source>Your ES fits nowhere as dealt, so you may turn it. Press F to flip it to its straight side, then T to turn it a quarter, until white runs north-south (NS). Then click C2. (The mouse wheel and a right-click turn it too.)</source>
        <translation>Dein ES passt wie gezogen nirgends, also darfst du es drehen. Drücke F, um es auf die gerade Seite zu wenden, dann T, um es eine Vierteldrehung zu drehen, bis Weiß von Nord nach Süd läuft (NS). Dann klicke auf C2. (Das Mausrad und ein Rechtsklick drehen es auch.)</translation>
    </message>
    <message>
        <source>Back to normal: this tile fits as dealt, so it must be laid as dealt. Lay it at A3.</source>
        <translation>Zurück zum Normalfall: Dieses Plättchen passt wie gezogen, also muss es wie gezogen gelegt werden. Lege es auf A3.</translation>
    </message>
    <message>
        <source>The last tile you lay: B3. A forced fill completes the white line.</source>
        <translation>Das letzte Plättchen, das du legst: B3. Eine Zwangsfüllung vollendet die weiße Linie.</translation>
    </message>
    <message>
        <source>Only a tile that fits nowhere as dealt may be turned or flipped, and then to any orientation. A tip: make the next tile unplayable on purpose, and you choose how to lay it.</source>
        <translation>Nur ein Plättchen, das wie gezogen nirgends passt, darf gedreht oder gewendet werden, und dann in jede Ausrichtung. Ein Tipp: Mach das nächste Plättchen absichtlich unspielbar, dann wählst du, wie du es legst.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>The goal of the 3x3 game: when the board is full, one colour&apos;s track runs through all nine tiles as a single line. Either colour will do. Click @0.</source>
        <translation>Das Ziel des 3x3-Spiels: Wenn das Spielfeld voll ist, läuft die Spur einer Farbe als eine einzige Linie durch alle neun Plättchen. Jede Farbe ist recht. Klicke auf @0.</translation>
    </message>
    <message>
        <source>Lay this tile above the first, at A0.</source>
        <translation>Lege dieses Plättchen über das erste, auf A0.</translation>
    </message>
    <message>
        <source>Lay this one at B2; a forced fill follows at B1.</source>
        <translation>Lege dieses auf B2; eine Zwangsfüllung folgt auf B1.</translation>
    </message>
    <message>
        <source>Lay this one at A3, under the column. Then black is out: a black track has both ends on the edge of the full frame, so black can never make one line. The panel on the right says so. White can still win.</source>
        <translation>Lege dieses auf A3, unter die Spalte. Dann ist Schwarz aus dem Spiel: Eine schwarze Spur hat beide Enden am Rand des vollen Rahmens, also kann Schwarz nie eine einzige Linie bilden. Die Anzeige rechts sagt es. Weiß kann noch gewinnen.</translation>
    </message>
    <message>
        <source>Lay this one at @3, west of the bottom tile. A forced fill follows.</source>
        <translation>Lege dieses auf @3, westlich des unteren Plättchens. Eine Zwangsfüllung folgt.</translation>
    </message>
    <message>
        <source>Lay this one at C3.</source>
        <translation>Lege dieses auf C3.</translation>
    </message>
    <message>
        <source>The last tile goes at A1: it joins the white line through every tile.</source>
        <translation>Das letzte Plättchen kommt auf A1: Es verbindet die weiße Linie durch jedes Plättchen.</translation>
    </message>
    <message>
        <source>One colour through every tile wins. A colour is out when one of its tracks is closed too short, or has both ends on the edge of a full frame; when both colours are out the game is lost, and the app says so.</source>
        <translation>Eine Farbe durch jedes Plättchen gewinnt. Eine Farbe ist aus dem Spiel, wenn eine ihrer Spuren zu kurz geschlossen ist oder beide Enden am Rand eines vollen Rahmens hat; sind beide Farben aus dem Spiel, ist die Partie verloren, und das Spiel sagt es.</translation>
    </message>
    <message>
        <source>Using the next tile</source>
        <translation>Das nächste Plättchen nutzen</translation>
    </message>
    <message>
        <source>Click @0.</source>
        <translation>Klicke auf @0.</translation>
    </message>
    <message>
        <source>Lay this one east of the first, at B1: black meets black.</source>
        <translation>Lege dieses östlich des ersten, auf B1: Schwarz trifft Schwarz.</translation>
    </message>
    <message>
        <source>Lay this one at B2, where it touches two tiles: black above, white to the west.</source>
        <translation>Lege dieses auf B2, wo es zwei Plättchen berührt: Schwarz darüber, Weiß im Westen.</translation>
    </message>
    <message>
        <source>Lay this one at @1, west of the top row.</source>
        <translation>Lege dieses auf @1, westlich der oberen Reihe.</translation>
    </message>
    <message>
        <source>Look at the Next tile (SW) before you choose: that is the first tip for playing well. At B3 yours fits, but the SW would then have no good place; at C3 a forced fill at B3 takes that SW just as it is dealt. Lay it at C3. In a game, H shows a hint and H again a heat map of every move.</source>
        <translation>Schau auf das nächste Plättchen (SW), bevor du wählst: Das ist der erste Tipp für gutes Spiel. Auf B3 passt deines, aber das SW hätte dann keinen guten Platz; auf C3 nimmt eine Zwangsfüllung auf B3 dieses SW genau so, wie es gezogen wurde. Lege es auf C3. In einer Partie zeigt H einen Tipp und H noch einmal eine Wärmekarte aller Züge.</translation>
    </message>
    <message>
        <source>The last tile you lay: A3. A forced fill completes the black line.</source>
        <translation>Das letzte Plättchen, das du legst: A3. Eine Zwangsfüllung vollendet die schwarze Linie.</translation>
    </message>
    <message>
        <source>Always look at the next tile: place the one in hand so the next has a good home. The hint (H) shows the best move and its chance of winning; pressed again, the heat map colours every move by its chance.</source>
        <translation>Schau immer auf das nächste Plättchen: Lege das in der Hand so, dass das nächste einen guten Platz hat. Der Tipp (H) zeigt den besten Zug und seine Gewinnchance; noch einmal gedrückt, färbt die Wärmekarte jeden Zug nach seiner Chance.</translation>
    </message>
    <message>
        <source>The 4x4 loop</source>
        <translation>Die 4x4-Schleife</translation>
    </message>
    <message>
        <source>The 4x4 games use 16 tiles and a frame of 4 by 4. In the loop challenge one track must run through all 16 tiles and close on itself. Click @0.</source>
        <translation>Die 4x4-Spiele verwenden 16 Plättchen und einen Rahmen von 4 mal 4. In der Schleifen-Aufgabe muss eine Spur durch alle 16 Plättchen laufen und sich schließen. Klicke auf @0.</translation>
    </message>
    <message>
        <source>Lay this tile west of the first, at @1.</source>
        <translation>Lege dieses Plättchen westlich des ersten, auf @1.</translation>
    </message>
    <message>
        <source>Lay this one at A2, under the west tile. A forced fill follows.</source>
        <translation>Lege dieses auf A2, unter das westliche Plättchen. Eine Zwangsfüllung folgt.</translation>
    </message>
    <message>
        <source>Lay this one at @1, west again: the row is then 3 wide, with room for one more column.</source>
        <translation>Lege dieses auf @1, wieder westlich: Die Reihe ist dann 3 breit, mit Platz für eine weitere Spalte.</translation>
    </message>
    <message>
        <source>Lay this one at D1, the east end: the row is now 4 wide, the whole frame. White is now out: one of its tracks leaves the full frame, so it can never close. Black must make the loop.</source>
        <translation>Lege dieses auf D1, das Ostende: Die Reihe ist jetzt 4 breit, der ganze Rahmen. Weiß ist jetzt aus dem Spiel: Eine seiner Spuren verlässt den vollen Rahmen, kann sich also nie schließen. Schwarz muss die Schleife bilden.</translation>
    </message>
    <message>
        <source>Lay this one at D3.</source>
        <translation>Lege dieses auf D3.</translation>
    </message>
    <message>
        <source>Lay this one at D4, down the east side.</source>
        <translation>Lege dieses auf D4, die Ostseite hinunter.</translation>
    </message>
    <message>
        <source>Lay this one at A3.</source>
        <translation>Lege dieses auf A3.</translation>
    </message>
    <message>
        <source>The last move: B4. Two forced fills close the black loop through all 16 tiles.</source>
        <translation>Der letzte Zug: B4. Zwei Zwangsfüllungen schließen die schwarze Schleife durch alle 16 Plättchen.</translation>
    </message>
    <message>
        <source>In the loop game one closed track must pass through every tile: any track of that colour leaving a full frame edge puts it out. You have learnt the whole game: enjoy it!</source>
        <translation>Im Schleifenspiel muss eine einzige geschlossene Spur durch jedes Plättchen laufen: Jede Spur dieser Farbe, die eine volle Rahmenkante verlässt, bringt die Farbe aus dem Spiel. Du hast das ganze Spiel gelernt: viel Spaß!</translation>
    </message>
    <message>
        <source>Third-party licences</source>
        <translation>Lizenzen von Drittanbietern</translation>
    </message>
    <message>
        <source>These notices are in the file {path}.</source>
        <translation>Diese Hinweise stehen in der Datei {path}.</translation>
    </message>
    <message>
        <source>Read now from the installed packages&apos; own licence files.</source>
        <translation>Soeben aus den Lizenzdateien der installierten Pakete gelesen.</translation>
    </message>
    <message>
        <source>The licences could not be read: {v1}</source>
        <translation>Die Lizenzen konnten nicht gelesen werden: {v1}</translation>
    </message>
    <message>
        <source>This game could not be opened.</source>
        <translation>Diese Partie konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Back to your own game.</source>
        <translation>Zurück zu deiner Partie.</translation>
    </message>
    <message>
        <source>Welcome back to lesson {number}, where you left it.</source>
        <translation>Willkommen zurück in Lektion {number}, wo du sie verlassen hast.</translation>
    </message>
    <message>
        <source>That address names no game here: {error}. A new deal.</source>
        <translation>Diese Adresse nennt hier keine Partie: {error}. Eine neue Verteilung.</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}.</source>
        <translation>Neue Partie: {variant}, {deal}.</translation>
    </message>
    <message>
        <source>{cell} already holds a tile.</source>
        <translation>{cell} hat schon ein Plättchen.</translation>
    </message>
    <message>
        <source>Played {move} (that cell is now {cell}).</source>
        <translation>{move} gespielt (dieses Feld heißt jetzt {cell}).</translation>
    </message>
    <message numerus="yes">
        <source>%n forced space(s) filled.</source>
        <translation>
            <numerusform>%n Zwangsfeld gefüllt.</numerusform>
            <numerusform>%n Zwangsfelder gefüllt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tile in hand is turned.</source>
        <translation>Das Plättchen in der Hand ist gedreht.</translation>
    </message>
    <message>
        <source>The tile in hand is flipped.</source>
        <translation>Das Plättchen in der Hand ist gewendet.</translation>
    </message>
    <message>
        <source>Back to the first tile; Redo plays your moves again.</source>
        <translation>Zurück zum ersten Plättchen; Wiederholen spielt deine Züge noch einmal.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to hint.</source>
        <translation>Die Partie ist vorbei: Es gibt keinen Tipp mehr.</translation>
    </message>
    <message>
        <source>No legal move: nothing to hint.</source>
        <translation>Kein erlaubter Zug: kein Tipp möglich.</translation>
    </message>
    <message>
        <source>Not solvable: no order of play wins this deal, whatever you did.</source>
        <translation>Nicht lösbar: Keine Spielfolge gewinnt diese Verteilung, was du auch getan hast.</translation>
    </message>
    <message>
        <source>Solvable: one winning play is {moves}.</source>
        <translation>Lösbar: Eine Gewinnfolge ist {moves}.</translation>
    </message>
    <message>
        <source>This game&apos;s ID: {deal}. The stack is revealed: practice, not counted.</source>
        <translation>Die ID dieser Partie: {deal}. Der Stapel ist aufgedeckt: Übung, nicht gezählt.</translation>
    </message>
    <message>
        <source>This game&apos;s ID: {deal}.</source>
        <translation>Die ID dieser Partie: {deal}.</translation>
    </message>
    <message>
        <source>Lesson {number}</source>
        <translation>Lektion {number}</translation>
    </message>
    <message>
        <source>Unknown request {op}.</source>
        <translation>Unbekannte Anfrage {op}.</translation>
    </message>
    <message>
        <source>The deal of the day {date}, {variant}: deal #{number}.</source>
        <translation>Die Verteilung des Tages {date}, {variant}: Verteilung Nr. {number}.</translation>
    </message>
    <message>
        <source>Puzzle {id} ({level}): make the {goal}.</source>
        <translation>Rätsel {id} ({level}): Ziel {goal}.</translation>
    </message>
    <message>
        <source>Click or tap a cell to lay the tile in hand there.</source>
        <translation>Klicke oder tippe auf ein Feld, um das Plättchen in der Hand dorthin zu legen.</translation>
    </message>
    <message>
        <source>Welcome back: your game is as you left it.</source>
        <translation>Willkommen zurück: Deine Partie ist, wie du sie verlassen hast.</translation>
    </message>
    <message>
        <source>The game kept in this browser could not be read, so it was not resumed.</source>
        <translation>Die in diesem Browser gespeicherte Partie konnte nicht gelesen werden und wurde daher nicht fortgesetzt.</translation>
    </message>
    <message>
        <source>The tile fits somewhere as dealt, so it may not be turned (turn a tile only when it fits nowhere).</source>
        <translation>Das Plättchen passt so, wie es kam, irgendwo hin, also darf es nicht gedreht werden (dreh ein Plättchen nur, wenn es nirgends passt).</translation>
    </message>
    <message>
        <source>a typed-in deal</source>
        <translation>eine eingegebene Verteilung</translation>
    </message>
    <message>
        <source>deal #{number}</source>
        <translation>Verteilung Nr. {number}</translation>
    </message>
    <message>
        <source>The game of the link: {variant}, {deal}.</source>
        <translation>Die Partie des Links: {variant}, {deal}.</translation>
    </message>
    <message>
        <source>Deal #{number}, {variant}.</source>
        <translation>Verteilung Nr. {number}, {variant}.</translation>
    </message>
    <message>
        <source>the deal of the day {date} (deal #{number})</source>
        <translation>die Verteilung des Tages {date} (Verteilung Nr. {number})</translation>
    </message>
    <message>
        <source>Lesson {number} of {count}, {title}: {text}</source>
        <translation>Lektion {number} von {count}, {title}: {text}</translation>
    </message>
    <message>
        <source>Now play at {cell} instead.</source>
        <translation>Spiel jetzt stattdessen auf {cell}.</translation>
    </message>
    <message>
        <source>This lesson asks for {move} now; read the words above the board.</source>
        <translation>Diese Lektion verlangt jetzt {move}; lies den Text über dem Spielfeld.</translation>
    </message>
    <message>
        <source>This lesson asks for {move}: turn the tile first (T turns, F flips).</source>
        <translation>Diese Lektion verlangt {move}: Dreh zuerst das Plättchen (T dreht, F wendet).</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: {error}</source>
        <translation>Die Rätsel können nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>{done} of {total} puzzles solved in this browser</source>
        <translation>{done} von {total} Rätseln in diesem Browser gelöst</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Das Spielfeld</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Die Partie</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <source>Back to your own game, as you left it</source>
        <translation>Zurück zu deiner Partie, wie du sie verlassen hast</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last move (U, Ctrl+Z)</source>
        <translation>Den letzten Zug zurücknehmen (U, Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Play it again (Ctrl+Y)</source>
        <translation>Ihn noch einmal spielen (Ctrl+Y)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Start this deal again from the first tile (Ctrl+R)</source>
        <translation>Diese Verteilung ab dem ersten Plättchen neu beginnen (Ctrl+R)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>The best move; again for every move&apos;s chance; again to hide (H)</source>
        <translation>Der beste Zug; noch einmal für die Chance jedes Zugs; noch einmal, um den Tipp zu verbergen (H)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Turn the tile in hand a quarter, only when it fits nowhere as dealt (T)</source>
        <translation>Das Plättchen in der Hand um eine Vierteldrehung drehen, nur wenn es so nirgends passt (T)</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Wenden</translation>
    </message>
    <message>
        <source>Turn the tile in hand over, only when it fits nowhere as dealt (F)</source>
        <translation>Das Plättchen in der Hand wenden, nur wenn es so nirgends passt (F)</translation>
    </message>
    <message>
        <source>Was it solvable?</source>
        <translation>War sie lösbar?</translation>
    </message>
    <message>
        <source>Ask the solver whether this deal can be won (W)</source>
        <translation>Den Löser fragen, ob diese Verteilung zu gewinnen ist (W)</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Play the winning solution move by move, from the first tile</source>
        <translation>Die Gewinnfolge Zug für Zug spielen, ab dem ersten Plättchen</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>A new random deal (N)</source>
        <translation>Eine neue zufällige Verteilung (N)</translation>
    </message>
    <message>
        <source>Deal number or game ID</source>
        <translation>Verteilungsnummer oder Partie-ID</translation>
    </message>
    <message>
        <source>12345 or NS NE EW …</source>
        <translation>12345 oder NS NE EW …</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>This game:</source>
        <translation>Diese Partie:</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>Show game ID (reveals the stack)</source>
        <translation>Partie-ID zeigen (deckt den Stapel auf)</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Open-stack puzzles: the whole stack is shown, to win with every tile seen.</source>
        <translation>Rätsel mit offenem Stapel: Der ganze Stapel ist zu sehen, um mit jedem Plättchen vor Augen zu gewinnen.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Play this puzzle</source>
        <translation>Dieses Rätsel spielen</translation>
    </message>
    <message>
        <source>Next unsolved puzzle</source>
        <translation>Nächstes ungelöstes Rätsel</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>Hints see</source>
        <translation>Tipps sehen</translation>
    </message>
    <message>
        <source>the next tile (1)</source>
        <translation>das nächste Plättchen (1)</translation>
    </message>
    <message>
        <source>no tile ahead (0)</source>
        <translation>kein Plättchen voraus (0)</translation>
    </message>
    <message>
        <source>Lookahead 2 and more: in the desktop app only.</source>
        <translation>Vorausschau ab 2: nur in der Desktop-App.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Browser language</source>
        <translation>Sprache des Browsers</translation>
    </message>
    <message>
        <source>Export games (JSON)</source>
        <translation>Partien exportieren (JSON)</translation>
    </message>
    <message>
        <source>Trax Solitaire is free software under the MIT licence.</source>
        <translation>Trax Solitaire ist freie Software unter der MIT-Lizenz.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>of the page and of what it runs on (Pyodide, Python).</source>
        <translation>der Seite und dessen, worauf sie läuft (Pyodide, Python).</translation>
    </message>
    <message>
        <source>Loading the game…</source>
        <translation>Das Spiel wird geladen…</translation>
    </message>
    <message>
        <source>Loading Python in the page…</source>
        <translation>Python wird in der Seite gestartet…</translation>
    </message>
    <message>
        <source>The page could not start Python: {error}</source>
        <translation>Die Seite konnte Python nicht starten: {error}</translation>
    </message>
    <message>
        <source>The copy of {file} this browser keeps for offline play is damaged, and it cannot be fetched again without the network: connect to the internet and reload the page.</source>
        <translation>Die Kopie von {file}, die dieser Browser zum Spielen ohne Netz aufbewahrt, ist beschädigt und kann ohne Netz nicht neu geladen werden: Verbinde dich mit dem Internet und lade die Seite neu.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) kept in this browser cannot be read (damaged, or kept by another version of this page): not counted.</source>
        <translation>
            <numerusform>%n in diesem Browser gespeicherte Partie kann nicht gelesen werden und zählt nicht (beschädigt oder von einer anderen Version dieser Seite gespeichert).</numerusform>
            <numerusform>%n in diesem Browser gespeicherte Partien können nicht gelesen werden und zählen nicht (beschädigt oder von einer anderen Version dieser Seite gespeichert).</numerusform>
        </translation>
    </message>
    <message>
        <source>No games finished yet.</source>
        <translation>Noch keine Partie beendet.</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n game(s), {won} won ({rate:.0%}), streak {streak} (best {best})</source>
        <translation>
            <numerusform>{variant}: %n Partie, {won} gewonnen ({rate:.0%}), Serie {streak} (beste {best})</numerusform>
            <numerusform>{variant}: %n Partien, {won} gewonnen ({rate:.0%}), Serie {streak} (beste {best})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other game(s) (days, typed-in deals, puzzles)</source>
        <translation>
            <numerusform>%n andere Partie (Tage, eingegebene Verteilungen, Rätsel)</numerusform>
            <numerusform>%n andere Partien (Tage, eingegebene Verteilungen, Rätsel)</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution to show: ask &quot;Was it solvable?&quot; first.</source>
        <translation>Keine Lösung zu zeigen: Frag zuerst „War sie lösbar?“.</translation>
    </message>
    <message>
        <source>No solution is being shown.</source>
        <translation>Es wird keine Lösung gezeigt.</translation>
    </message>
    <message>
        <source>That was the last move of the solution.</source>
        <translation>Das war der letzte Zug der Lösung.</translation>
    </message>
    <message>
        <source>This is the first tile of the solution.</source>
        <translation>Das ist das erste Plättchen der Lösung.</translation>
    </message>
    <message>
        <source>Back to your game, as you left it.</source>
        <translation>Zurück zu deiner Partie, wie du sie verlassen hast.</translation>
    </message>
    <message>
        <source>The solution, move {index} of {count}: Next plays the next one.</source>
        <translation>Die Lösung, Zug {index} von {count}: Nächstes spielt den folgenden.</translation>
    </message>
    <message>
        <source>Solution: move {index} of {count}</source>
        <translation>Lösung: Zug {index} von {count}</translation>
    </message>
    <message>
        <source>Searching every order of the stack…</source>
        <translation>Suche in jeder Reihenfolge des Stapels…</translation>
    </message>
    <message>
        <source>The search could not run in this browser: {error}</source>
        <translation>Die Suche konnte in diesem Browser nicht laufen: {error}</translation>
    </message>
    <message>
        <source>its Python did not start in time (its files did not arrive)</source>
        <translation>ihr Python startete nicht rechtzeitig (seine Dateien kamen nicht an)</translation>
    </message>
    <message>
        <source>Your games cannot be kept in this browser: {error}</source>
        <translation>Deine Partien können in diesem Browser nicht aufbewahrt werden: {error}</translation>
    </message>
    <message>
        <source> (Not kept: this browser refused to store the game: {error}.)</source>
        <translation> (Nicht aufbewahrt: Dieser Browser hat das Speichern der Partie verweigert: {error}.)</translation>
    </message>
    <message>
        <source>{name}: {tile}</source>
        <translation>{name}: {tile}</translation>
    </message>
    <message>
        <source>{deal} (deal #{number})</source>
        <translation>{deal} (Verteilung Nr. {number})</translation>
    </message>
    <message>
        <source>{variant} · {caption}</source>
        <translation>{variant} · {caption}</translation>
    </message>
    <message>
        <source>{hand}. {next}.</source>
        <translation>{hand}. {next}.</translation>
    </message>
    <message>
        <source>{number}. {title}</source>
        <translation>{number}. {title}</translation>
    </message>
    <message>
        <source>Board, {rows} rows by {cols} columns</source>
        <translation>Spielfeld, {rows} Zeilen mal {cols} Spalten</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>{size}; {left} where no tile can go this move, left out</source>
        <translation>{size}; {left}, wo in diesem Zug kein Plättchen hinkann, ausgelassen</translation>
    </message>
    <message>
        <source>size {size} is not a number (the app plays {variants})</source>
        <translation>die Größe {size} ist keine Zahl (das Spiel bietet {variants})</translation>
    </message>
    <message>
        <source>the app plays {variants}; not {named}</source>
        <translation>das Spiel bietet {variants}; nicht {named}</translation>
    </message>
    <message>
        <source>{what} {typed} is not a whole number</source>
        <translation>{what} {typed} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{what} {typed} is out of range (0 to {largest})</source>
        <translation>{what} {typed} liegt außerhalb des Bereichs (0 bis {largest})</translation>
    </message>
    <message>
        <source>deal number</source>
        <translation>Verteilungsnummer</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>there is no lesson {number} (the tutorial has 1 to {count})</source>
        <translation>es gibt keine Lektion {number} (die Einführung hat die Lektionen 1 bis {count})</translation>
    </message>
    <message>
        <source>type a deal number or a deal string</source>
        <translation>gib eine Verteilungsnummer oder eine Verteilung ein</translation>
    </message>
    <message>
        <source>{typed} is neither a deal number nor a deal string</source>
        <translation>{typed} ist weder eine Verteilungsnummer noch eine Verteilung</translation>
    </message>
    <message>
        <source>the address gives {key} {count} times</source>
        <translation>die Adresse gibt {key} {count}-mal an</translation>
    </message>
    <message>
        <source>the address&apos;s {key} is too long to name a game here</source>
        <translation>der Wert {key} der Adresse ist zu lang, um hier eine Partie zu nennen</translation>
    </message>
    <message>
        <source>the address has {key}, which names nothing here</source>
        <translation>die Adresse enthält {key}, das hier nichts bezeichnet</translation>
    </message>
    <message>
        <source>the address gives moves but no deal</source>
        <translation>die Adresse gibt Züge, aber keine Verteilung an</translation>
    </message>
    <message>
        <source>the address names a game twice ({first} and {second})</source>
        <translation>die Adresse nennt eine Partie zweimal ({first} und {second})</translation>
    </message>
    <message>
        <source>moves go with a deal, not with a number or a day</source>
        <translation>Züge gehören zu einer Verteilung, nicht zu einer Nummer oder einem Tag</translation>
    </message>
    <message>
        <source>Your tutorial progress file {path} {problem}; it was kept as {kept} beside it and the tutorial starts afresh.</source>
        <translation>Deine Fortschrittsdatei der Einführung {path} {problem}; sie wurde als {kept} daneben aufbewahrt, und die Einführung beginnt von vorn.</translation>
    </message>
    <message>
        <source>Your tutorial progress file {path} {problem}; finished lessons are remembered only until you quit.</source>
        <translation>Deine Fortschrittsdatei der Einführung {path} {problem}; abgeschlossene Lektionen werden nur bis zum Beenden behalten.</translation>
    </message>
    <message>
        <source>could not be written ({reason})</source>
        <translation>konnte nicht geschrieben werden ({reason})</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Datei&amp;typ:</translation>
    </message>
</context>
</TS>
