<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name></name>
    <message>
        <source>forced</source>
        <translation>obbligata</translation>
    </message>
    <message>
        <source>Column {column}, row {row}: the first tile goes in cell {column}{row}</source>
        <translation>Colonna {column}, riga {row}: la prima tessera va nella casella {column}{row}</translation>
    </message>
    <message>
        <source>Stack, top first: {names}</source>
        <translation>Pila, dalla cima: {names}</translation>
    </message>
    <message>
        <source>The stack is empty</source>
        <translation>La pila è vuota</translation>
    </message>
    <message>
        <source>Win chance: blue steps are the tiles that came up, the others your moves</source>
        <translation>Probabilità di vittoria: i gradini blu sono le tessere uscite, gli altri le tue mosse</translation>
    </message>
    <message>
        <source>{level:.0%}</source>
        <translation>{level:.0%}</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analisi in corso…</translation>
    </message>
    <message>
        <source>tiles (luck)</source>
        <translation>tessere (fortuna)</translation>
    </message>
    <message>
        <source>no win left</source>
        <translation>nessuna vittoria possibile</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>Place the tile in hand (as the hint or heat map shows it, when shown)</source>
        <translation>Posa la tessera in mano (come la mostra il suggerimento o la mappa di calore, se visibile)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Tasti freccia</translation>
    </message>
    <message>
        <source>Move the cursor over the table</source>
        <translation>Sposta il cursore sul tavoliere</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Invio o Spazio</translation>
    </message>
    <message>
        <source>Place the tile in hand at the cursor</source>
        <translation>Posa la tessera in mano sul cursore</translation>
    </message>
    <message>
        <source>Right-click or wheel down</source>
        <translation>Clic destro o rotella giù</translation>
    </message>
    <message>
        <source>Turn the tile a quarter clockwise (when allowed)</source>
        <translation>Ruota la tessera di un quarto in senso orario (quando è permesso)</translation>
    </message>
    <message>
        <source>Wheel up</source>
        <translation>Rotella su</translation>
    </message>
    <message>
        <source>Turn the tile a quarter anticlockwise (when allowed)</source>
        <translation>Ruota la tessera di un quarto in senso antiorario (quando è permesso)</translation>
    </message>
    <message>
        <source>Shift+right-click or middle click</source>
        <translation>Maiusc+clic destro o clic centrale</translation>
    </message>
    <message>
        <source>Flip the tile (when allowed)</source>
        <translation>Ribalta la tessera (quando è permesso)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>From the board to the move box (type a move such as B2:NE, then Enter)</source>
        <translation>Dal tavoliere alla casella delle mosse (scrivi una mossa come B2:NE, poi Invio)</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maiusc+Tab</translation>
    </message>
    <message>
        <source>On to the buttons in turn (Space presses the one framed in gold)</source>
        <translation>Passa ai pulsanti uno dopo l’altro (Spazio preme quello bordato d’oro)</translation>
    </message>
    <message>
        <source>Esc (in the move box)</source>
        <translation>Esc (nella casella delle mosse)</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Torna al tavoliere</translation>
    </message>
    <message>
        <source>Alt+B, Alt+K, Alt+N</source>
        <translation>Alt+B, Alt+K, Alt+N</translation>
    </message>
    <message>
        <source>Tutorial: back a lesson, skip it, the next lesson</source>
        <translation>Tutorial: lezione precedente, salta la lezione, lezione successiva</translation>
    </message>
    <message>
        <source>Alt+O, Alt+L</source>
        <translation>Alt+O, Alt+L</translation>
    </message>
    <message>
        <source>Tutorial: the list of lessons, leave the tutorial</source>
        <translation>Tutorial: l’elenco delle lezioni, esci dal tutorial</translation>
    </message>
    <message>
        <source>Enter (in Statistics)</source>
        <translation>Invio (nelle Statistiche)</translation>
    </message>
    <message>
        <source>Review the selected game (or double-click it)</source>
        <translation>Rivedi la partita selezionata (o fai doppio clic)</translation>
    </message>
    <message>
        <source>Solution replay</source>
        <translation>Soluzione</translation>
    </message>
    <message>
        <source>Play the solution</source>
        <translation>Esegui la soluzione</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>&lt;h1&gt;How to play Trax Solitaire&lt;/h1&gt;
&lt;p&gt;You lay a stack of Trax tiles into a square, one at a time, so that the tracks join up. Win by
making one colour&apos;s track run through &lt;b&gt;every&lt;/b&gt; tile. The 3x3 game uses 9 tiles, the 4x4 games
16.&lt;/p&gt;
</source>
        <translation>&lt;h1&gt;Come si gioca a Trax Solitario&lt;/h1&gt;
&lt;p&gt;Disponi una pila di tessere di Trax in un quadrato, una alla volta, in modo che i binari si
uniscano. Vinci quando il binario di un colore passa per &lt;b&gt;tutte&lt;/b&gt; le tessere. La partita 3x3
usa 9 tessere, le partite 4x4 ne usano 16.&lt;/p&gt;
</translation>
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
        <translation>&lt;h2&gt;Le tessere&lt;/h2&gt;
&lt;p&gt;Le tessere sono tutte uguali: ognuna porta un binario bianco e un binario nero. Su una faccia i
due binari si incrociano diritti; sull’altra faccia ogni binario fa una curva di un quarto di
giro. Così una tessera può stare sul tavoliere in sei modi:&lt;/p&gt;
{TILE_ROW}
&lt;p&gt;Faccia diritta: &lt;b&gt;NS&lt;/b&gt; ed &lt;b&gt;EW&lt;/b&gt;. Faccia curva: &lt;b&gt;NE&lt;/b&gt;, &lt;b&gt;ES&lt;/b&gt;, &lt;b&gt;SW&lt;/b&gt;,
&lt;b&gt;NW&lt;/b&gt;. Il nome dice quali lati unisce il binario bianco. La pila è mescolata, quindi ogni
tessera esce su una faccia a caso, girata a caso. (I set venduti nel Regno Unito stampano il rosso
al posto del nero: scegli i colori britannici nelle Preferenze.)&lt;/p&gt;
</translation>
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
        <translation>&lt;h2&gt;Il tuo turno&lt;/h2&gt;
&lt;p&gt;Tieni in mano la tessera in cima alla pila e vedi quella subito sotto. Del resto della pila
non si sa nulla.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;La prima tessera&lt;/b&gt; si posa così come è uscita. Dove non importa: il quadrato cresce
intorno a lei.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Ogni altra tessera&lt;/b&gt; va, così come è uscita, in uno spazio vuoto accanto a una tessera
già posata.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;I colori devono coincidere.&lt;/b&gt; Dovunque la nuova tessera tocchi una tessera sul tavoliere, il
colore del binario deve essere lo stesso sui due lati del bordo: bianco con bianco, nero con
nero.&lt;/li&gt;
&lt;/ul&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The frame&lt;/h2&gt;
&lt;p&gt;The tiles must fit in the square: 3 by 3 for the 3x3 game, 4 by 4 for the 4x4 games. You can
never start a 4th row or column in 3x3 (a 5th in 4x4). Until the layout is a full square wide in
some direction, it can still grow on either side.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;La cornice&lt;/h2&gt;
&lt;p&gt;Le tessere devono stare nel quadrato: 3 per 3 nella partita 3x3, 4 per 4 nelle partite 4x4. Non
puoi mai iniziare una 4ª riga o colonna nel 3x3 (una 5ª nel 4x4). Finché la disposizione non è
larga quanto tutto il quadrato in una direzione, può ancora crescere da entrambi i lati.&lt;/p&gt;
</translation>
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
        <translation>&lt;h2&gt;Gli spazi obbligati si riempiono da soli&lt;/h2&gt;
&lt;p&gt;Quando il binario di un colore entra in uno spazio vuoto da due lati, quello spazio è
&lt;b&gt;obbligato&lt;/b&gt;: un solo modo di posare una tessera lì unisce i due binari. Dopo ogni mossa,
ogni spazio obbligato viene subito riempito con la tessera successiva della pila, ruotata o
ribaltata per unirli, comunque sia uscita. Riempirne uno può renderne obbligato un altro, che
viene riempito a sua volta. Queste tessere vengono dalla pila come tutte le altre, quindi una
mossa può consumare diverse tessere. In un riempimento obbligato non scegli nulla, quindi lo fa
il gioco.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Turning and flipping&lt;/h2&gt;
&lt;p&gt;Normally you must play the tile exactly as dealt. Only when the tile in hand &lt;b&gt;fits nowhere&lt;/b&gt;
as dealt may you turn it (&lt;b&gt;T&lt;/b&gt;) or flip it over (&lt;b&gt;F&lt;/b&gt;) and play it any of the six ways,
anywhere that way fits. If it fits somewhere as dealt, it must be played as dealt.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Ruotare e ribaltare&lt;/h2&gt;
&lt;p&gt;Di norma devi giocare la tessera esattamente come è uscita. Solo quando la tessera in mano,
così com’è, &lt;b&gt;non entra da nessuna parte&lt;/b&gt; puoi ruotarla (&lt;b&gt;T&lt;/b&gt;) o ribaltarla (&lt;b&gt;F&lt;/b&gt;)
e giocarla in uno qualsiasi dei sei modi, dovunque entri in quel modo. Se così com’è entra da
qualche parte, va giocata così com’è.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Dead spaces&lt;/h2&gt;
&lt;p&gt;A space that one colour runs into from three or four sides can never be filled: no tile joins
three tracks of one colour. You may not make a move that leaves such a &lt;b&gt;dead space&lt;/b&gt;, counting
the forced spaces that the move fills as well. The game will not let you make such a move.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Spazi morti&lt;/h2&gt;
&lt;p&gt;Uno spazio in cui un colore entra da tre o quattro lati non potrà mai essere riempito: nessuna
tessera unisce tre binari dello stesso colore. Non puoi fare una mossa che lasci uno
&lt;b&gt;spazio morto&lt;/b&gt; così, contando anche gli spazi obbligati che la mossa riempie. Il gioco non ti
lascia fare una mossa del genere.&lt;/p&gt;
</translation>
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
        <translation>&lt;h2&gt;La vittoria&lt;/h2&gt;
&lt;p&gt;Quando l’ultima tessera è posata il quadrato è pieno. Allora:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Linea&lt;/b&gt; (3x3 line, 4x4 line): vinci se un colore, bianco o nero, ha un unico binario che
passa per tutte le tessere. Può finire sui bordi o chiudersi su sé stesso.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Anello&lt;/b&gt; (4x4 loop): vinci se l’unico binario di un colore che passa per tutte le 16
tessere si chiude ad anello.&lt;/li&gt;
&lt;/ul&gt;
</translation>
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
        <translation>&lt;h2&gt;Quando la partita è decisa&lt;/h2&gt;
&lt;p&gt;Perdi quando la tessera in mano non si può posare da nessuna parte, comunque la ruoti o la
ribalti: sei &lt;b&gt;bloccato&lt;/b&gt;. Spesso lo si vede prima: il gioco te lo dice appena
&lt;b&gt;nessuno dei due colori può più raggiungere l’obiettivo&lt;/b&gt;, anche se restano tessere. Un colore
è fuori gioco quando&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;chiude un anello che salta alcune tessere;&lt;/li&gt;
&lt;li&gt;in una partita a linea, un binario che salta alcune tessere ha entrambe le estremità che
escono dal quadrato, su lati dove la disposizione è già larga quanto il quadrato;&lt;/li&gt;
&lt;li&gt;nella partita ad anello, uno qualsiasi dei suoi binari esce dal quadrato su un lato del genere
(un anello non ha estremità).&lt;/li&gt;
&lt;/ul&gt;
</translation>
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
        <translation>&lt;h2&gt;Suggerimenti&lt;/h2&gt;
&lt;p&gt;Premi &lt;b&gt;H&lt;/b&gt; per un suggerimento: la mossa migliore (o le mosse, quando più d’una sono
ugualmente buone), con una percentuale e gli spazi obbligati che ciascuna riempie; premi di nuovo
H per la mappa di calore dei posti dove può andare la tessera in mano, colorati secondo quanto è
buona ogni mossa. Un clic su una casella gioca la tessera proprio come la mostra lì il
suggerimento o la mappa di calore.&lt;/p&gt;
&lt;p&gt;La percentuale è la tua &lt;b&gt;probabilità esatta di vincere da qui giocando in modo perfetto&lt;/b&gt;,
sapendo solo quello che vedi ora: la tessera in mano e le tessere mostrate in anticipo (la
successiva nel gioco normale; la preferenza &lt;b&gt;Tessere mostrate in anticipo&lt;/b&gt; ne mostra invece
0, 2 o 3). Il resto è ignoto, quindi è una probabilità, non una promessa: al 60% il gioco migliore
vince in media 60 partite su 100 come questa. 100% vuol dire che vinci qualunque cosa esca, se
giochi bene; 0% vuol dire che la partita non si può più vincere. Un suggerimento non sbircia mai
le tessere nascoste.&lt;/p&gt;
&lt;p&gt;La preferenza &lt;b&gt;Distribuisci solo smazzate vincibili&lt;/b&gt; dà smazzate che si potrebbero vincere
conoscendo in anticipo tutta la pila. Tu non la conosci, quindi puoi ancora perderle.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Typing moves&lt;/h2&gt;
&lt;p&gt;Press &lt;b&gt;M&lt;/b&gt; (or click the box under the board) and type a move in the notation of game
records: the cell, a colon and the way the tile lies, like &lt;b&gt;B2:NE&lt;/b&gt;, then Enter. &lt;b&gt;B2&lt;/b&gt;
alone plays the tile as you hold it. Columns are lettered from the west edge of the layout
(&lt;b&gt;@&lt;/b&gt; is the empty column west of it), rows numbered from the north edge (&lt;b&gt;0&lt;/b&gt; is the
empty row north of it), as on the board&apos;s labels.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Scrivere le mosse&lt;/h2&gt;
&lt;p&gt;Premi &lt;b&gt;M&lt;/b&gt; (o fai clic sulla casella sotto il tavoliere) e scrivi una mossa nella notazione
delle partite: la casella, i due punti e il verso della tessera, come &lt;b&gt;B2:NE&lt;/b&gt;, poi Invio.
&lt;b&gt;B2&lt;/b&gt; da solo gioca la tessera come la tieni. Le colonne hanno lettere a partire dal bordo
ovest della disposizione (&lt;b&gt;@&lt;/b&gt; è la colonna vuota a ovest), le righe numeri a partire dal
bordo nord (&lt;b&gt;0&lt;/b&gt; è la riga vuota a nord), come le etichette del tavoliere.&lt;/p&gt;
</translation>
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
        <translation>&lt;h2&gt;Altri modi di distribuire&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Nuova partita&lt;/b&gt; (N) distribuisce a caso, oppure una smazzata dal suo numero, oppure una
smazzata che incolli (i versi delle tessere dalla cima della pila in giù). Una
&lt;b&gt;difficoltà&lt;/b&gt; distribuisce una smazzata casuale di quel grado:&lt;/p&gt;
{GRADES}
&lt;p&gt;La &lt;b&gt;smazzata del giorno&lt;/b&gt; è la stessa per ogni giocatore di una variante in quel giorno
(UTC), e il risolutore ha dimostrato che si può vincere.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Puzzles&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Puzzles&lt;/b&gt; (P) are open-stack deals: the whole stack is shown beside the board, so you can
plan every move. Each pack has puzzles from easy to hard; a solved puzzle is marked, and
&lt;b&gt;Next unsolved puzzle&lt;/b&gt; carries on where you left off. A hint in a puzzle names a move that
still wins for certain.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Rompicapi&lt;/h2&gt;
&lt;p&gt;I &lt;b&gt;rompicapi&lt;/b&gt; (P) sono smazzate a pila scoperta: tutta la pila è mostrata accanto al
tavoliere, quindi puoi pianificare ogni mossa. Ogni raccolta ha rompicapi da facili a difficili;
un rompicapo risolto viene segnato, e &lt;b&gt;Rompicapo successivo non risolto&lt;/b&gt; riprende da dove eri
rimasto. In un rompicapo un suggerimento indica una mossa che vince ancora con certezza.&lt;/p&gt;
</translation>
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
        <translation>&lt;h2&gt;Statistiche&lt;/h2&gt;
&lt;p&gt;Ogni partita che inizi e in cui giochi almeno una mossa conta una volta: vinta, persa (il
quadrato pieno senza l’obiettivo, bloccata, oppure decisa e abbandonata), oppure lasciata se
inizi un’altra smazzata prima che finisca (conta come persa). Uscire conserva la partita per la
prossima volta: non è una sconfitta. Annulla, Ricomincia e Ripristina non contano mai una partita
due volte. Solo le smazzate casuali e numerate contano per la percentuale di vittorie e per la
serie; le smazzate incollate, quelle del giorno, quelle per difficoltà e i rompicapi sono
contati a parte.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Starting on a game&lt;/h2&gt;
&lt;p&gt;The command line opens the app on a game: &lt;tt&gt;trax-solitaire --size 3 --goal line --deal
&quot;NS ES ...&quot;&lt;/tt&gt;, &lt;tt&gt;--number K&lt;/tt&gt;, &lt;tt&gt;--daily&lt;/tt&gt;, &lt;tt&gt;--puzzle 3x3-line-004&lt;/tt&gt;, or a saved
game file.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Aprire il gioco su una partita&lt;/h2&gt;
&lt;p&gt;La riga di comando apre il gioco su una partita: &lt;tt&gt;trax-solitaire --size 3 --goal line --deal
&quot;NS ES ...&quot;&lt;/tt&gt;, &lt;tt&gt;--number K&lt;/tt&gt;, &lt;tt&gt;--daily&lt;/tt&gt;, &lt;tt&gt;--puzzle 3x3-line-004&lt;/tt&gt;, oppure un
file di partita salvata.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys and mouse&lt;/h2&gt;
{KEYS_TABLE}</source>
        <translation>&lt;h2&gt;Tasti e mouse&lt;/h2&gt;
{KEYS_TABLE}</translation>
    </message>
    <message>
        <source>How to play Trax Solitaire</source>
        <translation>Come si gioca a Trax Solitario</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Qualsiasi</translation>
    </message>
    <message>
        <source>Any deal, as it comes: it may not be winnable.</source>
        <translation>Una smazzata qualsiasi, come viene: potrebbe non essere vincibile.</translation>
    </message>
    <message>
        <source>type a deal number</source>
        <translation>scrivi un numero di smazzata</translation>
    </message>
    <message>
        <source>deal number {v1!r} is not a whole number</source>
        <translation>il numero di smazzata {v1!r} non è un numero intero</translation>
    </message>
    <message>
        <source>paste a deal: {tiles} orientations such as NS EW NE, top of the stack first</source>
        <translation>incolla una smazzata: {tiles} versi come NS EW NE, dalla cima della pila</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>{size}×{size} {goal}</source>
        <translation>{goal} {size}×{size}</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Random deal</source>
        <translation>Smazzata casuale</translation>
    </message>
    <message>
        <source>Deal of the day:</source>
        <translation>Smazzata del giorno:</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Numero di smazzata:</translation>
    </message>
    <message>
        <source>Deal string:</source>
        <translation>Stringa di smazzata:</translation>
    </message>
    <message>
        <source>e.g. 123456</source>
        <translation>es. 123456</translation>
    </message>
    <message>
        <source>e.g. NS NE NE SW NS NS NE NE SW</source>
        <translation>es. NS NE NE SW NS NS NE NE SW</translation>
    </message>
    <message>
        <source>Only deals the solver proves solvable</source>
        <translation>Solo smazzate che il risolutore dimostra vincibili</translation>
    </message>
    <message>
        <source>What the difficulty means</source>
        <translation>Che cosa significa la difficoltà</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficoltà:</translation>
    </message>
    <message>
        <source>Problem with the deal</source>
        <translation>Problema con la smazzata</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuisci</translation>
    </message>
    <message>
        <source>today (UTC)</source>
        <translation>oggi (UTC)</translation>
    </message>
    <message>
        <source>The same deal for every player of the variant that day, found solvable by the solver.</source>
        <translation>La stessa smazzata per ogni giocatore della variante in quel giorno, vincibile secondo il risolutore.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>1 in {count}</source>
        <translation>1 su {count}</translation>
    </message>
    <message>
        <source>Open-stack puzzles</source>
        <translation>Rompicapi a pila scoperta</translation>
    </message>
    <message>
        <source>The whole stack is shown: find a play that makes the goal.</source>
        <translation>Tutta la pila è visibile: trova un gioco che raggiunga l’obiettivo.</translation>
    </message>
    <message>
        <source>Pack:</source>
        <translation>Raccolta:</translation>
    </message>
    <message>
        <source>Puzzles of the pack</source>
        <translation>Rompicapi della raccolta</translation>
    </message>
    <message>
        <source>{variant}: {done} of {v1} puzzles solved</source>
        <translation>{variant}: {done} rompicapi risolti su {v1}</translation>
    </message>
    <message>
        <source>{id}, deal {number}</source>
        <translation>{id}, smazzata {number}</translation>
    </message>
    <message>
        <source> Solved.</source>
        <translation> Risolto.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{level}&lt;/b&gt;: {v1}{solved}&lt;br&gt;Random play wins {v2}.</source>
        <translation>&lt;b&gt;{level}&lt;/b&gt;: {v1}{solved}&lt;br&gt;Giocando a caso si vince {v2}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilità</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Giudizio</translation>
    </message>
    <message>
        <source>The game&apos;s moves</source>
        <translation>Le mosse della partita</translation>
    </message>
    <message>
        <source>This deal could not be won, even with the whole stack known.</source>
        <translation>Questa smazzata non si poteva vincere, neanche conoscendo tutta la pila.</translation>
    </message>
    <message>
        <source>Move {ply} ({move}) threw the win away.</source>
        <translation>La mossa {ply} ({move}) ha buttato via la vittoria.</translation>
    </message>
    <message>
        <source>You never let the win slip: every move kept a winning play.</source>
        <translation>Non hai mai lasciato sfuggire la vittoria: ogni mossa ha mantenuto una sequenza vincente.</translation>
    </message>
    <message>
        <source>You won.</source>
        <translation>Hai vinto.</translation>
    </message>
    <message>
        <source>Lost: the board filled without the goal.</source>
        <translation>Persa: il tavoliere si è riempito senza l’obiettivo.</translation>
    </message>
    <message>
        <source>Lost: the tile in hand fitted nowhere.</source>
        <translation>Persa: la tessera in mano non entrava da nessuna parte.</translation>
    </message>
    <message>
        <source>No win is left.</source>
        <translation>Non resta nessuna vittoria possibile.</translation>
    </message>
    <message>
        <source>Still playing: your chance is {p:.0%}.</source>
        <translation>Ancora in gioco: la tua probabilità è del {p:.0%}.</translation>
    </message>
    <message>
        <source>the tiles went against you ({points} points of win chance)</source>
        <translation>le tessere ti sono state contro ({points} punti di probabilità di vittoria)</translation>
    </message>
    <message>
        <source>the tiles helped you ({points} points of win chance)</source>
        <translation>le tessere ti hanno aiutato ({points} punti di probabilità di vittoria)</translation>
    </message>
    <message>
        <source>the tiles were even</source>
        <translation>le tessere sono state neutrali</translation>
    </message>
    <message>
        <source>{outcome} You played every move at its best; {tiles}.</source>
        <translation>{outcome} Hai giocato ogni mossa al meglio; {tiles}.</translation>
    </message>
    <message>
        <source>{outcome} {v1}; {tiles}. You kept {kept:.0%} of your chances.</source>
        <translation>{outcome} {v1}; {tiles}. Hai conservato il {kept:.0%} delle tue probabilità.</translation>
    </message>
    <message>
        <source>Your chance of winning this game before any tile was seen: {odds:.1%}.</source>
        <translation>La tua probabilità di vincere questa partita prima di vedere alcuna tessera: {odds:.1%}.</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>hai vinto</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>hai perso</translation>
    </message>
    <message>
        <source>your chance now is {p:.1%}</source>
        <translation>ora la tua probabilità è {p:.1%}</translation>
    </message>
    <message>
        <source>Your chance of winning before any tile was seen: {odds:.1%}. The first two tiles {deal}, the later tiles {tiles}, your moves {moves}; in the end {result}. (A point is 1% of win chance.)</source>
        <translation>La tua probabilità di vincere prima di vedere alcuna tessera: {odds:.1%}. Le prime due tessere {deal}, le tessere successive {tiles}, le tue mosse {moves}; alla fine {result}. (Un punto è l’1% di probabilità di vittoria.)</translation>
    </message>
    <message>
        <source>raised it by {value:.1f} points</source>
        <translation>l’hanno alzata di {value:.1f} punti</translation>
    </message>
    <message>
        <source>lowered it by {value:.1f} points</source>
        <translation>l’hanno abbassata di {value:.1f} punti</translation>
    </message>
    <message>
        <source>did not change it</source>
        <translation>non l’hanno cambiata</translation>
    </message>
    <message>
        <source>move {ply} ({move})</source>
        <translation>la mossa {ply} ({move})</translation>
    </message>
    <message>
        <source>After {name} no win was possible any more</source>
        <translation>Dopo {name} la vittoria non era più possibile</translation>
    </message>
    <message>
        <source>Your costliest move was {name}: {v1} points of win chance</source>
        <translation>La tua mossa più costosa è stata {name}: {v1} punti di probabilità di vittoria</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move {ply}: {move}&lt;/b&gt; ({hand} in hand, next {next}). </source>
        <translation>&lt;b&gt;Mossa {ply}: {move}&lt;/b&gt; ({hand} in mano, poi {next}). </translation>
    </message>
    <message>
        <source>No winning move was left: every move wins 0% of the time.</source>
        <translation>Non restava nessuna mossa vincente: ogni mossa vince nello 0% dei casi.</translation>
    </message>
    <message>
        <source>Best: {best} at {p:.1%}. Played: {played:.1%}</source>
        <translation>Migliore: {best} al {p:.1%}. Giocata: {played:.1%}</translation>
    </message>
    <message>
        <source>, {mark} ({points} points).</source>
        <translation>, {mark} ({points} punti).</translation>
    </message>
    <message>
        <source>&lt;br&gt;The tiles before it: {points} points. </source>
        <translation>&lt;br&gt;Le tessere prima: {points} punti. </translation>
    </message>
    <message>
        <source>Outlined: the move played; the colours compare every move.</source>
        <translation>Contornata: la mossa giocata; i colori confrontano ogni mossa.</translation>
    </message>
    <message>
        <source>whole stack known</source>
        <translation>pila intera nota</translation>
    </message>
    <message>
        <source>fair play</source>
        <translation>gioco leale</translation>
    </message>
    <message numerus="yes">
        <source>, %n tile(s) shown ahead</source>
        <translation>
            <numerusform>, %n tessera mostrata in anticipo</numerusform>
            <numerusform>, %n tessere mostrate in anticipo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review: {variant}, %n move(s) ({kind})</source>
        <translation>
            <numerusform>Revisione: {variant}, %n mossa ({kind})</numerusform>
            <numerusform>Revisione: {variant}, %n mosse ({kind})</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Analisi della partita…</translation>
    </message>
    <message>
        <source>Try again from here</source>
        <translation>Riprova da qui</translation>
    </message>
    <message>
        <source>Play on from the position before this move (not counted)</source>
        <translation>Continua dalla posizione prima di questa mossa (non conteggiata)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The analysis failed&lt;/b&gt;: {v1}</source>
        <translation>&lt;b&gt;L’analisi non è riuscita&lt;/b&gt;: {v1}</translation>
    </message>
    <message>
        <source>No winning move was left: every move wins 0%.</source>
        <translation>Non restava nessuna mossa vincente: ogni mossa vince lo 0%.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final position&lt;/b&gt;: {v1}.</source>
        <translation>&lt;b&gt;Posizione finale&lt;/b&gt;: {v1}.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Colori:</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animazione:</translation>
    </message>
    <message>
        <source>Tiles shown ahead:</source>
        <translation>Tessere mostrate in anticipo:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>Fill forced spaces automatically</source>
        <translation>Riempi automaticamente gli spazi obbligati</translation>
    </message>
    <message>
        <source>A forced space has only one possible tile. Off: you place it yourself.</source>
        <translation>Uno spazio obbligato ammette una sola tessera. Se disattivato, la posi tu.</translation>
    </message>
    <message>
        <source>Highlight where the tile in hand can go</source>
        <translation>Evidenzia dove può andare la tessera in mano</translation>
    </message>
    <message>
        <source>Deal only solvable deals</source>
        <translation>Distribuisci solo smazzate vincibili</translation>
    </message>
    <message>
        <source>New games use deals that can be won when the whole stack is known in advance.</source>
        <translation>Le nuove partite usano smazzate vincibili conoscendo in anticipo tutta la pila.</translation>
    </message>
    <message>
        <source>Ask before giving up a game in progress</source>
        <translation>Chiedi prima di abbandonare una partita in corso</translation>
    </message>
    <message>
        <source>New game, Deal again or Open count the game in progress as lost: ask first.</source>
        <translation>Nuova partita, Ridistribuisci o Apri contano la partita in corso come persa: chiedi prima.</translation>
    </message>
    <message>
        <source>Coach: ask before a costly move</source>
        <translation>Allenatore: chiedi prima di una mossa costosa</translation>
    </message>
    <message>
        <source>Before a move that throws much of your chance away (more than 10 points of win chance), ask first.</source>
        <translation>Prima di una mossa che butta via gran parte delle tue probabilità (più di 10 punti di probabilità di vittoria), chiedi conferma.</translation>
    </message>
    <message>
        <source> For new games.</source>
        <translation> Per le nuove partite.</translation>
    </message>
    <message>
        <source>A new language applies when Trax Solitaire starts again.</source>
        <translation>Una nuova lingua si applica al prossimo avvio di Trax Solitario.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The new language applies when Trax Solitaire starts again.</source>
        <translation>La nuova lingua si applica al prossimo avvio di Trax Solitario.</translation>
    </message>
    <message>
        <source>Puzzle {number} of {total}</source>
        <translation>Rompicapo {number} di {total}</translation>
    </message>
    <message>
        <source>{variant} · deal #{number}</source>
        <translation>{variant} · smazzata n. {number}</translation>
    </message>
    <message>
        <source>{variant} puzzle {number} ({level})</source>
        <translation>{variant}, rompicapo {number} ({level})</translation>
    </message>
    <message>
        <source> &lt;span style=&apos;color:#8fe39f&apos;&gt;{SOLVED_MARK} Solved&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#8fe39f&apos;&gt;{SOLVED_MARK} Risolto&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open-stack puzzle, {v1}&lt;/b&gt;{solved}&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</source>
        <translation>&lt;b&gt;Rompicapo a pila scoperta, {v1}&lt;/b&gt;{solved}&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Serie attuale</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Serie migliore</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Suggerimenti usati</translation>
    </message>
    <message>
        <source>How games count</source>
        <translation>Come si contano le partite</translation>
    </message>
    <message>
        <source>Cannot be read just now</source>
        <translation>Non leggibile in questo momento</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Azzera…</translation>
    </message>
    <message>
        <source>Delete the recorded games of the variant shown</source>
        <translation>Cancella le partite registrate della variante mostrata</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <source>Cannot review this game</source>
        <translation>Impossibile rivedere questa partita</translation>
    </message>
    <message>
        <source>The statistics could not be read. {exc}</source>
        <translation>Non è stato possibile leggere le statistiche. {exc}</translation>
    </message>
    <message>
        <source>This session&apos;s games are kept beside it and recorded once it can be used.</source>
        <translation>Le partite di questa sessione vengono conservate accanto al file e registrate appena lo si può usare.</translation>
    </message>
    <message>
        <source>Statistics unavailable</source>
        <translation>Statistiche non disponibili</translation>
    </message>
    <message>
        <source>{error}

{kept}</source>
        <translation>{error}

{kept}</translation>
    </message>
    <message>
        <source>Statistics file damaged</source>
        <translation>File delle statistiche danneggiato</translation>
    </message>
    <message>
        <source>{error}

Move the damaged file aside (it is kept, renamed) and start new statistics? If you choose No, the file is left as it is. {kept}</source>
        <translation>{error}

Spostare da parte il file danneggiato (viene conservato, rinominato) e iniziare nuove statistiche? Se scegli No, il file resta com’è. {kept}</translation>
    </message>
    <message>
        <source>{exc}

{kept}</source>
        <translation>{exc}

{kept}</translation>
    </message>
    <message>
        <source>New statistics</source>
        <translation>Nuove statistiche</translation>
    </message>
    <message>
        <source>The damaged file was kept as {aside}.
New statistics start.</source>
        <translation>Il file danneggiato è stato conservato come {aside}.
Iniziano nuove statistiche.</translation>
    </message>
    <message>
        <source>The waiting games are now recorded in the statistics.</source>
        <translation>Le partite in attesa sono ora registrate nelle statistiche.</translation>
    </message>
    <message>
        <source>Statistics: {games} cannot be recorded or kept: nothing can be written</source>
        <translation>Statistiche: impossibile registrare o conservare {games}: non si può scrivere nulla</translation>
    </message>
    <message>
        <source> in {folder}. File ▸ Save finished games elsewhere… keeps </source>
        <translation> in {folder}. File ▸ Salva altrove le partite finite… </translation>
    </message>
    <message>
        <source>it.</source>
        <translation>la conserva.</translation>
    </message>
    <message>
        <source>them.</source>
        <translation>le conserva.</translation>
    </message>
    <message>
        <source>Statistics: 1 game waits to be recorded, kept meanwhile.</source>
        <translation>Statistiche: 1 partita attende la registrazione, conservata nel frattempo.</translation>
    </message>
    <message>
        <source>Statistics: {count} games wait to be recorded, kept meanwhile.</source>
        <translation>Statistiche: {count} partite attendono la registrazione, conservate nel frattempo.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>No games of {variant} to reset.</source>
        <translation>Nessuna partita di {variant} da azzerare.</translation>
    </message>
    <message numerus="yes">
        <source>Delete the recorded %n game(s) of {variant}, with the streaks?
This cannot be undone.</source>
        <translation>
            <numerusform>Cancellare la partita registrata di {variant}, con le serie?
Non si può annullare.</numerusform>
            <numerusform>Cancellare le %n partite registrate di {variant}, con le serie?
Non si può annullare.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games of this variant have been finished yet.</source>
        <translation>Nessuna partita di questa variante è ancora stata finita.</translation>
    </message>
    <message>
        <source>all kinds of deal; hover for the reason; double-click to review</source>
        <translation>ogni tipo di smazzata; passa sopra col mouse per il motivo; doppio clic per rivedere</translation>
    </message>
    <message>
        <source>the next tile hidden</source>
        <translation>la tessera successiva nascosta</translation>
    </message>
    <message>
        <source>Recent games of every setting ({details})</source>
        <translation>Partite recenti con ogni impostazione ({details})</translation>
    </message>
    <message>
        <source>Recent games with {setting} ({details})</source>
        <translation>Partite recenti con {setting} ({details})</translation>
    </message>
    <message numerus="yes">
        <source>. %n more game(s) under other settings: choose Every setting to see them.</source>
        <translation>
            <numerusform>. %n altra partita con altre impostazioni: scegli Ogni impostazione per vederla.</numerusform>
            <numerusform>. Altre %n partite con altre impostazioni: scegli Ogni impostazione per vederle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games with {setting} yet; %n game(s) under other settings: choose Every setting in Tiles shown ahead.</source>
        <translation>
            <numerusform>Ancora nessuna partita con {setting}; %n partita con altre impostazioni: scegli Ogni impostazione in Tessere mostrate in anticipo.</numerusform>
            <numerusform>Ancora nessuna partita con {setting}; %n partite con altre impostazioni: scegli Ogni impostazione in Tessere mostrate in anticipo.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 finished game waits to be recorded, not counted in the figures yet: nothing can be written in the data folder, so only this session holds it (File ▸ Save finished games elsewhere… keeps it).</source>
        <translation>1 partita finita attende di essere registrata e non è ancora contata nei numeri: nella cartella dei dati non si può scrivere nulla, quindi solo questa sessione la conserva (File ▸ Salva altrove le partite finite… la mette al sicuro).</translation>
    </message>
    <message>
        <source>{count} finished games wait to be recorded, not counted in the figures yet: nothing can be written in the data folder, so only this session holds them (File ▸ Save finished games elsewhere… keeps them).</source>
        <translation>{count} partite finite attendono di essere registrate e non sono ancora contate nei numeri: nella cartella dei dati non si può scrivere nulla, quindi solo questa sessione le conserva (File ▸ Salva altrove le partite finite… le mette al sicuro).</translation>
    </message>
    <message>
        <source>1 finished game waits to be recorded, not counted in the figures yet: the file is in use or damaged. It will be counted once the file can be written.</source>
        <translation>1 partita finita attende di essere registrata e non è ancora contata nei numeri: il file è in uso o danneggiato. Sarà contata appena si potrà scrivere nel file.</translation>
    </message>
    <message>
        <source>{count} finished games wait to be recorded, not counted in the figures yet: the file is in use or damaged. They will be counted once the file can be written.</source>
        <translation>{count} partite finite attendono di essere registrate e non sono ancora contate nei numeri: il file è in uso o danneggiato. Saranno contate appena si potrà scrivere nel file.</translation>
    </message>
    <message>
        <source>Skill: no analysed games yet (figures come with games played from now on).</source>
        <translation>Abilità: ancora nessuna partita analizzata (i dati arrivano con le partite giocate da ora in poi).</translation>
    </message>
    <message>
        <source>Average skill loss: {points} points a game (game analysed)</source>
        <translation>Perdita media di abilità: {points} punti a partita (1 partita analizzata)</translation>
    </message>
    <message>
        <source>Average skill loss: {points} points a game ({count} games analysed)</source>
        <translation>Perdita media di abilità: {points} punti a partita ({count} partite analizzate)</translation>
    </message>
    <message>
        <source>; last {count}: {points}</source>
        <translation>; ultime {count}: {points}</translation>
    </message>
    <message>
        <source>. Lower is better.</source>
        <translation>. Più basso è meglio.</translation>
    </message>
    <message>
        <source>Skill loss of the recent games</source>
        <translation>Perdita di abilità nelle partite recenti</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n partita finita</numerusform>
            <numerusform>%n partite finite</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing can be saved in your data folder {folder}: {reason}. Finished games cannot be recorded in the statistics, and the game in progress cannot be kept for next time. You can play: when a game ends, File ▸ Save finished games elsewhere… keeps it in another folder, and you are asked before quitting would lose it.</source>
        <translation>Nella tua cartella dei dati {folder} non si può salvare nulla: {reason}. Le partite finite non possono essere registrate nelle statistiche e la partita in corso non può essere conservata per la prossima volta. Puoi giocare: quando una partita finisce, File ▸ Salva altrove le partite finite… la conserva in un’altra cartella, e ti viene chiesto prima che l’uscita la faccia perdere.</translation>
    </message>
    <message>
        <source>Nothing can be saved</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>You can choose another folder for your games and statistics now (File ▸ Choose data folder… later): it is remembered, and everything is saved there from then on.</source>
        <translation>Puoi scegliere adesso un’altra cartella per le tue partite e statistiche (più tardi con File ▸ Scegli la cartella dei dati…): viene ricordata e da allora tutto si salva lì.</translation>
    </message>
    <message>
        <source>Choose another data folder…</source>
        <translation>Scegli un’altra cartella dei dati…</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Gioca senza salvare</translation>
    </message>
    <message>
        <source>No finished game waits to be recorded.</source>
        <translation>Nessuna partita finita attende di essere registrata.</translation>
    </message>
    <message>
        <source>Save finished games elsewhere</source>
        <translation>Salva altrove le partite finite</translation>
    </message>
    <message>
        <source>Could not save the games in {name}: {v1}.</source>
        <translation>Impossibile salvare le partite in {name}: {v1}.</translation>
    </message>
    <message>
        <source>Saved {games} in {name}. To count it in your statistics later, open that file with File ▸ Import saved games… (or File ▸ Open) once your data folder can be written, or after choosing another one (File ▸ Choose data folder…).</source>
        <translation>Salvato {games} in {name}. Per contarla più tardi nelle tue statistiche, apri quel file con File ▸ Importa partite salvate… (o File ▸ Apri) quando nella cartella dei dati si potrà scrivere, oppure dopo averne scelta un’altra (File ▸ Scegli la cartella dei dati…).</translation>
    </message>
    <message>
        <source>Saved {games} in {name}. To count them in your statistics later, open that file with File ▸ Import saved games… (or File ▸ Open) once your data folder can be written, or after choosing another one (File ▸ Choose data folder…).</source>
        <translation>Salvate {games} in {name}. Per contarle più tardi nelle tue statistiche, apri quel file con File ▸ Importa partite salvate… (o File ▸ Apri) quando nella cartella dei dati si potrà scrivere, oppure dopo averne scelta un’altra (File ▸ Scegli la cartella dei dati…).</translation>
    </message>
    <message>
        <source>Finished games saved</source>
        <translation>Partite finite salvate</translation>
    </message>
    <message>
        <source>Finished games not recorded</source>
        <translation>Partite finite non registrate</translation>
    </message>
    <message>
        <source>{games} could not be recorded or kept: nothing can be written in {folder}.</source>
        <translation>Impossibile registrare o conservare {games}: in {folder} non si può scrivere nulla.</translation>
    </message>
    <message>
        <source> Quitting now loses it.</source>
        <translation> Uscendo ora la perdi.</translation>
    </message>
    <message>
        <source> Quitting now loses them.</source>
        <translation> Uscendo ora le perdi.</translation>
    </message>
    <message>
        <source>Save them elsewhere…</source>
        <translation>Salvale altrove…</translation>
    </message>
    <message>
        <source>Quit without them</source>
        <translation>Esci senza salvarle</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Not quitting: the finished games still wait.</source>
        <translation>Non esci: le partite finite sono ancora in attesa.</translation>
    </message>
    <message>
        <source>Classic (black and white on red)</source>
        <translation>Classico (nero e bianco su rosso)</translation>
    </message>
    <message>
        <source>UK (white and red on black)</source>
        <translation>Britannico (bianco e rosso su nero)</translation>
    </message>
    <message>
        <source>0 – hard: the next tile hidden</source>
        <translation>0 – difficile: la tessera successiva nascosta</translation>
    </message>
    <message>
        <source>1 – standard (next tile shown)</source>
        <translation>1 – normale (tessera successiva visibile)</translation>
    </message>
    <message>
        <source>2 – easier</source>
        <translation>2 – più facile</translation>
    </message>
    <message>
        <source>3 – easiest</source>
        <translation>3 – il più facile</translation>
    </message>
    <message>
        <source>next tile hidden</source>
        <translation>tessera successiva nascosta</translation>
    </message>
    <message>
        <source>1 tile shown ahead</source>
        <translation>1 tessera mostrata in anticipo</translation>
    </message>
    <message>
        <source>{lookahead} tiles shown ahead</source>
        <translation>{lookahead} tessere mostrate in anticipo</translation>
    </message>
    <message>
        <source>Tiles shown ahead</source>
        <translation>Tessere mostrate in anticipo</translation>
    </message>
    <message>
        <source>Every setting</source>
        <translation>Ogni impostazione</translation>
    </message>
    <message>
        <source>How many tiles of the stack you see after the one in hand. 1 is the standard game; 0 is harder, 2 and 3 easier.</source>
        <translation>Quante tessere della pila vedi dopo quella in mano. 1 è il gioco normale; 0 è più difficile, 2 e 3 più facili.</translation>
    </message>
    <message>
        <source>&amp;Tutorial: learn to play</source>
        <translation>&amp;Tutorial: impara a giocare</translation>
    </message>
    <message>
        <source>Short lessons on the real board, from the first unfinished one</source>
        <translation>Brevi lezioni sul vero tavoliere, dalla prima non completata</translation>
    </message>
    <message>
        <source>The tutorial cannot be opened: {exc}</source>
        <translation>Impossibile aprire il tutorial: {exc}</translation>
    </message>
    <message>
        <source>of lesson {number}</source>
        <translation>della lezione {number}</translation>
    </message>
    <message>
        <source>Lesson {number}: {title}.</source>
        <translation>Lezione {number}: {title}.</translation>
    </message>
    <message>
        <source> Now play at {cell} instead.</source>
        <translation> Ora gioca invece in {cell}.</translation>
    </message>
    <message>
        <source>Lesson {number} of {count} · {title}</source>
        <translation>Lezione {number} di {count} · {title}</translation>
    </message>
    <message>
        <source> That was the last lesson.</source>
        <translation> Era l’ultima lezione.</translation>
    </message>
    <message>
        <source> · done ✓</source>
        <translation> · fatto ✓</translation>
    </message>
    <message>
        <source>Lesson finished.</source>
        <translation>Lezione finita.</translation>
    </message>
    <message>
        <source> · step {number} of {count}</source>
        <translation> · passo {number} di {count}</translation>
    </message>
    <message>
        <source>Welcome to Trax Solitaire</source>
        <translation>Benvenuto in Trax Solitario</translation>
    </message>
    <message>
        <source>New to Trax Solitaire? A short tutorial teaches the rules on the real board, one idea at a time.</source>
        <translation>Prima volta con Trax Solitario? Un breve tutorial insegna le regole sul vero tavoliere, un’idea alla volta.</translation>
    </message>
    <message>
        <source>You can open it at any time from Help ▸ Tutorial.</source>
        <translation>Puoi aprirlo quando vuoi da Aiuto ▸ Tutorial.</translation>
    </message>
    <message>
        <source>Learn to play (about 5 minutes)</source>
        <translation>Impara a giocare (circa 5 minuti)</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Gioca subito</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Skip ▶</source>
        <translation>Salta ▶</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>Lezione successiva ▶</translation>
    </message>
    <message>
        <source>Leave tutorial</source>
        <translation>Esci dal tutorial</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lezioni</translation>
    </message>
    <message>
        <source>The next lesson</source>
        <translation>La lezione successiva</translation>
    </message>
    <message>
        <source>The previous lesson</source>
        <translation>La lezione precedente</translation>
    </message>
    <message>
        <source>Go on to the next lesson without finishing this one</source>
        <translation>Passa alla lezione successiva senza finire questa</translation>
    </message>
    <message>
        <source>Every lesson: pick one to play</source>
        <translation>Tutte le lezioni: scegline una da giocare</translation>
    </message>
    <message>
        <source>Back to your game; Help ▸ Tutorial brings you back here</source>
        <translation>Torna alla tua partita; Aiuto ▸ Tutorial ti riporta qui</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>Fine ✓</translation>
    </message>
    <message>
        <source>Colours must match where tiles touch. On its {side} side your tile shows {mine}, but the tile at {where} shows {theirs} there.</source>
        <translation>I colori devono coincidere dove le tessere si toccano. Sul lato {side} la tua tessera mostra {mine}, ma la tessera in {where} lì mostra {theirs}.</translation>
    </message>
    <message>
        <source> (after the app fills {fills} for you)</source>
        <translation> (dopo che il gioco riempie per te {fills})</translation>
    </message>
    <message>
        <source>That would leave a dead space at {cell}{after}: an empty cell that one colour enters from three sides. No tile could ever fill it, so the move is not allowed.</source>
        <translation>Lascerebbe uno spazio morto in {cell}{after}: una casella vuota in cui un colore entra da tre lati. Nessuna tessera potrebbe mai riempirla, quindi la mossa non è permessa.</translation>
    </message>
    <message>
        <source>The layout may never be more than {n} tiles wide or {n} tiles tall (the frame), and this cell would make it bigger.</source>
        <translation>La disposizione non può mai superare {n} tessere in larghezza o {n} in altezza (la cornice), e questa casella la renderebbe più grande.</translation>
    </message>
    <message>
        <source>You may turn a tile only when it fits nowhere as it was dealt. This one fits somewhere, so play it as it is.</source>
        <translation>Puoi ruotare una tessera solo quando, così come è uscita, non entra da nessuna parte. Questa entra da qualche parte, quindi giocala così com’è.</translation>
    </message>
    <message>
        <source>A new tile must touch a tile already on the table, side by side.</source>
        <translation>Una nuova tessera deve toccare, lato contro lato, una tessera già sul tavoliere.</translation>
    </message>
    <message>
        <source>That cell already holds a tile: choose an empty one.</source>
        <translation>Quella casella ha già una tessera: scegline una vuota.</translation>
    </message>
    <message>
        <source>The first tile goes on the cell marked @0, just as it was dealt.</source>
        <translation>La prima tessera va nella casella segnata @0, così come è uscita.</translation>
    </message>
    <message>
        <source>First the app fills the forced space: watch it, or click the marked cell.</source>
        <translation>Prima il gioco riempie lo spazio obbligato: guarda, oppure fai clic sulla casella segnata.</translation>
    </message>
    <message>
        <source>Tutorial finished: you know the game. Help ▸ Tutorial opens any lesson again.</source>
        <translation>Tutorial finito: ora conosci il gioco. Aiuto ▸ Tutorial riapre qualsiasi lezione.</translation>
    </message>
    <message>
        <source>Tutorial left: Help ▸ Tutorial brings you back where you were.</source>
        <translation>Tutorial lasciato: Aiuto ▸ Tutorial ti riporta dove eri.</translation>
    </message>
    <message>
        <source>Tutorial left: Help ▸ Tutorial brings you back to lesson {number}, where you were.</source>
        <translation>Tutorial lasciato: Aiuto ▸ Tutorial ti riporta alla lezione {number}, dove eri.</translation>
    </message>
    <message>
        <source>Lesson {number} dealt again from its first step. New game leaves the tutorial.</source>
        <translation>Lezione {number} ridistribuita dal primo passo. Nuova partita esce dal tutorial.</translation>
    </message>
    <message>
        <source>{cell} is allowed; the lesson wants {move}.</source>
        <translation>{cell} è permessa; la lezione vuole {move}.</translation>
    </message>
    <message>
        <source>Right cell, but the lesson turns the tile to {way} first: press F to flip it and T to turn it (or right-click), then click again.</source>
        <translation>Casella giusta, ma la lezione prima gira la tessera in {way}: premi F per ribaltarla e T per ruotarla (o clic destro), poi fai di nuovo clic.</translation>
    </message>
    <message>
        <source>That move is allowed, but this lesson wants the tile at {cell}, the cell with the gold ring.</source>
        <translation>Questa mossa è permessa, ma la lezione vuole la tessera in {cell}, la casella con l’anello dorato.</translation>
    </message>
    <message>
        <source>First start: the solver is preparing its tables for hints in the background (this happens once; they are kept on disk). Play on meanwhile: the first hint will be quick.</source>
        <translation>Primo avvio: il risolutore prepara in sottofondo le tabelle per i suggerimenti (succede una volta sola; restano sul disco). Intanto continua a giocare: il primo suggerimento sarà rapido.</translation>
    </message>
    <message>
        <source>Preparing hints…</source>
        <translation>Preparazione dei suggerimenti…</translation>
    </message>
    <message>
        <source>Preparing hints for {variant}…</source>
        <translation>Preparazione dei suggerimenti per {variant}…</translation>
    </message>
    <message>
        <source>Preparing puzzle hints…</source>
        <translation>Preparazione dei suggerimenti per i rompicapi…</translation>
    </message>
    <message>
        <source>{__name__}: {exc}</source>
        <translation>{__name__}: {exc}</translation>
    </message>
    <message>
        <source>Hints could not be prepared: they are built when asked for.</source>
        <translation>Non è stato possibile preparare i suggerimenti: verranno calcolati quando li chiedi.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>Choose a variant and a deal</source>
        <translation>Scegli una variante e una smazzata</translation>
    </message>
    <message>
        <source>&amp;Deal again</source>
        <translation>&amp;Ridistribuisci</translation>
    </message>
    <message>
        <source>A new random deal of the same variant</source>
        <translation>Una nuova smazzata casuale della stessa variante</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Ri&amp;comincia</translation>
    </message>
    <message>
        <source>Start this deal again from the first tile</source>
        <translation>Ricomincia questa smazzata dalla prima tessera</translation>
    </message>
    <message>
        <source>&amp;Concede</source>
        <translation>&amp;Abbandona</translation>
    </message>
    <message>
        <source>Give this deal up: it counts as a lost game</source>
        <translation>Rinuncia a questa smazzata: conta come partita persa</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>A&amp;nnulla mossa</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Ritira l’ultima mossa</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ri&amp;pristina mossa</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Rigiocala</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Show the best move; press again for every move&apos;s chance</source>
        <translation>Mostra la mossa migliore; premi di nuovo per la probabilità di ogni mossa</translation>
    </message>
    <message>
        <source>Type a &amp;move</source>
        <translation>Scri&amp;vi una mossa</translation>
    </message>
    <message>
        <source>Type a move such as B2:NE and press Enter</source>
        <translation>Scrivi una mossa come B2:NE e premi Invio</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>R&amp;uota</translation>
    </message>
    <message>
        <source>Turn the tile in hand a quarter (only when it fits nowhere as dealt)</source>
        <translation>Ruota di un quarto la tessera in mano (solo quando così com’è non entra da nessuna parte)</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>Ri&amp;balta</translation>
    </message>
    <message>
        <source>Turn the tile in hand over (only when it fits nowhere as dealt)</source>
        <translation>Ribalta la tessera in mano (solo quando così com’è non entra da nessuna parte)</translation>
    </message>
    <message>
        <source>Was it &amp;solvable?</source>
        <translation>Era &amp;vincibile?</translation>
    </message>
    <message>
        <source>Ask the solver whether this deal can be won</source>
        <translation>Chiedi al risolutore se questa smazzata si può vincere</translation>
    </message>
    <message>
        <source>Show s&amp;olution</source>
        <translation>Mostra la s&amp;oluzione</translation>
    </message>
    <message>
        <source>Step through a winning play of this deal</source>
        <translation>Percorri passo passo una sequenza vincente di questa smazzata</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Precedente</translation>
    </message>
    <message>
        <source>Solution replay: the move before</source>
        <translation>Soluzione: la mossa precedente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Successiva ▶</translation>
    </message>
    <message>
        <source>Solution replay: the next move</source>
        <translation>Soluzione: la mossa successiva</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <source>Solution replay: back to your game</source>
        <translation>Soluzione: torna alla tua partita</translation>
    </message>
    <message>
        <source>Play ▶▶</source>
        <translation>Esegui ▶▶</translation>
    </message>
    <message>
        <source>Play the solution by itself (again to pause)</source>
        <translation>Esegui la soluzione da sola (di nuovo per mettere in pausa)</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Ri&amp;vedi la partita…</translation>
    </message>
    <message>
        <source>Every move&apos;s lost win chance, and the luck of the tiles</source>
        <translation>La probabilità di vittoria persa da ogni mossa, e la fortuna delle tessere</translation>
    </message>
    <message>
        <source>C&amp;oach: ask before a blunder</source>
        <translation>Allenat&amp;ore: chiedi prima di un errore grave</translation>
    </message>
    <message>
        <source>Before a move that loses much of your chance, ask first</source>
        <translation>Prima di una mossa che fa perdere molte probabilità, chiedi conferma</translation>
    </message>
    <message>
        <source>&amp;Choose puzzle…</source>
        <translation>S&amp;cegli un rompicapo…</translation>
    </message>
    <message>
        <source>Pick an open-stack puzzle from a pack</source>
        <translation>Scegli un rompicapo a pila scoperta da una raccolta</translation>
    </message>
    <message>
        <source>&amp;Next unsolved puzzle</source>
        <translation>Rompicapo &amp;successivo non risolto</translation>
    </message>
    <message>
        <source>The next puzzle you have not solved yet</source>
        <translation>Il prossimo rompicapo che non hai ancora risolto</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Rompicapo successivo</translation>
    </message>
    <message>
        <source>Copy deal &amp;number</source>
        <translation>Copia il &amp;numero di smazzata</translation>
    </message>
    <message>
        <source>Copy game &amp;ID (reveals the stack)</source>
        <translation>Copia l’&amp;ID della partita (rivela la pila)</translation>
    </message>
    <message>
        <source>The whole deal in order: a game not finished becomes practice, not counted</source>
        <translation>Tutta la smazzata in ordine: una partita non finita diventa allenamento, non conta</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Re&amp;view a record…</source>
        <translation>Ri&amp;vedi una partita salvata…</translation>
    </message>
    <message>
        <source>Analyse a saved game without leaving this one</source>
        <translation>Analizza una partita salvata senza lasciare questa</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>Save finished games &amp;elsewhere…</source>
        <translation>Salva altrove le partite &amp;finite…</translation>
    </message>
    <message>
        <source>Keep games the statistics could not record in a folder you choose</source>
        <translation>Conserva in una cartella a tua scelta le partite che le statistiche non hanno potuto registrare</translation>
    </message>
    <message>
        <source>&amp;Import saved games…</source>
        <translation>&amp;Importa partite salvate…</translation>
    </message>
    <message>
        <source>Count in your statistics the finished games saved elsewhere</source>
        <translation>Conta nelle tue statistiche le partite finite salvate altrove</translation>
    </message>
    <message>
        <source>Choose data &amp;folder…</source>
        <translation>Scegli la &amp;cartella dei dati…</translation>
    </message>
    <message>
        <source>Where your statistics, your game in progress and your progress are kept</source>
        <translation>Dove si conservano le tue statistiche, la partita in corso e i tuoi progressi</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>&amp;Highlight legal cells</source>
        <translation>&amp;Evidenzia le caselle valide</translation>
    </message>
    <message>
        <source>Fill forced spaces &amp;automatically</source>
        <translation>Riempi &amp;automaticamente gli spazi obbligati</translation>
    </message>
    <message>
        <source>Deal only &amp;solvable deals</source>
        <translation>Distribuisci solo smazzate &amp;vincibili</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Rompicapi</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>a cell not next to the layout</source>
        <translation>una casella non accanto alla disposizione</translation>
    </message>
    <message>
        <source>Start in the middle: the first tile is always played at @0 (marked green).</source>
        <translation>Comincia al centro: la prima tessera si gioca sempre in @0 (segnata in verde).</translation>
    </message>
    <message>
        <source>This cell is not next to the layout: a tile must touch one already placed (the lettered and numbered cells around it).</source>
        <translation>Questa casella non è accanto alla disposizione: una tessera deve toccarne una già posata (le caselle con lettere e numeri intorno).</translation>
    </message>
    <message>
        <source>This move drops your chance from {best:.0%} to {played:.0%}. Play it anyway?</source>
        <translation>Questa mossa fa scendere la tua probabilità dal {best:.0%} al {played:.0%}. Giocarla comunque?</translation>
    </message>
    <message>
        <source>Move taken back before it was played: look for a better one.</source>
        <translation>Mossa ritirata prima di essere giocata: cercane una migliore.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deal of the day&lt;/b&gt;, {v1}&lt;br&gt;&lt;small&gt;The same deal for every {variant} player that day (UTC).&lt;/small&gt;</source>
        <translation>&lt;b&gt;Smazzata del giorno&lt;/b&gt;, {v1}&lt;br&gt;&lt;small&gt;La stessa smazzata per ogni giocatore di {variant} in quel giorno (UTC).&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{v1} deal&lt;/b&gt;&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</source>
        <translation>&lt;b&gt;Smazzata {v1}&lt;/b&gt;&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>I have read this</source>
        <translation>Ho letto</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>Could not save {path}: {v1}</source>
        <translation>Impossibile salvare {path}: {v1}</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Salvata in {path}.</translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <source>{name}: {exc}</source>
        <translation>{name}: {exc}</translation>
    </message>
    <message>
        <source> This game was counted already ({result}): playing it again does not count.</source>
        <translation> Questa partita è già stata contata ({result}): rigiocarla non conta.</translation>
    </message>
    <message>
        <source>Loaded {name}: {v1} played.</source>
        <translation>Caricata {name}: {v1} giocate.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <source>Opening a game</source>
        <translation>Aprire una partita</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>This deal has no number (it was typed in): copied the deal string instead.</source>
        <translation>Questa smazzata non ha un numero (è stata scritta a mano): copiata invece la stringa di smazzata.</translation>
    </message>
    <message>
        <source>Copied deal number {deal_number}.</source>
        <translation>Copiato il numero di smazzata {deal_number}.</translation>
    </message>
    <message>
        <source>Copied the game ID: {v1}. The stack is revealed: practice, not counted.</source>
        <translation>Copiato l’ID della partita: {v1}. La pila è rivelata: allenamento, non conta.</translation>
    </message>
    <message>
        <source>Copied the deal: {v1}.</source>
        <translation>Copiata la smazzata: {v1}.</translation>
    </message>
    <message>
        <source>Statistics are not part of this build yet.</source>
        <translation>Le statistiche non fanno ancora parte di questa versione.</translation>
    </message>
    <message>
        <source>Preferences are not part of this build yet.</source>
        <translation>Le preferenze non fanno ancora parte di questa versione.</translation>
    </message>
    <message>
        <source>Help is not part of this build yet: see RULES.md.</source>
        <translation>L’aiuto non fa ancora parte di questa versione: vedi RULES.md.</translation>
    </message>
    <message>
        <source>About Trax Solitaire</source>
        <translation>Informazioni su Trax Solitario</translation>
    </message>
    <message>
        <source>Third-party licences…</source>
        <translation>Licenze di terze parti…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trax Solitaire&lt;/b&gt; {v1}&lt;br&gt;The one-player puzzle played with Trax tiles.&lt;br&gt;Make one track through every tile.&lt;p&gt;{v2}.&lt;br&gt;{v3}&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;{link}&quot;&gt;{link}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Credits&lt;/b&gt;&lt;br&gt;{v4}&lt;/p&gt;</source>
        <translation>&lt;b&gt;Trax Solitario&lt;/b&gt; {v1}&lt;br&gt;Il rompicapo per un giocatore con le tessere di Trax.&lt;br&gt;Fai passare un solo binario per ogni tessera.&lt;p&gt;{v2}.&lt;br&gt;{v3}&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;{link}&quot;&gt;{link}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Riconoscimenti&lt;/b&gt;&lt;br&gt;{v4}&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>{v1} ({level}): the whole stack is shown. Find a play that wins it.</source>
        <translation>{v1} ({level}): tutta la pila è visibile. Trova un gioco che la vinca.</translation>
    </message>
    <message>
        <source>New game: {variant}, deal {v1}. Click the board to place the first tile.</source>
        <translation>Nuova partita: {variant}, smazzata {v1}. Fai clic sul tavoliere per posare la prima tessera.</translation>
    </message>
    <message>
        <source>Another puzzle</source>
        <translation>Un altro rompicapo</translation>
    </message>
    <message>
        <source>Opening a puzzle</source>
        <translation>Aprire un rompicapo</translation>
    </message>
    <message>
        <source>{what} gives up the game in progress: it counts as a lost game in the statistics.</source>
        <translation>{what}: la partita in corso viene abbandonata e conta come persa nelle statistiche.</translation>
    </message>
    <message>
        <source>This game can no longer be won (both colours are out). {what} ends it: it counts as a lost game in the statistics.</source>
        <translation>Questa partita non si può più vincere (entrambi i colori sono fuori gioco). {what}: la partita finisce e conta come persa nelle statistiche.</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Abbandonare questa partita?</translation>
    </message>
    <message>
        <source>Quitting instead keeps the game for next time.</source>
        <translation>Uscendo, invece, la partita resta per la prossima volta.</translation>
    </message>
    <message>
        <source>Give up and go on</source>
        <translation>Abbandona e continua</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Non chiedere più</translation>
    </message>
    <message>
        <source>Settings ▸ Preferences… turns the question back on.</source>
        <translation>Impostazioni ▸ Preferenze… riattiva la domanda.</translation>
    </message>
    <message>
        <source>Kept the game in progress.</source>
        <translation>La partita in corso è stata tenuta.</translation>
    </message>
    <message>
        <source>Deal {number} of {variant}: the solver proved it solvable.</source>
        <translation>Smazzata {number} di {variant}: il risolutore ha dimostrato che è vincibile.</translation>
    </message>
    <message>
        <source>Looking for a solvable {variant} deal…</source>
        <translation>Ricerca di una smazzata vincibile di {variant}…</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Una nuova partita</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Ridistribuire</translation>
    </message>
    <message>
        <source>Finding the {variant} deal of the day…</source>
        <translation>Ricerca della smazzata del giorno di {variant}…</translation>
    </message>
    <message>
        <source>The {variant} deal of the day for {day}: deal #{number}.</source>
        <translation>La smazzata del giorno di {variant} per il {day}: smazzata n. {number}.</translation>
    </message>
    <message>
        <source>Deal #{number} of {variant}: graded {grade}.</source>
        <translation>Smazzata n. {number} di {variant}: difficoltà {grade}.</translation>
    </message>
    <message>
        <source>No {grade} deal: {error}</source>
        <translation>Nessuna smazzata {grade}: {error}</translation>
    </message>
    <message>
        <source>Looking for a {grade} {variant} deal…</source>
        <translation>Ricerca di una smazzata {grade} di {variant}…</translation>
    </message>
    <message>
        <source>No puzzle packs were found in this build.</source>
        <translation>In questa versione non è stata trovata nessuna raccolta di rompicapi.</translation>
    </message>
    <message>
        <source>{variant}: {done} of {v1} solved</source>
        <translation>{variant}: {done} di {v1} risolti</translation>
    </message>
    <message>
        <source>The first unsolved {variant} puzzle</source>
        <translation>Il primo rompicapo {variant} non risolto</translation>
    </message>
    <message>
        <source>There is no {variant} puzzle pack.</source>
        <translation>Non c’è nessuna raccolta di rompicapi {variant}.</translation>
    </message>
    <message>
        <source>Every puzzle is solved: well done! Choose puzzle… replays any of them.</source>
        <translation>Tutti i rompicapi sono risolti: complimenti! Scegli un rompicapo… ne rigioca uno qualsiasi.</translation>
    </message>
    <message>
        <source>Trax Solitaire</source>
        <translation>Trax Solitario</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Pause ❚❚</source>
        <translation>Pausa ❚❚</translation>
    </message>
    <message numerus="yes">
        <source>Welcome back: your {variant} game, %n move(s) in.</source>
        <translation>
            <numerusform>Bentornato: la tua partita di {variant}, dopo %n mossa.</numerusform>
            <numerusform>Bentornato: la tua partita di {variant}, dopo %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trax Solitaire is open in another window, which keeps its game for next time: the game in this window is kept only if that one has none to keep.</source>
        <translation>Trax Solitaire è aperto in un’altra finestra, che conserva la sua partita per la prossima volta: la partita di questa finestra si conserva solo se quella non ne ha una da conservare.</translation>
    </message>
    <message>
        <source>Welcome back to lesson {number}, where you left it. Leave tutorial brings back your own game.</source>
        <translation>Bentornato alla lezione {number}, dove l’avevi lasciata. Esci dal tutorial riporta la tua partita.</translation>
    </message>
    <message>
        <source>Type a move (B2:NE, or B2 as held) and press Enter</source>
        <translation>Scrivi una mossa (B2:NE, o B2 come la tieni) e premi Invio</translation>
    </message>
    <message>
        <source>A move (B2:NE), then Enter</source>
        <translation>Una mossa (B2:NE), poi Invio</translation>
    </message>
    <message>
        <source>The game is over: there is no tile in hand.</source>
        <translation>La partita è finita: non c’è nessuna tessera in mano.</translation>
    </message>
    <message>
        <source>{move}: {reason}.</source>
        <translation>{move}: {reason}.</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Mossa:</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Scrivi una mossa</translation>
    </message>
    <message>
        <source>The puzzle is solved, but its tick could not be saved in {name}: {v1}.</source>
        <translation>Il rompicapo è risolto, ma il segno di spunta non è stato salvato in {name}: {v1}.</translation>
    </message>
    <message>
        <source>Puzzle solved: marked ✓. </source>
        <translation>Rompicapo risolto: segnato ✓. </translation>
    </message>
    <message>
        <source>Solved again. </source>
        <translation>Risolto di nuovo. </translation>
    </message>
    <message>
        <source>Next unsolved puzzle (Ctrl+Shift+N) carries on.</source>
        <translation>Rompicapo successivo non risolto (Ctrl+Maiusc+N) continua.</translation>
    </message>
    <message>
        <source>Could not record the game in the statistics: {reason}.</source>
        <translation>Impossibile registrare la partita nelle statistiche: {reason}.</translation>
    </message>
    <message>
        <source>{word}. Game ▸ Review game (Ctrl+Shift+R) shows where the chances went.</source>
        <translation>{word}. Partita ▸ Rivedi la partita (Ctrl+Maiusc+R) mostra dove sono finite le probabilità.</translation>
    </message>
    <message>
        <source>This is the solution replay: use Prev/Next, or Back to game.</source>
        <translation>Questa è la soluzione: usa Precedente/Successiva, o Torna alla partita.</translation>
    </message>
    <message>
        <source>A forced space must be filled first at {v1}.</source>
        <translation>Prima va riempito lo spazio obbligato in {v1}.</translation>
    </message>
    <message>
        <source>The game is over: undo, restart or deal again.</source>
        <translation>La partita è finita: annulla, ricomincia o ridistribuisci.</translation>
    </message>
    <message>
        <source>This is the solution replay: Back to game first.</source>
        <translation>Questa è la soluzione: prima Torna alla partita.</translation>
    </message>
    <message>
        <source>A forced space must be filled first at {where}.</source>
        <translation>Prima va riempito lo spazio obbligato in {where}.</translation>
    </message>
    <message>
        <source>Played {move}.</source>
        <translation>Giocata {move}.</translation>
    </message>
    <message>
        <source>Played {move} (that cell is now {now}).</source>
        <translation>Giocata {move} (quella casella ora è {now}).</translation>
    </message>
    <message numerus="yes">
        <source> %n forced space(s) to fill.</source>
        <translation>
            <numerusform> %n spazio obbligato da riempire.</numerusform>
            <numerusform> %n spazi obbligati da riempire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> %n forced space(s) filled from the stack.</source>
        <translation>
            <numerusform> %n spazio obbligato riempito dalla pila.</numerusform>
            <numerusform> %n spazi obbligati riempiti dalla pila.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Niente da annullare.</translation>
    </message>
    <message>
        <source>Took back {move}.</source>
        <translation>Ritirata {move}.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Niente da ripristinare.</translation>
    </message>
    <message>
        <source>Replayed {move}.</source>
        <translation>Rigiocata {move}.</translation>
    </message>
    <message>
        <source> It was counted already: playing it again does not count.</source>
        <translation> È già stata contata: rigiocarla non conta.</translation>
    </message>
    <message>
        <source>Restarted: the same deal from the first tile (Redo replays it).</source>
        <translation>Ricominciata: la stessa smazzata dalla prima tessera (Ripristina la rigioca).</translation>
    </message>
    <message>
        <source>Nothing to concede: </source>
        <translation>Niente da abbandonare: </translation>
    </message>
    <message>
        <source>this deal is counted already.</source>
        <translation>questa smazzata è già contata.</translation>
    </message>
    <message>
        <source>no move has been played.</source>
        <translation>non è stata giocata nessuna mossa.</translation>
    </message>
    <message>
        <source>Conceded: counted as a lost game. Deal again or New game for another deal.</source>
        <translation>Abbandonata: conta come partita persa. Ridistribuisci o Nuova partita per un’altra smazzata.</translation>
    </message>
    <message>
        <source>the tile fits somewhere as dealt, so it may not be turned</source>
        <translation>così com’è la tessera entra da qualche parte, quindi non si può ruotare</translation>
    </message>
    <message numerus="yes">
        <source>fits at %n place(s)</source>
        <translation>
            <numerusform>entra in %n posto</numerusform>
            <numerusform>entra in %n posti</numerusform>
        </translation>
    </message>
    <message>
        <source>fits nowhere this way</source>
        <translation>così non entra da nessuna parte</translation>
    </message>
    <message>
        <source>Tile turned: now {v1} ({where}).</source>
        <translation>Tessera ruotata: ora {v1} ({where}).</translation>
    </message>
    <message>
        <source>Tile flipped: now {v1} ({where}).</source>
        <translation>Tessera capovolta: ora {v1} ({where}).</translation>
    </message>
    <message>
        <source>Nothing to review yet: no move has been played.</source>
        <translation>Ancora niente da rivedere: non è stata giocata nessuna mossa.</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Rivedi una partita salvata</translation>
    </message>
    <message>
        <source>Cannot review this record</source>
        <translation>Impossibile rivedere questa partita salvata</translation>
    </message>
    <message>
        <source>Review needs the solver&apos;s tables: sizes up to 4.</source>
        <translation>La revisione richiede le tabelle del risolutore: dimensioni fino a 4.</translation>
    </message>
    <message>
        <source>Practising from a reviewed move</source>
        <translation>Allenarsi da una mossa rivista</translation>
    </message>
    <message>
        <source>Practice from move {v1}: not counted in the statistics.</source>
        <translation>Allenamento dalla mossa {v1}: non conta nelle statistiche.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>In mano</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Prossima</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Tessera in mano</translation>
    </message>
    <message>
        <source>Next tile</source>
        <translation>Tessera successiva</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Dopo</translation>
    </message>
    <message>
        <source>Tile {ahead} after the one in hand</source>
        <translation>Tessera {ahead} dopo quella in mano</translation>
    </message>
    <message>
        <source>About this deal</source>
        <translation>Su questa smazzata</translation>
    </message>
    <message>
        <source>The whole stack</source>
        <translation>Tutta la pila</translation>
    </message>
    <message>
        <source>The whole remaining stack, tile in hand first</source>
        <translation>Tutta la pila rimasta, prima la tessera in mano</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Stato della partita</translation>
    </message>
    <message>
        <source>Fill the forced space at {where} first.</source>
        <translation>Riempi prima lo spazio obbligato in {where}.</translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation>Nessun suggerimento: la partita è finita.</translation>
    </message>
    <message>
        <source>No exact hints for {variant} with {lookahead} tiles shown ahead.</source>
        <translation>Nessun suggerimento esatto per {variant} con {lookahead} tessere mostrate in anticipo.</translation>
    </message>
    <message>
        <source>Thinking about the best move…</source>
        <translation>Ricerca della mossa migliore…</translation>
    </message>
    <message>
        <source>No move wins from here, even with the whole stack known: undo or restart.</source>
        <translation>Da qui nessuna mossa vince, neanche conoscendo tutta la pila: annulla o ricomincia.</translation>
    </message>
    <message>
        <source>Looking for a move that still wins…</source>
        <translation>Ricerca di una mossa che vinca ancora…</translation>
    </message>
    <message>
        <source>Solving deal {v1}…</source>
        <translation>Risoluzione della smazzata {v1}…</translation>
    </message>
    <message>
        <source>Asking the solver…</source>
        <translation>Domanda al risolutore…</translation>
    </message>
    <message>
        <source>Yes: this deal can be won (the solver found {v1} win). Show solution steps through it.</source>
        <translation>Sì: questa smazzata si può vincere (il risolutore ha trovato una vittoria in {v1}). Mostra la soluzione la percorre passo passo.</translation>
    </message>
    <message>
        <source>No: no sequence of moves wins this deal, even knowing the whole stack in advance.</source>
        <translation>No: nessuna sequenza di mosse vince questa smazzata, neanche conoscendo in anticipo tutta la pila.</translation>
    </message>
    <message>
        <source>Not while the game can still be won: finish it, or concede, first.</source>
        <translation>Non finché la partita si può ancora vincere: prima finiscila, o abbandonala.</translation>
    </message>
    <message>
        <source>Solution: press Next ▶ to step through a winning play.</source>
        <translation>Soluzione: premi Successiva ▶ per percorrere una sequenza vincente.</translation>
    </message>
    <message>
        <source> (+{v1} forced)</source>
        <translation> (+{v1} obbligate)</translation>
    </message>
    <message>
        <source>Solution move {replay_index} of {v1}: {move}{fills}.</source>
        <translation>Mossa {replay_index} di {v1} della soluzione: {move}{fills}.</translation>
    </message>
    <message>
        <source>Solution move {replay_index} of {v1}.</source>
        <translation>Mossa {replay_index} di {v1} della soluzione.</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>Di nuovo alla tua partita.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Fermato.</translation>
    </message>
    <message>
        <source>#{number}</source>
        <comment>a deal by its number</comment>
        <translation>n. {number}</translation>
    </message>
    <message>
        <source>(typed in)</source>
        <translation>(scritta a mano)</translation>
    </message>
    <message>
        <source>Trax board</source>
        <translation>Tavoliere di Trax</translation>
    </message>
    <message>
        <source> — practice, not counted</source>
        <translation> — allenamento, non conta</translation>
    </message>
    <message>
        <source>{variant} — deal {deal}</source>
        <translation>{variant} — smazzata {deal}</translation>
    </message>
    <message>
        <source>{v1}: a placed {tile} tile.</source>
        <translation>{v1}: una tessera {tile} posata.</translation>
    </message>
    <message>
        <source>{v1}: empty.</source>
        <translation>{v1}: vuota.</translation>
    </message>
    <message>
        <source>, forcing {count} more</source>
        <translation>, e ne rende obbligate altre {count}</translation>
    </message>
    <message>
        <source>{move}: legal{extra}.</source>
        <translation>{move}: valida{extra}.</translation>
    </message>
    <message>
        <source>Every tile is played</source>
        <translation>Tutte le tessere sono giocate</translation>
    </message>
    <message>
        <source>This tile fits nowhere as dealt: turn it (T) or flip it (F). It fits as {v1}.</source>
        <translation>Così com’è questa tessera non entra da nessuna parte: ruotala (T) o ribaltala (F). Entra come {v1}.</translation>
    </message>
    <message>
        <source>Forced space at {where}: the next tile fills it</source>
        <translation>Spazio obbligato in {where}: lo riempie la tessera successiva</translation>
    </message>
    <message>
        <source> (click it).</source>
        <translation> (fai clic).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; tile(s) left</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; tessera rimasta</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; tessere rimaste</numerusform>
        </translation>
    </message>
    <message>
        <source> · hints used &lt;b&gt;{hints}&lt;/b&gt;&lt;br&gt;Frame: {frame}</source>
        <translation> · suggerimenti usati &lt;b&gt;{hints}&lt;/b&gt;&lt;br&gt;Cornice: {frame}</translation>
    </message>
    <message>
        <source>&lt;br&gt;Won!</source>
        <translation>&lt;br&gt;Vinta!</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution&lt;/b&gt; — move {replay_index} of {total}</source>
        <translation>&lt;b&gt;Soluzione&lt;/b&gt; — mossa {replay_index} di {total}</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Puzzle solved.&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;Rompicapo risolto.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Conceded&lt;/b&gt;: counted as a lost game.</source>
        <translation>&lt;br&gt;&lt;b&gt;Abbandonata&lt;/b&gt;: conta come partita persa.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Counted earlier as &lt;b&gt;{result}&lt;/b&gt;: this finish does not change the statistics.</source>
        <translation>&lt;br&gt;Già contata come &lt;b&gt;{result}&lt;/b&gt;: questa conclusione non cambia le statistiche.</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>&amp;Mappa di calore</translation>
    </message>
    <message>
        <source>Hide &amp;hint</source>
        <translation>Nascondi il &amp;suggerimento</translation>
    </message>
    <message>
        <source>The solver failed: {why}</source>
        <translation>Il risolutore non è riuscito: {why}</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Winnable with good play, and forgiving: many plays win.</source>
        <translation>Vincibile giocando bene, e indulgente: molti giochi vincono.</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Equa</translation>
    </message>
    <message>
        <source>Winnable with good play, but few plays win: think before each tile.</source>
        <translation>Vincibile giocando bene, ma pochi giochi vincono: pensa prima di ogni tessera.</translation>
    </message>
    <message>
        <source>Treacherous</source>
        <translation>Insidiosa</translation>
    </message>
    <message>
        <source>Can be won, but even the best play that sees only the next tile loses it: only luck wins.</source>
        <translation>Si può vincere, ma anche il gioco migliore che vede solo la tessera successiva la perde: vince solo la fortuna.</translation>
    </message>
    <message>
        <source>Hopeless</source>
        <translation>Impossibile</translation>
    </message>
    <message>
        <source>No play wins, even knowing the whole stack.</source>
        <translation>Nessun gioco vince, neanche conoscendo tutta la pila.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Many plays win; no single move has to be found.</source>
        <translation>Molti giochi vincono; non serve trovare nessuna mossa in particolare.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Fewer plays win, or one move along the way is the only one that works.</source>
        <translation>Vincono meno giochi, oppure lungo la strada c’è una mossa che è l’unica che funziona.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Few plays win, or several moves are the only ones that work.</source>
        <translation>Pochi giochi vincono, oppure diverse mosse sono le uniche che funzionano.</translation>
    </message>
    <message>
        <source>Fiendish</source>
        <translation>Diabolico</translation>
    </message>
    <message>
        <source>Hardly any play wins: plan the whole stack before the first tile.</source>
        <translation>Quasi nessun gioco vince: pianifica tutta la pila prima della prima tessera.</translation>
    </message>
    <message>
        <source>Copyright (c) 2026 the trax-solitaire authors</source>
        <translation>Copyright (c) 2026 gli autori di trax-solitaire</translation>
    </message>
    <message>
        <source>Free software under the MIT licence: the LICENSE file that comes with every copy (the source, the wheel, the standalone app) gives its full text.</source>
        <translation>Software libero con licenza MIT: il file LICENSE che accompagna ogni copia (il sorgente, il wheel, l’app autonoma) ne riporta il testo completo.</translation>
    </message>
    <message>
        <source>Trax was invented by David Smith (New Zealand, 1980). The game, its name and its rules texts, the solitaire rules printed with the game among them, are his and his publishers&apos;. This program is an independent implementation of those rules (the project&apos;s reading of them is the rule book in its documentation), not made or endorsed by the makers of Trax.</source>
        <translation>Trax è stato inventato da David Smith (Nuova Zelanda, 1980). Il gioco, il suo nome e i testi delle sue regole, tra cui le regole del solitario stampate con il gioco, sono suoi e dei suoi editori. Questo programma è un’implementazione indipendente di quelle regole (l’interpretazione del progetto è il regolamento nella sua documentazione), non realizzata né approvata dai produttori di Trax.</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linea</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>anello</translation>
    </message>
    <message>
        <source>best</source>
        <translation>migliore</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>bloccata</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>{size}x{size} {goal}</source>
        <translation>{goal} {size}x{size}</translation>
    </message>
    <message>
        <source>+{count} forced</source>
        <translation>+{count} obbl.</translation>
    </message>
    <message>
        <source>{label}: {reason}.</source>
        <translation>{label}: {reason}.</translation>
    </message>
    <message>
        <source>empty (may grow to {size}×{size})</source>
        <translation>vuota (può crescere fino a {size}×{size})</translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s)</source>
        <translation>
            <numerusform>%n riga in più</numerusform>
            <numerusform>%n righe in più</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more column(s)</source>
        <translation>
            <numerusform>%n colonna in più</numerusform>
            <numerusform>%n colonne in più</numerusform>
        </translation>
    </message>
    <message>
        <source>{rows}×{cols}, complete</source>
        <translation>{rows}×{cols}, completa</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>{rows}×{cols}, room for {room}</source>
        <translation>{rows}×{cols}, spazio per {room}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You won!&lt;/b&gt;&lt;br&gt;One {colour} {goal} runs through every tile.</source>
        <translation>&lt;b&gt;Hai vinto!&lt;/b&gt;&lt;br&gt;Un binario {colour} ({goal}) passa per tutte le tessere.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;%n move(s)</source>
        <translation>
            <numerusform>&lt;br&gt;%n mossa</numerusform>
            <numerusform>&lt;br&gt;%n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source> ({laid} laid for the lesson)</source>
        <translation> ({laid} posate per la lezione)</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s).</source>
        <translation>
            <numerusform>%n suggerimento.</numerusform>
            <numerusform>%n suggerimenti.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Stuck&lt;/b&gt; — the tile in hand fits nowhere in any orientation.</source>
        <translation>&lt;b&gt;Bloccato&lt;/b&gt; — la tessera in mano non entra da nessuna parte, in nessun verso.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lost&lt;/b&gt; — the board is full but no colour made the {goal}.</source>
        <translation>&lt;b&gt;Persa&lt;/b&gt; — il tavoliere è pieno ma nessun colore ha completato l’obiettivo ({goal}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decided&lt;/b&gt; — no win is possible any more:</source>
        <translation>&lt;b&gt;Decisa&lt;/b&gt; — la vittoria non è più possibile:</translation>
    </message>
    <message>
        <source>&lt;br&gt;Undo, restart or deal again.</source>
        <translation>&lt;br&gt;Annulla, ricomincia o ridistribuisci.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing&lt;/b&gt; — make one {goal} through every tile.</source>
        <translation>&lt;b&gt;In gioco&lt;/b&gt; — obiettivo: {goal} attraverso tutte le tessere.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Out: </source>
        <translation>&lt;br&gt;Fuori gioco: </translation>
    </message>
    <message>
        <source>{colour} is out ({reason})</source>
        <translation>il {colour} è fuori gioco ({reason})</translation>
    </message>
    <message>
        <source>won: one {colour} {goal} through every tile</source>
        <translation>vinta: un binario {colour} ({goal}) passa per tutte le tessere</translation>
    </message>
    <message>
        <source>lost: the tile in hand fits nowhere in any orientation</source>
        <translation>persa: la tessera in mano non entra da nessuna parte in nessun verso</translation>
    </message>
    <message>
        <source>lost: {reasons}</source>
        <translation>persa: {reasons}</translation>
    </message>
    <message>
        <source>decided, no win possible: {reasons}</source>
        <translation>decisa, la vittoria non è più possibile: {reasons}</translation>
    </message>
    <message>
        <source> (+{count} forced)</source>
        <translation> (+{count} obbligate)</translation>
    </message>
    <message>
        <source>No move can win any more, whatever the stack holds. You may play on until the grid is full or the tile fits nowhere. Press H again for every move.</source>
        <translation>Nessuna mossa può più vincere, qualunque cosa contenga la pila. Puoi continuare finché la griglia è piena o la tessera non entra da nessuna parte. Premi di nuovo H per ogni mossa.</translation>
    </message>
    <message>
        <source>Hint: {move} wins {p:.0%} of the time with best play.</source>
        <translation>Suggerimento: {move} vince nel {p:.0%} dei casi giocando al meglio.</translation>
    </message>
    <message>
        <source>Hint: {moves} tie, each winning {p:.0%} of the time with best play.</source>
        <translation>Suggerimento: {moves} si equivalgono, e ognuna vince nel {p:.0%} dei casi giocando al meglio.</translation>
    </message>
    <message>
        <source> Press H again for every move.</source>
        <translation> Premi di nuovo H per ogni mossa.</translation>
    </message>
    <message>
        <source>Hint: {move} leads to a win (the whole stack is known).</source>
        <translation>Suggerimento: {move} porta alla vittoria (tutta la pila è nota).</translation>
    </message>
    <message>
        <source> It is the only legal move.</source>
        <translation> È l’unica mossa valida.</translation>
    </message>
    <message>
        <source> It is the only one of the {legal} legal moves that does.</source>
        <translation> È l’unica delle {legal} mosse valide a farlo.</translation>
    </message>
    <message>
        <source> All {legal} legal moves do.</source>
        <translation> Lo fanno tutte le {legal} mosse valide.</translation>
    </message>
    <message>
        <source> {winners} of the {legal} legal moves do.</source>
        <translation> Lo fanno {winners} delle {legal} mosse valide.</translation>
    </message>
    <message>
        <source>Deal {lesson}</source>
        <translation>Smazzata {lesson}</translation>
    </message>
    <message>
        <source>Practice from a typed-in deal</source>
        <translation>Allenamento da una smazzata scritta a mano</translation>
    </message>
    <message>
        <source>Practice from deal #{number}</source>
        <translation>Allenamento dalla smazzata n. {number}</translation>
    </message>
    <message>
        <source>Deal #{number}</source>
        <translation>Smazzata n. {number}</translation>
    </message>
    <message>
        <source>Deal (typed in)</source>
        <translation>Smazzata (scritta a mano)</translation>
    </message>
    <message>
        <source>Heat map hidden. H shows the best moves again.</source>
        <translation>Mappa di calore nascosta. H mostra di nuovo le mosse migliori.</translation>
    </message>
    <message>
        <source>Heat map: every legal move coloured by its chance. Press H again to hide it.</source>
        <translation>Mappa di calore: ogni mossa valida colorata secondo la sua probabilità. Premi di nuovo H per nasconderla.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Forced spaces&lt;/b&gt;: %n tile(s) from the stack being placed…</source>
        <translation>
            <numerusform>&lt;b&gt;Spazi obbligati&lt;/b&gt;: posa di %n tessera dalla pila…</numerusform>
            <numerusform>&lt;b&gt;Spazi obbligati&lt;/b&gt;: posa di %n tessere dalla pila…</numerusform>
        </translation>
    </message>
    <message>
        <source> ({count} waiting)</source>
        <translation> ({count} in attesa)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Forced space at {where}&lt;/b&gt;{more}: click it to fill it from the stack.</source>
        <translation>&lt;b&gt;Spazio obbligato in {where}&lt;/b&gt;{more}: fai clic per riempirlo dalla pila.</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ovest</translation>
    </message>
    <message>
        <source>{colour} straight {a} to {b}</source>
        <translation>{colour} diritto da {a} a {b}</translation>
    </message>
    <message>
        <source>{colour} curve {a} to {b}</source>
        <translation>{colour} in curva da {a} a {b}</translation>
    </message>
    <message>
        <source>, forcing {fills} more</source>
        <translation>, e ne rende obbligate altre {fills}</translation>
    </message>
    <message>
        <source>the tile in hand fits here as {way}</source>
        <translation>qui la tessera in mano entra come {way}</translation>
    </message>
    <message>
        <source>the tile in hand fits here only turned, as {ways}</source>
        <translation>qui la tessera in mano entra solo ruotata, come {ways}</translation>
    </message>
    <message>
        <source>it may not go here</source>
        <translation>non può andare qui</translation>
    </message>
    <message>
        <source>the tile in hand does not fit here: {reason}</source>
        <translation>qui la tessera in mano non entra: {reason}</translation>
    </message>
    <message>
        <source>hint: cannot win from here</source>
        <translation>suggerimento: da qui non si può vincere</translation>
    </message>
    <message>
        <source>hint: wins {p:.0%} of the time with best play</source>
        <translation>suggerimento: vince nel {p:.0%} dei casi giocando al meglio</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Forced fill at {label}: {tile}.</source>
        <translation>Riempimento obbligato in {label}: {tile}.</translation>
    </message>
    <message>
        <source>A game is one deal, from its first move until another deal replaces it. It is counted once: &lt;b&gt;won&lt;/b&gt; the first time the goal is made; &lt;b&gt;lost&lt;/b&gt; when the board is full without the goal or the game is decided; &lt;b&gt;stuck&lt;/b&gt; when no orientation of the tile in hand fits; &lt;b&gt;conceded&lt;/b&gt; when you give it up with Concede; &lt;b&gt;abandoned&lt;/b&gt;, a loss, when you start another deal after its first move.</source>
        <translation>Una partita è una smazzata, dalla sua prima mossa finché un’altra smazzata la sostituisce. Conta una volta: &lt;b&gt;vinta&lt;/b&gt; la prima volta che l’obiettivo è raggiunto; &lt;b&gt;persa&lt;/b&gt; quando il tavoliere è pieno senza l’obiettivo o la partita è decisa; &lt;b&gt;bloccata&lt;/b&gt; quando la tessera in mano non entra in nessun verso; &lt;b&gt;abbandonata&lt;/b&gt; quando ci rinunci con Abbandona; &lt;b&gt;lasciata&lt;/b&gt;, una sconfitta, quando inizi un’altra smazzata dopo la sua prima mossa.</translation>
    </message>
    <message>
        <source>Undo after a win, Restart and redo never count a game again. A deal with no move played is not counted. Each game has a fixed id, kept in its saves: opening a saved game that was already counted never counts it again, even after the app was closed.</source>
        <translation>Annullare dopo una vittoria, Ricomincia e Ripristina non contano mai una partita due volte. Una smazzata senza mosse giocate non conta. Ogni partita ha un identificativo fisso, conservato nei suoi salvataggi: aprire una partita salvata già contata non la conta di nuovo, anche dopo aver chiuso il gioco.</translation>
    </message>
    <message>
        <source>New game, Deal again or Open with a game in progress ask first (unless you chose &lt;i&gt;Don&apos;t ask again&lt;/i&gt;). Quitting keeps the game to resume: it is not a loss.</source>
        <translation>Nuova partita, Ridistribuisci o Apri con una partita in corso chiedono prima (a meno che tu non abbia scelto &lt;i&gt;Non chiedere più&lt;/i&gt;). Uscire conserva la partita da riprendere: non è una sconfitta.</translation>
    </message>
    <message>
        <source>The win rate and streaks count &lt;b&gt;random and numbered deals&lt;/b&gt; only. Pasted deals, deals of the day, graded deals and puzzles are counted apart, below the figures.</source>
        <translation>La percentuale di vittorie e le serie contano solo le &lt;b&gt;smazzate casuali e numerate&lt;/b&gt;. Le smazzate incollate, quelle del giorno, quelle per difficoltà e i rompicapi sono contati a parte, sotto i dati.</translation>
    </message>
    <message>
        <source>Each game keeps its moves, hints, time played and result, and the game itself: select it in the list and press &lt;b&gt;Review game&lt;/b&gt; (or double-click it) to see where the chances went. Games recorded by older versions were kept without their moves and cannot be reviewed.</source>
        <translation>Ogni partita conserva mosse, suggerimenti, tempo di gioco e risultato, e la partita stessa: selezionala nell’elenco e premi &lt;b&gt;Rivedi la partita&lt;/b&gt; (o fai doppio clic) per vedere dove sono finite le probabilità. Le partite registrate da versioni precedenti sono state conservate senza le mosse e non si possono rivedere.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>Bloccata</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>Abbandonata</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Lasciata</translation>
    </message>
    <message>
        <source>The goal was made.</source>
        <translation>L’obiettivo è stato raggiunto.</translation>
    </message>
    <message>
        <source>The board filled without the goal, or the game was decided.</source>
        <translation>Il tavoliere si è riempito senza l’obiettivo, oppure la partita era decisa.</translation>
    </message>
    <message>
        <source>No orientation of the tile in hand fitted anywhere.</source>
        <translation>La tessera in mano non entrava da nessuna parte, in nessun verso.</translation>
    </message>
    <message>
        <source>Given up with Concede.</source>
        <translation>Abbandonata con Abbandona.</translation>
    </message>
    <message>
        <source>Another deal was started after this one&apos;s first move (counted as a loss).</source>
        <translation>Un’altra smazzata è stata iniziata dopo la prima mossa di questa (conta come persa).</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>random deals</source>
        <translation>smazzate casuali</translation>
    </message>
    <message>
        <source>Numbered</source>
        <translation>Numerata</translation>
    </message>
    <message>
        <source>numbered deals</source>
        <translation>smazzate numerate</translation>
    </message>
    <message>
        <source>Pasted</source>
        <translation>Incollata</translation>
    </message>
    <message>
        <source>pasted deals</source>
        <translation>smazzate incollate</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Smazzata del giorno</translation>
    </message>
    <message>
        <source>deals of the day</source>
        <translation>smazzate del giorno</translation>
    </message>
    <message>
        <source>Graded</source>
        <translation>Per difficoltà</translation>
    </message>
    <message>
        <source>graded deals</source>
        <translation>smazzate per difficoltà</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rompicapo</translation>
    </message>
    <message>
        <source>puzzles</source>
        <translation>rompicapi</translation>
    </message>
    <message>
        <source>{kind} No. {number}</source>
        <translation>{kind} n. {number}</translation>
    </message>
    <message>
        <source> ({won} won)</source>
        <translation> ({won} vinte)</translation>
    </message>
    <message>
        <source>In the figures: {counted}.&lt;br&gt;Counted apart: {apart}.</source>
        <translation>Nei dati: {counted}.&lt;br&gt;Contate a parte: {apart}.</translation>
    </message>
    <message>
        <source>the statistics file is in use by another program (another Trax Solitaire?)</source>
        <translation>il file delle statistiche è usato da un altro programma (un altro Trax Solitario?)</translation>
    </message>
    <message>
        <source>Close the other program and open Statistics again.</source>
        <translation>Chiudi l’altro programma e riapri le Statistiche.</translation>
    </message>
    <message>
        <source>the statistics file is damaged and was kept as it is</source>
        <translation>il file delle statistiche è danneggiato ed è stato lasciato com’è</translation>
    </message>
    <message>
        <source>Your games are not lost: move the file aside at the next start to count anew.</source>
        <translation>Le tue partite non sono perse: al prossimo avvio sposta da parte il file per ricominciare a contare.</translation>
    </message>
    <message>
        <source>the statistics file cannot be read</source>
        <translation>il file delle statistiche non si può leggere</translation>
    </message>
    <message>
        <source>Nothing is deleted.</source>
        <translation>Non viene cancellato nulla.</translation>
    </message>
    <message>
        <source>The figures cannot be read: {why}. {after} Nothing is lost: games finished meanwhile wait beside the file and are recorded once it can be used.</source>
        <translation>I dati non si possono leggere: {why}. {after} Non si perde nulla: le partite finite nel frattempo aspettano accanto al file e vengono registrate appena lo si può usare.</translation>
    </message>
    <message>
        <source>This game was recorded by an older version of trax-solitaire, which did not keep the game itself: there is nothing to review.</source>
        <translation>Questa partita è stata registrata da una versione precedente di trax-solitaire, che non conservava la partita stessa: non c’è niente da rivedere.</translation>
    </message>
    <message>
        <source>Review needs the solver&apos;s tables, which exist for sizes up to 4.</source>
        <translation>La revisione richiede le tabelle del risolutore, che esistono per dimensioni fino a 4.</translation>
    </message>
    <message>
        <source>Select a game in the list to review it.</source>
        <translation>Seleziona una partita nell’elenco per rivederla.</translation>
    </message>
    <message>
        <source>Review this game: the win chance of every move (double-click or Enter on a row)</source>
        <translation>Rivedi questa partita: la probabilità di vittoria di ogni mossa (doppio clic o Invio su una riga)</translation>
    </message>
    <message>
        <source>Laying tiles</source>
        <translation>Posare le tessere</translation>
    </message>
    <message>
        <source>The goal: fill the board so that one colour&apos;s track, white or black, runs through every tile as a single line. Every tile shows a white and a black track. Yours is shown In hand, on the right, with the Next tile beside it. The letters and numbers round the board name the cells, as on a chessboard: click the cell @0 (column @, row 0), which has the gold ring.</source>
        <translation>L’obiettivo: riempire il tavoliere in modo che il binario di un colore, bianco o nero, passi per tutte le tessere come un’unica linea. Ogni tessera ha un binario bianco e uno nero. La tua è mostrata In mano, a destra, con la tessera successiva accanto (Poi). Le lettere e i numeri intorno al tavoliere danno il nome alle caselle, come su una scacchiera: fai clic sulla casella @0 (colonna @, riga 0), quella con l’anello dorato.</translation>
    </message>
    <message>
        <source>Each new tile is laid as it was dealt, touching a tile already down, and the colours must match where tiles touch. The names moved with the layout: your first tile is now A1, and the row above it is row 0. Your tile is NE: a tile is named by the two edges its white track joins, here north (N) and east (E). Click A0, above it: black meets black there.</source>
        <translation>Ogni nuova tessera si posa così come è uscita, accanto a una tessera già posata, e i colori devono coincidere dove le tessere si toccano. I nomi si sono spostati con la disposizione: la tua prima tessera ora è A1, e la riga sopra è la riga 0. La tua tessera è NE: una tessera prende il nome dai due lati che il suo binario bianco unisce, qui nord (N) ed est (E). Fai clic su A0, sopra: lì il nero incontra il nero.</translation>
    </message>
    <message>
        <source>Once more: lay the tile in hand above, at A0, where its white track meets the white one below. If a cell refuses your tile, a red line here says why. Pointing at a cell names it in the bar at the bottom.</source>
        <translation>Ancora una volta: posa la tessera in mano sopra, in A0, dove il suo binario bianco incontra quello bianco sotto. Se una casella rifiuta la tua tessera, una riga rossa qui ne spiega il motivo. Se punti una casella, la barra in basso ne mostra il nome.</translation>
    </message>
    <message>
        <source>You lay each tile as it is dealt, next to the layout, with the colours matching where tiles touch. That is most of the game.</source>
        <translation>Posi ogni tessera così come esce, accanto alla disposizione, con i colori che coincidono dove le tessere si toccano. È quasi tutto il gioco.</translation>
    </message>
    <message>
        <source>The frame</source>
        <translation>La cornice</translation>
    </message>
    <message>
        <source>A new deal. Start it as before: click @0.</source>
        <translation>Una nuova smazzata. Comincia come prima: fai clic su @0.</translation>
    </message>
    <message>
        <source>In the 3x3 game all nine tiles must end up in 3 rows and 3 columns: that box is the frame. It floats: until it is 3 wide it may grow either way. Lay this tile east of the first one, at B1.</source>
        <translation>Nella partita 3x3 tutte e nove le tessere devono finire in 3 righe e 3 colonne: quel riquadro è la cornice. È mobile: finché non è larga 3, può crescere da entrambi i lati. Posa questa tessera a est della prima, in B1.</translation>
    </message>
    <message>
        <source>Now lay this one at the west end, at @1. The row will be 3 tiles wide: the frame is then full from west to east.</source>
        <translation>Ora posa questa all’estremità ovest, in @1. La riga sarà larga 3 tessere: la cornice è allora piena da ovest a est.</translation>
    </message>
    <message>
        <source>The layout is 3 wide, so no tile may go further west or east: the board no longer offers those cells. It can still grow north or south. Lay this tile under the one at A1, at A2.</source>
        <translation>La disposizione è larga 3, quindi nessuna tessera può andare più a ovest o più a est: il tavoliere non offre più quelle caselle. Può ancora crescere a nord o a sud. Posa questa tessera sotto quella in A1, in A2.</translation>
    </message>
    <message>
        <source>The frame: at most 3 rows and 3 columns (4 in the 4x4 games). Once one side is full, the layout grows only the other way.</source>
        <translation>La cornice: al massimo 3 righe e 3 colonne (4 nelle partite 4x4). Quando un lato è pieno, la disposizione cresce solo nell’altra direzione.</translation>
    </message>
    <message>
        <source>Forced spaces</source>
        <translation>Spazi obbligati</translation>
    </message>
    <message>
        <source>Another deal. Click @0 to start.</source>
        <translation>Un’altra smazzata. Fai clic su @0 per cominciare.</translation>
    </message>
    <message>
        <source>Lay this tile west of the first, at @1: black meets black.</source>
        <translation>Posa questa tessera a ovest della prima, in @1: il nero incontra il nero.</translation>
    </message>
    <message>
        <source>Lay this one at A0. Then the empty cell B0 beside it (the dotted blue ring) has the black track coming in from two sides: a forced space. The app fills it at once with the next tile of the stack, turned so the black track joins up. You have no choice there.</source>
        <translation>Posa questa in A0. Allora nella casella vuota B0 accanto (l’anello blu tratteggiato) il binario nero entra da due lati: è uno spazio obbligato. Il gioco lo riempie subito con la tessera successiva della pila, ruotata in modo che il binario nero si unisca. Lì non hai scelta.</translation>
    </message>
    <message>
        <source>The forced fill used up a tile of the stack. Now lay this tile at C1, east of the row: white meets white.</source>
        <translation>Il riempimento obbligato ha consumato una tessera della pila. Ora posa questa tessera in C1, a est della riga: il bianco incontra il bianco.</translation>
    </message>
    <message>
        <source>Lay this tile at B0. This time two forced spaces follow, C0 and A0, each filled by the next tile, turned as needed. Filling one can force another: the app keeps filling until none is left.</source>
        <translation>Posa questa tessera in B0. Stavolta seguono due spazi obbligati, C0 e A0, ognuno riempito dalla tessera successiva, ruotata quanto serve. Riempirne uno può renderne obbligato un altro: il gioco continua a riempire finché non ne resta nessuno.</translation>
    </message>
    <message>
        <source>One tile left: lay it at C3. The panel says white is out: a white track already has both ends on the edge, so white can no longer be the one line. Black still can: watch the black track.</source>
        <translation>Resta una tessera: posala in C3. Il pannello dice che il bianco è fuori gioco: un binario bianco ha già entrambe le estremità sul bordo, quindi il bianco non può più essere l’unica linea. Il nero sì: guarda il binario nero.</translation>
    </message>
    <message>
        <source>A space that one colour enters from two sides is forced: the next tiles fill it, turned to join the track, before anything else. You won this one: the black track runs through all nine tiles.</source>
        <translation>Uno spazio in cui un colore entra da due lati è obbligato: le tessere successive lo riempiono, ruotate per unire il binario, prima di ogni altra cosa. Questa l’hai vinta: il binario nero passa per tutte e nove le tessere.</translation>
    </message>
    <message>
        <source>Dead spaces</source>
        <translation>Spazi morti</translation>
    </message>
    <message>
        <source>The app has laid eight tiles of a 4x4 game for you (4 by 4 tiles this time). Try your tile at C3, the cell with the red ring: its colours match there, and it would make two forced fills. See what the app says, then play where the gold ring shows.</source>
        <translation>Il gioco ha posato per te otto tessere di una partita 4x4 (stavolta 4 per 4 tessere). Prova la tua tessera in C3, la casella con l’anello rosso: lì i colori coincidono, e produrrebbe due riempimenti obbligati. Guarda che cosa dice il gioco, poi gioca dove indica l’anello dorato.</translation>
    </message>
    <message>
        <source>B3 was allowed: its three forced fills leave no dead space. Lay the next tile at A4, under the west column.</source>
        <translation>B3 era permessa: i suoi tre riempimenti obbligati non lasciano spazi morti. Posa la tessera successiva in A4, sotto la colonna ovest.</translation>
    </message>
    <message>
        <source>The last tile you lay: C4. Two forced fills finish the white line through all 16 tiles.</source>
        <translation>L’ultima tessera che posi: C4. Due riempimenti obbligati completano la linea bianca attraverso tutte le 16 tessere.</translation>
    </message>
    <message>
        <source>A move is illegal when it, with the forced fills it causes, would leave a dead space: an empty cell that one colour enters from three sides, which no tile could ever fill. The app refuses such a move and names the cell.</source>
        <translation>Una mossa non è valida quando, con i riempimenti obbligati che provoca, lascerebbe uno spazio morto: una casella vuota in cui un colore entra da tre lati, che nessuna tessera potrebbe mai riempire. Il gioco rifiuta una mossa così e indica la casella.</translation>
    </message>
    <message>
        <source>Turning a tile</source>
        <translation>Ruotare una tessera</translation>
    </message>
    <message>
        <source>Click @0 to start.</source>
        <translation>Fai clic su @0 per cominciare.</translation>
    </message>
    <message>
        <source>Lay this tile under the first, at A2: white meets white.</source>
        <translation>Posa questa tessera sotto la prima, in A2: il bianco incontra il bianco.</translation>
    </message>
    <message>
        <source>Lay this one east of it, at B2. A forced fill follows at B1.</source>
        <translation>Posa questa a est, in B2. Segue un riempimento obbligato in B1.</translation>
    </message>
    <message>
        <source>Look at the Next tile: another ES. Lay this one at C1, and that next ES will fit nowhere as it is dealt. That is on purpose: a tile that fits nowhere may be turned and flipped any way you like.</source>
        <translation>Guarda la tessera successiva: un altro ES. Posa questa in C1, e quell’ES, così come esce, non entrerà da nessuna parte. È voluto: una tessera che non entra da nessuna parte si può ruotare e ribaltare come vuoi.</translation>
    </message>
    <message>
        <source>Your ES fits nowhere as dealt, so you may turn it. Press F to flip it to its straight side, then T to turn it a quarter, until white runs north-south (NS). Then click C2. (The mouse wheel and a right-click turn it too.)</source>
        <translation>Il tuo ES, così come è uscito, non entra da nessuna parte, quindi puoi ruotarlo. Premi F per ribaltarlo sulla faccia diritta, poi T per ruotarlo di un quarto, finché il bianco va da nord a sud (NS). Poi fai clic su C2. (Anche la rotella del mouse e il clic destro lo ruotano.)</translation>
    </message>
    <message>
        <source>Back to normal: this tile fits as dealt, so it must be laid as dealt. Lay it at A3.</source>
        <translation>Si torna alla normalità: questa tessera entra così com’è, quindi va posata così com’è. Posala in A3.</translation>
    </message>
    <message>
        <source>The last tile you lay: B3. A forced fill completes the white line.</source>
        <translation>L’ultima tessera che posi: B3. Un riempimento obbligato completa la linea bianca.</translation>
    </message>
    <message>
        <source>Only a tile that fits nowhere as dealt may be turned or flipped, and then to any orientation. A tip: make the next tile unplayable on purpose, and you choose how to lay it.</source>
        <translation>Solo una tessera che, così com’è, non entra da nessuna parte si può ruotare o ribaltare, e allora in qualsiasi verso. Un consiglio: rendi apposta ingiocabile la tessera successiva, e sceglierai tu come posarla.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>L’obiettivo</translation>
    </message>
    <message>
        <source>The goal of the 3x3 game: when the board is full, one colour&apos;s track runs through all nine tiles as a single line. Either colour will do. Click @0.</source>
        <translation>L’obiettivo della partita 3x3: quando il tavoliere è pieno, il binario di un colore passa per tutte e nove le tessere come un’unica linea. Va bene l’uno o l’altro colore. Fai clic su @0.</translation>
    </message>
    <message>
        <source>Lay this tile above the first, at A0.</source>
        <translation>Posa questa tessera sopra la prima, in A0.</translation>
    </message>
    <message>
        <source>Lay this one at B2; a forced fill follows at B1.</source>
        <translation>Posa questa in B2; segue un riempimento obbligato in B1.</translation>
    </message>
    <message>
        <source>Lay this one at A3, under the column. Then black is out: a black track has both ends on the edge of the full frame, so black can never make one line. The panel on the right says so. White can still win.</source>
        <translation>Posa questa in A3, sotto la colonna. Allora il nero è fuori gioco: un binario nero ha entrambe le estremità sul bordo della cornice piena, quindi il nero non potrà mai fare un’unica linea. Lo dice il pannello a destra. Il bianco può ancora vincere.</translation>
    </message>
    <message>
        <source>Lay this one at @3, west of the bottom tile. A forced fill follows.</source>
        <translation>Posa questa in @3, a ovest della tessera in basso. Segue un riempimento obbligato.</translation>
    </message>
    <message>
        <source>Lay this one at C3.</source>
        <translation>Posa questa in C3.</translation>
    </message>
    <message>
        <source>The last tile goes at A1: it joins the white line through every tile.</source>
        <translation>L’ultima tessera va in A1: unisce la linea bianca attraverso tutte le tessere.</translation>
    </message>
    <message>
        <source>One colour through every tile wins. A colour is out when one of its tracks is closed too short, or has both ends on the edge of a full frame; when both colours are out the game is lost, and the app says so.</source>
        <translation>Vince un colore che passa per tutte le tessere. Un colore è fuori gioco quando uno dei suoi binari si chiude troppo corto, o ha entrambe le estremità sul bordo di una cornice piena; quando entrambi i colori sono fuori gioco la partita è persa, e il gioco lo dice.</translation>
    </message>
    <message>
        <source>Using the next tile</source>
        <translation>Usare la tessera successiva</translation>
    </message>
    <message>
        <source>Click @0.</source>
        <translation>Fai clic su @0.</translation>
    </message>
    <message>
        <source>Lay this one east of the first, at B1: black meets black.</source>
        <translation>Posa questa a est della prima, in B1: il nero incontra il nero.</translation>
    </message>
    <message>
        <source>Lay this one at B2, where it touches two tiles: black above, white to the west.</source>
        <translation>Posa questa in B2, dove tocca due tessere: nero sopra, bianco a ovest.</translation>
    </message>
    <message>
        <source>Lay this one at @1, west of the top row.</source>
        <translation>Posa questa in @1, a ovest della riga in alto.</translation>
    </message>
    <message>
        <source>Look at the Next tile (SW) before you choose: that is the first tip for playing well. At B3 yours fits, but the SW would then have no good place; at C3 a forced fill at B3 takes that SW just as it is dealt. Lay it at C3. In a game, H shows a hint and H again a heat map of every move.</source>
        <translation>Guarda la tessera successiva (SW) prima di scegliere: è il primo consiglio per giocare bene. In B3 la tua entra, ma poi la SW non avrebbe un buon posto; in C3 un riempimento obbligato in B3 prende quella SW così come esce. Posala in C3. In partita, H mostra un suggerimento e di nuovo H una mappa di calore di ogni mossa.</translation>
    </message>
    <message>
        <source>The last tile you lay: A3. A forced fill completes the black line.</source>
        <translation>L’ultima tessera che posi: A3. Un riempimento obbligato completa la linea nera.</translation>
    </message>
    <message>
        <source>Always look at the next tile: place the one in hand so the next has a good home. The hint (H) shows the best move and its chance of winning; pressed again, the heat map colours every move by its chance.</source>
        <translation>Guarda sempre la tessera successiva: posa quella in mano in modo che la successiva abbia un buon posto. Il suggerimento (H) mostra la mossa migliore e la sua probabilità di vittoria; premuto di nuovo, la mappa di calore colora ogni mossa secondo la sua probabilità.</translation>
    </message>
    <message>
        <source>The 4x4 loop</source>
        <translation>L’anello 4x4</translation>
    </message>
    <message>
        <source>The 4x4 games use 16 tiles and a frame of 4 by 4. In the loop challenge one track must run through all 16 tiles and close on itself. Click @0.</source>
        <translation>Le partite 4x4 usano 16 tessere e una cornice di 4 per 4. Nella sfida dell’anello un binario deve passare per tutte le 16 tessere e chiudersi su sé stesso. Fai clic su @0.</translation>
    </message>
    <message>
        <source>Lay this tile west of the first, at @1.</source>
        <translation>Posa questa tessera a ovest della prima, in @1.</translation>
    </message>
    <message>
        <source>Lay this one at A2, under the west tile. A forced fill follows.</source>
        <translation>Posa questa in A2, sotto la tessera a ovest. Segue un riempimento obbligato.</translation>
    </message>
    <message>
        <source>Lay this one at @1, west again: the row is then 3 wide, with room for one more column.</source>
        <translation>Posa questa in @1, di nuovo a ovest: la riga è allora larga 3, con posto per un’altra colonna.</translation>
    </message>
    <message>
        <source>Lay this one at D1, the east end: the row is now 4 wide, the whole frame. White is now out: one of its tracks leaves the full frame, so it can never close. Black must make the loop.</source>
        <translation>Posa questa in D1, all’estremità est: la riga è ora larga 4, tutta la cornice. Il bianco ora è fuori gioco: uno dei suoi binari esce dalla cornice piena, quindi non potrà mai chiudersi. Il nero deve fare l’anello.</translation>
    </message>
    <message>
        <source>Lay this one at D3.</source>
        <translation>Posa questa in D3.</translation>
    </message>
    <message>
        <source>Lay this one at D4, down the east side.</source>
        <translation>Posa questa in D4, giù lungo il lato est.</translation>
    </message>
    <message>
        <source>Lay this one at A3.</source>
        <translation>Posa questa in A3.</translation>
    </message>
    <message>
        <source>The last move: B4. Two forced fills close the black loop through all 16 tiles.</source>
        <translation>L’ultima mossa: B4. Due riempimenti obbligati chiudono l’anello nero attraverso tutte le 16 tessere.</translation>
    </message>
    <message>
        <source>In the loop game one closed track must pass through every tile: any track of that colour leaving a full frame edge puts it out. You have learnt the whole game: enjoy it!</source>
        <translation>Nella partita ad anello un unico binario chiuso deve passare per tutte le tessere: qualsiasi binario di quel colore che esce da un bordo pieno della cornice lo mette fuori gioco. Hai imparato tutto il gioco: divertiti!</translation>
    </message>
    <message>
        <source>Hint: in this lesson, play at {cell}, the cell with the gold ring.</source>
        <translation>Suggerimento: in questa lezione gioca in {cell}, la casella con l’anello dorato.</translation>
    </message>
    <message>
        <source>Hint: first try {cell}, the cell with the red ring, to see why not.</source>
        <translation>Suggerimento: prima prova {cell}, la casella con l’anello rosso, per vedere perché no.</translation>
    </message>
    <message>
        <source> Turn the tile to {v1} first (F flips, T turns).</source>
        <translation> Prima gira la tessera in {v1} (F la ribalta, T la ruota).</translation>
    </message>
    <message>
        <source>empty; a forced space: the next tile from the stack fills it</source>
        <translation>vuota; uno spazio obbligato: lo riempie la tessera successiva della pila</translation>
    </message>
    <message>
        <source>empty; {beyond}</source>
        <translation>vuota; {beyond}</translation>
    </message>
    <message>
        <source>{v1} is out: {why}.</source>
        <translation>{v1} è fuori gioco: {why}.</translation>
    </message>
    <message>
        <source>In hand: {tile}.</source>
        <translation>In mano: {tile}.</translation>
    </message>
    <message>
        <source>Next: {tile}.</source>
        <translation>Prossima: {tile}.</translation>
    </message>
    <message>
        <source>Trax games (*.trax);;All files (*)</source>
        <translation>Partite di Trax (*.trax);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>the game is over: there is no tile in hand</source>
        <translation>la partita è finita: non c’è nessuna tessera in mano</translation>
    </message>
    <message>
        <source>the first tile is always played at @0, not {cell}</source>
        <translation>la prima tessera si gioca sempre in @0, non in {cell}</translation>
    </message>
    <message>
        <source>the first tile is placed as dealt ({way})</source>
        <translation>la prima tessera si posa così come è uscita ({way})</translation>
    </message>
    <message>
        <source>{cell} already holds a tile</source>
        <translation>{cell} ha già una tessera</translation>
    </message>
    <message>
        <source>{cell} is not next to the layout</source>
        <translation>{cell} non è accanto alla disposizione</translation>
    </message>
    <message>
        <source>{cell} is outside the {size}x{size} frame</source>
        <translation>{cell} è fuori dalla cornice {size}x{size}</translation>
    </message>
    <message>
        <source>{cell} does not touch a placed tile</source>
        <translation>{cell} non tocca nessuna tessera posata</translation>
    </message>
    <message>
        <source>the tile in hand fits nowhere in any orientation: the game is stuck</source>
        <translation>la tessera in mano non entra da nessuna parte in nessun verso: la partita è bloccata</translation>
    </message>
    <message>
        <source>the tile fits somewhere as dealt ({way}), so it may not be turned</source>
        <translation>così com’è ({way}) la tessera entra da qualche parte, quindi non si può ruotare</translation>
    </message>
    <message>
        <source>wrong colour on the {edge} edge: {way} shows {mine} there but the tile at {at} shows {theirs}{turn}</source>
        <translation>colore sbagliato sul lato {edge}: lì {way} mostra {mine} ma la tessera in {at} mostra {theirs}{turn}</translation>
    </message>
    <message>
        <source>leaves a dead space at {cell}{fills}</source>
        <translation>lascia uno spazio morto in {cell}{fills}</translation>
    </message>
    <message>
        <source>{colour} has a closed loop of 1 tile{at}</source>
        <translation>il {colour} ha un anello chiuso di 1 tessera{at}</translation>
    </message>
    <message>
        <source>{colour} has a closed loop of {count} tiles{at}</source>
        <translation>il {colour} ha un anello chiuso di {count} tessere{at}</translation>
    </message>
    <message>
        <source>a {colour} track of 1 tile{at} has both ends on the edge of the finished frame</source>
        <translation>un binario {colour} di 1 tessera{at} ha entrambe le estremità sul bordo della cornice completa</translation>
    </message>
    <message>
        <source>a {colour} track of {count} tiles{at} has both ends on the edge of the finished frame</source>
        <translation>un binario {colour} di {count} tessere{at} ha entrambe le estremità sul bordo della cornice completa</translation>
    </message>
    <message>
        <source>a {colour} track{count}{at} runs off the {edge} edge of the finished frame, so it can never close</source>
        <translation>un binario {colour}{count}{at} esce dal lato {edge} della cornice completa, quindi non potrà mai chiudersi</translation>
    </message>
    <message>
        <source> at {value}</source>
        <translation> in {value}</translation>
    </message>
    <message>
        <source> after the forced fills at {value}</source>
        <translation> dopo i riempimenti obbligati in {value}</translation>
    </message>
    <message>
        <source> (the tile fits nowhere as dealt: give the orientation to play)</source>
        <translation> (così com’è la tessera non entra da nessuna parte: indica il verso da giocare)</translation>
    </message>
    <message>
        <source> through all {value} tiles</source>
        <translation> attraverso tutte le {value} tessere</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>il permesso è stato negato</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>il disco è in sola lettura</translation>
    </message>
    <message>
        <source>part of its path is a file, not a folder</source>
        <translation>una parte del suo percorso è un file, non una cartella</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>la quota del disco è esaurita</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>non esiste</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>è una cartella, non un file</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>il disco ha segnalato un errore</translation>
    </message>
    <message>
        <source>its name is too long</source>
        <translation>il nome è troppo lungo</translation>
    </message>
    <message>
        <source>it holds characters that are not text: not a file this app wrote</source>
        <translation>contiene caratteri che non sono testo: non è un file scritto da questo gioco</translation>
    </message>
    <message>
        <source>its contents are not what this app writes</source>
        <translation>il contenuto non è quello che scrive questo gioco</translation>
    </message>
    <message>
        <source>it could not be read or written</source>
        <translation>non è stato possibile leggerlo o scriverlo</translation>
    </message>
    <message>
        <source>Choose a folder for your games and statistics</source>
        <translation>Scegli una cartella per le tue partite e statistiche</translation>
    </message>
    <message>
        <source>Your data folder is already {new}.</source>
        <translation>La tua cartella dei dati è già {new}.</translation>
    </message>
    <message>
        <source>Nothing can be saved there</source>
        <translation>Lì non si può salvare nulla</translation>
    </message>
    <message>
        <source>Nothing can be saved in {new}: {reason}. Choose another folder.</source>
        <translation>In {new} non si può salvare nulla: {reason}. Scegli un’altra cartella.</translation>
    </message>
    <message>
        <source> Copied there from {old}: {files}.</source>
        <translation> Copiati lì da {old}: {files}.</translation>
    </message>
    <message>
        <source>Your data folder is now {new}: your statistics, your game in progress and your progress are saved there from now on.</source>
        <translation>La tua cartella dei dati ora è {new}: le tue statistiche, la partita in corso e i tuoi progressi si salvano lì d’ora in poi.</translation>
    </message>
    <message>
        <source>Import saved games</source>
        <translation>Importa partite salvate</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}.</source>
        <translation>Non è stato importato nulla: {reason}.</translation>
    </message>
    <message>
        <source>{games} from {name} wait to be recorded: the statistics cannot be written now. They are counted once they can.</source>
        <translation>{games} da {name} attendono di essere registrate: ora non si può scrivere nelle statistiche. Saranno contate appena si potrà.</translation>
    </message>
    <message>
        <source>Imported {games} from {name} into your statistics (a game already there is not counted twice).</source>
        <translation>Importate {games} da {name} nelle tue statistiche (una partita già presente non si conta due volte).</translation>
    </message>
    <message>
        <source>Your game cannot be kept</source>
        <translation>La tua partita non si può conservare</translation>
    </message>
    <message>
        <source>Your game in progress cannot be kept for next time: nothing can be saved in your data folder ({problem}). Quitting now loses it.</source>
        <translation>La partita in corso non si può conservare per la prossima volta: nella tua cartella dei dati non si può salvare nulla ({problem}). Uscendo ora la perdi.</translation>
    </message>
    <message>
        <source>Your game in progress cannot be kept for next time: another Trax Solitaire window keeps its own game. Quitting now loses it.</source>
        <translation>La partita in corso non si può conservare per la prossima volta: un’altra finestra di Trax Solitaire conserva la propria partita. Uscendo ora la perdi.</translation>
    </message>
    <message>
        <source>Saved as a game file, it comes back with File ▸ Open.</source>
        <translation>Salvata come file di partita, torna con File ▸ Apri.</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Salva la partita…</translation>
    </message>
    <message>
        <source>Quit without it</source>
        <translation>Esci senza salvarla</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}.</source>
        <translation>Impossibile salvare {name}: {reason}.</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partite salvate (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The game in progress could not be resumed ({problem}); the file was kept as {moved_to}.</source>
        <translation>Non è stato possibile riprendere la partita in corso ({problem}); il file è stato conservato come {moved_to}.</translation>
    </message>
    <message>
        <source>The game in progress could not be resumed: {problem}</source>
        <translation>Non è stato possibile riprendere la partita in corso: {problem}</translation>
    </message>
    <message>
        <source> (and it could not be moved aside: {reason})</source>
        <translation> (e non è stato possibile metterlo da parte: {reason})</translation>
    </message>
    <message>
        <source>cannot be read ({reason})</source>
        <translation>non si può leggere ({reason})</translation>
    </message>
    <message>
        <source>is damaged ({reason})</source>
        <translation>è danneggiato ({reason})</translation>
    </message>
    <message>
        <source> and could not be moved aside ({reason})</source>
        <translation> e non è stato possibile metterlo da parte ({reason})</translation>
    </message>
    <message>
        <source>The puzzle progress file {path} {problem}; it was kept as {moved_to} and progress starts afresh.</source>
        <translation>Il file dei progressi dei rompicapi {path} {problem}; è stato conservato come {moved_to} e i progressi ripartono da zero.</translation>
    </message>
    <message>
        <source>The puzzle progress file {path} {problem}; solved puzzles are not saved this session.</source>
        <translation>Il file dei progressi dei rompicapi {path} {problem}; in questa sessione i rompicapi risolti non vengono salvati.</translation>
    </message>
    <message>
        <source>it is not JSON text (line {line})</source>
        <translation>non è testo JSON (riga {line})</translation>
    </message>
    <message>
        <source>Your files were moved from the old data folder to {folder}: {names}.</source>
        <translation>I tuoi file sono stati spostati dalla vecchia cartella dei dati a {folder}: {names}.</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>impossibile leggere {path}: {reason}</translation>
    </message>
    <message>
        <source>{name} is too large for a game record (over {size} KB)</source>
        <translation>{name} è troppo grande per una registrazione di partita (oltre {size} KB)</translation>
    </message>
    <message>
        <source>{path} is not a text file</source>
        <translation>{path} non è un file di testo</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Conclusa</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Suggerimenti</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>In anticipo</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>noun: the deal a game was on</comment>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>{text} is not a move: write a cell and an orientation, like &apos;B2:NE&apos; or &apos;@0:NS&apos;</source>
        <translation>{text} non è una mossa: scrivi una casella e un verso, come &apos;B2:NE&apos; o &apos;@0:NS&apos;</translation>
    </message>
    <message>
        <source>{text}: row {digits} has a leading zero</source>
        <translation>{text}: la riga {digits} comincia con uno zero</translation>
    </message>
    <message>
        <source>{text}: nothing after the colon (give an orientation like NE)</source>
        <translation>{text}: niente dopo i due punti (indica un verso come NE)</translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>mossa vuota</translation>
    </message>
    <message>
        <source>{text}: {reason}</source>
        <translation>{text}: {reason}</translation>
    </message>
    <message>
        <source>{text} is not a tile orientation (one of {codes})</source>
        <translation>{text} non è un verso di tessera (uno tra {codes})</translation>
    </message>
    <message>
        <source>a {size}x{size} deal has {want} tiles, this one has {count}</source>
        <translation>una smazzata {size}x{size} ha {want} tessere, questa ne ha {count}</translation>
    </message>
    <message>
        <source>tile {index} of the deal: {reason}</source>
        <translation>tessera {index} della smazzata: {reason}</translation>
    </message>
    <message>
        <source>deal number {number} is out of range (0 to {most})</source>
        <translation>il numero di smazzata {number} è fuori dai limiti (da 0 a {most})</translation>
    </message>
    <message>
        <source>Third-party licences</source>
        <translation>Licenze di terze parti</translation>
    </message>
    <message>
        <source>These notices are in the file {path}.</source>
        <translation>Queste note sono nel file {path}.</translation>
    </message>
    <message>
        <source>Read now from the installed packages&apos; own licence files.</source>
        <translation>Lette ora dai file di licenza dei pacchetti installati.</translation>
    </message>
    <message>
        <source>The licences could not be read: {v1}</source>
        <translation>Impossibile leggere le licenze: {v1}</translation>
    </message>
    <message>
        <source>This game could not be opened.</source>
        <translation>Non è stato possibile aprire questa partita.</translation>
    </message>
    <message>
        <source>Back to your own game.</source>
        <translation>Di nuovo alla tua partita.</translation>
    </message>
    <message>
        <source>Welcome back to lesson {number}, where you left it.</source>
        <translation>Bentornato alla lezione {number}, dove l’avevi lasciata.</translation>
    </message>
    <message>
        <source>That address names no game here: {error}. A new deal.</source>
        <translation>Questo indirizzo non indica nessuna partita qui: {error}. Una nuova smazzata.</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}.</source>
        <translation>Nuova partita: {variant}, {deal}.</translation>
    </message>
    <message>
        <source>{cell} already holds a tile.</source>
        <translation>{cell} ha già una tessera.</translation>
    </message>
    <message>
        <source>Played {move} (that cell is now {cell}).</source>
        <translation>Giocata {move} (quella casella ora è {cell}).</translation>
    </message>
    <message numerus="yes">
        <source>%n forced space(s) filled.</source>
        <translation>
            <numerusform>%n spazio obbligato riempito.</numerusform>
            <numerusform>%n spazi obbligati riempiti.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tile in hand is turned.</source>
        <translation>La tessera in mano è ruotata.</translation>
    </message>
    <message>
        <source>The tile in hand is flipped.</source>
        <translation>La tessera in mano è ribaltata.</translation>
    </message>
    <message>
        <source>Back to the first tile; Redo plays your moves again.</source>
        <translation>Di nuovo alla prima tessera; Ripristina rigioca le tue mosse.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to hint.</source>
        <translation>La partita è finita: non c’è nessun suggerimento da dare.</translation>
    </message>
    <message>
        <source>No legal move: nothing to hint.</source>
        <translation>Nessuna mossa regolare: nessun suggerimento da dare.</translation>
    </message>
    <message>
        <source>Not solvable: no order of play wins this deal, whatever you did.</source>
        <translation>Non vincibile: nessun ordine di gioco vince questa smazzata, qualunque cosa tu abbia fatto.</translation>
    </message>
    <message>
        <source>Solvable: one winning play is {moves}.</source>
        <translation>Vincibile: una sequenza vincente è {moves}.</translation>
    </message>
    <message>
        <source>This game&apos;s ID: {deal}. The stack is revealed: practice, not counted.</source>
        <translation>L’ID di questa partita: {deal}. La pila è svelata: allenamento, non conteggiata.</translation>
    </message>
    <message>
        <source>This game&apos;s ID: {deal}.</source>
        <translation>L’ID di questa partita: {deal}.</translation>
    </message>
    <message>
        <source>Lesson {number}</source>
        <translation>Lezione {number}</translation>
    </message>
    <message>
        <source>Unknown request {op}.</source>
        <translation>Richiesta sconosciuta {op}.</translation>
    </message>
    <message>
        <source>The deal of the day {date}, {variant}: deal #{number}.</source>
        <translation>La smazzata del giorno {date}, {variant}: smazzata n. {number}.</translation>
    </message>
    <message>
        <source>Puzzle {id} ({level}): make the {goal}.</source>
        <translation>Rompicapo {id} ({level}): obiettivo {goal}.</translation>
    </message>
    <message>
        <source>Click or tap a cell to lay the tile in hand there.</source>
        <translation>Fai clic o tocca una casella per posarvi la tessera in mano.</translation>
    </message>
    <message>
        <source>Welcome back: your game is as you left it.</source>
        <translation>Bentornato: la tua partita è come l’avevi lasciata.</translation>
    </message>
    <message>
        <source>The game kept in this browser could not be read, so it was not resumed.</source>
        <translation>La partita conservata in questo browser non si è potuta leggere, quindi non è stata ripresa.</translation>
    </message>
    <message>
        <source>The tile fits somewhere as dealt, so it may not be turned (turn a tile only when it fits nowhere).</source>
        <translation>La tessera entra da qualche parte così com’è, quindi non si può ruotare (ruota una tessera solo quando non entra da nessuna parte).</translation>
    </message>
    <message>
        <source>a typed-in deal</source>
        <translation>una smazzata digitata</translation>
    </message>
    <message>
        <source>deal #{number}</source>
        <translation>smazzata n. {number}</translation>
    </message>
    <message>
        <source>The game of the link: {variant}, {deal}.</source>
        <translation>La partita del collegamento: {variant}, {deal}.</translation>
    </message>
    <message>
        <source>Deal #{number}, {variant}.</source>
        <translation>Smazzata n. {number}, {variant}.</translation>
    </message>
    <message>
        <source>the deal of the day {date} (deal #{number})</source>
        <translation>la smazzata del giorno {date} (smazzata n. {number})</translation>
    </message>
    <message>
        <source>Lesson {number} of {count}, {title}: {text}</source>
        <translation>Lezione {number} di {count}, {title}: {text}</translation>
    </message>
    <message>
        <source>Now play at {cell} instead.</source>
        <translation>Ora gioca invece in {cell}.</translation>
    </message>
    <message>
        <source>This lesson asks for {move} now; read the words above the board.</source>
        <translation>Questa lezione chiede ora {move}; leggi le parole sopra il tavoliere.</translation>
    </message>
    <message>
        <source>This lesson asks for {move}: turn the tile first (T turns, F flips).</source>
        <translation>Questa lezione chiede {move}: prima ruota la tessera (T ruota, F ribalta).</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>risolto</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: {error}</source>
        <translation>I rompicapi non si possono leggere: {error}</translation>
    </message>
    <message>
        <source>{done} of {total} puzzles solved in this browser</source>
        <translation>{done} rompicapi su {total} risolti in questo browser</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Il tavoliere</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partita</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Lezione successiva</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Esci dalla lezione</translation>
    </message>
    <message>
        <source>Back to your own game, as you left it</source>
        <translation>Torna alla tua partita, come l’avevi lasciata</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Precedente</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back the last move (U, Ctrl+Z)</source>
        <translation>Ritira l’ultima mossa (U, Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Play it again (Ctrl+Y)</source>
        <translation>Rigiocala (Ctrl+Y)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Start this deal again from the first tile (Ctrl+R)</source>
        <translation>Ricomincia questa smazzata dalla prima tessera (Ctrl+R)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>The best move; again for every move&apos;s chance; again to hide (H)</source>
        <translation>La mossa migliore; di nuovo per la probabilità di ogni mossa; ancora per nascondere il suggerimento (H)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ruota</translation>
    </message>
    <message>
        <source>Turn the tile in hand a quarter, only when it fits nowhere as dealt (T)</source>
        <translation>Ruota di un quarto la tessera in mano, solo quando così com’è non entra da nessuna parte (T)</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Ribalta</translation>
    </message>
    <message>
        <source>Turn the tile in hand over, only when it fits nowhere as dealt (F)</source>
        <translation>Ribalta la tessera in mano, solo quando così com’è non entra da nessuna parte (F)</translation>
    </message>
    <message>
        <source>Was it solvable?</source>
        <translation>Era vincibile?</translation>
    </message>
    <message>
        <source>Ask the solver whether this deal can be won (W)</source>
        <translation>Chiedi al risolutore se questa smazzata si può vincere (W)</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Mostra la soluzione</translation>
    </message>
    <message>
        <source>Play the winning solution move by move, from the first tile</source>
        <translation>Gioca la sequenza vincente mossa per mossa, dalla prima tessera</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>A new random deal (N)</source>
        <translation>Una nuova smazzata casuale (N)</translation>
    </message>
    <message>
        <source>Deal number or game ID</source>
        <translation>Numero di smazzata o ID della partita</translation>
    </message>
    <message>
        <source>12345 or NS NE EW …</source>
        <translation>12345 o NS NE EW …</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>This game:</source>
        <translation>Questa partita:</translation>
    </message>
    <message>
        <source>link</source>
        <translation>collegamento</translation>
    </message>
    <message>
        <source>Show game ID (reveals the stack)</source>
        <translation>Mostra l’ID della partita (svela la pila)</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rompicapi</translation>
    </message>
    <message>
        <source>Open-stack puzzles: the whole stack is shown, to win with every tile seen.</source>
        <translation>Rompicapi a pila scoperta: tutta la pila è mostrata, per vincere vedendo ogni tessera.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Raccolta</translation>
    </message>
    <message>
        <source>Play this puzzle</source>
        <translation>Gioca questo rompicapo</translation>
    </message>
    <message>
        <source>Next unsolved puzzle</source>
        <translation>Rompicapo successivo non risolto</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Hints see</source>
        <translation>I suggerimenti vedono</translation>
    </message>
    <message>
        <source>the next tile (1)</source>
        <translation>la prossima tessera (1)</translation>
    </message>
    <message>
        <source>no tile ahead (0)</source>
        <translation>nessuna tessera in anticipo (0)</translation>
    </message>
    <message>
        <source>Lookahead 2 and more: in the desktop app only.</source>
        <translation>Anticipo di 2 e più: solo nell’app per computer.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
    <message>
        <source>Browser language</source>
        <translation>Lingua del browser</translation>
    </message>
    <message>
        <source>Export games (JSON)</source>
        <translation>Esporta le partite (JSON)</translation>
    </message>
    <message>
        <source>Trax Solitaire is free software under the MIT licence.</source>
        <translation>Trax Solitaire è software libero con licenza MIT.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licenze</translation>
    </message>
    <message>
        <source>of the page and of what it runs on (Pyodide, Python).</source>
        <translation>della pagina e di ciò su cui gira (Pyodide, Python).</translation>
    </message>
    <message>
        <source>Loading the game…</source>
        <translation>Caricamento della partita…</translation>
    </message>
    <message>
        <source>Loading Python in the page…</source>
        <translation>Avvio di Python nella pagina…</translation>
    </message>
    <message>
        <source>The page could not start Python: {error}</source>
        <translation>La pagina non è riuscita ad avviare Python: {error}</translation>
    </message>
    <message>
        <source>The copy of {file} this browser keeps for offline play is damaged, and it cannot be fetched again without the network: connect to the internet and reload the page.</source>
        <translation>La copia di {file} che questo browser conserva per giocare senza rete è danneggiata e non si può riscaricare senza la rete: collegati a internet e ricarica la pagina.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) kept in this browser cannot be read (damaged, or kept by another version of this page): not counted.</source>
        <translation>
            <numerusform>%n partita conservata in questo browser non si può leggere (danneggiata, o conservata da un’altra versione di questa pagina): non viene contata.</numerusform>
            <numerusform>%n partite conservate in questo browser non si possono leggere (danneggiate, o conservate da un’altra versione di questa pagina): non vengono contate.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games finished yet.</source>
        <translation>Ancora nessuna partita finita.</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n game(s), {won} won ({rate:.0%}), streak {streak} (best {best})</source>
        <translation>
            <numerusform>{variant}: %n partita, {won} vinte ({rate:.0%}), serie {streak} (migliore {best})</numerusform>
            <numerusform>{variant}: %n partite, {won} vinte ({rate:.0%}), serie {streak} (migliore {best})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other game(s) (days, typed-in deals, puzzles)</source>
        <translation>
            <numerusform>%n altra partita (giorni, smazzate digitate, rompicapi)</numerusform>
            <numerusform>%n altre partite (giorni, smazzate digitate, rompicapi)</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution to show: ask &quot;Was it solvable?&quot; first.</source>
        <translation>Nessuna soluzione da mostrare: prima chiedi «Era vincibile?».</translation>
    </message>
    <message>
        <source>No solution is being shown.</source>
        <translation>Nessuna soluzione è mostrata.</translation>
    </message>
    <message>
        <source>That was the last move of the solution.</source>
        <translation>Era l’ultima mossa della soluzione.</translation>
    </message>
    <message>
        <source>This is the first tile of the solution.</source>
        <translation>Questa è la prima tessera della soluzione.</translation>
    </message>
    <message>
        <source>Back to your game, as you left it.</source>
        <translation>Di nuovo alla tua partita, come l’avevi lasciata.</translation>
    </message>
    <message>
        <source>The solution, move {index} of {count}: Next plays the next one.</source>
        <translation>La soluzione, mossa {index} di {count}: Prossima gioca la seguente.</translation>
    </message>
    <message>
        <source>Solution: move {index} of {count}</source>
        <translation>Soluzione: mossa {index} di {count}</translation>
    </message>
    <message>
        <source>Searching every order of the stack…</source>
        <translation>Ricerca in ogni ordine della pila…</translation>
    </message>
    <message>
        <source>The search could not run in this browser: {error}</source>
        <translation>La ricerca non è potuta partire in questo browser: {error}</translation>
    </message>
    <message>
        <source>its Python did not start in time (its files did not arrive)</source>
        <translation>il suo Python non è partito in tempo (i suoi file non sono arrivati)</translation>
    </message>
    <message>
        <source>Your games cannot be kept in this browser: {error}</source>
        <translation>Le tue partite non si possono conservare in questo browser: {error}</translation>
    </message>
    <message>
        <source> (Not kept: this browser refused to store the game: {error}.)</source>
        <translation> (Non conservata: questo browser ha rifiutato di salvare la partita: {error}.)</translation>
    </message>
    <message>
        <source>{name}: {tile}</source>
        <translation>{name}: {tile}</translation>
    </message>
    <message>
        <source>{deal} (deal #{number})</source>
        <translation>{deal} (smazzata n. {number})</translation>
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
        <translation>Tavoliere, {rows} righe per {cols} colonne</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n casella</numerusform>
            <numerusform>%n caselle</numerusform>
        </translation>
    </message>
    <message>
        <source>{size}; {left} where no tile can go this move, left out</source>
        <translation>{size}; {left} dove nessuna tessera può andare con questa mossa, tralasciate</translation>
    </message>
    <message>
        <source>size {size} is not a number (the app plays {variants})</source>
        <translation>la dimensione {size} non è un numero (il gioco offre {variants})</translation>
    </message>
    <message>
        <source>the app plays {variants}; not {named}</source>
        <translation>il gioco offre {variants}; non {named}</translation>
    </message>
    <message>
        <source>{what} {typed} is not a whole number</source>
        <translation>{what} {typed} non è un numero intero</translation>
    </message>
    <message>
        <source>{what} {typed} is out of range (0 to {largest})</source>
        <translation>{what} {typed} è fuori intervallo (da 0 a {largest})</translation>
    </message>
    <message>
        <source>deal number</source>
        <translation>numero di smazzata</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>lezione</translation>
    </message>
    <message>
        <source>there is no lesson {number} (the tutorial has 1 to {count})</source>
        <translation>non c’è una lezione {number} (il tutorial ha le lezioni da 1 a {count})</translation>
    </message>
    <message>
        <source>type a deal number or a deal string</source>
        <translation>digita un numero di smazzata o una smazzata</translation>
    </message>
    <message>
        <source>{typed} is neither a deal number nor a deal string</source>
        <translation>{typed} non è né un numero di smazzata né una smazzata</translation>
    </message>
    <message>
        <source>the address gives {key} {count} times</source>
        <translation>l’indirizzo dà {key} {count} volte</translation>
    </message>
    <message>
        <source>the address&apos;s {key} is too long to name a game here</source>
        <translation>il valore {key} dell’indirizzo è troppo lungo per indicare una partita qui</translation>
    </message>
    <message>
        <source>the address has {key}, which names nothing here</source>
        <translation>l’indirizzo contiene {key}, che qui non indica niente</translation>
    </message>
    <message>
        <source>the address gives moves but no deal</source>
        <translation>l’indirizzo dà delle mosse ma nessuna smazzata</translation>
    </message>
    <message>
        <source>the address names a game twice ({first} and {second})</source>
        <translation>l’indirizzo indica una partita due volte ({first} e {second})</translation>
    </message>
    <message>
        <source>moves go with a deal, not with a number or a day</source>
        <translation>le mosse vanno con una smazzata, non con un numero o un giorno</translation>
    </message>
    <message>
        <source>Your tutorial progress file {path} {problem}; it was kept as {kept} beside it and the tutorial starts afresh.</source>
        <translation>Il tuo file dei progressi del tutorial {path} {problem}; è stato conservato accanto come {kept} e il tutorial riparte da zero.</translation>
    </message>
    <message>
        <source>Your tutorial progress file {path} {problem}; finished lessons are remembered only until you quit.</source>
        <translation>Il tuo file dei progressi del tutorial {path} {problem}; le lezioni finite sono ricordate solo fino all’uscita.</translation>
    </message>
    <message>
        <source>could not be written ({reason})</source>
        <translation>non è stato possibile scriverlo ({reason})</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Tipo di file:</translation>
    </message>
</context>
</TS>
