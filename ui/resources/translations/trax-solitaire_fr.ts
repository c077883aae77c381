<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <source>Trax board</source>
        <translation>Plateau de Trax</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>forcée</translation>
    </message>
    <message>
        <source>Column {column}, row {row}: the first tile goes in cell {column}{row}</source>
        <translation>Colonne {column}, rangée {row} : la première tuile va dans la case {column}{row}</translation>
    </message>
    <message>
        <source>Stack, top first: {names}</source>
        <translation>Pile, le dessus d’abord : {names}</translation>
    </message>
    <message>
        <source>The stack is empty</source>
        <translation>La pile est vide</translation>
    </message>
    <message>
        <source>Win chance: blue steps are the tiles that came up, the others your moves</source>
        <translation>Chance de gagner : les marches bleues sont les tuiles tirées, les autres vos coups</translation>
    </message>
    <message>
        <source>{level:.0%}</source>
        <translation>{level:.0%}</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>tiles (luck)</source>
        <translation>tuiles (chance)</translation>
    </message>
    <message>
        <source>no win left</source>
        <translation>plus de victoire possible</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>Place the tile in hand (as the hint or heat map shows it, when shown)</source>
        <translation>Poser la tuile en main (comme l’indice ou la carte de chaleur la montre, s’ils sont affichés)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Move the cursor over the table</source>
        <translation>Déplacer le curseur sur le plateau</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Entrée ou Espace</translation>
    </message>
    <message>
        <source>Place the tile in hand at the cursor</source>
        <translation>Poser la tuile en main sous le curseur</translation>
    </message>
    <message>
        <source>Right-click or wheel down</source>
        <translation>Clic droit ou molette vers le bas</translation>
    </message>
    <message>
        <source>Turn the tile a quarter clockwise (when allowed)</source>
        <translation>Tourner la tuile d’un quart dans le sens horaire (quand c’est permis)</translation>
    </message>
    <message>
        <source>Wheel up</source>
        <translation>Molette vers le haut</translation>
    </message>
    <message>
        <source>Turn the tile a quarter anticlockwise (when allowed)</source>
        <translation>Tourner la tuile d’un quart dans le sens antihoraire (quand c’est permis)</translation>
    </message>
    <message>
        <source>Shift+right-click or middle click</source>
        <translation>Maj+clic droit ou clic du milieu</translation>
    </message>
    <message>
        <source>Flip the tile (when allowed)</source>
        <translation>Retourner la tuile (quand c’est permis)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>From the board to the move box (type a move such as B2:NE, then Enter)</source>
        <translation>Du plateau à la zone de saisie (tapez un coup comme B2:NE, puis Entrée)</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>On to the buttons in turn (Space presses the one framed in gold)</source>
        <translation>Vers les boutons, l’un après l’autre (Espace presse celui encadré d’or)</translation>
    </message>
    <message>
        <source>Esc (in the move box)</source>
        <translation>Échap (dans la zone de saisie)</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Retour au plateau</translation>
    </message>
    <message>
        <source>Alt+B, Alt+K, Alt+N</source>
        <translation>Alt+B, Alt+K, Alt+N</translation>
    </message>
    <message>
        <source>Tutorial: back a lesson, skip it, the next lesson</source>
        <translation>Tutoriel : leçon précédente, la passer, leçon suivante</translation>
    </message>
    <message>
        <source>Alt+O, Alt+L</source>
        <translation>Alt+O, Alt+L</translation>
    </message>
    <message>
        <source>Tutorial: the list of lessons, leave the tutorial</source>
        <translation>Tutoriel : la liste des leçons, quitter le tutoriel</translation>
    </message>
    <message>
        <source>Enter (in Statistics)</source>
        <translation>Entrée (dans Statistiques)</translation>
    </message>
    <message>
        <source>Review the selected game (or double-click it)</source>
        <translation>Revoir la partie choisie (ou double-cliquez dessus)</translation>
    </message>
    <message>
        <source>Solution replay</source>
        <translation>Rejouer la solution</translation>
    </message>
    <message>
        <source>Play the solution</source>
        <translation>Jouer la solution</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>&lt;h1&gt;How to play Trax Solitaire&lt;/h1&gt;
&lt;p&gt;You lay a stack of Trax tiles into a square, one at a time, so that the tracks join up. Win by
making one colour&apos;s track run through &lt;b&gt;every&lt;/b&gt; tile. The 3x3 game uses 9 tiles, the 4x4 games
16.&lt;/p&gt;
</source>
        <translation>&lt;h1&gt;Comment jouer à Trax Solitaire&lt;/h1&gt;&lt;p&gt;Vous posez une pile de tuiles de Trax dans un carré, une à la fois, de sorte que les pistes se raccordent. Vous gagnez quand la piste d’une couleur passe par &lt;b&gt;toutes&lt;/b&gt; les tuiles. La partie 3x3 utilise 9 tuiles, les parties 4x4 en utilisent 16.&lt;/p&gt;</translation>
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
        <translation>&lt;h2&gt;Les tuiles&lt;/h2&gt;&lt;p&gt;Toutes les tuiles sont pareilles : chacune porte une piste blanche et une piste noire. Sur une face les deux pistes se croisent tout droit ; sur l’autre face chaque piste fait un quart de tour. Une tuile peut donc reposer sur le plateau de six façons :&lt;/p&gt;{TILE_ROW}&lt;p&gt;Face droite : &lt;b&gt;NS&lt;/b&gt; et &lt;b&gt;EW&lt;/b&gt;. Face courbe : &lt;b&gt;NE&lt;/b&gt;, &lt;b&gt;ES&lt;/b&gt;, &lt;b&gt;SW&lt;/b&gt;, &lt;b&gt;NW&lt;/b&gt;. Le nom dit quels bords la piste blanche relie. La pile est mélangée : chaque tuile sort sur une face au hasard, tournée au hasard. (Les jeux vendus au Royaume-Uni impriment du rouge au lieu du noir ; choisissez les couleurs UK dans les Préférences.)&lt;/p&gt;</translation>
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
        <translation>&lt;h2&gt;Votre tour&lt;/h2&gt;&lt;p&gt;Vous tenez la tuile du dessus de la pile et voyez la suivante en dessous. Le reste de la pile est inconnu.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;La première tuile&lt;/b&gt; se pose telle qu’elle a été tirée. L’endroit n’importe pas : le carré grandit autour d’elle.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Chaque autre tuile&lt;/b&gt; se pose, telle que tirée, dans un espace vide à côté d’une tuile déjà posée.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Les couleurs doivent correspondre.&lt;/b&gt; Partout où la nouvelle tuile touche une tuile du plateau, la couleur de la piste doit être la même des deux côtés du bord : le blanc rejoint le blanc, le noir rejoint le noir.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The frame&lt;/h2&gt;
&lt;p&gt;The tiles must fit in the square: 3 by 3 for the 3x3 game, 4 by 4 for the 4x4 games. You can
never start a 4th row or column in 3x3 (a 5th in 4x4). Until the layout is a full square wide in
some direction, it can still grow on either side.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Le cadre&lt;/h2&gt;&lt;p&gt;Les tuiles doivent tenir dans le carré : 3 sur 3 pour la partie 3x3, 4 sur 4 pour les parties 4x4. Vous ne pouvez jamais commencer une 4e rangée ou colonne en 3x3 (une 5e en 4x4). Tant que la disposition n’a pas la largeur du carré dans une direction, elle peut encore grandir d’un côté ou de l’autre.&lt;/p&gt;</translation>
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
        <translation>&lt;h2&gt;Les espaces forcés sont remplis pour vous&lt;/h2&gt;&lt;p&gt;Quand la piste d’une couleur entre dans un espace vide par deux de ses côtés, cet espace est &lt;b&gt;forcé&lt;/b&gt; : une seule façon d’y poser une tuile relie les deux pistes. Après chaque coup, chaque espace forcé est aussitôt rempli avec la tuile suivante de la pile, tournée ou retournée pour les relier, quelle que soit la façon dont elle a été tirée. En remplir un peut en forcer un autre ; il est rempli aussi. Ces tuiles viennent de la pile comme les autres : un coup peut donc utiliser plusieurs tuiles. Vous n’avez jamais rien à choisir dans un remplissage forcé : le jeu s’en charge.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Turning and flipping&lt;/h2&gt;
&lt;p&gt;Normally you must play the tile exactly as dealt. Only when the tile in hand &lt;b&gt;fits nowhere&lt;/b&gt;
as dealt may you turn it (&lt;b&gt;T&lt;/b&gt;) or flip it over (&lt;b&gt;F&lt;/b&gt;) and play it any of the six ways,
anywhere that way fits. If it fits somewhere as dealt, it must be played as dealt.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Tourner et retourner&lt;/h2&gt;&lt;p&gt;Normalement vous devez jouer la tuile exactement telle que tirée. Seulement quand la tuile en main &lt;b&gt;ne va nulle part&lt;/b&gt; telle que tirée pouvez-vous la tourner (&lt;b&gt;T&lt;/b&gt;) ou la retourner (&lt;b&gt;F&lt;/b&gt;) et la jouer de l’une des six façons, partout où cette façon convient. Si elle va quelque part telle que tirée, elle doit être jouée telle que tirée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Dead spaces&lt;/h2&gt;
&lt;p&gt;A space that one colour runs into from three or four sides can never be filled: no tile joins
three tracks of one colour. You may not make a move that leaves such a &lt;b&gt;dead space&lt;/b&gt;, counting
the forced spaces that the move fills as well. The game will not let you make such a move.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Espaces morts&lt;/h2&gt;&lt;p&gt;Un espace dans lequel une couleur entre par trois ou quatre côtés ne peut jamais être rempli : aucune tuile ne relie trois pistes d’une même couleur. Vous ne pouvez pas jouer un coup qui laisse un tel &lt;b&gt;espace mort&lt;/b&gt;, en comptant aussi les espaces forcés que le coup remplit. Le jeu refuse un tel coup.&lt;/p&gt;</translation>
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
        <translation>&lt;h2&gt;Gagner&lt;/h2&gt;&lt;p&gt;Quand la dernière tuile est posée, le carré est plein. Alors :&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Ligne&lt;/b&gt; (ligne 3x3, ligne 4x4) : vous gagnez si une couleur, blanche ou noire, a une seule piste qui passe par toutes les tuiles. Elle peut finir aux bords ou se refermer sur elle-même.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Boucle&lt;/b&gt; (boucle 4x4) : vous gagnez si la piste unique d’une couleur à travers les 16 tuiles se referme en boucle.&lt;/li&gt;&lt;/ul&gt;</translation>
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
        <translation>&lt;h2&gt;Quand la partie est décidée&lt;/h2&gt;&lt;p&gt;Vous perdez quand la tuile en main ne peut aller nulle part, de quelque façon que vous la tourniez ou retourniez : vous êtes &lt;b&gt;bloqué&lt;/b&gt;. Souvent cela se voit plus tôt : le jeu vous le dit dès qu’&lt;b&gt;aucune couleur ne peut plus atteindre le but&lt;/b&gt;, même s’il reste des tuiles. Une couleur est hors jeu quand&lt;/p&gt;&lt;ul&gt;&lt;li&gt;elle ferme une boucle qui manque des tuiles ;&lt;/li&gt;&lt;li&gt;dans une partie en ligne, une piste qui manque des tuiles a ses deux extrémités qui sortent du carré, sur des côtés où la disposition a déjà toute sa largeur ;&lt;/li&gt;&lt;li&gt;dans la partie en boucle, l’une de ses pistes sort du carré sur un tel côté (une boucle n’a pas d’extrémités).&lt;/li&gt;&lt;/ul&gt;</translation>
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
        <translation>&lt;h2&gt;Indices&lt;/h2&gt;&lt;p&gt;Appuyez sur &lt;b&gt;H&lt;/b&gt; pour un indice : le meilleur coup (ou les meilleurs, quand plusieurs se valent), avec un pourcentage et les espaces forcés que chacun remplit ; appuyez encore sur H pour la carte de chaleur des endroits où la tuile en main peut aller, colorés selon la qualité de chaque coup. Un clic sur une case joue la tuile exactement comme l’indice ou la carte de chaleur la montre là.&lt;/p&gt;&lt;p&gt;Le pourcentage est votre &lt;b&gt;chance exacte de gagner d’ici si vous jouez parfaitement&lt;/b&gt;, en ne sachant que ce que vous voyez maintenant : la tuile en main et les tuiles montrées à l’avance (la suivante dans la partie standard ; la préférence &lt;b&gt;Tuiles montrées à l’avance&lt;/b&gt; en montre plutôt 0, 2 ou 3). Le reste est inconnu : c’est une chance, pas une promesse. À 60 %, le meilleur jeu gagne en moyenne 60 parties sur 100 comme celle-ci. 100 % veut dire que vous gagnez quoi qu’il arrive, si vous jouez juste ; 0 % veut dire que la partie ne peut plus être gagnée. Un indice ne regarde jamais les tuiles cachées.&lt;/p&gt;&lt;p&gt;La préférence &lt;b&gt;Ne distribuer que des donnes gagnables&lt;/b&gt; donne des donnes qui pourraient être gagnées si vous connaissiez toute la pile à l’avance. Ce n’est pas le cas : vous pouvez donc encore les perdre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Typing moves&lt;/h2&gt;
&lt;p&gt;Press &lt;b&gt;M&lt;/b&gt; (or click the box under the board) and type a move in the notation of game
records: the cell, a colon and the way the tile lies, like &lt;b&gt;B2:NE&lt;/b&gt;, then Enter. &lt;b&gt;B2&lt;/b&gt;
alone plays the tile as you hold it. Columns are lettered from the west edge of the layout
(&lt;b&gt;@&lt;/b&gt; is the empty column west of it), rows numbered from the north edge (&lt;b&gt;0&lt;/b&gt; is the
empty row north of it), as on the board&apos;s labels.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Taper les coups&lt;/h2&gt;&lt;p&gt;Appuyez sur &lt;b&gt;M&lt;/b&gt; (ou cliquez la zone sous le plateau) et tapez un coup dans la notation des parties enregistrées : la case, deux-points et l’orientation de la tuile, comme &lt;b&gt;B2:NE&lt;/b&gt;, puis Entrée. &lt;b&gt;B2&lt;/b&gt; seul joue la tuile telle que vous la tenez. Les colonnes sont désignées par des lettres depuis le bord ouest de la disposition (&lt;b&gt;@&lt;/b&gt; est la colonne vide à l’ouest), les rangées numérotées depuis le bord nord (&lt;b&gt;0&lt;/b&gt; est la rangée vide au nord), comme sur les étiquettes du plateau.&lt;/p&gt;</translation>
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
        <translation>&lt;h2&gt;Autres façons de distribuer&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Nouvelle partie&lt;/b&gt; (N) distribue au hasard, ou une donne par son numéro, ou une donne que vous collez (ses orientations depuis le dessus de la pile). Une &lt;b&gt;difficulté&lt;/b&gt; distribue une donne au hasard de ce niveau :&lt;/p&gt;{GRADES}&lt;p&gt;La &lt;b&gt;donne du jour&lt;/b&gt; est la même donne pour chaque joueur d’une variante ce jour-là (UTC), et le solveur a prouvé qu’elle peut être gagnée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Puzzles&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Puzzles&lt;/b&gt; (P) are open-stack deals: the whole stack is shown beside the board, so you can
plan every move. Each pack has puzzles from easy to hard; a solved puzzle is marked, and
&lt;b&gt;Next unsolved puzzle&lt;/b&gt; carries on where you left off. A hint in a puzzle names a move that
still wins for certain.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Casse-tête&lt;/h2&gt;&lt;p&gt;Les &lt;b&gt;casse-tête&lt;/b&gt; (P) sont des donnes à pile ouverte : toute la pile est montrée à côté du plateau, vous pouvez donc prévoir chaque coup. Chaque série contient des casse-tête du facile au difficile ; un casse-tête résolu est marqué, et &lt;b&gt;Casse-tête suivant non résolu&lt;/b&gt; reprend là où vous en étiez. Un indice dans un casse-tête nomme un coup qui gagne encore à coup sûr.&lt;/p&gt;</translation>
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
        <translation>&lt;h2&gt;Statistiques&lt;/h2&gt;&lt;p&gt;Chaque partie que vous commencez et dont vous jouez au moins un coup est comptée une fois : gagnée, perdue (le carré plein sans le but, bloquée, ou décidée et abandonnée par forfait), ou laissée si vous commencez une autre donne avant la fin (cela compte comme une défaite). Quitter garde votre partie pour la prochaine fois ; ce n’est pas une défaite. Annuler, Recommencer et Rétablir ne comptent jamais une partie deux fois. Seules les donnes au hasard et numérotées comptent pour le taux de victoire et la série ; les donnes collées, les donnes du jour, les donnes par difficulté et les casse-tête sont comptés à part.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Starting on a game&lt;/h2&gt;
&lt;p&gt;The command line opens the app on a game: &lt;tt&gt;trax-solitaire --size 3 --goal line --deal
&quot;NS ES ...&quot;&lt;/tt&gt;, &lt;tt&gt;--number K&lt;/tt&gt;, &lt;tt&gt;--daily&lt;/tt&gt;, &lt;tt&gt;--puzzle 3x3-line-004&lt;/tt&gt;, or a saved
game file.&lt;/p&gt;
</source>
        <translation>&lt;h2&gt;Ouvrir le jeu sur une partie&lt;/h2&gt;&lt;p&gt;La ligne de commande ouvre l’application sur une partie : &lt;tt&gt;trax-solitaire --size 3 --goal line --deal &quot;NS ES ...&quot;&lt;/tt&gt;, &lt;tt&gt;--number K&lt;/tt&gt;, &lt;tt&gt;--daily&lt;/tt&gt;, &lt;tt&gt;--puzzle 3x3-line-004&lt;/tt&gt;, ou un fichier de partie enregistrée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys and mouse&lt;/h2&gt;
{KEYS_TABLE}</source>
        <translation>&lt;h2&gt;Touches et souris&lt;/h2&gt;{KEYS_TABLE}</translation>
    </message>
    <message>
        <source>How to play Trax Solitaire</source>
        <translation>Comment jouer à Trax Solitaire</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Any deal, as it comes: it may not be winnable.</source>
        <translation>N’importe quelle donne, comme elle vient : elle peut ne pas être gagnable.</translation>
    </message>
    <message>
        <source>type a deal number</source>
        <translation>tapez un numéro de donne</translation>
    </message>
    <message>
        <source>deal number {v1!r} is not a whole number</source>
        <translation>le numéro de donne {v1!r} n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>paste a deal: {tiles} orientations such as NS EW NE, top of the stack first</source>
        <translation>collez une donne : {tiles} orientations comme NS EW NE, le dessus de la pile d’abord</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante :</translation>
    </message>
    <message>
        <source>Random deal</source>
        <translation>Donne au hasard</translation>
    </message>
    <message>
        <source>Deal of the day:</source>
        <translation>Donne du jour :</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Numéro de donne :</translation>
    </message>
    <message>
        <source>Deal string:</source>
        <translation>Donne écrite :</translation>
    </message>
    <message>
        <source>e.g. 123456</source>
        <translation>p. ex. 123456</translation>
    </message>
    <message>
        <source>e.g. NS NE NE SW NS NS NE NE SW</source>
        <translation>p. ex. NS NE NE SW NS NS NE NE SW</translation>
    </message>
    <message>
        <source>Only deals the solver proves solvable</source>
        <translation>Seulement des donnes que le solveur prouve gagnables</translation>
    </message>
    <message>
        <source>What the difficulty means</source>
        <translation>Ce que veut dire la difficulté</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficulté :</translation>
    </message>
    <message>
        <source>Problem with the deal</source>
        <translation>Problème avec la donne</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuer</translation>
    </message>
    <message>
        <source>today (UTC)</source>
        <translation>aujourd’hui (UTC)</translation>
    </message>
    <message>
        <source>The same deal for every player of the variant that day, found solvable by the solver.</source>
        <translation>La même donne pour chaque joueur de la variante ce jour-là, trouvée gagnable par le solveur.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>1 in {count}</source>
        <translation>1 sur {count}</translation>
    </message>
    <message>
        <source>Open-stack puzzles</source>
        <translation>Casse-tête à pile ouverte</translation>
    </message>
    <message>
        <source>The whole stack is shown: find a play that makes the goal.</source>
        <translation>Toute la pile est montrée : trouvez une suite de coups qui atteint le but.</translation>
    </message>
    <message>
        <source>Pack:</source>
        <translation>Série :</translation>
    </message>
    <message>
        <source>Puzzles of the pack</source>
        <translation>Casse-tête de la série</translation>
    </message>
    <message>
        <source>{variant}: {done} of {v1} puzzles solved</source>
        <translation>{variant} : {done} casse-tête sur {v1} résolus</translation>
    </message>
    <message>
        <source>{id}, deal {number}</source>
        <translation>{id}, donne {number}</translation>
    </message>
    <message>
        <source> Solved.</source>
        <translation> Résolu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{level}&lt;/b&gt;: {v1}{solved}&lt;br&gt;Random play wins {v2}.</source>
        <translation>&lt;b&gt;{level}&lt;/b&gt; : {v1}{solved}&lt;br&gt;Le jeu au hasard gagne {v2}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>The game&apos;s moves</source>
        <translation>Les coups de la partie</translation>
    </message>
    <message>
        <source>This deal could not be won, even with the whole stack known.</source>
        <translation>Cette donne ne pouvait pas être gagnée, même en connaissant toute la pile.</translation>
    </message>
    <message>
        <source>Move {ply} ({move}) threw the win away.</source>
        <translation>Le coup {ply} ({move}) a laissé filer la victoire.</translation>
    </message>
    <message>
        <source>You never let the win slip: every move kept a winning play.</source>
        <translation>Vous n’avez jamais laissé filer la victoire : chaque coup a gardé une suite gagnante.</translation>
    </message>
    <message>
        <source>You won.</source>
        <translation>Vous avez gagné.</translation>
    </message>
    <message>
        <source>Lost: the board filled without the goal.</source>
        <translation>Perdu : le plateau s’est rempli sans le but.</translation>
    </message>
    <message>
        <source>Lost: the tile in hand fitted nowhere.</source>
        <translation>Perdu : la tuile en main n’allait nulle part.</translation>
    </message>
    <message>
        <source>No win is left.</source>
        <translation>Il ne reste aucune victoire possible.</translation>
    </message>
    <message>
        <source>Still playing: your chance is {p:.0%}.</source>
        <translation>Partie en cours : votre chance est de {p:.0%}.</translation>
    </message>
    <message>
        <source>the tiles went against you ({points} points of win chance)</source>
        <translation>les tuiles vous ont desservi ({points} points de chance de gagner)</translation>
    </message>
    <message>
        <source>the tiles helped you ({points} points of win chance)</source>
        <translation>les tuiles vous ont aidé ({points} points de chance de gagner)</translation>
    </message>
    <message>
        <source>the tiles were even</source>
        <translation>les tuiles ont été neutres</translation>
    </message>
    <message>
        <source>{outcome} You played every move at its best; {tiles}.</source>
        <translation>{outcome} Vous avez joué chaque coup au mieux ; {tiles}.</translation>
    </message>
    <message>
        <source>{outcome} {v1}; {tiles}. You kept {kept:.0%} of your chances.</source>
        <translation>{outcome} {v1} ; {tiles}. Vous avez gardé {kept:.0%} de vos chances.</translation>
    </message>
    <message>
        <source>Your chance of winning this game before any tile was seen: {odds:.1%}.</source>
        <translation>Votre chance de gagner cette partie avant de voir la moindre tuile : {odds:.1%}.</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>vous avez gagné</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>vous avez perdu</translation>
    </message>
    <message>
        <source>your chance now is {p:.1%}</source>
        <translation>votre chance est maintenant de {p:.1%}</translation>
    </message>
    <message>
        <source>Your chance of winning before any tile was seen: {odds:.1%}. The first two tiles {deal}, the later tiles {tiles}, your moves {moves}; in the end {result}. (A point is 1% of win chance.)</source>
        <translation>Votre chance de gagner avant de voir la moindre tuile : {odds:.1%}. Les deux premières tuiles l’ont {deal}, les tuiles suivantes l’ont {tiles}, vos coups l’ont {moves} ; à la fin {result}. (Un point vaut 1 % de chance de gagner.)</translation>
    </message>
    <message>
        <source>raised it by {value:.1f} points</source>
        <translation>augmentée de {value:.1f} points</translation>
    </message>
    <message>
        <source>lowered it by {value:.1f} points</source>
        <translation>diminuée de {value:.1f} points</translation>
    </message>
    <message>
        <source>did not change it</source>
        <translation>laissée inchangée</translation>
    </message>
    <message>
        <source>move {ply} ({move})</source>
        <translation>le coup {ply} ({move})</translation>
    </message>
    <message>
        <source>After {name} no win was possible any more</source>
        <translation>Après {name}, plus aucune victoire n’était possible</translation>
    </message>
    <message>
        <source>Your costliest move was {name}: {v1} points of win chance</source>
        <translation>Votre coup le plus coûteux a été {name} : {v1} points de chance de gagner</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move {ply}: {move}&lt;/b&gt; ({hand} in hand, next {next}). </source>
        <translation>&lt;b&gt;Coup {ply} : {move}&lt;/b&gt; ({hand} en main, puis {next}). </translation>
    </message>
    <message>
        <source>No winning move was left: every move wins 0% of the time.</source>
        <translation>Il ne restait aucun coup gagnant : chaque coup gagne 0 % du temps.</translation>
    </message>
    <message>
        <source>Best: {best} at {p:.1%}. Played: {played:.1%}</source>
        <translation>Meilleur : {best} à {p:.1%}. Joué : {played:.1%}</translation>
    </message>
    <message>
        <source>, {mark} ({points} points).</source>
        <translation>, {mark} ({points} points).</translation>
    </message>
    <message>
        <source>&lt;br&gt;The tiles before it: {points} points. </source>
        <translation>&lt;br&gt;Les tuiles d’avant : {points} points. </translation>
    </message>
    <message>
        <source>Outlined: the move played; the colours compare every move.</source>
        <translation>Entouré : le coup joué ; les couleurs comparent chaque coup.</translation>
    </message>
    <message>
        <source>whole stack known</source>
        <translation>toute la pile connue</translation>
    </message>
    <message>
        <source>fair play</source>
        <translation>jeu loyal</translation>
    </message>
    <message numerus="yes">
        <source>, %n tile(s) shown ahead</source>
        <translation>
            <numerusform>, %n tuile montrée à l’avance</numerusform>
            <numerusform>, %n tuiles montrées à l’avance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review: {variant}, %n move(s) ({kind})</source>
        <translation>
            <numerusform>Revue : {variant}, %n coup ({kind})</numerusform>
            <numerusform>Revue : {variant}, %n coups ({kind})</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Analyse de la partie…</translation>
    </message>
    <message>
        <source>Try again from here</source>
        <translation>Réessayer d’ici</translation>
    </message>
    <message>
        <source>Play on from the position before this move (not counted)</source>
        <translation>Reprendre depuis la position avant ce coup (non comptée)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The analysis failed&lt;/b&gt;: {v1}</source>
        <translation>&lt;b&gt;L’analyse a échoué&lt;/b&gt; : {v1}</translation>
    </message>
    <message>
        <source>No winning move was left: every move wins 0%.</source>
        <translation>Il ne restait aucun coup gagnant : chaque coup gagne 0 %.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final position&lt;/b&gt;: {v1}.</source>
        <translation>&lt;b&gt;Position finale&lt;/b&gt; : {v1}.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Couleurs :</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animation :</translation>
    </message>
    <message>
        <source>Tiles shown ahead:</source>
        <translation>Tuiles montrées à l’avance :</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <source>Fill forced spaces automatically</source>
        <translation>Remplir les espaces forcés automatiquement</translation>
    </message>
    <message>
        <source>A forced space has only one possible tile. Off: you place it yourself.</source>
        <translation>Un espace forcé n’admet qu’une tuile possible. Désactivé : vous la posez vous-même.</translation>
    </message>
    <message>
        <source>Highlight where the tile in hand can go</source>
        <translation>Surligner où la tuile en main peut aller</translation>
    </message>
    <message>
        <source>Deal only solvable deals</source>
        <translation>Ne distribuer que des donnes gagnables</translation>
    </message>
    <message>
        <source>New games use deals that can be won when the whole stack is known in advance.</source>
        <translation>Les nouvelles parties utilisent des donnes qui peuvent être gagnées quand toute la pile est connue à l’avance.</translation>
    </message>
    <message>
        <source>Ask before giving up a game in progress</source>
        <translation>Demander avant d’abandonner une partie en cours</translation>
    </message>
    <message>
        <source>New game, Deal again or Open count the game in progress as lost: ask first.</source>
        <translation>Nouvelle partie, Redistribuer ou Ouvrir comptent la partie en cours comme perdue : demander d’abord.</translation>
    </message>
    <message>
        <source>Coach: ask before a costly move</source>
        <translation>Coach : demander avant un coup coûteux</translation>
    </message>
    <message>
        <source>Before a move that throws much of your chance away (more than 10 points of win chance), ask first.</source>
        <translation>Avant un coup qui gaspille une grande part de votre chance (plus de 10 points de chance de gagner), demander d’abord.</translation>
    </message>
    <message>
        <source> For new games.</source>
        <translation> Pour les nouvelles parties.</translation>
    </message>
    <message>
        <source>A new language applies when Trax Solitaire starts again.</source>
        <translation>Une nouvelle langue s’applique au prochain démarrage de Trax Solitaire.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The new language applies when Trax Solitaire starts again.</source>
        <translation>La nouvelle langue s’applique au prochain démarrage de Trax Solitaire.</translation>
    </message>
    <message>
        <source>Puzzle {number} of {total}</source>
        <translation>Casse-tête {number} sur {total}</translation>
    </message>
    <message>
        <source>{variant} · deal #{number}</source>
        <translation>{variant} · donne n° {number}</translation>
    </message>
    <message>
        <source>{variant} puzzle {number} ({level})</source>
        <translation>Casse-tête {number} en {variant} ({level})</translation>
    </message>
    <message>
        <source> &lt;span style=&apos;color:#8fe39f&apos;&gt;{SOLVED_MARK} Solved&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#8fe39f&apos;&gt;{SOLVED_MARK} Résolu&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open-stack puzzle, {v1}&lt;/b&gt;{solved}&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</source>
        <translation>&lt;b&gt;Casse-tête à pile ouverte, {v1}&lt;/b&gt;{solved}&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Trax games (*.trax);;All files (*)</source>
        <translation>Parties Trax (*.trax);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Trax Solitaire</source>
        <translation>Trax Solitaire</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Indices utilisés</translation>
    </message>
    <message>
        <source>How games count</source>
        <translation>Comment les parties comptent</translation>
    </message>
    <message>
        <source>Cannot be read just now</source>
        <translation>Illisible pour l’instant</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <source>Delete the recorded games of the variant shown</source>
        <translation>Supprimer les parties enregistrées de la variante affichée</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Cannot review this game</source>
        <translation>Impossible de revoir cette partie</translation>
    </message>
    <message>
        <source>The statistics could not be read. {exc}</source>
        <translation>Les statistiques n’ont pas pu être lues. {exc}</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>À l’avance</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>noun: the deal a game was on</comment>
        <translation>Donne</translation>
    </message>
    <message>
        <source>This session&apos;s games are kept beside it and recorded once it can be used.</source>
        <translation>Les parties de cette session sont gardées à côté et enregistrées dès qu’il peut servir.</translation>
    </message>
    <message>
        <source>Statistics unavailable</source>
        <translation>Statistiques indisponibles</translation>
    </message>
    <message>
        <source>{error}

{kept}</source>
        <translation>{error}

{kept}</translation>
    </message>
    <message>
        <source>Statistics file damaged</source>
        <translation>Fichier de statistiques endommagé</translation>
    </message>
    <message>
        <source>{error}

Move the damaged file aside (it is kept, renamed) and start new statistics? If you choose No, the file is left as it is. {kept}</source>
        <translation>{error}

Mettre le fichier endommagé de côté (il est gardé, renommé) et commencer de nouvelles statistiques ? Si vous choisissez Non, le fichier reste tel quel. {kept}</translation>
    </message>
    <message>
        <source>{exc}

{kept}</source>
        <translation>{exc}

{kept}</translation>
    </message>
    <message>
        <source>New statistics</source>
        <translation>Nouvelles statistiques</translation>
    </message>
    <message>
        <source>The damaged file was kept as {aside}.
New statistics start.</source>
        <translation>Le fichier endommagé a été gardé sous le nom {aside}.
De nouvelles statistiques commencent.</translation>
    </message>
    <message>
        <source>The waiting games are now recorded in the statistics.</source>
        <translation>Les parties en attente sont maintenant enregistrées dans les statistiques.</translation>
    </message>
    <message>
        <source>Statistics: {games} cannot be recorded or kept: nothing can be written</source>
        <translation>Statistiques : {games} ne peuvent être ni enregistrées ni gardées : rien ne peut être écrit</translation>
    </message>
    <message>
        <source> in {folder}. File ▸ Save finished games elsewhere… keeps </source>
        <translation> dans {folder}. Fichier ▸ Enregistrer les parties terminées ailleurs… </translation>
    </message>
    <message>
        <source>it.</source>
        <translation>la garde.</translation>
    </message>
    <message>
        <source>them.</source>
        <translation>les garde.</translation>
    </message>
    <message>
        <source>Statistics: 1 game waits to be recorded, kept meanwhile.</source>
        <translation>Statistiques : 1 partie attend d’être enregistrée, gardée en attendant.</translation>
    </message>
    <message>
        <source>Statistics: {count} games wait to be recorded, kept meanwhile.</source>
        <translation>Statistiques : {count} parties attendent d’être enregistrées, gardées en attendant.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>No games of {variant} to reset.</source>
        <translation>Aucune partie de {variant} à réinitialiser.</translation>
    </message>
    <message numerus="yes">
        <source>Delete the recorded %n game(s) of {variant}, with the streaks?
This cannot be undone.</source>
        <translation>
            <numerusform>Supprimer la partie enregistrée de {variant}, avec les séries ?
Cela ne peut pas être annulé.</numerusform>
            <numerusform>Supprimer les %n parties enregistrées de {variant}, avec les séries ?
Cela ne peut pas être annulé.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games of this variant have been finished yet.</source>
        <translation>Aucune partie de cette variante n’est encore terminée.</translation>
    </message>
    <message>
        <source>all kinds of deal; hover for the reason; double-click to review</source>
        <translation>toutes sortes de donnes ; survolez pour la raison ; double-cliquez pour revoir</translation>
    </message>
    <message>
        <source>the next tile hidden</source>
        <translation>la tuile suivante cachée</translation>
    </message>
    <message>
        <source>Recent games of every setting ({details})</source>
        <translation>Parties récentes de tous les réglages ({details})</translation>
    </message>
    <message>
        <source>Recent games with {setting} ({details})</source>
        <translation>Parties récentes avec {setting} ({details})</translation>
    </message>
    <message numerus="yes">
        <source>. %n more game(s) under other settings: choose Every setting to see them.</source>
        <translation>
            <numerusform>. %n autre partie sous d’autres réglages : choisissez Tous les réglages pour la voir.</numerusform>
            <numerusform>. %n autres parties sous d’autres réglages : choisissez Tous les réglages pour les voir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games with {setting} yet; %n game(s) under other settings: choose Every setting in Tiles shown ahead.</source>
        <translation>
            <numerusform>Aucune partie avec {setting} pour l’instant ; %n partie sous d’autres réglages : choisissez Tous les réglages dans Tuiles montrées à l’avance.</numerusform>
            <numerusform>Aucune partie avec {setting} pour l’instant ; %n parties sous d’autres réglages : choisissez Tous les réglages dans Tuiles montrées à l’avance.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 finished game waits to be recorded, not counted in the figures yet: nothing can be written in the data folder, so only this session holds it (File ▸ Save finished games elsewhere… keeps it).</source>
        <translation>1 partie terminée attend d’être enregistrée, pas encore comptée dans les chiffres : rien ne peut être écrit dans le dossier de données, seule cette session la garde (Fichier ▸ Enregistrer les parties terminées ailleurs… la garde).</translation>
    </message>
    <message>
        <source>{count} finished games wait to be recorded, not counted in the figures yet: nothing can be written in the data folder, so only this session holds them (File ▸ Save finished games elsewhere… keeps them).</source>
        <translation>{count} parties terminées attendent d’être enregistrées, pas encore comptées dans les chiffres : rien ne peut être écrit dans le dossier de données, seule cette session les garde (Fichier ▸ Enregistrer les parties terminées ailleurs… les garde).</translation>
    </message>
    <message>
        <source>1 finished game waits to be recorded, not counted in the figures yet: the file is in use or damaged. It will be counted once the file can be written.</source>
        <translation>1 partie terminée attend d’être enregistrée, pas encore comptée dans les chiffres : le fichier est utilisé ou endommagé. Elle sera comptée dès que le fichier pourra être écrit.</translation>
    </message>
    <message>
        <source>{count} finished games wait to be recorded, not counted in the figures yet: the file is in use or damaged. They will be counted once the file can be written.</source>
        <translation>{count} parties terminées attendent d’être enregistrées, pas encore comptées dans les chiffres : le fichier est utilisé ou endommagé. Elles seront comptées dès que le fichier pourra être écrit.</translation>
    </message>
    <message>
        <source>Skill: no analysed games yet (figures come with games played from now on).</source>
        <translation>Niveau : aucune partie analysée pour l’instant (les chiffres viennent avec les parties jouées à partir de maintenant).</translation>
    </message>
    <message>
        <source>Average skill loss: {points} points a game (game analysed)</source>
        <translation>Perte moyenne de niveau : {points} points par partie (partie analysée)</translation>
    </message>
    <message>
        <source>Average skill loss: {points} points a game ({count} games analysed)</source>
        <translation>Perte moyenne de niveau : {points} points par partie ({count} parties analysées)</translation>
    </message>
    <message>
        <source>; last {count}: {points}</source>
        <translation> ; {count} dernières : {points}</translation>
    </message>
    <message>
        <source>. Lower is better.</source>
        <translation>. Plus bas, c’est mieux.</translation>
    </message>
    <message>
        <source>Skill loss of the recent games</source>
        <translation>Perte de niveau des parties récentes</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n partie terminée</numerusform>
            <numerusform>%n parties terminées</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing can be saved in your data folder {folder}: {reason}. Finished games cannot be recorded in the statistics, and the game in progress cannot be kept for next time. You can play: when a game ends, File ▸ Save finished games elsewhere… keeps it in another folder, and you are asked before quitting would lose it.</source>
        <translation>Rien ne peut être enregistré dans votre dossier de données {folder} : {reason}. Les parties terminées ne peuvent pas être enregistrées dans les statistiques, et la partie en cours ne peut pas être gardée pour la prochaine fois. Vous pouvez jouer : quand une partie se termine, Fichier ▸ Enregistrer les parties terminées ailleurs… la garde dans un autre dossier, et on vous demande avant que quitter ne la perde.</translation>
    </message>
    <message>
        <source>Nothing can be saved</source>
        <translation>Rien ne peut être enregistré</translation>
    </message>
    <message>
        <source>You can choose another folder for your games and statistics now (File ▸ Choose data folder… later): it is remembered, and everything is saved there from then on.</source>
        <translation>Vous pouvez choisir maintenant un autre dossier pour vos parties et vos statistiques (plus tard, Fichier ▸ Choisir le dossier de données…) : il est retenu, et tout y est enregistré dès lors.</translation>
    </message>
    <message>
        <source>Choose another data folder…</source>
        <translation>Choisir un autre dossier de données…</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Jouer sans enregistrer</translation>
    </message>
    <message>
        <source>No finished game waits to be recorded.</source>
        <translation>Aucune partie terminée n’attend d’être enregistrée.</translation>
    </message>
    <message>
        <source>Save finished games elsewhere</source>
        <translation>Enregistrer les parties terminées ailleurs</translation>
    </message>
    <message>
        <source>Could not save the games in {name}: {v1}.</source>
        <translation>Impossible d’enregistrer les parties dans {name} : {v1}.</translation>
    </message>
    <message>
        <source>Saved {games} in {name}. To count it in your statistics later, open that file with File ▸ Import saved games… (or File ▸ Open) once your data folder can be written, or after choosing another one (File ▸ Choose data folder…).</source>
        <translation>{games} enregistrée dans {name}. Pour la compter plus tard dans vos statistiques, ouvrez ce fichier avec Fichier ▸ Importer des parties enregistrées… (ou Fichier ▸ Ouvrir) quand votre dossier de données pourra être écrit, ou après en avoir choisi un autre (Fichier ▸ Choisir le dossier de données…).</translation>
    </message>
    <message>
        <source>Saved {games} in {name}. To count them in your statistics later, open that file with File ▸ Import saved games… (or File ▸ Open) once your data folder can be written, or after choosing another one (File ▸ Choose data folder…).</source>
        <translation>{games} enregistrées dans {name}. Pour les compter plus tard dans vos statistiques, ouvrez ce fichier avec Fichier ▸ Importer des parties enregistrées… (ou Fichier ▸ Ouvrir) quand votre dossier de données pourra être écrit, ou après en avoir choisi un autre (Fichier ▸ Choisir le dossier de données…).</translation>
    </message>
    <message>
        <source>Finished games saved</source>
        <translation>Parties terminées enregistrées</translation>
    </message>
    <message>
        <source>Finished games not recorded</source>
        <translation>Parties terminées non enregistrées</translation>
    </message>
    <message>
        <source>{games} could not be recorded or kept: nothing can be written in {folder}.</source>
        <translation>{games} n’ont pu être ni enregistrées ni gardées : rien ne peut être écrit dans {folder}.</translation>
    </message>
    <message>
        <source> Quitting now loses it.</source>
        <translation> Quitter maintenant la perd.</translation>
    </message>
    <message>
        <source> Quitting now loses them.</source>
        <translation> Quitter maintenant les perd.</translation>
    </message>
    <message>
        <source>Save them elsewhere…</source>
        <translation>Les enregistrer ailleurs…</translation>
    </message>
    <message>
        <source>Quit without them</source>
        <translation>Quitter sans elles</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Not quitting: the finished games still wait.</source>
        <translation>On ne quitte pas : les parties terminées attendent encore.</translation>
    </message>
    <message>
        <source>Classic (black and white on red)</source>
        <translation>Classique (noir et blanc sur rouge)</translation>
    </message>
    <message>
        <source>UK (white and red on black)</source>
        <translation>UK (blanc et rouge sur noir)</translation>
    </message>
    <message>
        <source>0 – hard: the next tile hidden</source>
        <translation>0 – difficile : la tuile suivante cachée</translation>
    </message>
    <message>
        <source>1 – standard (next tile shown)</source>
        <translation>1 – standard (tuile suivante montrée)</translation>
    </message>
    <message>
        <source>2 – easier</source>
        <translation>2 – plus facile</translation>
    </message>
    <message>
        <source>3 – easiest</source>
        <translation>3 – le plus facile</translation>
    </message>
    <message>
        <source>next tile hidden</source>
        <translation>tuile suivante cachée</translation>
    </message>
    <message>
        <source>1 tile shown ahead</source>
        <translation>1 tuile montrée à l’avance</translation>
    </message>
    <message>
        <source>{lookahead} tiles shown ahead</source>
        <translation>{lookahead} tuiles montrées à l’avance</translation>
    </message>
    <message>
        <source>Tiles shown ahead</source>
        <translation>Tuiles montrées à l’avance</translation>
    </message>
    <message>
        <source>Every setting</source>
        <translation>Tous les réglages</translation>
    </message>
    <message>
        <source>How many tiles of the stack you see after the one in hand. 1 is the standard game; 0 is harder, 2 and 3 easier.</source>
        <translation>Combien de tuiles de la pile vous voyez après celle en main. 1 est la partie standard ; 0 est plus difficile, 2 et 3 plus faciles.</translation>
    </message>
    <message>
        <source>&amp;Tutorial: learn to play</source>
        <translation>&amp;Tutoriel : apprendre à jouer</translation>
    </message>
    <message>
        <source>Short lessons on the real board, from the first unfinished one</source>
        <translation>De courtes leçons sur le vrai plateau, à partir de la première non terminée</translation>
    </message>
    <message>
        <source>The tutorial cannot be opened: {exc}</source>
        <translation>Le tutoriel ne peut pas être ouvert : {exc}</translation>
    </message>
    <message>
        <source>of lesson {number}</source>
        <translation>de la leçon {number}</translation>
    </message>
    <message>
        <source>Lesson {number}: {title}.</source>
        <translation>Leçon {number} : {title}.</translation>
    </message>
    <message>
        <source> Now play at {cell} instead.</source>
        <translation> Jouez maintenant plutôt en {cell}.</translation>
    </message>
    <message>
        <source>Lesson {number} of {count} · {title}</source>
        <translation>Leçon {number} sur {count} · {title}</translation>
    </message>
    <message>
        <source> That was the last lesson.</source>
        <translation> C’était la dernière leçon.</translation>
    </message>
    <message>
        <source> · done ✓</source>
        <translation> · terminée ✓</translation>
    </message>
    <message>
        <source>Lesson finished.</source>
        <translation>Leçon terminée.</translation>
    </message>
    <message>
        <source> · step {number} of {count}</source>
        <translation> · étape {number} sur {count}</translation>
    </message>
    <message>
        <source>Welcome to Trax Solitaire</source>
        <translation>Bienvenue dans Trax Solitaire</translation>
    </message>
    <message>
        <source>New to Trax Solitaire? A short tutorial teaches the rules on the real board, one idea at a time.</source>
        <translation>Première fois avec Trax Solitaire ? Un court tutoriel enseigne les règles sur le vrai plateau, une idée à la fois.</translation>
    </message>
    <message>
        <source>You can open it at any time from Help ▸ Tutorial.</source>
        <translation>Vous pouvez l’ouvrir à tout moment depuis Aide ▸ Tutoriel.</translation>
    </message>
    <message>
        <source>Learn to play (about 5 minutes)</source>
        <translation>Apprendre à jouer (environ 5 minutes)</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Jouer tout de suite</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Précédente</translation>
    </message>
    <message>
        <source>Skip ▶</source>
        <translation>Passer ▶</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>Leçon suivante ▶</translation>
    </message>
    <message>
        <source>Leave tutorial</source>
        <translation>Quitter le tutoriel</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>The next lesson</source>
        <translation>La leçon suivante</translation>
    </message>
    <message>
        <source>The previous lesson</source>
        <translation>La leçon précédente</translation>
    </message>
    <message>
        <source>Go on to the next lesson without finishing this one</source>
        <translation>Passer à la leçon suivante sans finir celle-ci</translation>
    </message>
    <message>
        <source>Every lesson: pick one to play</source>
        <translation>Toutes les leçons : choisissez-en une</translation>
    </message>
    <message>
        <source>Back to your game; Help ▸ Tutorial brings you back here</source>
        <translation>Retour à votre partie ; Aide ▸ Tutoriel vous ramène ici</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>Terminer ✓</translation>
    </message>
    <message>
        <source>Hint: in this lesson, play at {cell}, the cell with the gold ring.</source>
        <translation>Indice : dans cette leçon, jouez en {cell}, la case à l’anneau doré.</translation>
    </message>
    <message>
        <source>Hint: first try {cell}, the cell with the red ring, to see why not.</source>
        <translation>Indice : essayez d’abord {cell}, la case à l’anneau rouge, pour voir pourquoi pas.</translation>
    </message>
    <message>
        <source> Turn the tile to {v1} first (F flips, T turns).</source>
        <translation> Tournez d’abord la tuile en {v1} (F retourne, T tourne).</translation>
    </message>
    <message>
        <source>Colours must match where tiles touch. On its {side} side your tile shows {mine}, but the tile at {where} shows {theirs} there.</source>
        <translation>Les couleurs doivent correspondre là où les tuiles se touchent. Sur son côté {side}, votre tuile montre du {mine}, mais la tuile en {where} y montre du {theirs}.</translation>
    </message>
    <message>
        <source> (after the app fills {fills} for you)</source>
        <translation> (après que le jeu remplit {fills} pour vous)</translation>
    </message>
    <message>
        <source>That would leave a dead space at {cell}{after}: an empty cell that one colour enters from three sides. No tile could ever fill it, so the move is not allowed.</source>
        <translation>Cela laisserait un espace mort en {cell}{after} : une case vide dans laquelle une couleur entre par trois côtés. Aucune tuile ne pourrait jamais la remplir, le coup n’est donc pas permis.</translation>
    </message>
    <message>
        <source>The layout may never be more than {n} tiles wide or {n} tiles tall (the frame), and this cell would make it bigger.</source>
        <translation>La disposition ne peut jamais dépasser {n} tuiles de large ou {n} tuiles de haut (le cadre), et cette case l’agrandirait.</translation>
    </message>
    <message>
        <source>You may turn a tile only when it fits nowhere as it was dealt. This one fits somewhere, so play it as it is.</source>
        <translation>Vous ne pouvez tourner une tuile que quand elle ne va nulle part telle que tirée. Celle-ci va quelque part : jouez-la telle quelle.</translation>
    </message>
    <message>
        <source>A new tile must touch a tile already on the table, side by side.</source>
        <translation>Une nouvelle tuile doit toucher, côte à côte, une tuile déjà sur le plateau.</translation>
    </message>
    <message>
        <source>That cell already holds a tile: choose an empty one.</source>
        <translation>Cette case contient déjà une tuile : choisissez-en une vide.</translation>
    </message>
    <message>
        <source>The first tile goes on the cell marked @0, just as it was dealt.</source>
        <translation>La première tuile va sur la case marquée @0, telle qu’elle a été tirée.</translation>
    </message>
    <message>
        <source>A forced space must be filled first at {v1}.</source>
        <translation>Un espace forcé doit d’abord être rempli en {v1}.</translation>
    </message>
    <message>
        <source>First the app fills the forced space: watch it, or click the marked cell.</source>
        <translation>D’abord le jeu remplit l’espace forcé : regardez, ou cliquez la case marquée.</translation>
    </message>
    <message>
        <source>Tutorial finished: you know the game. Help ▸ Tutorial opens any lesson again.</source>
        <translation>Tutoriel terminé : vous connaissez le jeu. Aide ▸ Tutoriel rouvre n’importe quelle leçon.</translation>
    </message>
    <message>
        <source>Tutorial left: Help ▸ Tutorial brings you back where you were.</source>
        <translation>Tutoriel quitté : Aide ▸ Tutoriel vous ramène où vous étiez.</translation>
    </message>
    <message>
        <source>Tutorial left: Help ▸ Tutorial brings you back to lesson {number}, where you were.</source>
        <translation>Tutoriel quitté : Aide ▸ Tutoriel vous ramène à la leçon {number}, où vous étiez.</translation>
    </message>
    <message>
        <source>Lesson {number} dealt again from its first step. New game leaves the tutorial.</source>
        <translation>Leçon {number} redistribuée depuis sa première étape. Nouvelle partie quitte le tutoriel.</translation>
    </message>
    <message>
        <source>{cell} is allowed; the lesson wants {move}.</source>
        <translation>{cell} est permis ; la leçon veut {move}.</translation>
    </message>
    <message>
        <source>Right cell, but the lesson turns the tile to {way} first: press F to flip it and T to turn it (or right-click), then click again.</source>
        <translation>Bonne case, mais la leçon tourne d’abord la tuile en {way} : appuyez sur F pour la retourner et sur T pour la tourner (ou clic droit), puis cliquez de nouveau.</translation>
    </message>
    <message>
        <source>That move is allowed, but this lesson wants the tile at {cell}, the cell with the gold ring.</source>
        <translation>Ce coup est permis, mais cette leçon veut la tuile en {cell}, la case à l’anneau doré.</translation>
    </message>
    <message>
        <source>First start: the solver is preparing its tables for hints in the background (this happens once; they are kept on disk). Play on meanwhile: the first hint will be quick.</source>
        <translation>Premier démarrage : le solveur prépare ses tables d’indices en arrière-plan (une seule fois ; elles sont gardées sur le disque). Jouez en attendant : le premier indice sera rapide.</translation>
    </message>
    <message>
        <source>Preparing hints…</source>
        <translation>Préparation des indices…</translation>
    </message>
    <message>
        <source>Preparing hints for {variant}…</source>
        <translation>Préparation des indices pour {variant}…</translation>
    </message>
    <message>
        <source>Preparing puzzle hints…</source>
        <translation>Préparation des indices des casse-tête…</translation>
    </message>
    <message>
        <source>{__name__}: {exc}</source>
        <translation>{__name__} : {exc}</translation>
    </message>
    <message>
        <source>Hints could not be prepared: they are built when asked for.</source>
        <translation>Les indices n’ont pas pu être préparés : ils sont calculés à la demande.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose a variant and a deal</source>
        <translation>Choisir une variante et une donne</translation>
    </message>
    <message>
        <source>&amp;Deal again</source>
        <translation>&amp;Redistribuer</translation>
    </message>
    <message>
        <source>A new random deal of the same variant</source>
        <translation>Une nouvelle donne au hasard de la même variante</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Re&amp;commencer</translation>
    </message>
    <message>
        <source>Start this deal again from the first tile</source>
        <translation>Recommencer cette donne depuis la première tuile</translation>
    </message>
    <message>
        <source>&amp;Concede</source>
        <translation>Abandonner par &amp;forfait</translation>
    </message>
    <message>
        <source>Give this deal up: it counts as a lost game</source>
        <translation>Abandonner cette donne : elle compte comme une partie perdue</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ré&amp;tablir</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Le rejouer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show the best move; press again for every move&apos;s chance</source>
        <translation>Montrer le meilleur coup ; appuyez encore pour la chance de chaque coup</translation>
    </message>
    <message>
        <source>Type a &amp;move</source>
        <translation>Taper un &amp;coup</translation>
    </message>
    <message>
        <source>Type a move such as B2:NE and press Enter</source>
        <translation>Tapez un coup comme B2:NE et appuyez sur Entrée</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tourner</translation>
    </message>
    <message>
        <source>Turn the tile in hand a quarter (only when it fits nowhere as dealt)</source>
        <translation>Tourner la tuile en main d’un quart (seulement quand elle ne va nulle part telle que tirée)</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>Re&amp;tourner</translation>
    </message>
    <message>
        <source>Turn the tile in hand over (only when it fits nowhere as dealt)</source>
        <translation>Retourner la tuile en main (seulement quand elle ne va nulle part telle que tirée)</translation>
    </message>
    <message>
        <source>Was it &amp;solvable?</source>
        <translation>Était-elle &amp;gagnable ?</translation>
    </message>
    <message>
        <source>Ask the solver whether this deal can be won</source>
        <translation>Demander au solveur si cette donne peut être gagnée</translation>
    </message>
    <message>
        <source>Show s&amp;olution</source>
        <translation>Montrer la s&amp;olution</translation>
    </message>
    <message>
        <source>Step through a winning play of this deal</source>
        <translation>Parcourir pas à pas une suite gagnante de cette donne</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>Solution replay: the move before</source>
        <translation>Solution : le coup d’avant</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Solution replay: the next move</source>
        <translation>Solution : le coup suivant</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Solution replay: back to your game</source>
        <translation>Solution : retour à votre partie</translation>
    </message>
    <message>
        <source>Play ▶▶</source>
        <translation>Lecture ▶▶</translation>
    </message>
    <message>
        <source>Play the solution by itself (again to pause)</source>
        <translation>Jouer la solution toute seule (encore pour mettre en pause)</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Re&amp;voir la partie…</translation>
    </message>
    <message>
        <source>Every move&apos;s lost win chance, and the luck of the tiles</source>
        <translation>La chance de gagner perdue à chaque coup, et la chance des tuiles</translation>
    </message>
    <message>
        <source>C&amp;oach: ask before a blunder</source>
        <translation>C&amp;oach : demander avant une gaffe</translation>
    </message>
    <message>
        <source>Before a move that loses much of your chance, ask first</source>
        <translation>Avant un coup qui perd une grande part de votre chance, demander d’abord</translation>
    </message>
    <message>
        <source>&amp;Choose puzzle…</source>
        <translation>&amp;Choisir un casse-tête…</translation>
    </message>
    <message>
        <source>Pick an open-stack puzzle from a pack</source>
        <translation>Choisir un casse-tête à pile ouverte dans une série</translation>
    </message>
    <message>
        <source>&amp;Next unsolved puzzle</source>
        <translation>Casse-tête suivant &amp;non résolu</translation>
    </message>
    <message>
        <source>The next puzzle you have not solved yet</source>
        <translation>Le prochain casse-tête que vous n’avez pas encore résolu</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Casse-tête suivant</translation>
    </message>
    <message>
        <source>Copy deal &amp;number</source>
        <translation>Copier le &amp;numéro de la donne</translation>
    </message>
    <message>
        <source>Copy game &amp;ID (reveals the stack)</source>
        <translation>Copier l’&amp;identifiant de la partie (révèle la pile)</translation>
    </message>
    <message>
        <source>The whole deal in order: a game not finished becomes practice, not counted</source>
        <translation>Toute la donne dans l’ordre : une partie non terminée devient un entraînement, non comptée</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Re&amp;view a record…</source>
        <translation>Re&amp;voir un enregistrement…</translation>
    </message>
    <message>
        <source>Analyse a saved game without leaving this one</source>
        <translation>Analyser une partie enregistrée sans quitter celle-ci</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save finished games &amp;elsewhere…</source>
        <translation>Enregistrer les parties terminées &amp;ailleurs…</translation>
    </message>
    <message>
        <source>Keep games the statistics could not record in a folder you choose</source>
        <translation>Garder dans un dossier de votre choix les parties que les statistiques n’ont pas pu enregistrer</translation>
    </message>
    <message>
        <source>&amp;Import saved games…</source>
        <translation>&amp;Importer des parties enregistrées…</translation>
    </message>
    <message>
        <source>Count in your statistics the finished games saved elsewhere</source>
        <translation>Compter dans vos statistiques les parties terminées enregistrées ailleurs</translation>
    </message>
    <message>
        <source>Choose data &amp;folder…</source>
        <translation>Choisir le &amp;dossier de données…</translation>
    </message>
    <message>
        <source>Where your statistics, your game in progress and your progress are kept</source>
        <translation>Où sont gardés vos statistiques, votre partie en cours et vos progrès</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>&amp;Highlight legal cells</source>
        <translation>&amp;Surligner les cases valides</translation>
    </message>
    <message>
        <source>Fill forced spaces &amp;automatically</source>
        <translation>Remplir les espaces forcés &amp;automatiquement</translation>
    </message>
    <message>
        <source>Deal only &amp;solvable deals</source>
        <translation>Ne distribuer que des donnes &amp;gagnables</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Casse-tête</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>This move drops your chance from {best:.0%} to {played:.0%}. Play it anyway?</source>
        <translation>Ce coup fait tomber votre chance de {best:.0%} à {played:.0%}. Le jouer quand même ?</translation>
    </message>
    <message>
        <source>Move taken back before it was played: look for a better one.</source>
        <translation>Coup repris avant d’être joué : cherchez-en un meilleur.</translation>
    </message>
    <message>
        <source>Choose a folder for your games and statistics</source>
        <translation>Choisir un dossier pour vos parties et vos statistiques</translation>
    </message>
    <message>
        <source>Your data folder is already {new}.</source>
        <translation>Votre dossier de données est déjà {new}.</translation>
    </message>
    <message>
        <source>Nothing can be saved there</source>
        <translation>Rien ne peut être enregistré là</translation>
    </message>
    <message>
        <source>Nothing can be saved in {new}: {reason}. Choose another folder.</source>
        <translation>Rien ne peut être enregistré dans {new} : {reason}. Choisissez un autre dossier.</translation>
    </message>
    <message>
        <source> Copied there from {old}: {files}.</source>
        <translation> Copiés là depuis {old} : {files}.</translation>
    </message>
    <message>
        <source>Your data folder is now {new}: your statistics, your game in progress and your progress are saved there from now on.</source>
        <translation>Votre dossier de données est maintenant {new} : vos statistiques, votre partie en cours et vos progrès y sont enregistrés désormais.</translation>
    </message>
    <message>
        <source>Import saved games</source>
        <translation>Importer des parties enregistrées</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}.</source>
        <translation>Rien n’a été importé : {reason}.</translation>
    </message>
    <message>
        <source>{games} from {name} wait to be recorded: the statistics cannot be written now. They are counted once they can.</source>
        <translation>{games} de {name} attendent d’être enregistrées : les statistiques ne peuvent pas être écrites maintenant. Elles seront comptées dès que possible.</translation>
    </message>
    <message>
        <source>Imported {games} from {name} into your statistics (a game already there is not counted twice).</source>
        <translation>{games} de {name} importées dans vos statistiques (une partie déjà présente n’est pas comptée deux fois).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deal of the day&lt;/b&gt;, {v1}&lt;br&gt;&lt;small&gt;The same deal for every {variant} player that day (UTC).&lt;/small&gt;</source>
        <translation>&lt;b&gt;Donne du jour&lt;/b&gt;, {v1}&lt;br&gt;&lt;small&gt;La même donne pour chaque joueur en {variant} ce jour-là (UTC).&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{v1} deal&lt;/b&gt;&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</source>
        <translation>&lt;b&gt;Donne {v1}&lt;/b&gt;&lt;br&gt;&lt;small&gt;{v2}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>I have read this</source>
        <translation>J’ai lu ceci</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <source>Could not save {path}: {v1}</source>
        <translation>Impossible d’enregistrer {path} : {v1}</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Enregistré dans {path}.</translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>{name}: {exc}</source>
        <translation>{name} : {exc}</translation>
    </message>
    <message>
        <source> This game was counted already ({result}): playing it again does not count.</source>
        <translation> Cette partie était déjà comptée ({result}) : la rejouer ne compte pas.</translation>
    </message>
    <message>
        <source>Loaded {name}: {v1} played.</source>
        <translation>{name} chargé : {v1} joués.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Opening a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>This deal has no number (it was typed in): copied the deal string instead.</source>
        <translation>Cette donne n’a pas de numéro (elle a été tapée) : la donne écrite a été copiée à la place.</translation>
    </message>
    <message>
        <source>Copied deal number {deal_number}.</source>
        <translation>Numéro de donne {deal_number} copié.</translation>
    </message>
    <message>
        <source>Copied the game ID: {v1}. The stack is revealed: practice, not counted.</source>
        <translation>Identifiant de la partie copié : {v1}. La pile est révélée : entraînement, non compté.</translation>
    </message>
    <message>
        <source>Copied the deal: {v1}.</source>
        <translation>Donne copiée : {v1}.</translation>
    </message>
    <message>
        <source>Statistics are not part of this build yet.</source>
        <translation>Les statistiques ne font pas encore partie de cette version.</translation>
    </message>
    <message>
        <source>Preferences are not part of this build yet.</source>
        <translation>Les préférences ne font pas encore partie de cette version.</translation>
    </message>
    <message>
        <source>Help is not part of this build yet: see RULES.md.</source>
        <translation>L’aide ne fait pas encore partie de cette version : voir RULES.md.</translation>
    </message>
    <message>
        <source>About Trax Solitaire</source>
        <translation>À propos de Trax Solitaire</translation>
    </message>
    <message>
        <source>Third-party licences…</source>
        <translation>Licences des tiers…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trax Solitaire&lt;/b&gt; {v1}&lt;br&gt;The one-player puzzle played with Trax tiles.&lt;br&gt;Make one track through every tile.&lt;p&gt;{v2}.&lt;br&gt;{v3}&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;{link}&quot;&gt;{link}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Credits&lt;/b&gt;&lt;br&gt;{v4}&lt;/p&gt;</source>
        <translation>&lt;b&gt;Trax Solitaire&lt;/b&gt; {v1}&lt;br&gt;Le casse-tête à un joueur avec les tuiles de Trax.&lt;br&gt;Faites passer une seule piste par toutes les tuiles.&lt;p&gt;{v2}.&lt;br&gt;{v3}&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;{link}&quot;&gt;{link}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Remerciements&lt;/b&gt;&lt;br&gt;{v4}&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>{v1} ({level}): the whole stack is shown. Find a play that wins it.</source>
        <translation>{v1} ({level}) : toute la pile est montrée. Trouvez une suite de coups qui la gagne.</translation>
    </message>
    <message>
        <source>New game: {variant}, deal {v1}. Click the board to place the first tile.</source>
        <translation>Nouvelle partie : {variant}, donne {v1}. Cliquez le plateau pour poser la première tuile.</translation>
    </message>
    <message>
        <source>Another puzzle</source>
        <translation>Un autre casse-tête</translation>
    </message>
    <message>
        <source>Opening a puzzle</source>
        <translation>Ouvrir un casse-tête</translation>
    </message>
    <message>
        <source>{what} gives up the game in progress: it counts as a lost game in the statistics.</source>
        <translation>{what} abandonne la partie en cours : elle compte comme une partie perdue dans les statistiques.</translation>
    </message>
    <message>
        <source>This game can no longer be won (both colours are out). {what} ends it: it counts as a lost game in the statistics.</source>
        <translation>Cette partie ne peut plus être gagnée (les deux couleurs sont hors jeu). {what} la termine : elle compte comme une partie perdue dans les statistiques.</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Abandonner cette partie ?</translation>
    </message>
    <message>
        <source>Quitting instead keeps the game for next time.</source>
        <translation>Quitter plutôt garde la partie pour la prochaine fois.</translation>
    </message>
    <message>
        <source>Give up and go on</source>
        <translation>Abandonner et continuer</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <source>Settings ▸ Preferences… turns the question back on.</source>
        <translation>Réglages ▸ Préférences… réactive la question.</translation>
    </message>
    <message>
        <source>Kept the game in progress.</source>
        <translation>La partie en cours a été gardée.</translation>
    </message>
    <message>
        <source>Deal {number} of {variant}: the solver proved it solvable.</source>
        <translation>Donne {number} de {variant} : le solveur a prouvé qu’elle est gagnable.</translation>
    </message>
    <message>
        <source>Looking for a solvable {variant} deal…</source>
        <translation>Recherche d’une donne gagnable en {variant}…</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Une nouvelle partie</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Redistribuer</translation>
    </message>
    <message>
        <source>Finding the {variant} deal of the day…</source>
        <translation>Recherche de la donne du jour en {variant}…</translation>
    </message>
    <message>
        <source>The {variant} deal of the day for {day}: deal #{number}.</source>
        <translation>La donne du jour en {variant} pour le {day} : donne n° {number}.</translation>
    </message>
    <message>
        <source>Deal #{number} of {variant}: graded {grade}.</source>
        <translation>Donne n° {number} de {variant} : difficulté {grade}.</translation>
    </message>
    <message>
        <source>No {grade} deal: {error}</source>
        <translation>Pas de donne {grade} : {error}</translation>
    </message>
    <message>
        <source>Looking for a {grade} {variant} deal…</source>
        <translation>Recherche d’une donne {grade} en {variant}…</translation>
    </message>
    <message>
        <source>No puzzle packs were found in this build.</source>
        <translation>Aucune série de casse-tête n’a été trouvée dans cette version.</translation>
    </message>
    <message>
        <source>{variant}: {done} of {v1} solved</source>
        <translation>{variant} : {done} sur {v1} résolus</translation>
    </message>
    <message>
        <source>The first unsolved {variant} puzzle</source>
        <translation>Le premier casse-tête non résolu en {variant}</translation>
    </message>
    <message>
        <source>There is no {variant} puzzle pack.</source>
        <translation>Il n’y a pas de série de casse-tête en {variant}.</translation>
    </message>
    <message>
        <source>Every puzzle is solved: well done! Choose puzzle… replays any of them.</source>
        <translation>Tous les casse-tête sont résolus : bravo ! Choisir un casse-tête… rejoue n’importe lequel.</translation>
    </message>
    <message>
        <source>Your game cannot be kept</source>
        <translation>Votre partie ne peut pas être gardée</translation>
    </message>
    <message>
        <source>Your game in progress cannot be kept for next time: nothing can be saved in your data folder ({problem}). Quitting now loses it.</source>
        <translation>Votre partie en cours ne peut pas être gardée pour la prochaine fois : rien ne peut être enregistré dans votre dossier de données ({problem}). Quitter maintenant la perd.</translation>
    </message>
    <message>
        <source>Your game in progress cannot be kept for next time: another Trax Solitaire window keeps its own game. Quitting now loses it.</source>
        <translation>Votre partie en cours ne peut pas être gardée pour la prochaine fois : une autre fenêtre de Trax Solitaire garde sa propre partie. Quitter maintenant la perd.</translation>
    </message>
    <message>
        <source>Saved as a game file, it comes back with File ▸ Open.</source>
        <translation>Enregistrée comme fichier de partie, elle revient avec Fichier ▸ Ouvrir.</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Quit without it</source>
        <translation>Quitter sans elle</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}.</source>
        <translation>Impossible d’enregistrer {name} : {reason}.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Pause ❚❚</source>
        <translation>Pause ❚❚</translation>
    </message>
    <message>
        <source>Type a move (B2:NE, or B2 as held) and press Enter</source>
        <translation>Tapez un coup (B2:NE, ou B2 telle que tenue) puis Entrée</translation>
    </message>
    <message>
        <source>A move (B2:NE), then Enter</source>
        <translation>Un coup (B2:NE), puis Entrée</translation>
    </message>
    <message>
        <source>The game is over: there is no tile in hand.</source>
        <translation>La partie est finie : il n’y a pas de tuile en main.</translation>
    </message>
    <message>
        <source>{move}: {reason}.</source>
        <translation>{move} : {reason}.</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Coup :</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Tapez un coup</translation>
    </message>
    <message>
        <source>The puzzle is solved, but its tick could not be saved in {name}: {v1}.</source>
        <translation>Le casse-tête est résolu, mais sa coche n’a pas pu être enregistrée dans {name} : {v1}.</translation>
    </message>
    <message>
        <source>Puzzle solved: marked ✓. </source>
        <translation>Casse-tête résolu : coché ✓. </translation>
    </message>
    <message>
        <source>Solved again. </source>
        <translation>Résolu de nouveau. </translation>
    </message>
    <message>
        <source>Next unsolved puzzle (Ctrl+Shift+N) carries on.</source>
        <translation>Casse-tête suivant non résolu (Ctrl+Shift+N) continue.</translation>
    </message>
    <message>
        <source>Could not record the game in the statistics: {reason}.</source>
        <translation>Impossible d’enregistrer la partie dans les statistiques : {reason}.</translation>
    </message>
    <message>
        <source>{word}. Game ▸ Review game (Ctrl+Shift+R) shows where the chances went.</source>
        <translation>{word}. Partie ▸ Revoir la partie (Ctrl+Shift+R) montre où sont passées les chances.</translation>
    </message>
    <message>
        <source>This is the solution replay: use Prev/Next, or Back to game.</source>
        <translation>Ceci est la solution : utilisez Précédent/Suivant, ou Retour à la partie.</translation>
    </message>
    <message>
        <source>The game is over: undo, restart or deal again.</source>
        <translation>La partie est finie : annulez, recommencez ou redistribuez.</translation>
    </message>
    <message>
        <source>This is the solution replay: Back to game first.</source>
        <translation>Ceci est la solution : d’abord Retour à la partie.</translation>
    </message>
    <message>
        <source>A forced space must be filled first at {where}.</source>
        <translation>Un espace forcé doit d’abord être rempli en {where}.</translation>
    </message>
    <message>
        <source>Played {move}.</source>
        <translation>{move} joué.</translation>
    </message>
    <message>
        <source>Played {move} (that cell is now {now}).</source>
        <translation>{move} joué (cette case est maintenant {now}).</translation>
    </message>
    <message numerus="yes">
        <source> %n forced space(s) to fill.</source>
        <translation>
            <numerusform> %n espace forcé à remplir.</numerusform>
            <numerusform> %n espaces forcés à remplir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> %n forced space(s) filled from the stack.</source>
        <translation>
            <numerusform> %n espace forcé rempli depuis la pile.</numerusform>
            <numerusform> %n espaces forcés remplis depuis la pile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <source>Took back {move}.</source>
        <translation>{move} repris.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <source>Replayed {move}.</source>
        <translation>{move} rejoué.</translation>
    </message>
    <message>
        <source> It was counted already: playing it again does not count.</source>
        <translation> Elle était déjà comptée : la rejouer ne compte pas.</translation>
    </message>
    <message>
        <source>Restarted: the same deal from the first tile (Redo replays it).</source>
        <translation>Recommencée : la même donne depuis la première tuile (Rétablir la rejoue).</translation>
    </message>
    <message>
        <source>Nothing to concede: </source>
        <translation>Rien à abandonner : </translation>
    </message>
    <message>
        <source>this deal is counted already.</source>
        <translation>cette donne est déjà comptée.</translation>
    </message>
    <message>
        <source>no move has been played.</source>
        <translation>aucun coup n’a été joué.</translation>
    </message>
    <message>
        <source>Conceded: counted as a lost game. Deal again or New game for another deal.</source>
        <translation>Abandon : comptée comme une partie perdue. Redistribuer ou Nouvelle partie pour une autre donne.</translation>
    </message>
    <message>
        <source>the tile fits somewhere as dealt, so it may not be turned</source>
        <translation>la tuile va quelque part telle que tirée, elle ne peut donc pas être tournée</translation>
    </message>
    <message numerus="yes">
        <source>fits at %n place(s)</source>
        <translation>
            <numerusform>va à %n endroit</numerusform>
            <numerusform>va à %n endroits</numerusform>
        </translation>
    </message>
    <message>
        <source>fits nowhere this way</source>
        <translation>ne va nulle part ainsi</translation>
    </message>
    <message>
        <source>Tile turned: now {v1} ({where}).</source>
        <translation>Tuile tournée : maintenant {v1} ({where}).</translation>
    </message>
    <message>
        <source>Tile flipped: now {v1} ({where}).</source>
        <translation>Tuile retournée : maintenant {v1} ({where}).</translation>
    </message>
    <message>
        <source>Nothing to review yet: no move has been played.</source>
        <translation>Rien à revoir pour l’instant : aucun coup n’a été joué.</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <source>Cannot review this record</source>
        <translation>Impossible de revoir cet enregistrement</translation>
    </message>
    <message>
        <source>Review needs the solver&apos;s tables: sizes up to 4.</source>
        <translation>La revue a besoin des tables du solveur : tailles jusqu’à 4.</translation>
    </message>
    <message>
        <source>Practising from a reviewed move</source>
        <translation>Entraînement depuis un coup revu</translation>
    </message>
    <message>
        <source>Practice from move {v1}: not counted in the statistics.</source>
        <translation>Entraînement depuis le coup {v1} : non compté dans les statistiques.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>En main</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivante</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Tuile en main</translation>
    </message>
    <message>
        <source>Next tile</source>
        <translation>Tuile suivante</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Puis</translation>
    </message>
    <message>
        <source>Tile {ahead} after the one in hand</source>
        <translation>Tuile {ahead} après celle en main</translation>
    </message>
    <message>
        <source>About this deal</source>
        <translation>À propos de cette donne</translation>
    </message>
    <message>
        <source>The whole stack</source>
        <translation>Toute la pile</translation>
    </message>
    <message>
        <source>The whole remaining stack, tile in hand first</source>
        <translation>Toute la pile restante, la tuile en main d’abord</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <source>Fill the forced space at {where} first.</source>
        <translation>Remplissez d’abord l’espace forcé en {where}.</translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation>Pas d’indice : la partie est finie.</translation>
    </message>
    <message>
        <source>No exact hints for {variant} with {lookahead} tiles shown ahead.</source>
        <translation>Pas d’indices exacts pour {variant} avec {lookahead} tuiles montrées à l’avance.</translation>
    </message>
    <message>
        <source>Thinking about the best move…</source>
        <translation>Recherche du meilleur coup…</translation>
    </message>
    <message>
        <source>No move wins from here, even with the whole stack known: undo or restart.</source>
        <translation>Aucun coup ne gagne d’ici, même en connaissant toute la pile : annulez ou recommencez.</translation>
    </message>
    <message>
        <source>Looking for a move that still wins…</source>
        <translation>Recherche d’un coup qui gagne encore…</translation>
    </message>
    <message>
        <source>Solving deal {v1}…</source>
        <translation>Résolution de la donne {v1}…</translation>
    </message>
    <message>
        <source>Asking the solver…</source>
        <translation>Question au solveur…</translation>
    </message>
    <message>
        <source>Yes: this deal can be won (the solver found {v1} win). Show solution steps through it.</source>
        <translation>Oui : cette donne peut être gagnée (le solveur a trouvé {v1} victoire). Montrer la solution la parcourt.</translation>
    </message>
    <message>
        <source>No: no sequence of moves wins this deal, even knowing the whole stack in advance.</source>
        <translation>Non : aucune suite de coups ne gagne cette donne, même en connaissant toute la pile à l’avance.</translation>
    </message>
    <message>
        <source>Not while the game can still be won: finish it, or concede, first.</source>
        <translation>Pas tant que la partie peut encore être gagnée : terminez-la, ou abandonnez, d’abord.</translation>
    </message>
    <message>
        <source>Solution: press Next ▶ to step through a winning play.</source>
        <translation>Solution : appuyez sur Suivant ▶ pour parcourir une suite gagnante.</translation>
    </message>
    <message>
        <source> (+{v1} forced)</source>
        <translation> (+{v1} forcées)</translation>
    </message>
    <message>
        <source>Solution move {replay_index} of {v1}: {move}{fills}.</source>
        <translation>Coup de la solution {replay_index} sur {v1} : {move}{fills}.</translation>
    </message>
    <message>
        <source>Solution move {replay_index} of {v1}.</source>
        <translation>Coup de la solution {replay_index} sur {v1}.</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>Retour à votre partie.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>empty; a forced space: the next tile from the stack fills it</source>
        <translation>vide ; un espace forcé : la tuile suivante de la pile le remplit</translation>
    </message>
    <message>
        <source>empty; {beyond}</source>
        <translation>vide ; {beyond}</translation>
    </message>
    <message>
        <source>{v1} is out: {why}.</source>
        <translation>{v1} est hors jeu : {why}.</translation>
    </message>
    <message>
        <source>In hand: {tile}.</source>
        <translation>En main : {tile}.</translation>
    </message>
    <message>
        <source>Next: {tile}.</source>
        <translation>Suivante : {tile}.</translation>
    </message>
    <message>
        <source>#{number}</source>
        <comment>a deal by its number</comment>
        <translation>n° {number}</translation>
    </message>
    <message>
        <source>(typed in)</source>
        <translation>(tapée)</translation>
    </message>
    <message>
        <source> — practice, not counted</source>
        <translation> — entraînement, non comptée</translation>
    </message>
    <message>
        <source>{variant} — deal {deal}</source>
        <translation>{variant} — donne {deal}</translation>
    </message>
    <message>
        <source>{v1}: a placed {tile} tile.</source>
        <translation>{v1} : une tuile {tile} posée.</translation>
    </message>
    <message>
        <source>{v1}: empty.</source>
        <translation>{v1} : vide.</translation>
    </message>
    <message>
        <source>, forcing {count} more</source>
        <translation>, en forçant {count} de plus</translation>
    </message>
    <message>
        <source>{move}: legal{extra}.</source>
        <translation>{move} : permis{extra}.</translation>
    </message>
    <message>
        <source>Every tile is played</source>
        <translation>Toutes les tuiles sont jouées</translation>
    </message>
    <message>
        <source>This tile fits nowhere as dealt: turn it (T) or flip it (F). It fits as {v1}.</source>
        <translation>Cette tuile ne va nulle part telle que tirée : tournez-la (T) ou retournez-la (F). Elle va en {v1}.</translation>
    </message>
    <message>
        <source>Forced space at {where}: the next tile fills it</source>
        <translation>Espace forcé en {where} : la tuile suivante le remplit</translation>
    </message>
    <message>
        <source> (click it).</source>
        <translation> (cliquez-le).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; tile(s) left</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; tuile restante</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; tuiles restantes</numerusform>
        </translation>
    </message>
    <message>
        <source> · hints used &lt;b&gt;{hints}&lt;/b&gt;&lt;br&gt;Frame: {frame}</source>
        <translation> · indices utilisés &lt;b&gt;{hints}&lt;/b&gt;&lt;br&gt;Cadre : {frame}</translation>
    </message>
    <message>
        <source>&lt;br&gt;Won!</source>
        <translation>&lt;br&gt;Gagné !</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution&lt;/b&gt; — move {replay_index} of {total}</source>
        <translation>&lt;b&gt;Solution&lt;/b&gt; — coup {replay_index} sur {total}</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Puzzle solved.&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;Casse-tête résolu.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Conceded&lt;/b&gt;: counted as a lost game.</source>
        <translation>&lt;br&gt;&lt;b&gt;Abandon&lt;/b&gt; : comptée comme une partie perdue.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Counted earlier as &lt;b&gt;{result}&lt;/b&gt;: this finish does not change the statistics.</source>
        <translation>&lt;br&gt;Comptée plus tôt comme &lt;b&gt;{result}&lt;/b&gt; : cette fin ne change pas les statistiques.</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>&amp;Carte de chaleur</translation>
    </message>
    <message>
        <source>Hide &amp;hint</source>
        <translation>Masquer l’&amp;indice</translation>
    </message>
    <message>
        <source>The solver failed: {why}</source>
        <translation>Le solveur a échoué : {why}</translation>
    </message>
    <message numerus="yes">
        <source>Welcome back: your {variant} game, %n move(s) in.</source>
        <translation>
            <numerusform>Bon retour : votre partie en {variant}, %n coup joué.</numerusform>
            <numerusform>Bon retour : votre partie en {variant}, %n coups joués.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trax Solitaire is open in another window, which keeps its game for next time: the game in this window is kept only if that one has none to keep.</source>
        <translation>Trax Solitaire est ouvert dans une autre fenêtre, qui garde sa partie pour la prochaine fois : la partie de cette fenêtre n’est gardée que si l’autre n’en a aucune à garder.</translation>
    </message>
    <message>
        <source>Welcome back to lesson {number}, where you left it. Leave tutorial brings back your own game.</source>
        <translation>Bon retour à la leçon {number}, là où vous l’aviez laissée. Quitter le tutoriel ramène votre propre partie.</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Winnable with good play, and forgiving: many plays win.</source>
        <translation>Gagnable en jouant bien, et indulgente : beaucoup de suites gagnent.</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Équitable</translation>
    </message>
    <message>
        <source>Winnable with good play, but few plays win: think before each tile.</source>
        <translation>Gagnable en jouant bien, mais peu de suites gagnent : réfléchissez avant chaque tuile.</translation>
    </message>
    <message>
        <source>Treacherous</source>
        <translation>Traîtresse</translation>
    </message>
    <message>
        <source>Can be won, but even the best play that sees only the next tile loses it: only luck wins.</source>
        <translation>Peut être gagnée, mais même le meilleur jeu qui ne voit que la tuile suivante la perd : seule la chance gagne.</translation>
    </message>
    <message>
        <source>Hopeless</source>
        <translation>Impossible</translation>
    </message>
    <message>
        <source>No play wins, even knowing the whole stack.</source>
        <translation>Aucune suite ne gagne, même en connaissant toute la pile.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Many plays win; no single move has to be found.</source>
        <translation>Beaucoup de suites gagnent ; aucun coup précis n’est à trouver.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Fewer plays win, or one move along the way is the only one that works.</source>
        <translation>Moins de suites gagnent, ou un coup en chemin est le seul qui marche.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Few plays win, or several moves are the only ones that work.</source>
        <translation>Peu de suites gagnent, ou plusieurs coups sont les seuls qui marchent.</translation>
    </message>
    <message>
        <source>Fiendish</source>
        <translation>Diabolique</translation>
    </message>
    <message>
        <source>Hardly any play wins: plan the whole stack before the first tile.</source>
        <translation>Presque aucune suite ne gagne : planifiez toute la pile avant la première tuile.</translation>
    </message>
    <message>
        <source>line</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>boucle</translation>
    </message>
    <message>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
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
        <translation>+{count} forcées</translation>
    </message>
    <message>
        <source>{label}: {reason}.</source>
        <translation>{label} : {reason}.</translation>
    </message>
    <message>
        <source>empty (may grow to {size}×{size})</source>
        <translation>vide (peut grandir jusqu’à {size}×{size})</translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s)</source>
        <translation>
            <numerusform>%n rangée de plus</numerusform>
            <numerusform>%n rangées de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more column(s)</source>
        <translation>
            <numerusform>%n colonne de plus</numerusform>
            <numerusform>%n colonnes de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>{rows}×{cols}, complete</source>
        <translation>{rows}×{cols}, complet</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>{rows}×{cols}, room for {room}</source>
        <translation>{rows}×{cols}, place pour {room}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You won!&lt;/b&gt;&lt;br&gt;One {colour} {goal} runs through every tile.</source>
        <translation>&lt;b&gt;Vous avez gagné !&lt;/b&gt;&lt;br&gt;Une seule piste {colour} ({goal}) passe par toutes les tuiles.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;%n move(s)</source>
        <translation>
            <numerusform>&lt;br&gt;%n coup</numerusform>
            <numerusform>&lt;br&gt;%n coups</numerusform>
        </translation>
    </message>
    <message>
        <source> ({laid} laid for the lesson)</source>
        <translation> ({laid} posées pour la leçon)</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s).</source>
        <translation>
            <numerusform>%n indice.</numerusform>
            <numerusform>%n indices.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Stuck&lt;/b&gt; — the tile in hand fits nowhere in any orientation.</source>
        <translation>&lt;b&gt;Bloquée&lt;/b&gt; — la tuile en main ne va nulle part, dans aucune orientation.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lost&lt;/b&gt; — the board is full but no colour made the {goal}.</source>
        <translation>&lt;b&gt;Perdue&lt;/b&gt; — le plateau est plein mais aucune couleur n’a fait le but ({goal}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decided&lt;/b&gt; — no win is possible any more:</source>
        <translation>&lt;b&gt;Décidée&lt;/b&gt; — plus aucune victoire n’est possible :</translation>
    </message>
    <message>
        <source>&lt;br&gt;Undo, restart or deal again.</source>
        <translation>&lt;br&gt;Annulez, recommencez ou redistribuez.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing&lt;/b&gt; — make one {goal} through every tile.</source>
        <translation>&lt;b&gt;En cours&lt;/b&gt; — faites une seule {goal} à travers toutes les tuiles.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Out: </source>
        <translation>&lt;br&gt;Hors jeu : </translation>
    </message>
    <message>
        <source>{colour} is out ({reason})</source>
        <translation>le {colour} est hors jeu ({reason})</translation>
    </message>
    <message>
        <source>won: one {colour} {goal} through every tile</source>
        <translation>gagnée : une seule piste {colour} ({goal}) passe par toutes les tuiles</translation>
    </message>
    <message>
        <source>lost: the tile in hand fits nowhere in any orientation</source>
        <translation>perdue : la tuile en main ne va nulle part, dans aucune orientation</translation>
    </message>
    <message>
        <source>lost: {reasons}</source>
        <translation>perdue : {reasons}</translation>
    </message>
    <message>
        <source>decided, no win possible: {reasons}</source>
        <translation>décidée, plus de victoire possible : {reasons}</translation>
    </message>
    <message>
        <source> (+{count} forced)</source>
        <translation> (+{count} forcées)</translation>
    </message>
    <message>
        <source>No move can win any more, whatever the stack holds. You may play on until the grid is full or the tile fits nowhere. Press H again for every move.</source>
        <translation>Plus aucun coup ne peut gagner, quoi que contienne la pile. Vous pouvez continuer jusqu’à ce que la grille soit pleine ou que la tuile n’aille nulle part. Appuyez encore sur H pour tous les coups.</translation>
    </message>
    <message>
        <source>Hint: {move} wins {p:.0%} of the time with best play.</source>
        <translation>Indice : {move} gagne {p:.0%} du temps avec le meilleur jeu.</translation>
    </message>
    <message>
        <source>Hint: {moves} tie, each winning {p:.0%} of the time with best play.</source>
        <translation>Indice : {moves} sont à égalité, chacun gagnant {p:.0%} du temps avec le meilleur jeu.</translation>
    </message>
    <message>
        <source> Press H again for every move.</source>
        <translation> Appuyez encore sur H pour tous les coups.</translation>
    </message>
    <message>
        <source>Hint: {move} leads to a win (the whole stack is known).</source>
        <translation>Indice : {move} mène à une victoire (toute la pile est connue).</translation>
    </message>
    <message>
        <source> It is the only legal move.</source>
        <translation> C’est le seul coup permis.</translation>
    </message>
    <message>
        <source> It is the only one of the {legal} legal moves that does.</source>
        <translation> C’est le seul des {legal} coups permis qui y mène.</translation>
    </message>
    <message>
        <source> All {legal} legal moves do.</source>
        <translation> Les {legal} coups permis y mènent tous.</translation>
    </message>
    <message>
        <source> {winners} of the {legal} legal moves do.</source>
        <translation> {winners} des {legal} coups permis y mènent.</translation>
    </message>
    <message>
        <source>Deal {lesson}</source>
        <translation>Donne {lesson}</translation>
    </message>
    <message>
        <source>Practice from a typed-in deal</source>
        <translation>Entraînement depuis une donne tapée</translation>
    </message>
    <message>
        <source>Practice from deal #{number}</source>
        <translation>Entraînement depuis la donne n° {number}</translation>
    </message>
    <message>
        <source>Deal #{number}</source>
        <translation>Donne n° {number}</translation>
    </message>
    <message>
        <source>Deal (typed in)</source>
        <translation>Donne (tapée)</translation>
    </message>
    <message>
        <source>Heat map hidden. H shows the best moves again.</source>
        <translation>Carte de chaleur masquée. H montre de nouveau les meilleurs coups.</translation>
    </message>
    <message>
        <source>Heat map: every legal move coloured by its chance. Press H again to hide it.</source>
        <translation>Carte de chaleur : chaque coup permis coloré selon sa chance. Appuyez encore sur H pour la masquer.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Forced spaces&lt;/b&gt;: %n tile(s) from the stack being placed…</source>
        <translation>
            <numerusform>&lt;b&gt;Espaces forcés&lt;/b&gt; : %n tuile de la pile en train d’être posée…</numerusform>
            <numerusform>&lt;b&gt;Espaces forcés&lt;/b&gt; : %n tuiles de la pile en train d’être posées…</numerusform>
        </translation>
    </message>
    <message>
        <source> ({count} waiting)</source>
        <translation> ({count} en attente)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Forced space at {where}&lt;/b&gt;{more}: click it to fill it from the stack.</source>
        <translation>&lt;b&gt;Espace forcé en {where}&lt;/b&gt;{more} : cliquez-le pour le remplir depuis la pile.</translation>
    </message>
    <message>
        <source>a cell not next to the layout</source>
        <translation>une case pas à côté de la disposition</translation>
    </message>
    <message>
        <source>Start in the middle: the first tile is always played at @0 (marked green).</source>
        <translation>Commencez au milieu : la première tuile se joue toujours en @0 (marquée en vert).</translation>
    </message>
    <message>
        <source>This cell is not next to the layout: a tile must touch one already placed (the lettered and numbered cells around it).</source>
        <translation>Cette case n’est pas à côté de la disposition : une tuile doit en toucher une déjà posée (les cases à lettres et à numéros autour).</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Parties enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The game in progress could not be resumed ({problem}); the file was kept as {moved_to}.</source>
        <translation>La partie en cours n’a pas pu être reprise ({problem}) ; le fichier a été gardé sous le nom {moved_to}.</translation>
    </message>
    <message>
        <source>The game in progress could not be resumed: {problem}</source>
        <translation>La partie en cours n’a pas pu être reprise : {problem}</translation>
    </message>
    <message>
        <source> (and it could not be moved aside: {reason})</source>
        <translation> (et il n’a pas pu être mis de côté : {reason})</translation>
    </message>
    <message>
        <source>cannot be read ({reason})</source>
        <translation>ne peut pas être lu ({reason})</translation>
    </message>
    <message>
        <source>is damaged ({reason})</source>
        <translation>est endommagé ({reason})</translation>
    </message>
    <message>
        <source> and could not be moved aside ({reason})</source>
        <translation> et n’a pas pu être mis de côté ({reason})</translation>
    </message>
    <message>
        <source>The puzzle progress file {path} {problem}; it was kept as {moved_to} and progress starts afresh.</source>
        <translation>Le fichier de progrès des casse-tête {path} {problem} ; il a été gardé sous le nom {moved_to} et les progrès repartent de zéro.</translation>
    </message>
    <message>
        <source>The puzzle progress file {path} {problem}; solved puzzles are not saved this session.</source>
        <translation>Le fichier de progrès des casse-tête {path} {problem} ; les casse-tête résolus ne sont pas enregistrés durant cette session.</translation>
    </message>
    <message>
        <source>it is not JSON text (line {line})</source>
        <translation>ce n’est pas du texte JSON (ligne {line})</translation>
    </message>
    <message>
        <source>Your files were moved from the old data folder to {folder}: {names}.</source>
        <translation>Vos fichiers ont été déplacés de l’ancien dossier de données vers {folder} : {names}.</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>impossible de lire {path} : {reason}</translation>
    </message>
    <message>
        <source>{name} is too large for a game record (over {size} KB)</source>
        <translation>{name} est trop grand pour un enregistrement de partie (plus de {size} Ko)</translation>
    </message>
    <message>
        <source>{path} is not a text file</source>
        <translation>{path} n’est pas un fichier texte</translation>
    </message>
    <message>
        <source>Copyright (c) 2026 the trax-solitaire authors</source>
        <translation>Copyright (c) 2026 les auteurs de trax-solitaire</translation>
    </message>
    <message>
        <source>Free software under the MIT licence: the LICENSE file that comes with every copy (the source, the wheel, the standalone app) gives its full text.</source>
        <translation>Logiciel libre sous licence MIT : le fichier LICENSE fourni avec chaque copie (la source, le wheel, l’application autonome) en donne le texte complet.</translation>
    </message>
    <message>
        <source>Trax was invented by David Smith (New Zealand, 1980). The game, its name and its rules texts, the solitaire rules printed with the game among them, are his and his publishers&apos;. This program is an independent implementation of those rules (the project&apos;s reading of them is the rule book in its documentation), not made or endorsed by the makers of Trax.</source>
        <translation>Trax a été inventé par David Smith (Nouvelle-Zélande, 1980). Le jeu, son nom et ses textes de règles, dont les règles du solitaire imprimées avec le jeu, appartiennent à lui et à ses éditeurs. Ce programme est une mise en œuvre indépendante de ces règles (la lecture qu’en fait le projet est le livre de règles de sa documentation), ni réalisée ni approuvée par les créateurs de Trax.</translation>
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
        <translation>ouest</translation>
    </message>
    <message>
        <source>{colour} straight {a} to {b}</source>
        <translation>{colour}, droite de {a} à {b}</translation>
    </message>
    <message>
        <source>{colour} curve {a} to {b}</source>
        <translation>{colour}, courbe de {a} à {b}</translation>
    </message>
    <message>
        <source>, forcing {fills} more</source>
        <translation>, en forçant {fills} de plus</translation>
    </message>
    <message>
        <source>the tile in hand fits here as {way}</source>
        <translation>la tuile en main va ici en {way}</translation>
    </message>
    <message>
        <source>the tile in hand fits here only turned, as {ways}</source>
        <translation>la tuile en main ne va ici que tournée, en {ways}</translation>
    </message>
    <message>
        <source>it may not go here</source>
        <translation>elle ne peut pas aller ici</translation>
    </message>
    <message>
        <source>the tile in hand does not fit here: {reason}</source>
        <translation>la tuile en main ne va pas ici : {reason}</translation>
    </message>
    <message>
        <source>hint: cannot win from here</source>
        <translation>indice : impossible de gagner d’ici</translation>
    </message>
    <message>
        <source>hint: wins {p:.0%} of the time with best play</source>
        <translation>indice : gagne {p:.0%} du temps avec le meilleur jeu</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Forced fill at {label}: {tile}.</source>
        <translation>Remplissage forcé en {label} : {tile}.</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>la permission a été refusée</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>part of its path is a file, not a folder</source>
        <translation>une partie de son chemin est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>le quota du disque est épuisé</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>il n’existe pas</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>le disque a signalé une erreur</translation>
    </message>
    <message>
        <source>its name is too long</source>
        <translation>son nom est trop long</translation>
    </message>
    <message>
        <source>it holds characters that are not text: not a file this app wrote</source>
        <translation>il contient des caractères qui ne sont pas du texte : ce n’est pas un fichier écrit par cette application</translation>
    </message>
    <message>
        <source>its contents are not what this app writes</source>
        <translation>son contenu n’est pas ce qu’écrit cette application</translation>
    </message>
    <message>
        <source>it could not be read or written</source>
        <translation>il n’a pas pu être lu ou écrit</translation>
    </message>
    <message>
        <source>A game is one deal, from its first move until another deal replaces it. It is counted once: &lt;b&gt;won&lt;/b&gt; the first time the goal is made; &lt;b&gt;lost&lt;/b&gt; when the board is full without the goal or the game is decided; &lt;b&gt;stuck&lt;/b&gt; when no orientation of the tile in hand fits; &lt;b&gt;conceded&lt;/b&gt; when you give it up with Concede; &lt;b&gt;abandoned&lt;/b&gt;, a loss, when you start another deal after its first move.</source>
        <translation>Une partie est une donne, de son premier coup jusqu’à ce qu’une autre donne la remplace. Elle est comptée une fois : &lt;b&gt;gagnée&lt;/b&gt; la première fois que le but est atteint ; &lt;b&gt;perdue&lt;/b&gt; quand le plateau est plein sans le but ou que la partie est décidée ; &lt;b&gt;bloquée&lt;/b&gt; quand aucune orientation de la tuile en main ne va ; &lt;b&gt;abandonnée par forfait&lt;/b&gt; quand vous y renoncez avec Abandonner par forfait ; &lt;b&gt;laissée&lt;/b&gt;, une défaite, quand vous commencez une autre donne après son premier coup.</translation>
    </message>
    <message>
        <source>Undo after a win, Restart and redo never count a game again. A deal with no move played is not counted. Each game has a fixed id, kept in its saves: opening a saved game that was already counted never counts it again, even after the app was closed.</source>
        <translation>Annuler après une victoire, Recommencer et Rétablir ne comptent jamais une partie de nouveau. Une donne sans coup joué n’est pas comptée. Chaque partie a un identifiant fixe, gardé dans ses enregistrements : ouvrir une partie enregistrée déjà comptée ne la compte jamais de nouveau, même après la fermeture de l’application.</translation>
    </message>
    <message>
        <source>New game, Deal again or Open with a game in progress ask first (unless you chose &lt;i&gt;Don&apos;t ask again&lt;/i&gt;). Quitting keeps the game to resume: it is not a loss.</source>
        <translation>Nouvelle partie, Redistribuer ou Ouvrir avec une partie en cours demandent d’abord (sauf si vous avez choisi &lt;i&gt;Ne plus demander&lt;/i&gt;). Quitter garde la partie pour la reprendre : ce n’est pas une défaite.</translation>
    </message>
    <message>
        <source>The win rate and streaks count &lt;b&gt;random and numbered deals&lt;/b&gt; only. Pasted deals, deals of the day, graded deals and puzzles are counted apart, below the figures.</source>
        <translation>Le taux de victoire et les séries ne comptent que les &lt;b&gt;donnes au hasard et numérotées&lt;/b&gt;. Les donnes collées, les donnes du jour, les donnes par difficulté et les casse-tête sont comptés à part, sous les chiffres.</translation>
    </message>
    <message>
        <source>Each game keeps its moves, hints, time played and result, and the game itself: select it in the list and press &lt;b&gt;Review game&lt;/b&gt; (or double-click it) to see where the chances went. Games recorded by older versions were kept without their moves and cannot be reviewed.</source>
        <translation>Chaque partie garde ses coups, ses indices, son temps de jeu et son résultat, et la partie elle-même : choisissez-la dans la liste et appuyez sur &lt;b&gt;Revoir la partie&lt;/b&gt; (ou double-cliquez dessus) pour voir où sont passées les chances. Les parties enregistrées par d’anciennes versions ont été gardées sans leurs coups et ne peuvent pas être revues.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>Bloquée</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Laissée</translation>
    </message>
    <message>
        <source>The goal was made.</source>
        <translation>Le but a été atteint.</translation>
    </message>
    <message>
        <source>The board filled without the goal, or the game was decided.</source>
        <translation>Le plateau s’est rempli sans le but, ou la partie a été décidée.</translation>
    </message>
    <message>
        <source>No orientation of the tile in hand fitted anywhere.</source>
        <translation>Aucune orientation de la tuile en main n’allait nulle part.</translation>
    </message>
    <message>
        <source>Given up with Concede.</source>
        <translation>Abandonnée avec Abandonner par forfait.</translation>
    </message>
    <message>
        <source>Another deal was started after this one&apos;s first move (counted as a loss).</source>
        <translation>Une autre donne a été commencée après le premier coup de celle-ci (comptée comme une défaite).</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>random deals</source>
        <translation>donnes au hasard</translation>
    </message>
    <message>
        <source>Numbered</source>
        <translation>Numérotées</translation>
    </message>
    <message>
        <source>numbered deals</source>
        <translation>donnes numérotées</translation>
    </message>
    <message>
        <source>Pasted</source>
        <translation>Collées</translation>
    </message>
    <message>
        <source>pasted deals</source>
        <translation>donnes collées</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Donne du jour</translation>
    </message>
    <message>
        <source>deals of the day</source>
        <translation>donnes du jour</translation>
    </message>
    <message>
        <source>Graded</source>
        <translation>Par difficulté</translation>
    </message>
    <message>
        <source>graded deals</source>
        <translation>donnes par difficulté</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Casse-tête</translation>
    </message>
    <message>
        <source>puzzles</source>
        <translation>casse-tête</translation>
    </message>
    <message>
        <source>{kind} No. {number}</source>
        <translation>{kind} n° {number}</translation>
    </message>
    <message>
        <source> ({won} won)</source>
        <translation> ({won} gagnées)</translation>
    </message>
    <message>
        <source>In the figures: {counted}.&lt;br&gt;Counted apart: {apart}.</source>
        <translation>Dans les chiffres : {counted}.&lt;br&gt;Comptées à part : {apart}.</translation>
    </message>
    <message>
        <source>the statistics file is in use by another program (another Trax Solitaire?)</source>
        <translation>le fichier de statistiques est utilisé par un autre programme (un autre Trax Solitaire ?)</translation>
    </message>
    <message>
        <source>Close the other program and open Statistics again.</source>
        <translation>Fermez l’autre programme et ouvrez de nouveau Statistiques.</translation>
    </message>
    <message>
        <source>the statistics file is damaged and was kept as it is</source>
        <translation>le fichier de statistiques est endommagé et a été gardé tel quel</translation>
    </message>
    <message>
        <source>Your games are not lost: move the file aside at the next start to count anew.</source>
        <translation>Vos parties ne sont pas perdues : mettez le fichier de côté au prochain démarrage pour recompter.</translation>
    </message>
    <message>
        <source>the statistics file cannot be read</source>
        <translation>le fichier de statistiques ne peut pas être lu</translation>
    </message>
    <message>
        <source>Nothing is deleted.</source>
        <translation>Rien n’est supprimé.</translation>
    </message>
    <message>
        <source>The figures cannot be read: {why}. {after} Nothing is lost: games finished meanwhile wait beside the file and are recorded once it can be used.</source>
        <translation>Les chiffres ne peuvent pas être lus : {why}. {after} Rien n’est perdu : les parties terminées entre-temps attendent à côté du fichier et sont enregistrées dès qu’il peut servir.</translation>
    </message>
    <message>
        <source>This game was recorded by an older version of trax-solitaire, which did not keep the game itself: there is nothing to review.</source>
        <translation>Cette partie a été enregistrée par une ancienne version de trax-solitaire, qui ne gardait pas la partie elle-même : il n’y a rien à revoir.</translation>
    </message>
    <message>
        <source>Review needs the solver&apos;s tables, which exist for sizes up to 4.</source>
        <translation>La revue a besoin des tables du solveur, qui existent pour les tailles jusqu’à 4.</translation>
    </message>
    <message>
        <source>Select a game in the list to review it.</source>
        <translation>Choisissez une partie dans la liste pour la revoir.</translation>
    </message>
    <message>
        <source>Review this game: the win chance of every move (double-click or Enter on a row)</source>
        <translation>Revoir cette partie : la chance de gagner de chaque coup (double-clic ou Entrée sur une ligne)</translation>
    </message>
    <message>
        <source>the game is over: there is no tile in hand</source>
        <translation>la partie est finie : il n’y a pas de tuile en main</translation>
    </message>
    <message>
        <source>the first tile is always played at @0, not {cell}</source>
        <translation>la première tuile se joue toujours en @0, pas en {cell}</translation>
    </message>
    <message>
        <source>the first tile is placed as dealt ({way})</source>
        <translation>la première tuile se pose telle que tirée ({way})</translation>
    </message>
    <message>
        <source>{cell} already holds a tile</source>
        <translation>{cell} contient déjà une tuile</translation>
    </message>
    <message>
        <source>{cell} is not next to the layout</source>
        <translation>{cell} n’est pas à côté de la disposition</translation>
    </message>
    <message>
        <source>{cell} is outside the {size}x{size} frame</source>
        <translation>{cell} est hors du cadre {size}x{size}</translation>
    </message>
    <message>
        <source>{cell} does not touch a placed tile</source>
        <translation>{cell} ne touche aucune tuile posée</translation>
    </message>
    <message>
        <source>the tile in hand fits nowhere in any orientation: the game is stuck</source>
        <translation>la tuile en main ne va nulle part, dans aucune orientation : la partie est bloquée</translation>
    </message>
    <message>
        <source>the tile fits somewhere as dealt ({way}), so it may not be turned</source>
        <translation>la tuile va quelque part telle que tirée ({way}), elle ne peut donc pas être tournée</translation>
    </message>
    <message>
        <source>wrong colour on the {edge} edge: {way} shows {mine} there but the tile at {at} shows {theirs}{turn}</source>
        <translation>mauvaise couleur sur le bord {edge} : {way} y montre du {mine} mais la tuile en {at} montre du {theirs}{turn}</translation>
    </message>
    <message>
        <source> (the tile fits nowhere as dealt: give the orientation to play)</source>
        <translation> (la tuile ne va nulle part telle que tirée : indiquez l’orientation pour jouer)</translation>
    </message>
    <message>
        <source>leaves a dead space at {cell}{fills}</source>
        <translation>laisse un espace mort en {cell}{fills}</translation>
    </message>
    <message>
        <source> after the forced fills at {value}</source>
        <translation> après les remplissages forcés en {value}</translation>
    </message>
    <message>
        <source>{colour} has a closed loop of 1 tile{at}</source>
        <translation>le {colour} a une boucle fermée de 1 tuile{at}</translation>
    </message>
    <message>
        <source>{colour} has a closed loop of {count} tiles{at}</source>
        <translation>le {colour} a une boucle fermée de {count} tuiles{at}</translation>
    </message>
    <message>
        <source>a {colour} track of 1 tile{at} has both ends on the edge of the finished frame</source>
        <translation>une piste {colour} de 1 tuile{at} a ses deux extrémités sur le bord du cadre complet</translation>
    </message>
    <message>
        <source>a {colour} track of {count} tiles{at} has both ends on the edge of the finished frame</source>
        <translation>une piste {colour} de {count} tuiles{at} a ses deux extrémités sur le bord du cadre complet</translation>
    </message>
    <message>
        <source>a {colour} track{count}{at} runs off the {edge} edge of the finished frame, so it can never close</source>
        <translation>une piste {colour}{count}{at} sort par le bord {edge} du cadre complet : elle ne pourra jamais se fermer</translation>
    </message>
    <message>
        <source> through all {value} tiles</source>
        <translation> à travers les {value} tuiles</translation>
    </message>
    <message>
        <source> at {value}</source>
        <translation> en {value}</translation>
    </message>
    <message>
        <source>{text} is not a move: write a cell and an orientation, like &apos;B2:NE&apos; or &apos;@0:NS&apos;</source>
        <translation>{text} n’est pas un coup : écrivez une case et une orientation, comme &apos;B2:NE&apos; ou &apos;@0:NS&apos;</translation>
    </message>
    <message>
        <source>{text}: row {digits} has a leading zero</source>
        <translation>{text} : la rangée {digits} commence par un zéro</translation>
    </message>
    <message>
        <source>{text}: nothing after the colon (give an orientation like NE)</source>
        <translation>{text} : rien après les deux-points (indiquez une orientation comme NE)</translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>coup vide</translation>
    </message>
    <message>
        <source>{text}: {reason}</source>
        <translation>{text} : {reason}</translation>
    </message>
    <message>
        <source>{text} is not a tile orientation (one of {codes})</source>
        <translation>{text} n’est pas une orientation de tuile (l’une de {codes})</translation>
    </message>
    <message>
        <source>a {size}x{size} deal has {want} tiles, this one has {count}</source>
        <translation>une donne {size}x{size} a {want} tuiles, celle-ci en a {count}</translation>
    </message>
    <message>
        <source>tile {index} of the deal: {reason}</source>
        <translation>tuile {index} de la donne : {reason}</translation>
    </message>
    <message>
        <source>deal number {number} is out of range (0 to {most})</source>
        <translation>le numéro de donne {number} est hors limites (de 0 à {most})</translation>
    </message>
    <message>
        <source>Laying tiles</source>
        <translation>Poser des tuiles</translation>
    </message>
    <message>
        <source>The goal: fill the board so that one colour&apos;s track, white or black, runs through every tile as a single line. Every tile shows a white and a black track. Yours is shown In hand, on the right, with the Next tile beside it. The letters and numbers round the board name the cells, as on a chessboard: click the cell @0 (column @, row 0), which has the gold ring.</source>
        <translation>Le but : remplir le plateau de sorte que la piste d’une couleur, blanche ou noire, passe par toutes les tuiles en une seule ligne. Chaque tuile montre une piste blanche et une noire. La vôtre est montrée En main, à droite, avec la tuile Suivante à côté. Les lettres et les chiffres autour du plateau nomment les cases, comme sur un échiquier : cliquez la case @0 (colonne @, rangée 0), qui a l’anneau doré.</translation>
    </message>
    <message>
        <source>Each new tile is laid as it was dealt, touching a tile already down, and the colours must match where tiles touch. The names moved with the layout: your first tile is now A1, and the row above it is row 0. Your tile is NE: a tile is named by the two edges its white track joins, here north (N) and east (E). Click A0, above it: black meets black there.</source>
        <translation>Chaque nouvelle tuile se pose telle que tirée, en touchant une tuile déjà posée, et les couleurs doivent correspondre là où les tuiles se touchent. Les noms ont suivi la disposition : votre première tuile est maintenant A1, et la rangée au-dessus est la rangée 0. Votre tuile est NE : une tuile se nomme par les deux bords que relie sa piste blanche, ici nord (N) et est (E). Cliquez A0, au-dessus : le noir y rejoint le noir.</translation>
    </message>
    <message>
        <source>Once more: lay the tile in hand above, at A0, where its white track meets the white one below. If a cell refuses your tile, a red line here says why. Pointing at a cell names it in the bar at the bottom.</source>
        <translation>Encore une fois : posez la tuile en main au-dessus, en A0, où sa piste blanche rejoint la blanche d’en dessous. Si une case refuse votre tuile, une ligne rouge ici dit pourquoi. Quand vous pointez une case, la barre du bas affiche son nom.</translation>
    </message>
    <message>
        <source>You lay each tile as it is dealt, next to the layout, with the colours matching where tiles touch. That is most of the game.</source>
        <translation>Vous posez chaque tuile telle que tirée, à côté de la disposition, avec des couleurs qui correspondent là où les tuiles se touchent. C’est l’essentiel du jeu.</translation>
    </message>
    <message>
        <source>The frame</source>
        <translation>Le cadre</translation>
    </message>
    <message>
        <source>A new deal. Start it as before: click @0.</source>
        <translation>Une nouvelle donne. Commencez comme avant : cliquez @0.</translation>
    </message>
    <message>
        <source>In the 3x3 game all nine tiles must end up in 3 rows and 3 columns: that box is the frame. It floats: until it is 3 wide it may grow either way. Lay this tile east of the first one, at B1.</source>
        <translation>Dans la partie 3x3, les neuf tuiles doivent finir en 3 rangées et 3 colonnes : ce carré est le cadre. Il flotte : tant qu’il n’a pas 3 de large, il peut grandir d’un côté ou de l’autre. Posez cette tuile à l’est de la première, en B1.</translation>
    </message>
    <message>
        <source>Now lay this one at the west end, at @1. The row will be 3 tiles wide: the frame is then full from west to east.</source>
        <translation>Posez maintenant celle-ci au bout ouest, en @1. La rangée aura 3 tuiles de large : le cadre est alors plein d’ouest en est.</translation>
    </message>
    <message>
        <source>The layout is 3 wide, so no tile may go further west or east: the board no longer offers those cells. It can still grow north or south. Lay this tile under the one at A1, at A2.</source>
        <translation>La disposition a 3 de large : aucune tuile ne peut aller plus à l’ouest ou à l’est, le plateau n’offre plus ces cases. Elle peut encore grandir au nord ou au sud. Posez cette tuile sous celle en A1, en A2.</translation>
    </message>
    <message>
        <source>The frame: at most 3 rows and 3 columns (4 in the 4x4 games). Once one side is full, the layout grows only the other way.</source>
        <translation>Le cadre : au plus 3 rangées et 3 colonnes (4 dans les parties 4x4). Dès qu’un côté est plein, la disposition ne grandit plus que dans l’autre sens.</translation>
    </message>
    <message>
        <source>Forced spaces</source>
        <translation>Espaces forcés</translation>
    </message>
    <message>
        <source>Another deal. Click @0 to start.</source>
        <translation>Une autre donne. Cliquez @0 pour commencer.</translation>
    </message>
    <message>
        <source>Lay this tile west of the first, at @1: black meets black.</source>
        <translation>Posez cette tuile à l’ouest de la première, en @1 : le noir rejoint le noir.</translation>
    </message>
    <message>
        <source>Lay this one at A0. Then the empty cell B0 beside it (the dotted blue ring) has the black track coming in from two sides: a forced space. The app fills it at once with the next tile of the stack, turned so the black track joins up. You have no choice there.</source>
        <translation>Posez celle-ci en A0. Alors la case vide B0 à côté (l’anneau bleu en pointillé) reçoit la piste noire par deux côtés : c’est un espace forcé. Le jeu le remplit aussitôt avec la tuile suivante de la pile, tournée pour que la piste noire se raccorde. Vous n’avez pas le choix.</translation>
    </message>
    <message>
        <source>The forced fill used up a tile of the stack. Now lay this tile at C1, east of the row: white meets white.</source>
        <translation>Le remplissage forcé a utilisé une tuile de la pile. Posez maintenant cette tuile en C1, à l’est de la rangée : le blanc rejoint le blanc.</translation>
    </message>
    <message>
        <source>Lay this tile at B0. This time two forced spaces follow, C0 and A0, each filled by the next tile, turned as needed. Filling one can force another: the app keeps filling until none is left.</source>
        <translation>Posez cette tuile en B0. Cette fois deux espaces forcés suivent, C0 et A0, chacun rempli par la tuile suivante, tournée comme il faut. En remplir un peut en forcer un autre : le jeu remplit jusqu’à ce qu’il n’en reste plus.</translation>
    </message>
    <message>
        <source>One tile left: lay it at C3. The panel says white is out: a white track already has both ends on the edge, so white can no longer be the one line. Black still can: watch the black track.</source>
        <translation>Il reste une tuile : posez-la en C3. Le panneau dit que le blanc est hors jeu : une piste blanche a déjà ses deux extrémités sur le bord, le blanc ne peut donc plus être la ligne unique. Le noir le peut encore : suivez la piste noire.</translation>
    </message>
    <message>
        <source>A space that one colour enters from two sides is forced: the next tiles fill it, turned to join the track, before anything else. You won this one: the black track runs through all nine tiles.</source>
        <translation>Un espace dans lequel une couleur entre par deux côtés est forcé : les tuiles suivantes le remplissent, tournées pour raccorder la piste, avant toute autre chose. Vous avez gagné celle-ci : la piste noire passe par les neuf tuiles.</translation>
    </message>
    <message>
        <source>Dead spaces</source>
        <translation>Espaces morts</translation>
    </message>
    <message>
        <source>The app has laid eight tiles of a 4x4 game for you (4 by 4 tiles this time). Try your tile at C3, the cell with the red ring: its colours match there, and it would make two forced fills. See what the app says, then play where the gold ring shows.</source>
        <translation>Le jeu a posé pour vous huit tuiles d’une partie 4x4 (4 sur 4 tuiles cette fois). Essayez votre tuile en C3, la case à l’anneau rouge : ses couleurs y correspondent, et elle ferait deux remplissages forcés. Voyez ce que dit le jeu, puis jouez là où l’anneau doré l’indique.</translation>
    </message>
    <message>
        <source>B3 was allowed: its three forced fills leave no dead space. Lay the next tile at A4, under the west column.</source>
        <translation>B3 était permis : ses trois remplissages forcés ne laissent aucun espace mort. Posez la tuile suivante en A4, sous la colonne ouest.</translation>
    </message>
    <message>
        <source>The last tile you lay: C4. Two forced fills finish the white line through all 16 tiles.</source>
        <translation>La dernière tuile que vous posez : C4. Deux remplissages forcés achèvent la ligne blanche à travers les 16 tuiles.</translation>
    </message>
    <message>
        <source>A move is illegal when it, with the forced fills it causes, would leave a dead space: an empty cell that one colour enters from three sides, which no tile could ever fill. The app refuses such a move and names the cell.</source>
        <translation>Un coup est interdit quand, avec les remplissages forcés qu’il entraîne, il laisserait un espace mort : une case vide dans laquelle une couleur entre par trois côtés, qu’aucune tuile ne pourrait jamais remplir. Le jeu refuse un tel coup et nomme la case.</translation>
    </message>
    <message>
        <source>Turning a tile</source>
        <translation>Tourner une tuile</translation>
    </message>
    <message>
        <source>Click @0 to start.</source>
        <translation>Cliquez @0 pour commencer.</translation>
    </message>
    <message>
        <source>Lay this tile under the first, at A2: white meets white.</source>
        <translation>Posez cette tuile sous la première, en A2 : le blanc rejoint le blanc.</translation>
    </message>
    <message>
        <source>Lay this one east of it, at B2. A forced fill follows at B1.</source>
        <translation>Posez celle-ci à l’est, en B2. Un remplissage forcé suit en B1.</translation>
    </message>
    <message>
        <source>Look at the Next tile: another ES. Lay this one at C1, and that next ES will fit nowhere as it is dealt. That is on purpose: a tile that fits nowhere may be turned and flipped any way you like.</source>
        <translation>Regardez la tuile Suivante : encore une ES. Posez celle-ci en C1, et cette ES suivante n’ira nulle part telle que tirée. C’est voulu : une tuile qui ne va nulle part peut être tournée et retournée comme vous voulez.</translation>
    </message>
    <message>
        <source>Your ES fits nowhere as dealt, so you may turn it. Press F to flip it to its straight side, then T to turn it a quarter, until white runs north-south (NS). Then click C2. (The mouse wheel and a right-click turn it too.)</source>
        <translation>Votre ES ne va nulle part telle que tirée : vous pouvez donc la tourner. Appuyez sur F pour la retourner sur sa face droite, puis sur T pour la tourner d’un quart, jusqu’à ce que le blanc aille du nord au sud (NS). Puis cliquez C2. (La molette et un clic droit la tournent aussi.)</translation>
    </message>
    <message>
        <source>Back to normal: this tile fits as dealt, so it must be laid as dealt. Lay it at A3.</source>
        <translation>Retour à la normale : cette tuile va quelque part telle que tirée, elle doit donc être posée telle que tirée. Posez-la en A3.</translation>
    </message>
    <message>
        <source>The last tile you lay: B3. A forced fill completes the white line.</source>
        <translation>La dernière tuile que vous posez : B3. Un remplissage forcé achève la ligne blanche.</translation>
    </message>
    <message>
        <source>Only a tile that fits nowhere as dealt may be turned or flipped, and then to any orientation. A tip: make the next tile unplayable on purpose, and you choose how to lay it.</source>
        <translation>Seule une tuile qui ne va nulle part telle que tirée peut être tournée ou retournée, et alors dans n’importe quelle orientation. Une astuce : rendez exprès la tuile suivante injouable, et c’est vous qui choisissez comment la poser.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>The goal of the 3x3 game: when the board is full, one colour&apos;s track runs through all nine tiles as a single line. Either colour will do. Click @0.</source>
        <translation>Le but de la partie 3x3 : quand le plateau est plein, la piste d’une couleur passe par les neuf tuiles en une seule ligne. N’importe quelle couleur convient. Cliquez @0.</translation>
    </message>
    <message>
        <source>Lay this tile above the first, at A0.</source>
        <translation>Posez cette tuile au-dessus de la première, en A0.</translation>
    </message>
    <message>
        <source>Lay this one at B2; a forced fill follows at B1.</source>
        <translation>Posez celle-ci en B2 ; un remplissage forcé suit en B1.</translation>
    </message>
    <message>
        <source>Lay this one at A3, under the column. Then black is out: a black track has both ends on the edge of the full frame, so black can never make one line. The panel on the right says so. White can still win.</source>
        <translation>Posez celle-ci en A3, sous la colonne. Alors le noir est hors jeu : une piste noire a ses deux extrémités sur le bord du cadre plein, le noir ne peut donc jamais faire une seule ligne. Le panneau de droite le dit. Le blanc peut encore gagner.</translation>
    </message>
    <message>
        <source>Lay this one at @3, west of the bottom tile. A forced fill follows.</source>
        <translation>Posez celle-ci en @3, à l’ouest de la tuile du bas. Un remplissage forcé suit.</translation>
    </message>
    <message>
        <source>Lay this one at C3.</source>
        <translation>Posez celle-ci en C3.</translation>
    </message>
    <message>
        <source>The last tile goes at A1: it joins the white line through every tile.</source>
        <translation>La dernière tuile va en A1 : elle raccorde la ligne blanche à travers toutes les tuiles.</translation>
    </message>
    <message>
        <source>One colour through every tile wins. A colour is out when one of its tracks is closed too short, or has both ends on the edge of a full frame; when both colours are out the game is lost, and the app says so.</source>
        <translation>Une couleur à travers toutes les tuiles gagne. Une couleur est hors jeu quand l’une de ses pistes se ferme trop court, ou a ses deux extrémités sur le bord d’un cadre plein ; quand les deux couleurs sont hors jeu la partie est perdue, et le jeu le dit.</translation>
    </message>
    <message>
        <source>Using the next tile</source>
        <translation>Utiliser la tuile suivante</translation>
    </message>
    <message>
        <source>Click @0.</source>
        <translation>Cliquez @0.</translation>
    </message>
    <message>
        <source>Lay this one east of the first, at B1: black meets black.</source>
        <translation>Posez celle-ci à l’est de la première, en B1 : le noir rejoint le noir.</translation>
    </message>
    <message>
        <source>Lay this one at B2, where it touches two tiles: black above, white to the west.</source>
        <translation>Posez celle-ci en B2, où elle touche deux tuiles : du noir au-dessus, du blanc à l’ouest.</translation>
    </message>
    <message>
        <source>Lay this one at @1, west of the top row.</source>
        <translation>Posez celle-ci en @1, à l’ouest de la rangée du haut.</translation>
    </message>
    <message>
        <source>Look at the Next tile (SW) before you choose: that is the first tip for playing well. At B3 yours fits, but the SW would then have no good place; at C3 a forced fill at B3 takes that SW just as it is dealt. Lay it at C3. In a game, H shows a hint and H again a heat map of every move.</source>
        <translation>Regardez la tuile Suivante (SW) avant de choisir : c’est le premier conseil pour bien jouer. En B3 la vôtre va, mais la SW n’aurait alors pas de bonne place ; en C3, un remplissage forcé en B3 prend cette SW telle qu’elle est tirée. Posez-la en C3. Dans une partie, H montre un indice et H encore une carte de chaleur de tous les coups.</translation>
    </message>
    <message>
        <source>The last tile you lay: A3. A forced fill completes the black line.</source>
        <translation>La dernière tuile que vous posez : A3. Un remplissage forcé achève la ligne noire.</translation>
    </message>
    <message>
        <source>Always look at the next tile: place the one in hand so the next has a good home. The hint (H) shows the best move and its chance of winning; pressed again, the heat map colours every move by its chance.</source>
        <translation>Regardez toujours la tuile suivante : placez celle en main pour que la suivante ait une bonne place. L’indice (H) montre le meilleur coup et sa chance de gagner ; pressé de nouveau, la carte de chaleur colore chaque coup selon sa chance.</translation>
    </message>
    <message>
        <source>The 4x4 loop</source>
        <translation>La boucle 4x4</translation>
    </message>
    <message>
        <source>The 4x4 games use 16 tiles and a frame of 4 by 4. In the loop challenge one track must run through all 16 tiles and close on itself. Click @0.</source>
        <translation>Les parties 4x4 utilisent 16 tuiles et un cadre de 4 sur 4. Dans le défi de la boucle, une piste doit passer par les 16 tuiles et se refermer sur elle-même. Cliquez @0.</translation>
    </message>
    <message>
        <source>Lay this tile west of the first, at @1.</source>
        <translation>Posez cette tuile à l’ouest de la première, en @1.</translation>
    </message>
    <message>
        <source>Lay this one at A2, under the west tile. A forced fill follows.</source>
        <translation>Posez celle-ci en A2, sous la tuile ouest. Un remplissage forcé suit.</translation>
    </message>
    <message>
        <source>Lay this one at @1, west again: the row is then 3 wide, with room for one more column.</source>
        <translation>Posez celle-ci en @1, encore à l’ouest : la rangée a alors 3 de large, avec la place pour une colonne de plus.</translation>
    </message>
    <message>
        <source>Lay this one at D1, the east end: the row is now 4 wide, the whole frame. White is now out: one of its tracks leaves the full frame, so it can never close. Black must make the loop.</source>
        <translation>Posez celle-ci en D1, au bout est : la rangée a maintenant 4 de large, tout le cadre. Le blanc est maintenant hors jeu : l’une de ses pistes sort du cadre plein, elle ne pourra donc jamais se fermer. Le noir doit faire la boucle.</translation>
    </message>
    <message>
        <source>Lay this one at D3.</source>
        <translation>Posez celle-ci en D3.</translation>
    </message>
    <message>
        <source>Lay this one at D4, down the east side.</source>
        <translation>Posez celle-ci en D4, en descendant le côté est.</translation>
    </message>
    <message>
        <source>Lay this one at A3.</source>
        <translation>Posez celle-ci en A3.</translation>
    </message>
    <message>
        <source>The last move: B4. Two forced fills close the black loop through all 16 tiles.</source>
        <translation>Le dernier coup : B4. Deux remplissages forcés ferment la boucle noire à travers les 16 tuiles.</translation>
    </message>
    <message>
        <source>In the loop game one closed track must pass through every tile: any track of that colour leaving a full frame edge puts it out. You have learnt the whole game: enjoy it!</source>
        <translation>Dans la partie en boucle, une seule piste fermée doit passer par toutes les tuiles : toute piste de cette couleur qui sort par un bord plein du cadre la met hors jeu. Vous avez appris tout le jeu : amusez-vous bien !</translation>
    </message>
    <message>
        <source>Third-party licences</source>
        <translation>Licences des tiers</translation>
    </message>
    <message>
        <source>These notices are in the file {path}.</source>
        <translation>Ces mentions se trouvent dans le fichier {path}.</translation>
    </message>
    <message>
        <source>Read now from the installed packages&apos; own licence files.</source>
        <translation>Lues à l’instant dans les fichiers de licence des paquets installés.</translation>
    </message>
    <message>
        <source>The licences could not be read: {v1}</source>
        <translation>Impossible de lire les licences : {v1}</translation>
    </message>
    <message>
        <source>This game could not be opened.</source>
        <translation>Impossible d’ouvrir cette partie.</translation>
    </message>
    <message>
        <source>Back to your own game.</source>
        <translation>Retour à votre partie.</translation>
    </message>
    <message>
        <source>Welcome back to lesson {number}, where you left it.</source>
        <translation>Bon retour à la leçon {number}, là où vous l’aviez laissée.</translation>
    </message>
    <message>
        <source>That address names no game here: {error}. A new deal.</source>
        <translation>Cette adresse ne désigne aucune partie ici : {error}. Une nouvelle donne.</translation>
    </message>
    <message>
        <source>New game: {variant}, {deal}.</source>
        <translation>Nouvelle partie : {variant}, {deal}.</translation>
    </message>
    <message>
        <source>{cell} already holds a tile.</source>
        <translation>{cell} porte déjà une tuile.</translation>
    </message>
    <message>
        <source>Played {move} (that cell is now {cell}).</source>
        <translation>{move} joué (cette case est maintenant {cell}).</translation>
    </message>
    <message numerus="yes">
        <source>%n forced space(s) filled.</source>
        <translation>
            <numerusform>%n espace forcé rempli.</numerusform>
            <numerusform>%n espaces forcés remplis.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tile in hand is turned.</source>
        <translation>La tuile en main est tournée.</translation>
    </message>
    <message>
        <source>The tile in hand is flipped.</source>
        <translation>La tuile en main est retournée.</translation>
    </message>
    <message>
        <source>Back to the first tile; Redo plays your moves again.</source>
        <translation>Retour à la première tuile ; Rétablir rejoue vos coups.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to hint.</source>
        <translation>La partie est finie : il n’y a pas d’indice à donner.</translation>
    </message>
    <message>
        <source>No legal move: nothing to hint.</source>
        <translation>Aucun coup permis : pas d’indice à donner.</translation>
    </message>
    <message>
        <source>Not solvable: no order of play wins this deal, whatever you did.</source>
        <translation>Pas gagnable : aucun ordre de jeu ne gagne cette donne, quoi que vous ayez fait.</translation>
    </message>
    <message>
        <source>Solvable: one winning play is {moves}.</source>
        <translation>Gagnable : une suite gagnante est {moves}.</translation>
    </message>
    <message>
        <source>This game&apos;s ID: {deal}. The stack is revealed: practice, not counted.</source>
        <translation>L’ID de cette partie : {deal}. La pile est dévoilée : entraînement, non comptée.</translation>
    </message>
    <message>
        <source>This game&apos;s ID: {deal}.</source>
        <translation>L’ID de cette partie : {deal}.</translation>
    </message>
    <message>
        <source>Lesson {number}</source>
        <translation>Leçon {number}</translation>
    </message>
    <message>
        <source>Unknown request {op}.</source>
        <translation>Demande inconnue {op}.</translation>
    </message>
    <message>
        <source>The deal of the day {date}, {variant}: deal #{number}.</source>
        <translation>La donne du jour {date}, {variant} : donne n° {number}.</translation>
    </message>
    <message>
        <source>Puzzle {id} ({level}): make the {goal}.</source>
        <translation>Casse-tête {id} ({level}) : objectif {goal}.</translation>
    </message>
    <message>
        <source>Click or tap a cell to lay the tile in hand there.</source>
        <translation>Cliquez ou touchez une case pour y poser la tuile en main.</translation>
    </message>
    <message>
        <source>Welcome back: your game is as you left it.</source>
        <translation>Bon retour : votre partie est comme vous l’aviez laissée.</translation>
    </message>
    <message>
        <source>The game kept in this browser could not be read, so it was not resumed.</source>
        <translation>La partie gardée dans ce navigateur n’a pas pu être lue ; elle n’a donc pas été reprise.</translation>
    </message>
    <message>
        <source>The tile fits somewhere as dealt, so it may not be turned (turn a tile only when it fits nowhere).</source>
        <translation>La tuile tient quelque part telle qu’elle est, elle ne peut donc pas être tournée (ne tournez une tuile que si elle ne tient nulle part).</translation>
    </message>
    <message>
        <source>a typed-in deal</source>
        <translation>une donne saisie</translation>
    </message>
    <message>
        <source>deal #{number}</source>
        <translation>donne n° {number}</translation>
    </message>
    <message>
        <source>The game of the link: {variant}, {deal}.</source>
        <translation>La partie du lien : {variant}, {deal}.</translation>
    </message>
    <message>
        <source>Deal #{number}, {variant}.</source>
        <translation>Donne n° {number}, {variant}.</translation>
    </message>
    <message>
        <source>the deal of the day {date} (deal #{number})</source>
        <translation>la donne du jour {date} (donne n° {number})</translation>
    </message>
    <message>
        <source>Lesson {number} of {count}, {title}: {text}</source>
        <translation>Leçon {number} sur {count}, {title} : {text}</translation>
    </message>
    <message>
        <source>Now play at {cell} instead.</source>
        <translation>Jouez plutôt en {cell} maintenant.</translation>
    </message>
    <message>
        <source>This lesson asks for {move} now; read the words above the board.</source>
        <translation>Cette leçon demande {move} maintenant ; lisez le texte au-dessus du plateau.</translation>
    </message>
    <message>
        <source>This lesson asks for {move}: turn the tile first (T turns, F flips).</source>
        <translation>Cette leçon demande {move} : tournez d’abord la tuile (T tourne, F retourne).</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>résolu</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: {error}</source>
        <translation>Les casse-tête ne peuvent pas être lus : {error}</translation>
    </message>
    <message>
        <source>{done} of {total} puzzles solved in this browser</source>
        <translation>{done} casse-tête sur {total} résolus dans ce navigateur</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partie</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Leçon suivante</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <source>Back to your own game, as you left it</source>
        <translation>Retour à votre partie, comme vous l’aviez laissée</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back the last move (U, Ctrl+Z)</source>
        <translation>Reprendre le dernier coup (U, Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Play it again (Ctrl+Y)</source>
        <translation>Le rejouer (Ctrl+Y)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Start this deal again from the first tile (Ctrl+R)</source>
        <translation>Recommencer cette donne depuis la première tuile (Ctrl+R)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>The best move; again for every move&apos;s chance; again to hide (H)</source>
        <translation>Le meilleur coup ; encore pour la chance de chaque coup ; encore pour masquer l’indice (H)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>Turn the tile in hand a quarter, only when it fits nowhere as dealt (T)</source>
        <translation>Tourner d’un quart la tuile en main, seulement si elle ne tient nulle part telle quelle (T)</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <source>Turn the tile in hand over, only when it fits nowhere as dealt (F)</source>
        <translation>Retourner la tuile en main, seulement si elle ne tient nulle part telle quelle (F)</translation>
    </message>
    <message>
        <source>Was it solvable?</source>
        <translation>Était-elle gagnable ?</translation>
    </message>
    <message>
        <source>Ask the solver whether this deal can be won (W)</source>
        <translation>Demander au solveur si cette donne peut être gagnée (W)</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Montrer la solution</translation>
    </message>
    <message>
        <source>Play the winning solution move by move, from the first tile</source>
        <translation>Jouer la suite gagnante coup par coup, depuis la première tuile</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>A new random deal (N)</source>
        <translation>Une nouvelle donne au hasard (N)</translation>
    </message>
    <message>
        <source>Deal number or game ID</source>
        <translation>Numéro de donne ou ID de partie</translation>
    </message>
    <message>
        <source>12345 or NS NE EW …</source>
        <translation>12345 ou NS NE EW …</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>This game:</source>
        <translation>Cette partie :</translation>
    </message>
    <message>
        <source>link</source>
        <translation>lien</translation>
    </message>
    <message>
        <source>Show game ID (reveals the stack)</source>
        <translation>Montrer l’ID de la partie (dévoile la pile)</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Casse-tête</translation>
    </message>
    <message>
        <source>Open-stack puzzles: the whole stack is shown, to win with every tile seen.</source>
        <translation>Casse-tête à pile ouverte : toute la pile est montrée, pour gagner en voyant chaque tuile.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Play this puzzle</source>
        <translation>Jouer ce casse-tête</translation>
    </message>
    <message>
        <source>Next unsolved puzzle</source>
        <translation>Casse-tête suivant non résolu</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Hints see</source>
        <translation>Les indices voient</translation>
    </message>
    <message>
        <source>the next tile (1)</source>
        <translation>la tuile suivante (1)</translation>
    </message>
    <message>
        <source>no tile ahead (0)</source>
        <translation>aucune tuile à l’avance (0)</translation>
    </message>
    <message>
        <source>Lookahead 2 and more: in the desktop app only.</source>
        <translation>Anticipation de 2 et plus : seulement dans l’application de bureau.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Browser language</source>
        <translation>Langue du navigateur</translation>
    </message>
    <message>
        <source>Export games (JSON)</source>
        <translation>Exporter les parties (JSON)</translation>
    </message>
    <message>
        <source>Trax Solitaire is free software under the MIT licence.</source>
        <translation>Trax Solitaire est un logiciel libre sous licence MIT.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licences</translation>
    </message>
    <message>
        <source>of the page and of what it runs on (Pyodide, Python).</source>
        <translation>de la page et de ce sur quoi elle tourne (Pyodide, Python).</translation>
    </message>
    <message>
        <source>Loading the game…</source>
        <translation>Chargement de la partie…</translation>
    </message>
    <message>
        <source>Loading Python in the page…</source>
        <translation>Démarrage de Python dans la page…</translation>
    </message>
    <message>
        <source>The page could not start Python: {error}</source>
        <translation>La page n’a pas pu démarrer Python : {error}</translation>
    </message>
    <message>
        <source>The copy of {file} this browser keeps for offline play is damaged, and it cannot be fetched again without the network: connect to the internet and reload the page.</source>
        <translation>La copie de {file} que ce navigateur garde pour jouer hors ligne est endommagée, et elle ne peut pas être rechargée sans le réseau : connectez-vous à internet et rechargez la page.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) kept in this browser cannot be read (damaged, or kept by another version of this page): not counted.</source>
        <translation>
            <numerusform>%n partie gardée dans ce navigateur ne peut pas être lue (endommagée, ou gardée par une autre version de cette page) : elle n’est pas comptée.</numerusform>
            <numerusform>%n parties gardées dans ce navigateur ne peuvent pas être lues (endommagées, ou gardées par une autre version de cette page) : elles ne sont pas comptées.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games finished yet.</source>
        <translation>Aucune partie finie pour l’instant.</translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n game(s), {won} won ({rate:.0%}), streak {streak} (best {best})</source>
        <translation>
            <numerusform>{variant} : %n partie, {won} gagnées ({rate:.0%}), série {streak} (meilleure {best})</numerusform>
            <numerusform>{variant} : %n parties, {won} gagnées ({rate:.0%}), série {streak} (meilleure {best})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other game(s) (days, typed-in deals, puzzles)</source>
        <translation>
            <numerusform>%n autre partie (jours, donnes saisies, casse-tête)</numerusform>
            <numerusform>%n autres parties (jours, donnes saisies, casse-tête)</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution to show: ask &quot;Was it solvable?&quot; first.</source>
        <translation>Aucune solution à montrer : demandez d’abord « Était-elle gagnable ? ».</translation>
    </message>
    <message>
        <source>No solution is being shown.</source>
        <translation>Aucune solution n’est montrée.</translation>
    </message>
    <message>
        <source>That was the last move of the solution.</source>
        <translation>C’était le dernier coup de la solution.</translation>
    </message>
    <message>
        <source>This is the first tile of the solution.</source>
        <translation>Voici la première tuile de la solution.</translation>
    </message>
    <message>
        <source>Back to your game, as you left it.</source>
        <translation>Retour à votre partie, comme vous l’aviez laissée.</translation>
    </message>
    <message>
        <source>The solution, move {index} of {count}: Next plays the next one.</source>
        <translation>La solution, coup {index} sur {count} : Suivante joue le suivant.</translation>
    </message>
    <message>
        <source>Solution: move {index} of {count}</source>
        <translation>Solution : coup {index} sur {count}</translation>
    </message>
    <message>
        <source>Searching every order of the stack…</source>
        <translation>Recherche dans chaque ordre de la pile…</translation>
    </message>
    <message>
        <source>The search could not run in this browser: {error}</source>
        <translation>La recherche n’a pas pu se faire dans ce navigateur : {error}</translation>
    </message>
    <message>
        <source>its Python did not start in time (its files did not arrive)</source>
        <translation>son Python n’a pas démarré à temps (ses fichiers ne sont pas arrivés)</translation>
    </message>
    <message>
        <source>Your games cannot be kept in this browser: {error}</source>
        <translation>Vos parties ne peuvent pas être gardées dans ce navigateur : {error}</translation>
    </message>
    <message>
        <source> (Not kept: this browser refused to store the game: {error}.)</source>
        <translation> (Non gardée : ce navigateur a refusé d’enregistrer la partie : {error}.)</translation>
    </message>
    <message>
        <source>{name}: {tile}</source>
        <translation>{name} : {tile}</translation>
    </message>
    <message>
        <source>{deal} (deal #{number})</source>
        <translation>{deal} (donne n° {number})</translation>
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
        <translation>Plateau, {rows} lignes sur {cols} colonnes</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>{size}; {left} where no tile can go this move, left out</source>
        <translation>{size} ; {left} où aucune tuile ne peut aller à ce coup, laissées de côté</translation>
    </message>
    <message>
        <source>size {size} is not a number (the app plays {variants})</source>
        <translation>la taille {size} n’est pas un nombre (le jeu propose {variants})</translation>
    </message>
    <message>
        <source>the app plays {variants}; not {named}</source>
        <translation>le jeu propose {variants} ; pas {named}</translation>
    </message>
    <message>
        <source>{what} {typed} is not a whole number</source>
        <translation>{what} {typed} n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>{what} {typed} is out of range (0 to {largest})</source>
        <translation>{what} {typed} est hors limites (de 0 à {largest})</translation>
    </message>
    <message>
        <source>deal number</source>
        <translation>numéro de donne</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>leçon</translation>
    </message>
    <message>
        <source>there is no lesson {number} (the tutorial has 1 to {count})</source>
        <translation>il n’y a pas de leçon {number} (le tutoriel a les leçons 1 à {count})</translation>
    </message>
    <message>
        <source>type a deal number or a deal string</source>
        <translation>saisissez un numéro de donne ou une donne</translation>
    </message>
    <message>
        <source>{typed} is neither a deal number nor a deal string</source>
        <translation>{typed} n’est ni un numéro de donne ni une donne</translation>
    </message>
    <message>
        <source>the address gives {key} {count} times</source>
        <translation>l’adresse donne {key} {count} fois</translation>
    </message>
    <message>
        <source>the address&apos;s {key} is too long to name a game here</source>
        <translation>la valeur {key} de l’adresse est trop longue pour désigner une partie ici</translation>
    </message>
    <message>
        <source>the address has {key}, which names nothing here</source>
        <translation>l’adresse contient {key}, qui ne désigne rien ici</translation>
    </message>
    <message>
        <source>the address gives moves but no deal</source>
        <translation>l’adresse donne des coups mais aucune donne</translation>
    </message>
    <message>
        <source>the address names a game twice ({first} and {second})</source>
        <translation>l’adresse désigne une partie deux fois ({first} et {second})</translation>
    </message>
    <message>
        <source>moves go with a deal, not with a number or a day</source>
        <translation>les coups vont avec une donne, pas avec un numéro ou un jour</translation>
    </message>
    <message>
        <source>Your tutorial progress file {path} {problem}; it was kept as {kept} beside it and the tutorial starts afresh.</source>
        <translation>Votre fichier de progrès du tutoriel {path} {problem} ; il a été conservé à côté sous le nom {kept}, et le tutoriel reprend à zéro.</translation>
    </message>
    <message>
        <source>Your tutorial progress file {path} {problem}; finished lessons are remembered only until you quit.</source>
        <translation>Votre fichier de progrès du tutoriel {path} {problem} ; les leçons terminées ne sont retenues que jusqu’à ce que vous quittiez.</translation>
    </message>
    <message>
        <source>could not be written ({reason})</source>
        <translation>n’a pas pu être écrit ({reason})</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Regarder dans :</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type :</translation>
    </message>
</context>
</TS>
