<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AccuracyChart</name>
    <message>
        <source>Chart of accuracy over time</source>
        <translation>Gráfico de la precisión a lo largo del tiempo</translation>
    </message>
    <message>
        <source>%1 reviewed matches; latest accuracy %2%, recent average %3%</source>
        <translation>%1 partidas revisadas; última precisión %2%, media reciente %3%</translation>
    </message>
    <message>
        <source>No reviewed matches yet.</source>
        <translation>Aún no hay partidas revisadas.</translation>
    </message>
    <message>
        <source>No reviewed matches yet: review a hand from its result or from Hand history.</source>
        <translation>Aún no hay partidas revisadas: revisa una mano desde su resultado o desde el Historial de manos.</translation>
    </message>
    <message>
        <source>Accuracy over time (decisions within a point of the best)</source>
        <translation>Precisión a lo largo del tiempo (decisiones a menos de un punto de la mejor)</translation>
    </message>
    <message>
        <source>dashed: average of the last %1</source>
        <translation>discontinua: media de las últimas %1</translation>
    </message>
</context>
<context>
    <name>AdviserPanel</name>
    <message>
        <source>Adviser (T2)</source>
        <translation>Consejero (T2)</translation>
    </message>
    <message>
        <source>The player sitting out</source>
        <translation>El jugador que se queda fuera</translation>
    </message>
    <message>
        <source>Show the &amp;adviser&apos;s advice</source>
        <translation>&amp;Mostrar los consejos del consejero</translation>
    </message>
    <message>
        <source>&amp;Suggest this move</source>
        <translation>&amp;Sugerir esta jugada</translation>
    </message>
    <message>
        <source>Nothing to decide right now.</source>
        <translation>No hay nada que decidir ahora.</translation>
    </message>
    <message>
        <source>%1 advises you, best first:</source>
        <translation>%1 te aconseja, de mejor a peor:</translation>
    </message>
    <message>
        <source>%1. %2 — %3</source>
        <translation>%1. %2 — %3</translation>
    </message>
    <message>
        <source>the captain</source>
        <translation>el capitán</translation>
    </message>
    <message>
        <source>You advise %1, who decides (T2). Pick a move to suggest:</source>
        <translation>Aconsejas a %1, que decide (T2). Elige una jugada para sugerir:</translation>
    </message>
    <message>
        <source>You suggested: %1. Waiting for the captain…</source>
        <translation>Has sugerido: %1. Esperando al capitán…</translation>
    </message>
    <message>
        <source>The captain took your suggestion: %1.</source>
        <translation>El capitán aceptó tu sugerencia: %1.</translation>
    </message>
    <message>
        <source>%1; you suggested: %2.</source>
        <translation>%1; tú sugeriste: %2.</translation>
    </message>
    <message>
        <source>The captain chose otherwise than your suggestion (%1).</source>
        <translation>El capitán eligió otra cosa distinta de tu sugerencia (%1).</translation>
    </message>
    <message>
        <source>The captain drew from the stock</source>
        <translation>El capitán robó del mazo</translation>
    </message>
    <message>
        <source>The captain took the %1</source>
        <translation>El capitán tomó el %1</translation>
    </message>
    <message>
        <source>The captain took the discard</source>
        <translation>El capitán tomó el descarte</translation>
    </message>
    <message>
        <source>The captain passed</source>
        <translation>El capitán pasó</translation>
    </message>
    <message>
        <source>The captain discarded the %1</source>
        <translation>El capitán descartó el %1</translation>
    </message>
    <message>
        <source>The captain knocked, discarding the %1</source>
        <translation>El capitán golpeó, descartando el %1</translation>
    </message>
    <message>
        <source>The captain declared big gin</source>
        <translation>El capitán declaró gran gin</translation>
    </message>
    <message>
        <source>The captain chose: %1</source>
        <translation>El capitán eligió: %1</translation>
    </message>
</context>
<context>
    <name>AdviserWiring</name>
    <message>
        <source>Pause the captain for my suggestion</source>
        <translation>Detener al capitán para que espere mi sugerencia</translation>
    </message>
    <message>
        <source>&amp;Let the captain decide</source>
        <translation>&amp;Dejar que decida el capitán</translation>
    </message>
</context>
<context>
    <name>ArrangeBar</name>
    <message>
        <source>Arrange:</source>
        <translation>Ordenar:</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Palo</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Arrange the hand by melds, deadwood last (key %1)</source>
        <translation>Ordenar la mano por combinaciones, las cartas muertas al final (tecla %1)</translation>
    </message>
    <message>
        <source>Arrange the hand by suit (key %1)</source>
        <translation>Ordenar la mano por palo (tecla %1)</translation>
    </message>
    <message>
        <source>Arrange the hand by rank (key %1)</source>
        <translation>Ordenar la mano por valor (tecla %1)</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Face-down card</source>
        <extracomment>On a screen shorter than this (available height, frame included) the dialogs&apos; cards shrink to SHORT_SCREEN_CARD_WIDTH: the knock dialog&apos;s four rows of cards pushed its buttons off a 1024×600 screen.</extracomment>
        <translation>Carta boca abajo</translation>
    </message>
</context>
<context>
    <name>CardDelegate</name>
    <message>
        <source>known</source>
        <translation>vista</translation>
    </message>
</context>
<context>
    <name>CardGroup</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Move the selected card to %1</source>
        <translation>Mover la carta seleccionada a %1</translation>
    </message>
</context>
<context>
    <name>CardStrip</name>
    <message>
        <source>no cards</source>
        <translation>sin cartas</translation>
    </message>
</context>
<context>
    <name>Celebration</name>
    <message>
        <source>Big gin!</source>
        <translation>¡Gran gin!</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>¡Gin!</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>¡Has ganado la partida!</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>%1 (taken %2)</source>
        <translation>%1 (la toman el %2)</translation>
    </message>
    <message>
        <source>%1 — This match is now marked assisted: it counts in your statistics, not for your rating.</source>
        <translation>%1 — Esta partida queda marcada como asistida: cuenta en tus estadísticas, no para tu puntuación.</translation>
    </message>
    <message>
        <source>Weighing the moves…</source>
        <translation>Sopesando las jugadas…</translation>
    </message>
    <message>
        <source>The practice could not be saved: %1</source>
        <translation>No se pudo guardar la práctica: %1</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>El análisis falló: %1</translation>
    </message>
    <message>
        <source>Solved: it comes back later.</source>
        <translation>Resuelta: volverá más adelante.</translation>
    </message>
    <message>
        <source>Missed: it comes back tomorrow.</source>
        <translation>Fallada: vuelve mañana.</translation>
    </message>
    <message>
        <source>Practise your mistakes</source>
        <translation>Practica tus errores</translation>
    </message>
    <message>
        <source>&amp;Check my move</source>
        <translation>&amp;Comprobar mi jugada</translation>
    </message>
    <message>
        <source>&amp;Next position</source>
        <translation>&amp;Siguiente posición</translation>
    </message>
    <message>
        <source>Nothing to practise today: the costly decisions of the hands you review come here.</source>
        <translation>Nada que practicar hoy: aquí llegan las decisiones costosas de las manos que revisas.</translation>
    </message>
    <message>
        <source>Practice positions: %1 solved of %2; %3 due today.</source>
        <translation>Posiciones de práctica: %1 resueltas de %2; %3 para hoy.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>the only legal move</source>
        <translation>la única jugada legal</translation>
    </message>
    <message>
        <source>sheds the %1, a high card in no meld</source>
        <translation>se deshace del %1, una carta alta sin combinación</translation>
    </message>
    <message>
        <source>breaks your meld with %1</source>
        <translation>rompe tu combinación con %1</translation>
    </message>
    <message>
        <source>safe: taken about %1 of the time (your opponent refused %2)</source>
        <translation>segura: la toman alrededor del %1 de las veces (tu rival rechazó %2)</translation>
    </message>
    <message>
        <source>safe: taken about %1 of the time</source>
        <translation>segura: la toman alrededor del %1 de las veces</translation>
    </message>
    <message>
        <source>risky: taken about %1 of the time (your opponent took %2)</source>
        <translation>arriesgada: la toman alrededor del %1 de las veces (tu rival tomó %2)</translation>
    </message>
    <message>
        <source>risky: taken about %1 of the time</source>
        <translation>arriesgada: la toman alrededor del %1 de las veces</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>chance of being undercut: about %1</source>
        <translation>probabilidad de recibir un undercut: alrededor del %1</translation>
    </message>
    <message>
        <source>the face-up card makes a meld with %1</source>
        <translation>la carta descubierta forma combinación con %1</translation>
    </message>
    <message>
        <source>the %1 joins no meld and lowers nothing</source>
        <translation>el %1 no entra en ninguna combinación ni baja nada</translation>
    </message>
    <message>
        <source>For: %1.</source>
        <translation>A favor: %1.</translation>
    </message>
    <message>
        <source>Against: %1.</source>
        <translation>En contra: %1.</translation>
    </message>
    <message>
        <source>−%1 ±%2</source>
        <translation>−%1 ±%2</translation>
    </message>
    <message>
        <source>The only legal move.</source>
        <translation>La única jugada legal.</translation>
    </message>
    <message>
        <source>Best move: the top of the list.</source>
        <translation>La mejor jugada: la primera de la lista.</translation>
    </message>
    <message>
        <source>As good as the best (%1) within the evaluation&apos;s precision: %2 pts behind, ±%3.</source>
        <translation>Tan buena como la mejor (%1) dentro de la precisión de la evaluación: %2 ptos. por detrás, ±%3.</translation>
    </message>
    <message>
        <source>Worse than the best (%1) by %2 pts, ±%3.</source>
        <translation>Peor que la mejor (%1) por %2 ptos., ±%3.</translation>
    </message>
    <message>
        <source>A mistake: %2 pts worse than the best (%1), ±%3.</source>
        <translation>Un error: %2 ptos. peor que la mejor (%1), ±%3.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>No advice available (%1).</source>
        <translation>No hay ningún consejo (%1).</translation>
    </message>
    <message>
        <source>%1: taken %2</source>
        <translation>%1: la toman el %2</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source>%1 — as good as %2 within the evaluation&apos;s precision (%3 pts, ±%4)</source>
        <translation>%1 — tan buena como %2 dentro de la precisión de la evaluación (%3 ptos., ±%4)</translation>
    </message>
    <message>
        <source>%1 — %3 pts better than %2, ±%4</source>
        <translation>%1 — %3 ptos. mejor que %2, ±%4</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message numerus="yes">
        <source>breaks up a near meld with %1: %n unseen card(s) would complete it</source>
        <translation>
            <numerusform>deshace una casi combinación con %1: %n carta no vista la completaría</numerusform>
            <numerusform>deshace una casi combinación con %1: %n cartas no vistas la completarían</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unseen card(s) would give you gin</source>
        <translation>
            <numerusform>%n carta no vista te daría gin</numerusform>
            <numerusform>%n cartas no vistas te darían gin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stock</source>
        <translation>
            <numerusform>queda %n carta en el mazo</numerusform>
            <numerusform>quedan %n cartas en el mazo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lays off %n point(s)</source>
        <translation>
            <numerusform>entrega %n punto</numerusform>
            <numerusform>entrega %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>deadwood after: %n point(s)</source>
        <translation>
            <numerusform>puntos muertos después: %n punto</numerusform>
            <numerusform>puntos muertos después: %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %1 would lower your deadwood to %n point(s)</source>
        <translation>
            <numerusform>el %1 bajaría tus puntos muertos a %n punto</numerusform>
            <numerusform>el %1 bajaría tus puntos muertos a %n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeadwoodMeter</name>
    <message>
        <source>Deadwood</source>
        <translation>Cartas muertas</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Cartas muertas: %1</translation>
    </message>
</context>
<context>
    <name>DialogFlow</name>
    <message>
        <source>Saved match not usable</source>
        <translation>Partida guardada inservible</translation>
    </message>
    <message>
        <source>A match you did not finish was saved after hand %2, score %3. Resume it?</source>
        <translation>Se guardó una partida que no terminaste tras la mano %2, puntuación %3. ¿Quieres continuarla?</translation>
    </message>
    <message>
        <source>A match you did not finish was saved with hand %2 in play, score %3. Resume it?</source>
        <translation>Se guardó una partida que no terminaste con la mano %2 en juego, puntuación %3. ¿Quieres continuarla?</translation>
    </message>
    <message>
        <source>A match you did not finish was saved on %1 (after hand %2, score %3). Resume it?</source>
        <translation>Se guardó una partida que no terminaste el %1 (tras la mano %2, puntuación %3). ¿Quieres continuarla?</translation>
    </message>
    <message>
        <source>A match you did not finish was saved on %1 (hand %2 in play, score %3). Resume it?</source>
        <translation>Se guardó una partida que no terminaste el %1 (mano %2 en juego, puntuación %3). ¿Quieres continuarla?</translation>
    </message>
    <message>
        <source>The save names a computer level this version does not know (%1): Standard plays in its place.</source>
        <translation>La partida guardada nombra un nivel del ordenador que esta versión no conoce (%1): en su lugar juega Estándar.</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>¿Continuar la partida?</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Look in:</source>
        <translation>Buscar en:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Archivos de tipo:</translation>
    </message>
    <message>
        <source>%1 could not be written: %2.</source>
        <translation>No se pudo escribir %1: %2.</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.key);;All files (*)</source>
        <translation>Certificados (*.pem *.crt *.cer *.key);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>FullGame</name>
    <message>
        <source>There is no move of yours in this hand to take back.</source>
        <translation>En esta mano no hay ninguna jugada tuya que deshacer.</translation>
    </message>
    <message>
        <source>Practice match</source>
        <translation>Partida de práctica</translation>
    </message>
    <message>
        <source>Taking back moves makes this a practice match: its result will be kept apart from your statistics, and it stays practice to the end. Take back your last move?</source>
        <translation>Deshacer jugadas convierte esta partida en una partida de práctica: su resultado se guardará aparte de tus estadísticas y seguirá siendo de práctica hasta el final. ¿Deshacer tu última jugada?</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Cards never go back on the stock: to discard, drop the card on the discard pile.</source>
        <translation>Las cartas nunca vuelven al mazo: para descartar, suelta la carta en la pila de descartes.</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>+ %1 laid off</source>
        <translation>+ %1 entregadas</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>Cartas muertas</translation>
    </message>
</context>
<context>
    <name>HandResultDialog</name>
    <message>
        <source>Hand result</source>
        <translation>Resultado de la mano</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Mano empatada</translation>
    </message>
    <message>
        <source>%1: nobody scores</source>
        <translation>%1: nadie puntúa</translation>
    </message>
    <message>
        <source>%1 — you score %2</source>
        <translation>%1 — anotas %2</translation>
    </message>
    <message>
        <source>%1 — %2 scores %3</source>
        <translation>%1 — %2 anota %3</translation>
    </message>
    <message>
        <source>Cards were taken from the discard pile %1 times and nobody knocked: the hand is drawn, nobody scores and the same dealer deals again (R11).</source>
        <translation>Se tomaron cartas del montón del descarte %1 veces y nadie golpeó: la mano queda empatada, nadie puntúa y vuelve a repartir el mismo jugador (R11).</translation>
    </message>
    <message>
        <source>Only two cards were left in the stock and nobody knocked: nobody scores and the same dealer deals again (R11).</source>
        <translation>Solo quedaban dos cartas en el mazo y nadie golpeó: nadie puntúa y vuelve a repartir el mismo jugador (R11).</translation>
    </message>
    <message>
        <source>The defender had 0 deadwood too, but after gin the defender scores nothing (T3).</source>
        <translation>El defensor también tenía 0 cartas muertas, pero tras un gin el defensor no anota nada (T3).</translation>
    </message>
    <message>
        <source>The defender had 0 deadwood too: gin is never an undercut (R12).</source>
        <translation>El defensor también tenía 0 cartas muertas: el gin nunca es una reducción (R12).</translation>
    </message>
    <message>
        <source>No layoffs are allowed after gin (R10).</source>
        <translation>Tras un gin no se permiten entregas (R10).</translation>
    </message>
    <message>
        <source>Laid off: %1 — the defender&apos;s deadwood went from %2 to %3 (R10).</source>
        <translation>Entregadas: %1 — las cartas muertas del defensor pasaron de %2 a %3 (R10).</translation>
    </message>
    <message>
        <source>Nothing could be laid off (R10).</source>
        <translation>No se pudo entregar nada (R10).</translation>
    </message>
    <message>
        <source>Only the winner of the hand scores; the player sitting out never scores (T3).</source>
        <translation>Solo puntúa el ganador de la mano; el que se queda fuera nunca puntúa (T3).</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Same dealer after a drawn hand: %1 (R11).</source>
        <translation>Mismo repartidor tras un empate: %1 (R11).</translation>
    </message>
    <message>
        <source>Next dealer: %1 — the loser of the hand deals (R4).</source>
        <translation>Próximo repartidor: %1 — reparte el perdedor de la mano (R4).</translation>
    </message>
    <message>
        <source>Drawn hand: same dealer, same roles (T4). In the box: %1; sitting out: %2.</source>
        <translation>Mano empatada: mismo repartidor, mismos papeles (T4). En la caja: %1; fuera: %2.</translation>
    </message>
    <message>
        <source>The box won, so it stays and the other two swap (T4). Next hand — in the box: %1; captain: %2; sitting out: %3.</source>
        <translation>Ganó la caja, así que sigue en ella y los otros dos cambian (T4). Mano siguiente — en la caja: %1; capitán: %2; fuera: %3.</translation>
    </message>
    <message>
        <source>The box lost, so it sits out; the captain moves into the box and the player who sat out becomes captain (T4). Next hand — in the box: %1; captain: %2; sitting out: %3.</source>
        <translation>Perdió la caja, así que se queda fuera; el capitán entra en la caja y el que estaba fuera pasa a ser capitán (T4). Mano siguiente — en la caja: %1; capitán: %2; fuera: %3.</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Cartas muertas: %1</translation>
    </message>
    <message>
        <source>Deadwood %1 before layoffs, %2 after (%3 laid off)</source>
        <translation>Cartas muertas: %1 antes de las entregas, %2 después (%3 entregadas)</translation>
    </message>
    <message numerus="yes">
        <source>Hollywood (O2): these points count in %n game(s) (%1).</source>
        <translation>
            <numerusform>Hollywood (O2): estos puntos cuentan en %n juego (%1).</numerusform>
            <numerusform>Hollywood (O2): estos puntos cuentan en %n juegos (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Mano &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Match totals</source>
        <translation>&amp;Totales de la partida</translation>
    </message>
    <message>
        <source>&amp;Review this hand</source>
        <translation>&amp;Revisar esta mano</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 — big gin</source>
        <translation>%1 — gran gin</translation>
    </message>
    <message>
        <source>%1 — gin</source>
        <translation>%1 — gin</translation>
    </message>
    <message>
        <source>%1 — knocked</source>
        <translation>%1 — golpeó</translation>
    </message>
    <message>
        <source>%1 — defended</source>
        <translation>%1 — defendió</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>Meta: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The game speaks through your screen reader (Orca on Linux, NVDA or Narrator on Windows, VoiceOver on macOS), with the keyboard only. Orca 43 to 45 say &quot;notification&quot; before the game&apos;s news; Orca 46 and later do not.</source>
        <extracomment>Help ▸ Keyboard shortcuts, the screen reader&apos;s page (issue 74): what to press, what you will hear.</extracomment>
        <translation>El juego habla a través de tu lector de pantalla (Orca en Linux, NVDA o Narrador en Windows, VoiceOver en macOS), solo con el teclado. Orca 43 a 45 dicen «notificación» antes de las noticias del juego; Orca 46 y posteriores no.</translation>
    </message>
    <message>
        <source>Your turn: you hear what the other player did, then what you can do, for example &quot;Computer discarded the Ten of clubs. Your turn: take the Ten of clubs or draw from the stock.&quot;</source>
        <translation>Tu turno: oyes lo que hizo el otro jugador y después lo que puedes hacer, por ejemplo «Ordenador descartó el Diez de tréboles. Tu turno: toma el Diez de tréboles o roba del mazo.»</translation>
    </message>
    <message>
        <source>Draw: S draws from the stock, D takes the top of the discard pile; when a hand opens, D takes the upcard and P passes it. You hear &quot;You drew the Nine of spades from the stock&quot;.</source>
        <translation>Robar: S roba del mazo, D toma la carta de arriba del descarte; al abrir una mano, D toma la carta descubierta y P la pasa. Oyes «Robaste el Nueve de picas del mazo».</translation>
    </message>
    <message>
        <source>Your hand has the focus. ← and → read its cards one by one (&quot;Seven of hearts, deadwood&quot;), Home and End go to its ends. Space selects the card (&quot;Selected&quot;); Return or Delete discards it, K knocks with it when your deadwood allows. 1, 2 and 3 sort the hand.</source>
        <translation>Tu mano tiene el foco. ← y → leen sus cartas una a una («Siete de corazones, carta muerta»), Inicio y Fin van a sus extremos. Espacio selecciona la carta («Seleccionada»); Intro (el del teclado principal) o Suprimir la descarta, K golpea con ella cuando tus cartas muertas lo permiten. 1, 2 y 3 ordenan la mano.</translation>
    </message>
    <message>
        <source>Tab goes on to the stock, the discard pile, the buttons, the deadwood meter (&quot;Deadwood 41&quot;) and the Moves list. On a pile, the arrows say its top card and how many cards it holds, Space or Return draws from it. In the Moves list the newest move comes first; ↑ and ↓ read the others.</source>
        <translation>Tab pasa al mazo, al montón del descarte, a los botones, al medidor de cartas muertas («Cartas muertas: 41») y a la lista de Jugadas. En un montón, las flechas dicen su carta de arriba y cuántas cartas tiene; Espacio o Intro (el del teclado principal) roba de él. En la lista de Jugadas la más reciente va primero; ↑ y ↓ leen las demás.</translation>
    </message>
    <message>
        <source>When a hand ends you hear its result; the result dialog then opens: Tab reads each player&apos;s melds, card by card, and the score table. N deals the next hand. H gives a hint, said as well.</source>
        <translation>Al acabar una mano oyes su resultado; después se abre el diálogo del resultado: Tab lee las combinaciones de cada jugador, carta a carta, y la tabla de puntos. N reparte la mano siguiente. H da una pista, que también se dice.</translation>
    </message>
    <message>
        <source>Keys kept for the screen reader never act in the game: the numeric keypad (keypad Enter is Orca&apos;s &quot;Where am I&quot;), Insert and Caps Lock. Use them to look round the window at any time.</source>
        <translation>Las teclas reservadas al lector de pantalla nunca actúan en el juego: el teclado numérico (su Intro es el «Dónde estoy» de Orca), Insertar y Bloq Mayús. Úsalas para recorrer la ventana cuando quieras.</translation>
    </message>
    <message>
        <source>Playing with a screen reader</source>
        <translation>Jugar con un lector de pantalla</translation>
    </message>
    <message>
        <source>Gin Rummy Help</source>
        <extracomment>What the walkthrough&apos;s box should not cover (TableWidget attribute names; the seats come on top), and how much each covered pixel weighs: the words and buttons most, the cards less, the big score pad and move log least (mostly blank, and beside the felt the steps are about).</extracomment>
        <translation>Ayuda de Gin Rummy</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>Reglas del Gin Rummy</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Screen r&amp;eader</source>
        <translation>&amp;Lector de pantalla</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gin Rummy %1&lt;/h3&gt;&lt;p&gt;Gin Rummy for the desktop, against honest computer opponents.&lt;/p&gt;&lt;p&gt;Rules from the house rules of the Spanish source documents, numbered R1–R13, T1–T5 and O1–O2 (Help › Rules).&lt;/p&gt;&lt;p&gt;Made with Python and Qt (PySide6). Cards, icon and sounds are drawn and synthesised by the program itself.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gin Rummy %1&lt;/h3&gt;&lt;p&gt;Gin Rummy para el escritorio, contra rivales del ordenador que no hacen trampas.&lt;/p&gt;&lt;p&gt;Reglas de la casa de los documentos originales en español, numeradas R1–R13, T1–T5 y O1–O2 (Ayuda › Reglas).&lt;/p&gt;&lt;p&gt;Hecho con Python y Qt (PySide6). Las cartas, el icono y los sonidos los dibuja y sintetiza el propio programa.&lt;/p&gt;&lt;p&gt;Software libre bajo la licencia MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Acerca de Gin Rummy</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Hand history</source>
        <translation>Historial de manos</translation>
    </message>
    <message>
        <source>&amp;Matches</source>
        <translation>&amp;Partidas</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Manos</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportar &amp;JSON…</translation>
    </message>
    <message>
        <source>Export as &amp;text…</source>
        <translation>Exportar como &amp;texto…</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Revisar mano</translation>
    </message>
    <message>
        <source>Revie&amp;w match</source>
        <translation>Revisar partida ent&amp;era</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Player %1 (%2)</source>
        <translation>Jugador %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Current match · %1 · %n finished hand(s)</source>
        <translation>
            <numerusform>Partida actual · %1 · %n mano terminada</numerusform>
            <numerusform>Partida actual · %1 · %n manos terminadas</numerusform>
        </translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>No finished matches yet. Matches appear here when they end.</source>
        <translation>Aún no hay partidas terminadas. Las partidas aparecen aquí cuando terminan.</translation>
    </message>
    <message>
        <source>A history file written by a newer version of the game was kept as %1 and left out.</source>
        <translation>Un archivo de historial escrito por una versión más nueva del juego se guardó como %1 y se dejó fuera.</translation>
    </message>
    <message>
        <source>A damaged history file was kept as %1 and left out.</source>
        <translation>Un archivo de historial dañado se guardó como %1 y se dejó fuera.</translation>
    </message>
    <message>
        <source>This match was written by a newer version of the game. The file was kept as %2.</source>
        <translation>Esta partida la escribió una versión más nueva del juego. El archivo se guardó como %2.</translation>
    </message>
    <message>
        <source>This match could not be replayed (%1). The file was kept as %2.</source>
        <translation>Esta partida no se pudo reproducir (%1). El archivo se guardó como %2.</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>nadie puntúa</translation>
    </message>
    <message>
        <source>Hand %1 · %2 · %3</source>
        <translation>Mano %1 · %2 · %3</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet.</source>
        <translation>Aún no ha terminado ninguna mano de esta partida.</translation>
    </message>
    <message>
        <source>This hand could not be replayed: %1</source>
        <translation>Esta mano no se pudo reproducir: %1</translation>
    </message>
    <message>
        <source>Shuffle seed: %1 · hand %2</source>
        <translation>Semilla de barajado: %1 · mano %2</translation>
    </message>
    <message>
        <source>This match could not be reviewed: %1</source>
        <translation>No se pudo revisar esta partida: %1</translation>
    </message>
    <message>
        <source>Export match as JSON</source>
        <translation>Exportar la partida como JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Export match as text</source>
        <translation>Exportar la partida como texto</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Archivos de texto (*.txt)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Organizar una mesa</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>En este ordenador</translation>
    </message>
    <message>
        <source>At a gin-desktop-server address</source>
        <translation>En la dirección de un gin-desktop-server</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>cualquier puerto libre</translation>
    </message>
    <message>
        <source>Certificate file</source>
        <translation>Archivo del certificado</translation>
    </message>
    <message>
        <source>None: a plain connection (ws://)</source>
        <translation>Ninguno: una conexión sin cifrar (ws://)</translation>
    </message>
    <message>
        <source>Private key file</source>
        <translation>Archivo de la clave privada</translation>
    </message>
    <message>
        <source>The certificate&apos;s key</source>
        <translation>La clave del certificado</translation>
    </message>
    <message>
        <source>A certificate (PEM) makes the table serve secure connections (wss://); give it to your friends if it is self-signed.</source>
        <translation>Un certificado (PEM) hace que la mesa acepte conexiones seguras (wss://); si está autofirmado, dáselo a tus amigos.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>S&amp;econd seat:</source>
        <translation>Se&amp;gundo asiento:</translation>
    </message>
    <message>
        <source>Thir&amp;d seat:</source>
        <translation>&amp;Tercer asiento:</translation>
    </message>
    <message>
        <source>Ser&amp;ver:</source>
        <translation>Ser&amp;vidor:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>TLS &amp;certificate:</source>
        <translation>&amp;Certificado TLS:</translation>
    </message>
    <message>
        <source>TLS &amp;key:</source>
        <translation>C&amp;lave TLS:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>&amp;Trust:</source>
        <translation>Con&amp;fiar en:</translation>
    </message>
    <message>
        <source>&amp;Wait for a dropped player:</source>
        <translation>&amp;Esperar a un jugador desconectado:</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Organizar</translation>
    </message>
    <message>
        <source>&amp;Go to the table</source>
        <translation>&amp;Ir a la mesa</translation>
    </message>
    <message>
        <source>Cannot listen on that port: %1</source>
        <translation>No se puede escuchar en ese puerto: %1</translation>
    </message>
    <message>
        <source>Read the address and the code to your friends; they choose Game ▸ Join a table…</source>
        <translation>Lee la dirección y el código a tus amigos; ellos eligen Juego ▸ Unirse a una mesa…</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>&amp;Trust:</source>
        <translation>Con&amp;fiar en:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Código:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
</context>
<context>
    <name>KnockDialog</name>
    <message>
        <source>Knock</source>
        <translation>Golpear</translation>
    </message>
    <message>
        <source>Meld &amp;1</source>
        <translation>Combinación &amp;1</translation>
    </message>
    <message>
        <source>Meld &amp;2</source>
        <translation>Combinación &amp;2</translation>
    </message>
    <message>
        <source>Meld &amp;3</source>
        <translation>Combinación &amp;3</translation>
    </message>
    <message>
        <source>&amp;Deadwood</source>
        <translation>&amp;Cartas muertas</translation>
    </message>
    <message>
        <source>Knock ca&amp;rd (face down)</source>
        <translation>Ca&amp;rta del golpe (boca abajo)</translation>
    </message>
    <message>
        <source>Click a card (or focus it and press Space), then click a group or press its Alt+key to move it there. You can also drag cards between groups.</source>
        <translation>Haz clic en una carta (o dale el foco y pulsa Espacio) y después en un grupo, o pulsa su tecla Alt+, para moverla allí. También puedes arrastrar cartas entre grupos.</translation>
    </message>
    <message>
        <source>Best &amp;arrangement</source>
        <translation>&amp;Mejor disposición</translation>
    </message>
    <message numerus="yes">
        <source>Suggested: the least deadwood (R3). %n arrangement(s) leave that deadwood; this one leaves your opponent the fewest cards to lay off (R10). Rearrange it if you like.</source>
        <translation>
            <numerusform>Sugerida: la de menos cartas muertas (R3). %n combinación deja esas cartas muertas; esta deja a tu oponente el menor número de cartas para entregar (R10). Reordénala si quieres.</numerusform>
            <numerusform>Sugerida: la de menos cartas muertas (R3). %n combinaciones dejan esas cartas muertas; esta deja a tu oponente el menor número de cartas para entregar (R10). Reordénala si quieres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested: the arrangement with the least deadwood (R3). Rearrange it if you like.</source>
        <translation>Sugerencia: la disposición con menos cartas muertas (R3). Cámbiala si quieres.</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Gran gin</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>%1 is not a meld: a set is 3 or 4 cards of one rank, a run 3 or more cards of one suit in sequence, ace low (R2).</source>
        <translation>%1 no es una combinación: un grupo son 3 o 4 cartas del mismo valor, una escalera 3 o más cartas seguidas del mismo palo, con el as bajo (R2).</translation>
    </message>
    <message>
        <source>Big gin is not played under these rules: choose a knock card (R9).</source>
        <translation>Con estas reglas no se juega el gran gin: elige una carta para golpear (R9).</translation>
    </message>
    <message>
        <source>Choose the card to discard face down: drop it on the knock card spot (R8).</source>
        <translation>Elige la carta que descartas boca abajo: suéltala en el sitio de la carta del golpe (R8).</translation>
    </message>
    <message>
        <source>You took the %1 from the discard pile this turn, so it cannot be the knock card (R7).</source>
        <translation>Has tomado el %1 del montón del descarte en este turno, así que no puede ser la carta del golpe (R7).</translation>
    </message>
    <message>
        <source>These cards make gin: put every card in a meld (R9).</source>
        <translation>Estas cartas hacen gin: pon cada carta en una combinación (R9).</translation>
    </message>
    <message>
        <source>Deadwood %1: only gin may end this hand, the knock limit is 0 (%2).</source>
        <translation>Cartas muertas: %1; solo el gin puede terminar esta mano, el límite de golpe es 0 (%2).</translation>
    </message>
    <message>
        <source>Deadwood %1 is over this hand&apos;s knock limit of %2, set by the upcard (O1).</source>
        <translation>Cartas muertas: %1, por encima del límite de golpe de esta mano, %2, fijado por la carta descubierta (O1).</translation>
    </message>
    <message>
        <source>Deadwood %1 is over the knock limit of %2 (R8).</source>
        <translation>Cartas muertas: %1, por encima del límite de golpe de %2 (R8).</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>set</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>run</source>
        <translation>escalera</translation>
    </message>
    <message>
        <source>not a meld</source>
        <translation>no es combinación</translation>
    </message>
    <message>
        <source>Meld %1, %2</source>
        <translation>Combinación %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), with the groups that are not melds</source>
        <translation>
            <numerusform>%n punto, con los grupos que no son combinaciones</numerusform>
            <numerusform>%n puntos, con los grupos que no son combinaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Deadwood, %1</source>
        <translation>Cartas muertas, %1</translation>
    </message>
    <message>
        <source>none: big gin keeps all 11 cards</source>
        <translation>ninguna: el gran gin conserva las 11 cartas</translation>
    </message>
    <message>
        <source>%1 — deadwood %2 (limit %3)</source>
        <translation>%1 — cartas muertas %2 (límite %3)</translation>
    </message>
    <message>
        <source>&amp;Big gin</source>
        <translation>&amp;Gran gin</translation>
    </message>
    <message>
        <source>&amp;Gin</source>
        <translation>G&amp;in</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Golpear</translation>
    </message>
</context>
<context>
    <name>LayoffDialog</name>
    <message>
        <source>Layoffs</source>
        <translation>Entregas</translation>
    </message>
    <message>
        <source>Your opponent lays off</source>
        <translation>Tu oponente entrega</translation>
    </message>
    <message>
        <source>Your opponent lays off on your melds, one card at a time (R10).</source>
        <translation>Tu oponente entrega en tus combinaciones, carta a carta (R10).</translation>
    </message>
    <message>
        <source>Your opponent knocked with %1 deadwood. Lay off your cards on their melds (R10): a fourth card on a set, or cards extending a run at either end, also cards that fit only after another laid-off card. Click a card, then a meld (or drag it there); click a laid-off card to take it back.</source>
        <translation>Tu oponente golpeó con %1 de cartas muertas. Entrega tus cartas en sus combinaciones (R10): una cuarta carta en un grupo, o cartas que alargan una escalera por cualquier extremo, también cartas que solo encajan después de otra entregada. Haz clic en una carta y después en una combinación (o arrástrala allí); haz clic en una carta entregada para recuperarla.</translation>
    </message>
    <message>
        <source>Meld &amp;1</source>
        <translation>Combinación &amp;1</translation>
    </message>
    <message>
        <source>Meld &amp;2</source>
        <translation>Combinación &amp;2</translation>
    </message>
    <message>
        <source>Meld &amp;3</source>
        <translation>Combinación &amp;3</translation>
    </message>
    <message>
        <source>Meld &amp;4</source>
        <translation>Combinación &amp;4</translation>
    </message>
    <message>
        <source>Meld %1</source>
        <translation>Combinación %1</translation>
    </message>
    <message>
        <source>Knocker&apos;s deadwood</source>
        <translation>Cartas muertas del que golpeó</translation>
    </message>
    <message>
        <source>Your &amp;hand</source>
        <translation>Tu &amp;mano</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layoff(s) to show — deadwood %1</source>
        <translation>
            <numerusform>%n entrega por mostrar — cartas muertas %1</numerusform>
            <numerusform>%n entregas por mostrar — cartas muertas %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood: %1 (before layoffs %2), %n card(s) laid off</source>
        <translation>
            <numerusform>Tus cartas muertas: %1 (antes de entregar %2), %n carta entregada</numerusform>
            <numerusform>Tus cartas muertas: %1 (antes de entregar %2), %n cartas entregadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Their hand</source>
        <translation>Su mano</translation>
    </message>
    <message>
        <source>Your deadwood</source>
        <translation>Tus cartas muertas</translation>
    </message>
    <message>
        <source>&amp;Next layoff</source>
        <translation>&amp;Siguiente entrega</translation>
    </message>
    <message>
        <source>Show &amp;all</source>
        <translation>Mostrar &amp;todo</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Best layoffs</source>
        <translation>Mejores &amp;entregas</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Recuperar</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminar</translation>
    </message>
    <message>
        <source>The %1 does not fit on meld %2 (%3) (R10).</source>
        <translation>El %1 no encaja en la combinación %2 (%3) (R10).</translation>
    </message>
    <message>
        <source>laid off: %1</source>
        <translation>entregadas: %1</translation>
    </message>
    <message>
        <source>melds: %1 · deadwood: %2</source>
        <translation>combinaciones: %1 · cartas muertas: %2</translation>
    </message>
    <message>
        <source>deadwood: %1</source>
        <translation>cartas muertas: %1</translation>
    </message>
    <message>
        <source>Laid off the %1 on meld %2 (%3 of %4) — deadwood %5 → %6</source>
        <translation>Entregado el %1 en la combinación %2 (%3 de %4) — cartas muertas %5 → %6</translation>
    </message>
    <message>
        <source>Nothing to lay off — deadwood %1</source>
        <translation>Nada que entregar — cartas muertas %1</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>Hasta ahora: %1</translation>
    </message>
    <message>
        <source>If you finish now: %1</source>
        <translation>Si terminas ahora: %1</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>not rated yet: its matches are still being measured</source>
        <translation>aún sin puntuación: sus partidas se están midiendo</translation>
    </message>
    <message>
        <source>rated %1: the baseline every level is measured against</source>
        <translation>puntuación %1: la referencia con la que se mide cada nivel</translation>
    </message>
    <message>
        <source>rated %1: %2</source>
        <translation>puntuación %1: %2</translation>
    </message>
    <message>
        <source>No rating yet: finish a two-player match against the computer (not practice) to get one; three-player matches are not rated.</source>
        <translation>Aún no tienes puntuación: termina una partida de dos jugadores contra el ordenador (que no sea de práctica) para obtenerla; las partidas de tres jugadores no puntúan.</translation>
    </message>
    <message>
        <source>Your rating: %1 ± %2 (%3).</source>
        <translation>Tu puntuación: %1 ± %2 (%3).</translation>
    </message>
    <message>
        <source>Not rated: you used the hint in this match (assisted). Your rating counts unassisted matches.</source>
        <translation>Sin puntuar: usaste la pista en esta partida (asistida). Tu puntuación cuenta las partidas sin asistencia.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>LiveHint</name>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Draw from the stock</source>
        <extracomment>The keys that discard the selected card: the one table the Discard action&apos;s shortcuts and the help&apos;s keys list are made from. The main keyboard&apos;s only: the numeric keypad belongs to the screen reader (keypad Enter is Orca&apos;s &quot;Where am I&quot;, Del its flat review), and ``support/reserved_keys.py`` swallows it before any shortcut (issue 74). The menu shows the first.</extracomment>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>Tomar la carta superior del montón del descarte</translation>
    </message>
    <message>
        <source>Pass the upcard (R6)</source>
        <translation>Pasar la carta descubierta (R6)</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>Moverse entre las cartas de tu mano</translation>
    </message>
    <message>
        <source>Select or deselect the card</source>
        <translation>Seleccionar o deseleccionar la carta</translation>
    </message>
    <message>
        <source>Knock with the selected card (or the best one); big gin</source>
        <translation>Golpear con la carta seleccionada (o la mejor); gran gin</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Move between the hand, the piles and the buttons</source>
        <translation>Moverse entre la mano, los montones y los botones</translation>
    </message>
    <message>
        <source>Take back your last move (practice)</source>
        <translation>Deshacer tu última jugada (práctica)</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>Partida &amp;nueva…</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>&amp;Mano siguiente</translation>
    </message>
    <message>
        <source>&amp;Undo (practice)</source>
        <translation>&amp;Deshacer (práctica)</translation>
    </message>
    <message>
        <source>&amp;Take the discard</source>
        <translation>&amp;Tomar el descarte</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pasar</translation>
    </message>
    <message>
        <source>&amp;Discard selected card</source>
        <translation>Descartar la carta se&amp;leccionada</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Golpear</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>&amp;Historial de manos…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Ordenar por &amp;palo</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Ordenar por &amp;valor</translation>
    </message>
    <message>
        <source>Sort by &amp;melds</source>
        <translation>Ordenar por &amp;combinaciones</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Baraja</translation>
    </message>
    <message>
        <source>Discard the selected card (the main keyboard&apos;s keys; keypad Enter is kept for the screen reader)</source>
        <translation>Descartar la carta seleccionada (Retorno es la tecla Intro principal; el Intro del teclado numérico queda para el lector de pantalla)</translation>
    </message>
    <message>
        <source>Arrange your hand by melds / by suit / by rank</source>
        <translation>Ordenar tu mano por combinaciones / por palo / por valor</translation>
    </message>
    <message>
        <source>Show these keyboard shortcuts</source>
        <translation>Mostrar estos atajos de teclado</translation>
    </message>
    <message>
        <source>Dra&amp;w from the stock</source>
        <translation>&amp;Robar del mazo</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>&amp;Standard (two colours)</source>
        <translation>&amp;Estándar (dos colores)</translation>
    </message>
    <message>
        <source>&amp;Four colours</source>
        <translation>&amp;Cuatro colores</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>práctica</translation>
    </message>
    <message>
        <source>A match is in progress. A new match ends it unfinished: an unfinished match is not counted in your statistics, neither as a win nor as a loss.</source>
        <translation>Hay una partida en curso. Una partida nueva la deja sin terminar: una partida sin terminar no cuenta en tus estadísticas, ni como victoria ni como derrota.</translation>
    </message>
    <message>
        <source>Its finished hands stay in Hand history.</source>
        <translation>Sus manos terminadas quedan en el Historial de manos.</translation>
    </message>
    <message>
        <source>Leave this match and choose a new one?</source>
        <translation>¿Dejar esta partida y elegir una nueva?</translation>
    </message>
    <message>
        <source>There is nothing to decide right now.</source>
        <translation>Ahora no hay nada que decidir.</translation>
    </message>
    <message>
        <source>No hint available (%1).</source>
        <translation>No hay ninguna pista (%1).</translation>
    </message>
    <message>
        <source>Hint: weighing the moves…</source>
        <translation>Pista: sopesando las jugadas…</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Gin Rummy: rules R1–R13, three players T1–T5, options O1–O2.</source>
        <translation>Gin Rummy: reglas R1–R13, tres jugadores T1–T5, opciones O1–O2.</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Acerca de Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy %1</source>
        <translation>Gin Rummy %1</translation>
    </message>
    <message>
        <source>Rejoin the table</source>
        <translation>Volver a la mesa</translation>
    </message>
    <message>
        <source>No seat at a network table is kept to rejoin.</source>
        <translation>No hay guardado ningún asiento de una mesa en red al que volver.</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <translation>&amp;Organizar una mesa…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>&amp;Rejoin the table</source>
        <translation>&amp;Volver a la mesa</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>Partida &amp;nueva</translation>
    </message>
    <message>
        <source>Hand &amp;history</source>
        <translation>&amp;Historial de manos</translation>
    </message>
    <message>
        <source>Hollywood: three games</source>
        <translation>Hollywood: tres juegos</translation>
    </message>
    <message>
        <source>Match winner: %1</source>
        <translation>Ganador de la partida: %1</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Every public move of this hand, newest first</source>
        <translation>Todas las jugadas públicas de esta mano, la más reciente primero</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Este</translation>
    </message>
</context>
<context>
    <name>NetWording</name>
    <message>
        <source>%1: computer</source>
        <translation>%1: ordenador</translation>
    </message>
    <message>
        <source>%1: free seat</source>
        <translation>%1: asiento libre</translation>
    </message>
    <message>
        <source>%1: computer playing for them</source>
        <translation>%1: el ordenador juega por él</translation>
    </message>
    <message>
        <source>%1: connected</source>
        <translation>%1: conectado</translation>
    </message>
    <message>
        <source>%1: dropped</source>
        <translation>%1: desconectado</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <source>Table %1, waiting for players</source>
        <translation>Mesa %1, esperando jugadores</translation>
    </message>
    <message>
        <source>%1 dropped; the table waits for them to return.</source>
        <translation>%1 se ha desconectado; la mesa espera a que vuelva.</translation>
    </message>
    <message>
        <source>%1 left the table.</source>
        <translation>%1 ha dejado la mesa.</translation>
    </message>
    <message>
        <source>A computer is playing for %1 until they return.</source>
        <translation>El ordenador juega por %1 hasta que vuelva.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 ha vuelto a la mesa.</translation>
    </message>
    <message>
        <source>The connection to the table&apos;s server is lost. The finished hands stay in the history.</source>
        <translation>Se ha perdido la conexión con el servidor de la mesa. Las manos terminadas quedan en el historial.</translation>
    </message>
    <message>
        <source>The sitter suggests: %1.</source>
        <translation>El que descansa sugiere: %1.</translation>
    </message>
    <message>
        <source>The computer sitter suggests: %1.</source>
        <translation>El ordenador que descansa sugiere: %1.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>deal verified</source>
        <translation>reparto verificado</translation>
    </message>
    <message>
        <source>deal NOT verified</source>
        <translation>reparto NO verificado</translation>
    </message>
    <message>
        <source>Hand %1: %2.</source>
        <translation>Mano %1: %2.</translation>
    </message>
    <message>
        <source>The table&apos;s server dealt this hand from the seed &quot;%1&quot;. It sent the seed&apos;s SHA-256 before anyone played and revealed the seed when the hand ended; this program dealt the hand again from it and compared it with what your seat saw: %2.</source>
        <translation>El servidor de la mesa repartió esta mano con la semilla «%1». Envió el SHA-256 de la semilla antes de que nadie jugara y reveló la semilla al acabar la mano; este programa volvió a repartir la mano con ella y la comparó con lo que vio tu asiento: %2.</translation>
    </message>
    <message>
        <source>This match could not be kept in Hand history: %1</source>
        <translation>Esta partida no se pudo guardar en el Historial de manos: %1</translation>
    </message>
    <message>
        <source>The server deals the next hand.</source>
        <translation>El servidor reparte la mano siguiente.</translation>
    </message>
    <message>
        <source>Invite your friends: address %1, code %2.</source>
        <translation>Invita a tus amigos: dirección %1, código %2.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Conectando con %1…</translation>
    </message>
    <message>
        <source>The secure connection failed: %1. A server with a certificate of its own (self-signed) needs that certificate chosen under “Trust”; a server without TLS needs the box unticked.</source>
        <translation>La conexión segura falló: %1. Un servidor con un certificado propio (autofirmado) necesita que elijas ese certificado en «Confiar en»; un servidor sin TLS necesita la casilla desmarcada.</translation>
    </message>
    <message>
        <source>No table has that code. Check the code and the address.</source>
        <translation>Ninguna mesa tiene ese código. Comprueba el código y la dirección.</translation>
    </message>
    <message>
        <source>That table no longer exists: its match ended, or its server stopped without keeping it.</source>
        <translation>Esa mesa ya no existe: su partida terminó, o su servidor se detuvo sin conservarla.</translation>
    </message>
    <message>
        <source>Every person&apos;s seat at that table is taken.</source>
        <translation>Todos los asientos para personas de esa mesa están ocupados.</translation>
    </message>
    <message>
        <source>The server refuses more tables now. Try again later.</source>
        <translation>El servidor no admite más mesas ahora. Inténtalo más tarde.</translation>
    </message>
    <message>
        <source>That server speaks another version of the protocol.</source>
        <translation>Ese servidor habla otra versión del protocolo.</translation>
    </message>
    <message>
        <source>That seat cannot be taken back: its token is wrong or used up.</source>
        <translation>No se puede recuperar ese asiento: su clave es incorrecta o ya se usó.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>The table moved on before your move arrived. Try again.</source>
        <translation>La mesa avanzó antes de que llegara tu jugada. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The server refused that move.</source>
        <translation>El servidor rechazó esa jugada.</translation>
    </message>
    <message>
        <source>Cannot reach a table server at that address.</source>
        <translation>No se encuentra un servidor de mesas en esa dirección.</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>El servidor rechazó la petición.</translation>
    </message>
    <message>
        <source>The server says: %1</source>
        <translation>El servidor dice: %1</translation>
    </message>
    <message>
        <source>That certificate file cannot be used: %1 (%2).</source>
        <translation>Ese archivo de certificado no se puede usar: %1 (%2).</translation>
    </message>
    <message>
        <source>A person (invited)</source>
        <translation>Una persona (invitada)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Knock limit</source>
        <translation>&amp;Límite de golpe</translation>
    </message>
    <message>
        <source>&amp;Gin bonus</source>
        <translation>Bono de &amp;gin</translation>
    </message>
    <message>
        <source>B&amp;ig gin bonus</source>
        <translation>Bono de gran g&amp;in</translation>
    </message>
    <message>
        <source>&amp;Undercut bonus</source>
        <translation>Bono de red&amp;ucción</translation>
    </message>
    <message>
        <source>&amp;Target score</source>
        <translation>&amp;Meta de puntos</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bono de juego</translation>
    </message>
    <message>
        <source>Line bonus per hand won</source>
        <translation>Bono de línea por mano ganada</translation>
    </message>
    <message>
        <source>Shutout extra</source>
        <translation>Extra por cierre</translation>
    </message>
    <message>
        <source>&amp;Big gin allowed</source>
        <translation>Gra&amp;n gin permitido</translation>
    </message>
    <message>
        <source>Equal deadwood is an undercut</source>
        <translation>Igualar cartas muertas es reducción</translation>
    </message>
    <message>
        <source>Eleven-card deal, no upcard</source>
        <translation>Reparto de once cartas, sin carta descubierta</translation>
    </message>
    <message>
        <source>Whole discard pile visible</source>
        <translation>Montón del descarte entero a la vista</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: upcard sets the knock limit</source>
        <translation>O&amp;klahoma: la carta descubierta fija el límite de golpe</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Hollywood: tres juegos a la vez</translation>
    </message>
    <message>
        <source>&amp;Shutout</source>
        <translation>&amp;Cierre</translation>
    </message>
    <message>
        <source>Plays legal, plausible cards and often misses the better one.</source>
        <translation>Juega cartas legales y razonables, y a menudo se le escapa la mejor.</translation>
    </message>
    <message>
        <source>The classic baseline: takes only melding cards, discards to the lowest deadwood, knocks at once.</source>
        <translation>La referencia clásica: solo toma cartas que combinan, descarta para dejar las mínimas cartas muertas y golpea en cuanto puede.</translation>
    </message>
    <message>
        <source>Remembers every card, discards safely, weighs undercuts and the match score.</source>
        <translation>Recuerda todas las cartas, descarta con seguridad y tiene en cuenta las reducciones y el marcador de la partida.</translation>
    </message>
    <message>
        <source>Strong plus search: plays each decision out over sampled deals.</source>
        <translation>Fuerte más búsqueda: juega cada decisión hasta el final sobre repartos de muestra.</translation>
    </message>
    <message>
        <source>Expert with a longer search that spends its time where the choice is close.</source>
        <translation>Experto con una búsqueda más larga, que dedica su tiempo a las decisiones reñidas.</translation>
    </message>
    <message>
        <source>No shutout bonus</source>
        <translation>Sin bono de cierre</translation>
    </message>
    <message>
        <source>Hand points doubled</source>
        <translation>Puntos de las manos duplicados</translation>
    </message>
    <message>
        <source>Fixed extra points</source>
        <translation>Puntos extra fijos</translation>
    </message>
    <message>
        <source>House</source>
        <translation>De la casa</translation>
    </message>
    <message>
        <source>Gin 25, big gin 31, undercut 25; match to 100 with game, line and shutout bonuses.</source>
        <translation>Gin 25, gran gin 31, reducción 25; partida a 100 con bonos de juego, de línea y de cierre.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <source>Gin 20, undercut 10, line 20, shutout worth 100 extra.</source>
        <translation>Gin 20, reducción 10, línea 20, el cierre vale 100 extra.</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Gin 25, undercut 25, to 100, no big gin and no bonuses.</source>
        <translation>Gin 25, reducción 25, a 100, sin gran gin y sin bonos.</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade upcard doubles the hand (O1).</source>
        <translation>La primera carta descubierta fija el límite de golpe; si es de picas, la mano vale el doble (O1).</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Three games at once: wins count in game 1, then 2, then 3 (O2).</source>
        <translation>Tres juegos a la vez: las victorias cuentan en el juego 1, luego en el 2 y luego en el 3 (O2).</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Gin directo</translation>
    </message>
    <message>
        <source>No knocking: a hand ends only with gin (knock limit 0).</source>
        <translation>Sin golpes: una mano solo termina con gin (límite de golpe 0).</translation>
    </message>
    <message>
        <source>Eleven-card deal</source>
        <translation>Reparto de once cartas</translation>
    </message>
    <message>
        <source>The non-dealer gets 11 cards and discards first (R5).</source>
        <translation>El que no reparte recibe 11 cartas y descarta primero (R5).</translation>
    </message>
    <message>
        <source>Three players in the box</source>
        <translation>Tres jugadores, uno en la caja</translation>
    </message>
    <message>
        <source>The box deals and plays the captain; the third player advises (T1–T5).</source>
        <translation>La caja reparte y juega contra el capitán; el tercer jugador aconseja (T1–T5).</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>T&amp;wo players: you and a computer</source>
        <translation>&amp;Dos jugadores: tú y el ordenador</translation>
    </message>
    <message>
        <source>Th&amp;ree players: one in the box (T1–T5)</source>
        <translation>&amp;Tres jugadores: uno en la caja (T1–T5)</translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation>Rivales del ordenador</translation>
    </message>
    <message>
        <source>West — &amp;first computer:</source>
        <translation>Oeste — primer &amp;ordenador:</translation>
    </message>
    <message>
        <source>East — se&amp;cond computer:</source>
        <translation>Este — &amp;segundo ordenador:</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>Reglas &amp;predefinidas:</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;emilla:</translation>
    </message>
    <message>
        <source>The same seed and rules deal the same cards again.</source>
        <translation>La misma semilla y las mismas reglas vuelven a repartir las mismas cartas.</translation>
    </message>
    <message>
        <source>Ra&amp;ndom</source>
        <translation>&amp;Aleatoria</translation>
    </message>
    <message>
        <source>Every rule</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <source>%1 (%2):</source>
        <translation>%1 (%2):</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Repartir</translation>
    </message>
    <message>
        <source>Oklahoma needs an upcard, so it cannot be combined with the eleven-card deal (O1, R5).</source>
        <translation>Oklahoma necesita una carta descubierta, así que no se puede combinar con el reparto de once cartas (O1, R5).</translation>
    </message>
    <message>
        <source>Hollywood scoring is for two players (O2).</source>
        <translation>La puntuación Hollywood es para dos jugadores (O2).</translation>
    </message>
    <message>
        <source>Three players, one in the box (T1–T5)</source>
        <translation>Tres jugadores, uno en la caja (T1–T5)</translation>
    </message>
    <message>
        <source>%1: %2 (House %3) — %4</source>
        <translation>%1: %2 (de la casa %3) — %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>&amp;Computer:</source>
        <translation>&amp;Ordenador:</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1 (modificadas)</translation>
    </message>
    <message>
        <source>Differences from the house rules:
%1</source>
        <translation>Diferencias con las reglas de la casa:
%1</translation>
    </message>
    <message>
        <source>These are the house rules.</source>
        <translation>Estas son las reglas de la casa.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation>La semilla debe ser un número entero de 0 a %1.</translation>
    </message>
</context>
<context>
    <name>PileModel</name>
    <message>
        <source>Face-down card</source>
        <translation>Carta boca abajo</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>in a run of %1</source>
        <translation>en una escalera de %1</translation>
    </message>
    <message>
        <source>in a set</source>
        <translation>en un grupo</translation>
    </message>
    <message>
        <source>in a meld</source>
        <translation>en una combinación</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>carta muerta</translation>
    </message>
    <message>
        <source>known: taken from the discard pile</source>
        <translation>conocida: la tomó del montón del descarte</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>seleccionada</translation>
    </message>
    <message>
        <source>can be discarded</source>
        <translation>se puede descartar</translation>
    </message>
    <message>
        <source>can be taken</source>
        <translation>se puede tomar</translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <source>Empty</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <source>%1 (%2 in the pile)</source>
        <translation>%1 (%2 en el montón)</translation>
    </message>
    <message>
        <source>Selected</source>
        <extracomment>Observers of every event sent from here: ``fn(&quot;announce&quot;, obj, text)`` or ``fn(&quot;focus&quot;, view, row)``. Sentences said with less than this between them are shown as one notification: Orca interrupts the speech of a notification when the next is shown, and a turn&apos;s news comes over about a second (your discard, the computer&apos;s draw and discard as their cards land, &quot;Your turn&quot;). At most HERALD_HOLD_MS.</extracomment>
        <translation>Seleccionada</translation>
    </message>
    <message>
        <source>Not selected</source>
        <translation>No seleccionada</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <extracomment>Languages the game is translated into (besides &quot;system&quot;). Qt&apos;s own strings its Spanish catalogue lacks (Qt 6 moved them to a context ``qtbase_es`` does not have): filed here, so the game&apos;s catalogue answers for them. The file dialog&apos;s Type column.</extracomment>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Chart of your rating over time</source>
        <translation>Gráfico de tu puntuación a lo largo del tiempo</translation>
    </message>
    <message>
        <source>shaded: 95% range; dotted: the levels</source>
        <translation>sombreado: margen del 95 %; punteado: los niveles</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message numerus="yes">
        <source>wins about %n match(es) in %1 against %2</source>
        <translation>
            <numerusform>gana %n partida de cada %1 contra %2</numerusform>
            <numerusform>gana unas %n partidas de cada %1 contra %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At this rating you would win about %n match(es) in %1 against %2.</source>
        <translation>
            <numerusform>Con esta puntuación ganarías %n partida de cada %1 contra %2.</numerusform>
            <numerusform>Con esta puntuación ganarías unas %n partidas de cada %1 contra %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rated match(es)</source>
        <translation>
            <numerusform>%n partida puntuada</numerusform>
            <numerusform>%n partidas puntuadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your rating %1 → %2 (±%3): you now win about %n match(es) in %4 against %5.</source>
        <translation>
            <numerusform>Tu puntuación %1 → %2 (±%3): ahora ganas %n partida de cada %4 contra %5.</numerusform>
            <numerusform>Tu puntuación %1 → %2 (±%3): ahora ganas unas %n partidas de cada %4 contra %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your first rating: %1 (±%2): you win about %n match(es) in %3 against %4.</source>
        <translation>
            <numerusform>Tu primera puntuación: %1 (±%2): ganas %n partida de cada %3 contra %4.</numerusform>
            <numerusform>Tu primera puntuación: %1 (±%2): ganas unas %n partidas de cada %3 contra %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Primero</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Último ▶|</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Primer paso (Inicio)</translation>
    </message>
    <message>
        <source>Previous step (Left arrow)</source>
        <translation>Paso anterior (flecha izquierda)</translation>
    </message>
    <message>
        <source>Next step (Right arrow)</source>
        <translation>Paso siguiente (flecha derecha)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Último paso (Fin)</translation>
    </message>
    <message>
        <source>&amp;Copy seed</source>
        <translation>&amp;Copiar semilla</translation>
    </message>
    <message>
        <source>Actions of the hand</source>
        <translation>Jugadas de la mano</translation>
    </message>
    <message>
        <source>No hand selected</source>
        <translation>Ninguna mano seleccionada</translation>
    </message>
    <message>
        <source>Pick a match and a finished hand on the left to replay it.</source>
        <translation>Elige a la izquierda una partida y una mano terminada para reproducirla.</translation>
    </message>
    <message>
        <source>Shuffle seed: %1 · hand %2</source>
        <translation>Semilla del barajado: %1 · mano %2</translation>
    </message>
    <message>
        <source>This hand was dealt from the seed &quot;%1&quot;, fixed before anyone played: the same seed always gives the same deal, so anyone can deal it again and check that the computer never saw your cards.</source>
        <translation>Esta mano se repartió con la semilla «%1», fijada antes de que nadie jugara: la misma semilla da siempre el mismo reparto, así que cualquiera puede repartirla de nuevo y comprobar que el ordenador nunca vio tus cartas.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <source>in the box</source>
        <translation>en la caja</translation>
    </message>
    <message>
        <source>captain</source>
        <translation>capitán</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>cartas muertas %1</translation>
    </message>
    <message>
        <source>sitting out: %1</source>
        <translation>fuera: %1</translation>
    </message>
    <message>
        <source>Stock (%1), top first</source>
        <translation>Mazo (%1), la de arriba primero</translation>
    </message>
    <message>
        <source>Discard pile (%1), top last</source>
        <translation>Montón del descarte (%1), la de arriba al final</translation>
    </message>
    <message>
        <source>Knock card</source>
        <translation>Carta del golpe</translation>
    </message>
    <message>
        <source>Melds laid out: %1</source>
        <translation>Combinaciones mostradas: %1</translation>
    </message>
    <message>
        <source>Laid off: %1</source>
        <translation>Entregadas: %1</translation>
    </message>
    <message>
        <source>%1 on meld %2</source>
        <translation>%1 en la combinación %2</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Paso %1 de %2: %3</translation>
    </message>
</context>
<context>
    <name>ReplayWording</name>
    <message>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <source>You pass on the upcard</source>
        <translation>Pasas la carta descubierta</translation>
    </message>
    <message>
        <source>%1 passes on the upcard</source>
        <translation>%1 pasa la carta descubierta</translation>
    </message>
    <message>
        <source>You take %2 from the discard pile</source>
        <translation>Tomas %2 del montón del descarte</translation>
    </message>
    <message>
        <source>%1 takes %2 from the discard pile</source>
        <translation>%1 toma %2 del montón del descarte</translation>
    </message>
    <message>
        <source>You draw %2 from the stock</source>
        <translation>Robas %2 del mazo</translation>
    </message>
    <message>
        <source>%1 draws %2 from the stock</source>
        <translation>%1 roba %2 del mazo</translation>
    </message>
    <message>
        <source>You discard %2</source>
        <translation>Descartas %2</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 descarta %2</translation>
    </message>
    <message>
        <source>You knock, discarding %2 face down</source>
        <translation>Golpeas, descartando %2 boca abajo</translation>
    </message>
    <message>
        <source>%1 knocks, discarding %2 face down</source>
        <translation>%1 golpea, descartando %2 boca abajo</translation>
    </message>
    <message>
        <source>You declare big gin</source>
        <translation>Declaras gran gin</translation>
    </message>
    <message>
        <source>%1 declares big gin</source>
        <translation>%1 declara gran gin</translation>
    </message>
    <message>
        <source>You lay out %2</source>
        <translation>Muestras %2</translation>
    </message>
    <message>
        <source>%1 lays out %2</source>
        <translation>%1 muestra %2</translation>
    </message>
    <message>
        <source>You lay off %2 on meld %3</source>
        <translation>Entregas %2 en la combinación %3</translation>
    </message>
    <message>
        <source>%1 lays off %2 on meld %3</source>
        <translation>%1 entrega %2 en la combinación %3</translation>
    </message>
    <message>
        <source>You lay nothing off</source>
        <translation>No entregas nada</translation>
    </message>
    <message>
        <source>%1 lays nothing off</source>
        <translation>%1 no entrega nada</translation>
    </message>
    <message>
        <source>You have finished laying off</source>
        <translation>Has terminado las entregas</translation>
    </message>
    <message>
        <source>%1 has finished laying off</source>
        <translation>%1 ha terminado las entregas</translation>
    </message>
    <message>
        <source>Gin Rummy match</source>
        <translation>Partida de gin rummy</translation>
    </message>
    <message>
        <source>Rules: %1; %2 players; target %3</source>
        <translation>Reglas: %1; %2 jugadores; objetivo %3</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Reglas personalizadas</translation>
    </message>
    <message>
        <source>Shuffle seed: %1 (hand n is dealt from shuffled_deck(&quot;%1/hand&lt;n&gt;&quot;))</source>
        <translation>Semilla del barajado: %1 (la mano n se reparte con shuffled_deck(&quot;%1/hand&lt;n&gt;&quot;))</translation>
    </message>
    <message>
        <source>Hand %1: dealer %2; dealt from shuffled_deck(&quot;%3&quot;)</source>
        <translation>Mano %1 (repartidor: %2); repartida con shuffled_deck(&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>In the box: %1; captain: %2; sitting out: %3</source>
        <translation>En la caja: %1; capitán: %2; fuera: %3</translation>
    </message>
    <message>
        <source>You hold: %2</source>
        <translation>Tus cartas: %2</translation>
    </message>
    <message>
        <source>%1 holds: %2</source>
        <translation>Cartas de %1: %2</translation>
    </message>
    <message>
        <source>Upcard: %1</source>
        <translation>Carta descubierta: %1</translation>
    </message>
    <message>
        <source>The match is not over yet.</source>
        <translation>La partida aún no ha terminado.</translation>
    </message>
    <message>
        <source>no melds</source>
        <translation>sin combinaciones</translation>
    </message>
    <message>
        <source>Stock (%1), top first</source>
        <translation>Mazo (%1), la de arriba primero</translation>
    </message>
    <message>
        <source>Drawn hand: cards taken from the discard pile %1 times, nobody scores — R11</source>
        <translation>Mano empatada: cartas tomadas del montón del descarte %1 veces, nadie puntúa — R11</translation>
    </message>
    <message>
        <source>Drawn hand: two cards left in the stock, nobody scores — R11</source>
        <translation>Mano empatada: quedan dos cartas en el mazo, nadie puntúa — R11</translation>
    </message>
    <message>
        <source>Nobody scores.</source>
        <translation>Nadie puntúa.</translation>
    </message>
    <message>
        <source>You score %1.</source>
        <translation>Anotas %1.</translation>
    </message>
    <message>
        <source>%1 scores %2.</source>
        <translation>%1 anota %2.</translation>
    </message>
    <message>
        <source>Result: %1  %2  Scores after the hand: %3</source>
        <translation>Resultado: %1  %2  Puntuación tras la mano: %3</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Mark</source>
        <translation>Marca</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>One of the costliest decisions of the hand</source>
        <translation>Una de las decisiones más costosas de la mano</translation>
    </message>
    <message>
        <source>The captain&apos;s hand:</source>
        <translation>La mano del capitán:</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Tu mano:</translation>
    </message>
    <message>
        <source>Discard pile:</source>
        <translation>Descartes:</translation>
    </message>
    <message>
        <source>Opponent took:</source>
        <translation>El rival recogió:</translation>
    </message>
    <message>
        <source>Knocker&apos;s melds:</source>
        <translation>Combinaciones del que golpeó:</translation>
    </message>
    <message>
        <source>Show the hidden cards (hindsight)</source>
        <translation>Mostrar las cartas ocultas (a posteriori)</translation>
    </message>
    <message>
        <source>HINDSIGHT — nobody could see these cards at the time; the review does not use them.</source>
        <translation>A POSTERIORI — nadie podía ver estas cartas en ese momento; la revisión no las usa.</translation>
    </message>
    <message>
        <source>Opponent&apos;s hidden cards:</source>
        <translation>Cartas ocultas del rival:</translation>
    </message>
    <message>
        <source>Next stock cards:</source>
        <translation>Siguientes cartas del mazo:</translation>
    </message>
    <message>
        <source>Choose a decision to see the position.</source>
        <translation>Elige una decisión para ver la posición.</translation>
    </message>
    <message>
        <source>Hand %1, move %2: what was known then</source>
        <translation>Mano %1, jugada %2: lo que se sabía entonces</translation>
    </message>
    <message>
        <source>The captain&apos;s play (you sat out this hand).</source>
        <translation>La jugada del capitán (no jugaste esta mano).</translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation>Jugada: %1</translation>
    </message>
    <message>
        <source>Every move, best first: expected points of the hand (behind the best, ± its precision):</source>
        <translation>Todas las jugadas, la mejor primero: puntos esperados de la mano (por detrás de la mejor, ± su precisión):</translation>
    </message>
    <message>
        <source>Chance the opponent takes each card: %1</source>
        <translation>Probabilidad de que el rival tome cada carta: %1</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <translation>Revisión de la mano %1</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Revisar de nuevo</translation>
    </message>
    <message>
        <source>Reviewing your decisions…</source>
        <translation>Revisando tus decisiones…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Revisión cancelada.</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>La revisión falló: %1</translation>
    </message>
    <message>
        <source>The accuracy could not be saved: %1</source>
        <translation>No se pudo guardar la precisión: %1</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Carta descubierta</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Knock or play on</source>
        <translation>Golpear o seguir</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Bajada</translation>
    </message>
    <message>
        <source>Layoffs</source>
        <translation>Entregas</translation>
    </message>
    <message>
        <source>%1 pts expected</source>
        <translation>%1 ptos. esperados</translation>
    </message>
    <message>
        <source>You sat out: these are the captain&apos;s decisions, with how your suggestions compare (T2).</source>
        <translation>No jugaste: estas son las decisiones del capitán, comparadas con tus sugerencias (T2).</translation>
    </message>
    <message>
        <source>No decisions to review in this hand.</source>
        <translation>No hay decisiones que revisar en esta mano.</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 ptos.</translation>
    </message>
    <message>
        <source>You made no suggestion here.</source>
        <translation>Aquí no sugeriste nada.</translation>
    </message>
    <message>
        <source>The captain played your suggestion (%1).</source>
        <translation>El capitán jugó tu sugerencia (%1).</translation>
    </message>
    <message>
        <source>You suggested %1. %2</source>
        <translation>Sugeriste: %1. %2</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>Accuracy %1% over %n decision(s); on average %2 lost per decision.</source>
        <translation>
            <numerusform>Precisión %1% en %n decisión; de media %2 perdidos por decisión.</numerusform>
            <numerusform>Precisión %1% en %n decisiones; de media %2 perdidos por decisión.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly decision(s) marked ??.</source>
        <translation>
            <numerusform>%n decisión costosa marcada con ??.</numerusform>
            <numerusform>%n decisiones costosas marcadas con ??.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s).</source>
        <translation>
            <numerusform>Mazo: %n carta.</numerusform>
            <numerusform>Mazo: %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opponent holds %n card(s).</source>
        <translation>
            <numerusform>El rival tiene %n carta.</numerusform>
            <numerusform>El rival tiene %n cartas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoleDrawDialog</name>
    <message>
        <source>Drawing for roles</source>
        <translation>Sorteo de papeles</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1, highest first: %2.</source>
        <translation>Ronda %1, de mayor a menor: %2.</translation>
    </message>
    <message>
        <source>%1 and %2 draw again.</source>
        <translation>Vuelven a sacar carta: %1 y %2.</translation>
    </message>
    <message>
        <source>All three draw again.</source>
        <translation>Los tres vuelven a sacar carta.</translation>
    </message>
    <message>
        <source>In the box — %1: deals every hand and plays it against the captain (T1, T2).</source>
        <translation>En la caja — %1: reparte todas las manos y las juega contra el capitán (T1, T2).</translation>
    </message>
    <message>
        <source>Captain — %1: plays against the box and makes every decision, advised by the player sitting out (T2).</source>
        <translation>Capitán — %1: juega contra la caja y toma todas las decisiones, aconsejado por el que se queda fuera (T2).</translation>
    </message>
    <message>
        <source>Sitting out — %1: gets no cards, may advise the captain, and never scores (T2, T3).</source>
        <translation>Fuera — %1: no recibe cartas, puede aconsejar al capitán y nunca puntúa (T2, T3).</translation>
    </message>
    <message>
        <source>Each player draws a card, face up: the highest is in the box, the middle one is the captain, the lowest sits out. Players with equal ranks draw again (T1).</source>
        <translation>Cada jugador saca una carta boca arriba: la más alta está en la caja, la del medio es el capitán y la más baja se queda fuera. Los jugadores con el mismo valor vuelven a sacar (T1).</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Papeles</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
</context>
<context>
    <name>SaveWarningBar</name>
    <message>
        <source>the disk is full</source>
        <extracomment>The usual reasons a write fails, in our words (translated when shown), for the game&apos;s own files and for an export to a file the person chose alike.</extracomment>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <translation>se ha agotado tu cuota de disco</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>this match is too long to save (hands played: %1, moves: %2; the most a save holds: hands %3, moves %4)</source>
        <translation>esta partida es demasiado larga para guardarla (manos jugadas: %1, jugadas: %2; lo máximo que admite una partida guardada: manos %3, jugadas %4)</translation>
    </message>
    <message>
        <source>The game is not being saved.</source>
        <translation>La partida no se está guardando.</translation>
    </message>
    <message>
        <source>You can keep playing; your previous save is kept as it was. This goes away as soon as saving works again.</source>
        <translation>Puedes seguir jugando; la partida guardada anterior se conserva tal como estaba. Este aviso desaparece en cuanto se pueda guardar de nuevo.</translation>
    </message>
    <message>
        <source>the game has no permission to write there</source>
        <translation>el juego no tiene permiso para escribir ahí</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>hay un archivo donde debería haber una carpeta</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>ya hay una carpeta con ese nombre</translation>
    </message>
    <message>
        <source>Could not save the game: %1</source>
        <translation>No se pudo guardar la partida: %1</translation>
    </message>
</context>
<context>
    <name>ScorePadModel</name>
    <message>
        <source>knock</source>
        <translation>golpe</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>reducción</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>gran gin</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>Game %1 (O2): still open</source>
        <translation>Juego %1 (O2): sigue abierto</translation>
    </message>
    <message>
        <source>Game %1 (O2) is over · winner: %2, first to %3</source>
        <translation>Juego %1 (O2) terminado · ganador: %2, primero a %3</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Juego %1</translation>
    </message>
</context>
<context>
    <name>ScorePadView</name>
    <message>
        <source>Score pad</source>
        <translation>Hoja de puntuación</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Sitting out this hand — no cards (T2)</source>
        <extracomment>The step after an opponent&apos;s known card, in card widths: all of it in sight, its face and its tag (at 0.8 the tag&apos;s word was cut on a 1024×600 window&apos;s seat cards, &quot;kno…&quot;, &quot;cono…&quot;).</extracomment>
        <translation>Fuera en esta mano — sin cartas (T2)</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Cartas de %1</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The saved match was damaged or incomplete.</source>
        <translation>La partida guardada estaba dañada o incompleta.</translation>
    </message>
    <message>
        <source>The saved match file is not a Gin Rummy save.</source>
        <translation>El archivo de la partida guardada no es una partida de Gin Rummy.</translation>
    </message>
    <message>
        <source>The saved match was written by a newer version of Gin Rummy.</source>
        <translation>La partida guardada la escribió una versión más nueva de Gin Rummy.</translation>
    </message>
    <message>
        <source>The saved match could not be read.</source>
        <translation>No se pudo leer la partida guardada.</translation>
    </message>
    <message>
        <source>The saved match could not be used.</source>
        <translation>No se pudo usar la partida guardada.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Se guardó como %1.</translation>
    </message>
    <message>
        <source>It could not be moved aside and was left where it was.</source>
        <translation>No se pudo apartar y se dejó donde estaba.</translation>
    </message>
    <message>
        <source>A new match will start.</source>
        <translation>Empezará una partida nueva.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>gin-desktop: %1 is not an ordinary file; it is left alone and not read.</source>
        <extracomment>Every stored key, its default and how a stored value is checked. The settings file found not to be an ordinary file (a FIFO...), left alone; else None.</extracomment>
        <translation>gin-desktop: %1 no es un archivo normal; se deja como está y no se lee.</translation>
    </message>
    <message>
        <source>gin-desktop: the settings file %1 is not an ordinary file; it is left alone, and this run starts with the usual preferences, which will not be kept.</source>
        <translation>gin-desktop: el archivo de preferencias %1 no es un archivo normal; se deja como está, y esta sesión empieza con las preferencias habituales, que no se guardarán.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>The keys this dialog edits (the rest are remembered by the game itself).</extracomment>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Baraja:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Rev&amp;erso:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Tamaño de las cartas:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocidad de animación:</translation>
    </message>
    <message>
        <source>C&amp;ontrast:</source>
        <translation>&amp;Contraste:</translation>
    </message>
    <message>
        <source>Sort the &amp;hand:</source>
        <translation>Ordenar la &amp;mano:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>El del sistema</translation>
    </message>
    <message>
        <source>Standard (two colours)</source>
        <translation>Estándar (dos colores)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Cuatro colores</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Never (keep my order)</source>
        <translation>Nunca (mantener mi orden)</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Por palo</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Por valor</translation>
    </message>
    <message>
        <source>By melds</source>
        <translation>Por combinaciones</translation>
    </message>
    <message>
        <source>Automatic (as the system)</source>
        <translation>Automático (como el sistema)</translation>
    </message>
    <message>
        <source>Normal (green felt)</source>
        <translation>Normal (tapete verde)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Reduce motion (no card animations)</source>
        <translation>&amp;Reducir el movimiento (sin animaciones de cartas)</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>Efectos de &amp;sonido</translation>
    </message>
    <message>
        <source>&amp;Sound effects (not available)</source>
        <translation>Efectos de &amp;sonido (no disponibles)</translation>
    </message>
    <message>
        <source>This copy of the game was installed without its sound part; the README says how to add it.</source>
        <translation>Esta copia del juego se instaló sin su parte de sonido; el README explica cómo añadirla.</translation>
    </message>
    <message>
        <source>Sound is not available: this copy of the game was installed without its sound part, or no audio device was found. The README says how to add sound.</source>
        <translation>El sonido no está disponible: esta copia del juego se instaló sin su parte de sonido, o no se encontró ningún dispositivo de audio. El README explica cómo añadir el sonido.</translation>
    </message>
    <message>
        <source>Confirm before &amp;knocking</source>
        <translation>Confirmar antes de &amp;golpear</translation>
    </message>
    <message>
        <source>Offer h&amp;ints (Game ▸ Hint, key H)</source>
        <translation>Ofrecer &amp;pistas (Juego ▸ Pista, tecla H)</translation>
    </message>
    <message>
        <source>Show the cards the o&amp;pponent took</source>
        <translation>Mostrar las cartas que tomó el &amp;oponente</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Pausada</translation>
    </message>
</context>
<context>
    <name>ShellHooks</name>
    <message>
        <source>&amp;Settings…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Primeros pasos</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy is already open</source>
        <translation>Gin Rummy ya está abierto</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy is using your saved games and did not answer. Close it, then start the game again: two copies would overwrite each other&apos;s saved match and statistics.</source>
        <translation>Otra copia de Gin Rummy está usando tus partidas guardadas y no ha respondido. Ciérrala y vuelve a abrir el juego: dos copias sobrescribirían una la partida guardada y las estadísticas de la otra.</translation>
    </message>
    <message>
        <source>Gin Rummy is already open; its window was brought to the front.</source>
        <translation>Gin Rummy ya está abierto; su ventana se ha traído al frente.</translation>
    </message>
    <message>
        <source>Not used, as the open game goes on as it is: %1. To use them, close the game and start it again.</source>
        <translation>No se han usado estas opciones, porque la partida abierta sigue como está: %1. Para usarlas, cierra el juego y vuelve a abrirlo.</translation>
    </message>
</context>
<context>
    <name>StartupNotice</name>
    <message>
        <source>Your preferences cannot be read or kept: %1 is not an ordinary file. The game left it alone and uses the usual preferences for now; remove it to have them kept again.</source>
        <translation>No se pueden leer ni guardar tus preferencias: %1 no es un archivo normal. El juego lo ha dejado como está y usa por ahora las preferencias habituales; bórralo para que vuelvan a guardarse.</translation>
    </message>
    <message>
        <source>Your preferences cannot be kept: %1 (%2). The game uses them for now, but will forget them when it closes.</source>
        <translation>No se pueden guardar tus preferencias: %1 (%2). El juego las usa por ahora, pero las olvidará al cerrarse.</translation>
    </message>
    <message>
        <source>Matches, statistics and hand history cannot be saved: %1 (%2).</source>
        <translation>No se pueden guardar las partidas, las estadísticas ni el historial de manos: %1 (%2).</translation>
    </message>
    <message>
        <source>The statistics file</source>
        <translation>El archivo de estadísticas</translation>
    </message>
    <message>
        <source>A hand history file</source>
        <translation>Un archivo del historial de manos</translation>
    </message>
    <message>
        <source>The file of your rating</source>
        <translation>El archivo de tu puntuación</translation>
    </message>
    <message>
        <source>The file of your seat at a network table</source>
        <translation>El archivo de tu asiento en una mesa en red</translation>
    </message>
    <message>
        <source>The file of your practice positions</source>
        <translation>El archivo de tus posiciones de práctica</translation>
    </message>
    <message>
        <source>The file of the matches in which you used the hint</source>
        <translation>El archivo de las partidas en que usaste la pista</translation>
    </message>
    <message>
        <source>%1 was damaged.</source>
        <translation>%1 estaba dañado.</translation>
    </message>
    <message>
        <source>%1 was not one of the game&apos;s files.</source>
        <translation>%1 no era un archivo del juego.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of the game.</source>
        <translation>%1 lo escribió una versión más nueva del juego.</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation>%1 no se pudo leer.</translation>
    </message>
    <message>
        <source>It was kept as %1 and left out.</source>
        <translation>Se guardó como %1 y se dejó de lado.</translation>
    </message>
    <message>
        <source>It could not be moved aside and was left where it was.</source>
        <translation>No se pudo apartar y se dejó donde estaba.</translation>
    </message>
    <message>
        <source>Something was wrong with the game&apos;s files at start.</source>
        <translation>Al empezar había un problema con los archivos del juego.</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Cerrar este mensaje</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>Charts of results over time</source>
        <extracomment>Colours of the two results; shapes differ too (filled / hollow) for colour-blind players.</extracomment>
        <translation>Gráficos de resultados a lo largo del tiempo</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es), %1% won, %2 points per hand</source>
        <translation>
            <numerusform>%n partida, %1% ganada, %2 puntos por mano</numerusform>
            <numerusform>%n partidas, %1% ganadas, %2 puntos por mano</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished matches yet: play one and come back.</source>
        <translation>Aún no hay partidas terminadas: juega una y vuelve.</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>Partidas: %1</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Porcentaje de victorias a lo largo del tiempo</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>Points per hand, each match</source>
        <translation>Puntos por mano, en cada partida</translation>
    </message>
    <message>
        <source>average %1</source>
        <translation>media %1</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Oponente:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Practice matches (kept apart)</source>
        <translation>Partidas de &amp;práctica (aparte)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Oponente</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% ganadas</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>Manos
ganadas</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Gins</translation>
    </message>
    <message>
        <source>Big
gins</source>
        <translation>Grandes
gins</translation>
    </message>
    <message>
        <source>Undercuts
made</source>
        <translation>Reducciones
hechas</translation>
    </message>
    <message>
        <source>Undercuts
suffered</source>
        <translation>Reducciones
sufridas</translation>
    </message>
    <message>
        <source>Points
per hand</source>
        <translation>Puntos
por mano</translation>
    </message>
    <message>
        <source>Best
streak</source>
        <translation>Mejor
racha</translation>
    </message>
    <message>
        <source>Current
streak</source>
        <translation>Racha
actual</translation>
    </message>
    <message>
        <source>Matches won, of the finished matches counted here</source>
        <translation>Partidas ganadas, de las partidas terminadas que se cuentan aquí</translation>
    </message>
    <message>
        <source>Practise your &amp;mistakes…</source>
        <translation>Practica tus e&amp;rrores…</translation>
    </message>
    <message>
        <source>Hands you were dealt in; hands you sat out (three players, T2) are not counted</source>
        <translation>Manos en las que recibiste cartas; no cuentan las manos en que te quedaste fuera (tres jugadores, T2)</translation>
    </message>
    <message>
        <source>Hands in which you scored</source>
        <translation>Manos en las que puntuaste</translation>
    </message>
    <message>
        <source>The hand points you scored, divided by the hands you were dealt in</source>
        <translation>Los puntos de mano que anotaste, divididos entre las manos en que recibiste cartas</translation>
    </message>
    <message>
        <source>Most matches won in a row</source>
        <translation>Más partidas ganadas seguidas</translation>
    </message>
    <message>
        <source>Matches won in a row up to the latest one</source>
        <translation>Partidas ganadas seguidas hasta la última</translation>
    </message>
    <message>
        <source>Charts of results over time</source>
        <translation>Gráficos de resultados a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Your rating</source>
        <translation>Tu puntuación</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Reglas personalizadas</translation>
    </message>
    <message>
        <source>The statistics file was damaged.</source>
        <translation>El archivo de estadísticas estaba dañado.</translation>
    </message>
    <message>
        <source>The statistics file was not one of ours.</source>
        <translation>El archivo de estadísticas no era de este juego.</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of the game.</source>
        <translation>El archivo de estadísticas lo escribió una versión más nueva del juego.</translation>
    </message>
    <message>
        <source>The statistics file could not be read.</source>
        <translation>No se pudo leer el archivo de estadísticas.</translation>
    </message>
    <message>
        <source>It was kept as %1 and the statistics start afresh.</source>
        <translation>Se guardó como %1 y las estadísticas empiezan de cero.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so new results cannot be saved.</source>
        <translation>No se pudo apartar, así que no se pueden guardar resultados nuevos.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message numerus="yes">
        <source>Assisted matches (the hint was used; not rated): %n.</source>
        <translation>
            <numerusform>Partidas asistidas (se usó la pista; sin puntuar): %n.</numerusform>
            <numerusform>Partidas asistidas (se usó la pista; sin puntuar): %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exportar estadísticas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Forget the results of %n practice match(es)? This cannot be undone.</source>
        <translation>
            <numerusform>¿Olvidar los resultados de %n partida de práctica? No se puede deshacer.</numerusform>
            <numerusform>¿Olvidar los resultados de %n partidas de práctica? No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget the results of %n match(es)? This cannot be undone.</source>
        <translation>
            <numerusform>¿Olvidar los resultados de %n partida? No se puede deshacer.</numerusform>
            <numerusform>¿Olvidar los resultados de %n partidas? No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget the results of %n practice match(es) and the coach&apos;s accuracy for practice matches? This cannot be undone.</source>
        <translation>
            <numerusform>¿Olvidar los resultados de %n partida de práctica y la precisión del entrenador en las partidas de práctica? No se puede deshacer.</numerusform>
            <numerusform>¿Olvidar los resultados de %n partidas de práctica y la precisión del entrenador en las partidas de práctica? No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget the results of %n match(es), the coach&apos;s accuracy for them and your rating history? Practice matches are kept. This cannot be undone.</source>
        <translation>
            <numerusform>¿Olvidar los resultados de %n partida, la precisión del entrenador en ellas y el historial de tu puntuación? Las partidas de práctica se conservan. No se puede deshacer.</numerusform>
            <numerusform>¿Olvidar los resultados de %n partidas, la precisión del entrenador en ellas y el historial de tu puntuación? Las partidas de práctica se conservan. No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Borrar estadísticas</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>No se pudieron guardar las estadísticas: %1</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Laying off on the knocker&apos;s melds…</source>
        <translation>Entregando cartas en las combinaciones del que golpeó…</translation>
    </message>
</context>
<context>
    <name>StatusWording</name>
    <message>
        <source>Start a new match first.</source>
        <translation>Primero empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The match is over: start a new match from the Game menu.</source>
        <translation>La partida ha terminado: empieza una nueva desde el menú Juego.</translation>
    </message>
    <message>
        <source>The hand is over: start the next hand.</source>
        <translation>La mano ha terminado: empieza la mano siguiente.</translation>
    </message>
    <message>
        <source>You are sitting out this hand: you can only advise the captain.</source>
        <translation>En esta mano te quedas fuera: solo puedes aconsejar al capitán.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>La mano aún no ha terminado.</translation>
    </message>
    <message>
        <source>The match is over: start a new match.</source>
        <translation>La partida ha terminado: empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Wait for the cards to land.</source>
        <translation>Espera a que las cartas lleguen a su sitio.</translation>
    </message>
    <message>
        <source>Cards cannot go there.</source>
        <translation>Las cartas no pueden ir ahí.</translation>
    </message>
    <message>
        <source>You have drawn already: discard or knock.</source>
        <translation>Ya has robado: descarta o golpea.</translation>
    </message>
    <message>
        <source>The discard pile is empty: draw from the stock.</source>
        <translation>El montón del descarte está vacío: roba del mazo.</translation>
    </message>
    <message>
        <source>Both players passed the upcard: draw from the stock (R6).</source>
        <translation>Los dos jugadores pasaron la carta descubierta: roba del mazo (R6).</translation>
    </message>
    <message>
        <source>First take the upcard or pass (R6).</source>
        <translation>Primero toma la carta descubierta o pasa (R6).</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>Ahora no puedes pasar.</translation>
    </message>
    <message>
        <source>Draw a card first (R7).</source>
        <translation>Primero roba una carta (R7).</translation>
    </message>
    <message>
        <source>You may not discard the card you just took from the pile (R7).</source>
        <translation>No puedes descartar la carta que acabas de tomar del montón (R7).</translation>
    </message>
    <message>
        <source>Knocking with the %1 would leave more than %2 deadwood (R8).</source>
        <translation>Golpear con el %1 dejaría más de %2 puntos de cartas muertas (R8).</translation>
    </message>
    <message>
        <source>Big gin needs all 11 cards in melds (R9).</source>
        <translation>El gran gin necesita las 11 cartas en combinaciones (R9).</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <source>Start a new match from the Game menu.</source>
        <translation>Empieza una partida nueva desde el menú Juego.</translation>
    </message>
    <message>
        <source>Match over: you win the match. Start a new match from the Game menu.</source>
        <translation>Fin de la partida: ganas tú. Empieza una partida nueva desde el menú Juego.</translation>
    </message>
    <message>
        <source>Match over: %1 wins the match. Start a new match from the Game menu.</source>
        <translation>Fin de la partida: gana %1. Empieza una partida nueva desde el menú Juego.</translation>
    </message>
    <message>
        <source>Press N for the next hand.</source>
        <translation>Pulsa N para la mano siguiente.</translation>
    </message>
    <message>
        <source>You are sitting out (T2): %1 is playing; you watch the captain&apos;s hand.</source>
        <translation>Te quedas fuera (T2): juega %1; tú ves la mano del capitán.</translation>
    </message>
    <message>
        <source>%1 is laying off on your melds.</source>
        <translation>%1 está entregando cartas en tus combinaciones.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>%1 plays when you close the dialog.</source>
        <translation>%1 juega cuando cierres el diálogo.</translation>
    </message>
    <message>
        <source>%1 waits for your suggestion: pick a move in the Adviser panel and suggest it, or let the captain decide.</source>
        <translation>%1 espera tu sugerencia: elige una jugada en el panel Consejero y sugiérela, o deja que decida el capitán.</translation>
    </message>
    <message>
        <source>Your turn: take the %1 or pass (R6).</source>
        <translation>Tu turno: toma el %1 o pasa (R6).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock.</source>
        <translation>Tu turno: roba del mazo.</translation>
    </message>
    <message>
        <source>Your turn: take the %1 or draw from the stock.</source>
        <translation>Tu turno: toma el %1 o roba del mazo.</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock when the Knock button allows it.</source>
        <translation>Tu turno: descarta una carta, o golpea cuando el botón Golpear lo permita.</translation>
    </message>
    <message>
        <source>Lay out your melds (R10).</source>
        <translation>Muestra tus combinaciones (R10).</translation>
    </message>
    <message>
        <source>Lay off your deadwood on the knocker&apos;s melds, then press Finish (R10).</source>
        <translation>Entrega tus cartas muertas en las combinaciones del que golpeó y pulsa Terminar (R10).</translation>
    </message>
    <message>
        <source>Lay off your deadwood on the knocker&apos;s melds (R10).</source>
        <translation>Entrega tus cartas muertas en las combinaciones del que golpeó (R10).</translation>
    </message>
    <message>
        <source>The hand is a draw (R11): nobody scores.</source>
        <translation>La mano es un empate (R11): nadie puntúa.</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>golpe</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>reducción</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>gran gin</translation>
    </message>
    <message>
        <source>%1 won the hand by %2: %3 (%4).</source>
        <translation>Ganador de la mano: %1, por %2: %3 (%4).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Este</translation>
    </message>
</context>
<context>
    <name>TableAnimator</name>
    <message>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
</context>
<context>
    <name>TableLabels</name>
    <message>
        <source>Discard pile</source>
        <translation>Montón del descarte</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Cartas muertas: %1</translation>
    </message>
    <message>
        <source>advising the captain</source>
        <translation>aconsejando al capitán</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <source>The captain&apos;s cards are shown below, in your row.</source>
        <translation>Las cartas del capitán se muestran abajo, en tu fila.</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>solo gin</translation>
    </message>
    <message>
        <source>Upcard %1 — knock limit %2 (O1)</source>
        <translation>Carta descubierta %1 — límite de golpe %2 (O1)</translation>
    </message>
    <message>
        <source>· spade: points doubled</source>
        <translation>· picas: puntos dobles</translation>
    </message>
    <message>
        <source>Upcard: %1</source>
        <translation>Carta descubierta: %1</translation>
    </message>
    <message>
        <source>Knocker&apos;s melds — gold border: laid off (R10)</source>
        <translation>Combinaciones del que golpeó — borde dorado: entregadas (R10)</translation>
    </message>
    <message>
        <source>The captain&apos;s hand</source>
        <translation>La mano del capitán</translation>
    </message>
    <message>
        <source>The captain&apos;s hand — you are advising (T2)</source>
        <translation>La mano del capitán — estás aconsejando (T2)</translation>
    </message>
    <message>
        <source>Your deadwood — your melds are in the centre</source>
        <translation>Tus cartas muertas — tus combinaciones están en el centro</translation>
    </message>
    <message>
        <source>Three games to %1 (O2)</source>
        <translation>Tres juegos a %1 (O2)</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>Juego a %1</translation>
    </message>
    <message>
        <source>(after the captain&apos;s best discard)</source>
        <translation>(tras el mejor descarte del capitán)</translation>
    </message>
    <message>
        <source>(after your best discard)</source>
        <translation>(tras tu mejor descarte)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Golpear</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Gran gin</translation>
    </message>
    <message>
        <source>Gin with %1</source>
        <translation>Gin con %1</translation>
    </message>
    <message>
        <source>Knock with %1 (%2 left)</source>
        <translation>Golpear con %1 (quedan %2)</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Montón del descarte</translation>
    </message>
    <message>
        <source>The knocker&apos;s melds</source>
        <translation>Las combinaciones del que golpeó</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>Select a card to discard first (arrows and Space).</source>
        <translation>Primero selecciona una carta para descartar (flechas y Espacio).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Mazo: %n carta</numerusform>
            <numerusform>Mazo: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
</context>
<context>
    <name>TotalsWording</name>
    <message>
        <source>Scores (T5)</source>
        <translation>Puntuaciones (T5)</translation>
    </message>
    <message>
        <source>Game %1 (O2)</source>
        <translation>Juego %1 (O2)</translation>
    </message>
    <message>
        <source>Totals (R13)</source>
        <translation>Totales (R13)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Hand points</source>
        <translation>Puntos de las manos</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <source>Shutout: hand points doubled</source>
        <translation>Cierre: puntos de las manos duplicados</translation>
    </message>
    <message>
        <source>Shutout: %1 extra</source>
        <translation>Cierre: %1 extra</translation>
    </message>
    <message>
        <source>Shutout (off)</source>
        <translation>Cierre (desactivado)</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bono de juego</translation>
    </message>
    <message>
        <source>Game bonus (off)</source>
        <translation>Bono de juego (desactivado)</translation>
    </message>
    <message>
        <source>Line bonus (hands won × %1)</source>
        <translation>Bono de línea (manos ganadas × %1)</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>Line bonus (off)</source>
        <translation>Bono de línea (desactivado)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody reached the target in this game.</source>
        <translation>Nadie alcanzó la meta en este juego.</translation>
    </message>
    <message>
        <source>%1 reached %2 first, but the higher total wins the match: %3, with %4 against %5 — the bonuses decided it (R13).</source>
        <translation>Primero en llegar a %2: %1; pero la partida la gana el total más alto: %3, con %4 contra %5 — los bonos lo decidieron (R13).</translation>
    </message>
    <message numerus="yes">
        <source>Winner: %1, with %n point(s).</source>
        <translation>
            <numerusform>Ganador: %1, con %n punto.</numerusform>
            <numerusform>Ganador: %1, con %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 — %n point(s), hands won: %3</source>
        <translation>
            <numerusform>%1. %2 — %n punto, manos ganadas: %3</numerusform>
            <numerusform>%1. %2 — %n puntos, manos ganadas: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Shutout for %1: every hand won, none drawn (R13).</source>
        <translation>Cierre para %1: ganó todas las manos y ninguna terminó en empate (R13).</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>Draw a card</source>
        <extracomment>The walkthrough steps: (title, text, the table&apos;s parts it rings), context &quot;Walkthrough&quot;. Four short steps at most; each points at what it explains (the attribute names of TableWidget).</extracomment>
        <translation>Roba una carta</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>The deadwood meter</source>
        <translation>El medidor de cartas muertas</translation>
    </message>
    <message>
        <source>It counts the points of your cards outside melds (deadwood, R3). Its line marks the knock limit, 10 in most games: at or under it you may knock; at 0 you go gin.</source>
        <translation>Cuenta los puntos de tus cartas fuera de combinaciones (cartas muertas, R3). Su línea marca el límite de golpe, 10 en la mayoría de los juegos: en él o por debajo puedes golpear; con 0 haces gin.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Golpear</translation>
    </message>
    <message>
        <source>Each turn starts here: S (or a click on the stock) draws an unknown card, D (or a click on the discard pile) takes the card on top; dragging it into your hand works too (R7). A hand opens with the upcard offered: take it with D, or pass with P (R6).</source>
        <translation>Cada turno empieza aquí: S (o un clic en el mazo) roba una carta desconocida, D (o un clic en el montón del descarte) toma la carta de arriba; también puedes arrastrarla a tu mano (R7). Una mano empieza ofreciendo la carta descubierta: tómala con D o pasa con P (R6).</translation>
    </message>
    <message>
        <source>Make melds: sets of 3 or 4 cards of one rank, runs of 3 or more in one suit (R2). Then discard: ← → to a card, Space to select it and Return to throw it, or click a card, then the discard pile. The Arrange buttons (keys 1, 2, 3) group your melds.</source>
        <translation>Forma combinaciones: grupos de 3 o 4 cartas del mismo valor, escaleras de 3 o más del mismo palo (R2). Después descarta: ← → hasta una carta, Espacio para seleccionarla e Intro para tirarla, o haz clic en una carta y luego en el montón del descarte. Los botones Ordenar (teclas 1, 2, 3) agrupan tus combinaciones.</translation>
    </message>
    <message>
        <source>The Knock button (K) lights up when you may end the hand (R8, R9). The status line above always says what you can do, and a screen reader says it too; the Help menu (F1) has the rules, the keys and what a screen reader will say.</source>
        <translation>El botón Golpear (K) se ilumina cuando puedes terminar la mano (R8, R9). La línea de estado de arriba siempre dice lo que puedes hacer, y un lector de pantalla también lo dice; el menú Ayuda (F1) tiene las reglas, las teclas y lo que dirá un lector de pantalla.</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Primeros pasos</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Omitir</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Hecho</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>Set</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Golpe</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Reducción</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Gran gin</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Mano empatada</translation>
    </message>
    <message>
        <source>In the box</source>
        <translation>En la caja</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitán</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Fuera</translation>
    </message>
    <message>
        <source>In the box: deals every hand and plays it (T2).</source>
        <translation>En la caja: reparte todas las manos y las juega (T2).</translation>
    </message>
    <message>
        <source>Captain: plays against the box and decides; the one sitting out may advise (T2).</source>
        <translation>Capitán: juega contra la caja y decide; quien se queda fuera puede aconsejarle (T2).</translation>
    </message>
    <message>
        <source>Sitting out: no cards, no points; may advise the captain (T2).</source>
        <translation>Fuera: sin cartas ni puntos; puede aconsejar al capitán (T2).</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Take the %1</source>
        <translation>Tomar el %1</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Tomar el descarte</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Discard the %1</source>
        <translation>Descartar el %1</translation>
    </message>
    <message>
        <source>Go gin, discarding the %1 face down</source>
        <translation>Hacer gin, descartando el %1 boca abajo</translation>
    </message>
    <message>
        <source>Knock, discarding the %1 face down</source>
        <translation>Golpear, descartando el %1 boca abajo</translation>
    </message>
    <message>
        <source>Declare big gin</source>
        <translation>Declarar gran gin</translation>
    </message>
    <message>
        <source>Lay out %1</source>
        <translation>Mostrar %1</translation>
    </message>
    <message>
        <source>Lay off the %1 on meld %2</source>
        <translation>Entregar el %1 en la combinación %2</translation>
    </message>
    <message>
        <source>Finish laying off</source>
        <translation>Terminar las entregas</translation>
    </message>
    <message>
        <source>discarding it without knocking</source>
        <comment>the card of the hint</comment>
        <translation>descartarlo sin golpear</translation>
    </message>
    <message>
        <source>knocking with it face down</source>
        <comment>the card of the hint</comment>
        <translation>golpear descartándolo boca abajo</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>the card a hint compares with</comment>
        <translation>el %1</translation>
    </message>
    <message>
        <source>the %1 on meld %2</source>
        <translation>el %1 en la combinación %2</translation>
    </message>
    <message>
        <source>drawing from the stock</source>
        <translation>robar del mazo</translation>
    </message>
    <message>
        <source>taking the %1</source>
        <translation>tomar el %1</translation>
    </message>
    <message>
        <source>taking the discard</source>
        <translation>tomar el descarte</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>discarding the %1</source>
        <translation>descartar el %1</translation>
    </message>
    <message>
        <source>knocking with the %1 face down</source>
        <translation>golpear descartando el %1 boca abajo</translation>
    </message>
    <message>
        <source>declaring big gin</source>
        <translation>declarar gran gin</translation>
    </message>
    <message>
        <source>laying out %1</source>
        <translation>mostrar %1</translation>
    </message>
    <message>
        <source>laying off the %1 on meld %2</source>
        <translation>entregar el %1 en la combinación %2</translation>
    </message>
    <message>
        <source>finishing the layoffs</source>
        <translation>terminar las entregas</translation>
    </message>
    <message>
        <source>It is the only legal move.</source>
        <translation>Es la única jugada permitida.</translation>
    </message>
    <message>
        <source>The face-up card completes or extends a meld.</source>
        <translation>La carta descubierta completa o alarga una combinación.</translation>
    </message>
    <message>
        <source>Taking the card lowers the deadwood.</source>
        <translation>Tomar la carta reduce las cartas muertas.</translation>
    </message>
    <message>
        <source>Taking the card would not help.</source>
        <translation>Tomar la carta no ayudaría.</translation>
    </message>
    <message>
        <source>The stock card may help more than the face-up card.</source>
        <translation>La carta del mazo puede ayudar más que la descubierta.</translation>
    </message>
    <message>
        <source>Low deadwood left, and the opponent is unlikely to use this card.</source>
        <translation>Quedan pocas cartas muertas y es poco probable que el oponente aproveche esta carta.</translation>
    </message>
    <message>
        <source>It sheds a high unmatched card.</source>
        <translation>Se deshace de una carta alta sin combinar.</translation>
    </message>
    <message>
        <source>It keeps cards that can still make melds.</source>
        <translation>Conserva cartas que aún pueden formar combinaciones.</translation>
    </message>
    <message>
        <source>The opponent is likely to use this card.</source>
        <translation>Es probable que el oponente aproveche esta carta.</translation>
    </message>
    <message>
        <source>Discarding it breaks one of your melds.</source>
        <translation>Descartarla rompe una de tus combinaciones.</translation>
    </message>
    <message>
        <source>Knocking now should score.</source>
        <translation>Golpear ahora debería dar puntos.</translation>
    </message>
    <message>
        <source>Keep playing for gin instead of knocking.</source>
        <translation>Sigue jugando para hacer gin en lugar de golpear.</translation>
    </message>
    <message>
        <source>This is gin.</source>
        <translation>Esto es gin.</translation>
    </message>
    <message>
        <source>All eleven cards are melded: big gin.</source>
        <translation>Las once cartas forman combinaciones: gran gin.</translation>
    </message>
    <message>
        <source>Knocking now risks an undercut.</source>
        <translation>Golpear ahora arriesga una reducción.</translation>
    </message>
    <message>
        <source>This layout leaves the defender the least to lay off.</source>
        <translation>Esta disposición deja al defensor lo mínimo para entregar.</translation>
    </message>
    <message>
        <source>This layout lets the defender lay off more.</source>
        <translation>Esta disposición permite al defensor entregar más.</translation>
    </message>
    <message>
        <source>This layoff lowers your deadwood.</source>
        <translation>Esta entrega reduce tus cartas muertas.</translation>
    </message>
    <message>
        <source>This layoff does not help: it breaks a meld of yours.</source>
        <translation>Esta entrega no ayuda: rompe una de tus combinaciones.</translation>
    </message>
    <message>
        <source>Nothing more worth laying off.</source>
        <translation>No queda nada que valga la pena entregar.</translation>
    </message>
    <message>
        <source>Ranked by playing the hand out over sampled deals.</source>
        <translation>Ordenado jugando la mano hasta el final sobre repartos de muestra.</translation>
    </message>
    <message>
        <source>Gin: %1 + %2 = %3 — %4</source>
        <translation>Gin: %1 + %2 = %3 — %4</translation>
    </message>
    <message>
        <source>Big gin: %1 + %2 = %3 — %4</source>
        <translation>Gran gin: %1 + %2 = %3 — %4</translation>
    </message>
    <message>
        <source>Undercut: %1 + (%2 − %3) = %4 — %5</source>
        <translation>Reducción: %1 + (%2 − %3) = %4 — %5</translation>
    </message>
    <message>
        <source>Equal deadwood (%1 each) and ties are not undercuts: nobody scores — %2</source>
        <translation>Cartas muertas iguales (%1 cada uno) y los empates no son reducción: nadie puntúa — %2</translation>
    </message>
    <message>
        <source>Knock: %1 − %2 = %3 — %4</source>
        <translation>Golpe: %1 − %2 = %3 — %4</translation>
    </message>
    <message>
        <source>Spade upcard: %1 × %2 = %3 — O1</source>
        <translation>Carta descubierta de picas: %1 × %2 = %3 — O1</translation>
    </message>
    <message>
        <source>You passed the %1</source>
        <translation>Pasaste el %1</translation>
    </message>
    <message>
        <source>%2 passed the %1</source>
        <translation>%2 pasó el %1</translation>
    </message>
    <message>
        <source>You drew the %1 from the stock</source>
        <translation>Robaste el %1 del mazo</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Robaste del mazo</translation>
    </message>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 robó del mazo</translation>
    </message>
    <message>
        <source>You took the %1 from the discard pile</source>
        <translation>Tomaste el %1 del montón del descarte</translation>
    </message>
    <message>
        <source>%2 took the %1 from the discard pile</source>
        <translation>%2 tomó el %1 del montón del descarte</translation>
    </message>
    <message>
        <source>You discarded the %1</source>
        <translation>Descartaste el %1</translation>
    </message>
    <message>
        <source>%2 discarded the %1</source>
        <translation>%2 descartó el %1</translation>
    </message>
    <message>
        <source>You declared big gin</source>
        <translation>Declaraste gran gin</translation>
    </message>
    <message>
        <source>%1 declared big gin</source>
        <translation>%1 declaró gran gin</translation>
    </message>
    <message>
        <source>You knocked, discarding the %1 face down</source>
        <translation>Golpeaste, descartando el %1 boca abajo</translation>
    </message>
    <message>
        <source>%1 knocked</source>
        <translation>%1 golpeó</translation>
    </message>
    <message>
        <source>You laid out %1</source>
        <translation>Mostraste %1</translation>
    </message>
    <message>
        <source>%2 laid out %1</source>
        <translation>%2 mostró %1</translation>
    </message>
    <message>
        <source>You laid off the %1</source>
        <translation>Entregaste el %1</translation>
    </message>
    <message>
        <source>%2 laid off the %1</source>
        <translation>%2 entregó el %1</translation>
    </message>
    <message>
        <source>You laid nothing off</source>
        <translation>No entregaste nada</translation>
    </message>
    <message>
        <source>%1 laid nothing off</source>
        <translation>%1 no entregó nada</translation>
    </message>
    <message>
        <source>You finished laying off</source>
        <translation>Terminaste las entregas</translation>
    </message>
    <message>
        <source>%1 finished laying off</source>
        <translation>%1 terminó las entregas</translation>
    </message>
    <message>
        <source>You suggested: %1</source>
        <translation>Sugeriste: %1</translation>
    </message>
    <message>
        <source>Hand %1 dealt</source>
        <translation>Mano %1 repartida</translation>
    </message>
    <message>
        <source>Hand %1 dealt: the upcard is the %2</source>
        <translation>Mano %1 repartida: la carta descubierta es el %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>_NetDialog</name>
    <message>
        <source>&amp;Secure connection (TLS)</source>
        <translation>Conexión &amp;segura (TLS)</translation>
    </message>
    <message>
        <source>Connect with wss://: the server&apos;s certificate is checked, and nobody on the way can read or change the game.</source>
        <translation>Conectar con wss://: se comprueba el certificado del servidor, y nadie por el camino puede leer ni cambiar la partida.</translation>
    </message>
    <message>
        <source>Certificate to trust</source>
        <translation>Certificado de confianza</translation>
    </message>
    <message>
        <source>The system&apos;s certificate authorities</source>
        <translation>Las autoridades de certificación del sistema</translation>
    </message>
    <message>
        <source>For a server with a self-signed certificate: that certificate (or the authority that signed it), as its host gave it to you.</source>
        <translation>Para un servidor con un certificado autofirmado: ese certificado (o la autoridad que lo firmó), tal como te lo dio quien organiza la mesa.</translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
</context>
</TS>
