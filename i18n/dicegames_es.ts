<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Advisor</name>
    <message>
        <source>%1 (best)</source>
        <translation>%1 (la mejor)</translation>
    </message>
    <message>
        <source>%1 (computer) is playing: the advisor waits for your turn.</source>
        <translation>%1 (ordenador) está jugando: el consejero espera tu turno.</translation>
    </message>
    <message>
        <source>%1 chips expected</source>
        <translation>%1 fichas esperadas</translation>
    </message>
    <message>
        <source>%1 points expected</source>
        <translation>%1 puntos esperados</translation>
    </message>
    <message>
        <source>&gt;%1%</source>
        <translation>&gt;%1 %</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Consejero</translation>
    </message>
    <message>
        <source>Advisor (H)</source>
        <translation>Consejero (H)</translation>
    </message>
    <message>
        <source>Advisor hidden.</source>
        <translation>Consejero oculto.</translation>
    </message>
    <message>
        <source>Advisor shown.</source>
        <translation>Consejero visible.</translation>
    </message>
    <message>
        <source>Approximate: these rules have no exact table; the values are close, not exact.</source>
        <translation>Aproximado: estas reglas no tienen tabla exacta; los valores son cercanos, no exactos.</translation>
    </message>
    <message>
        <source>Best: %1, %2.</source>
        <translation>Lo mejor: %1, %2.</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Probabilidad de ganar</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Chips: the chips you can expect to take this round (taken minus given away), lower is better. Worst: the chance of ending the round with its worst hand.</source>
        <translation>Fichas: las fichas que puedes esperar llevarte en esta ronda (recibidas menos cedidas); cuantas menos, mejor. Peor: la probabilidad de acabar la ronda con la peor jugada.</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Opción</translation>
    </message>
    <message>
        <source>Choices, best first</source>
        <translation>Opciones, la mejor primero</translation>
    </message>
    <message>
        <source>Expected chips</source>
        <translation>Fichas esperadas</translation>
    </message>
    <message>
        <source>Expected final total</source>
        <translation>Total final esperado</translation>
    </message>
    <message>
        <source>Expected points this turn</source>
        <translation>Puntos esperados en este turno</translation>
    </message>
    <message>
        <source>Keep %1, throw %2 again</source>
        <translation>Guardar %1 y volver a tirar %2</translation>
    </message>
    <message>
        <source>No advice could be worked out here.</source>
        <translation>Aquí no se ha podido calcular ningún consejo.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Points: what you can expect to bank at the end of this turn, this turn&apos;s points included. Zonk: the chance that the throw scores nothing.</source>
        <translation>Puntos: lo que puedes esperar anotar al plantarte en este turno, con los puntos del turno incluidos. Zonk: la probabilidad de que la tirada no puntúe nada.</translation>
    </message>
    <message>
        <source>Show or hide the value of every choice (H)</source>
        <translation>Mostrar u ocultar el valor de cada opción (H)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Then %1, %2.</source>
        <translation>Después: %1, %2.</translation>
    </message>
    <message>
        <source>There is no advice for this game.</source>
        <translation>No hay consejos para este juego.</translation>
    </message>
    <message>
        <source>Throw %1 again</source>
        <translation>Volver a tirar %1</translation>
    </message>
    <message>
        <source>Throw all %1 again</source>
        <translation>Volver a tirar los %1</translation>
    </message>
    <message>
        <source>Throw the dice: the advisor weighs what to do with them.</source>
        <translation>Tira los dados: el consejero sopesará qué hacer con ellos.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Total: your expected final total with the best play from here, points already written included.</source>
        <translation>Total: el total final que puedes esperar jugando lo mejor desde aquí, con los puntos ya apuntados.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Value: how good each choice is for winning the game.</source>
        <translation>Valor: cuánto acerca cada opción a ganar la partida.</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Win: your chance to win the game with each choice, playing for the win from here. The choices are listed by it, the best (★) first.</source>
        <translation>Victoria: tu probabilidad de ganar la partida con cada opción, jugando a ganar desde aquí. Las opciones van ordenadas por ella, la mejor (★) primero.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>Working out the chances to win for these rules: %1 done. Until then the computer plays for points.</source>
        <translation>Calculando las probabilidades de ganar con estas reglas: %1 completado. Mientras tanto, el ordenador juega por los puntos.</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Peor</translation>
    </message>
    <message>
        <source>Zonk</source>
        <translation>Zonk</translation>
    </message>
    <message>
        <source>chance to win less than 1 percent</source>
        <translation>probabilidad de ganar de menos del 1 por ciento</translation>
    </message>
    <message>
        <source>chance to win more than 99 percent</source>
        <translation>probabilidad de ganar de más del 99 por ciento</translation>
    </message>
    <message>
        <source>expected total %1</source>
        <translation>total esperado %1</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>valor %1</translation>
    </message>
    <message>
        <source>worst hand chance %1</source>
        <translation>probabilidad de la peor mano %1</translation>
    </message>
    <message>
        <source>zonk chance %1</source>
        <translation>probabilidad de zonk %1</translation>
    </message>
</context>
<context>
    <name>AdvisorWords</name>
    <message numerus="yes">
        <source>chance to win %n percent</source>
        <translation>
            <numerusform>probabilidad de ganar del %n por ciento</numerusform>
            <numerusform>probabilidad de ganar del %n por ciento</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Dice Games</source>
        <translation>Juegos de dados</translation>
    </message>
    <message>
        <source>The settings file was damaged; it was kept as “%1” and the defaults are used.</source>
        <translation>El archivo de ajustes estaba dañado; se ha guardado como «%1» y se usan los valores predeterminados.</translation>
    </message>
    <message>
        <source>The settings file was damaged; the defaults are used.</source>
        <translation>El archivo de ajustes estaba dañado; se usan los valores predeterminados.</translation>
    </message>
    <message>
        <source>Traditional dice games: play at the table, or keep the score of real dice</source>
        <translation>Juegos de dados tradicionales: juega en la mesa o lleva la cuenta de dados reales</translation>
    </message>
</context>
<context>
    <name>Browser</name>
    <message>
        <source>%1 shared the win</source>
        <translation>Compartieron la victoria: %1</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Ganó %1</translation>
    </message>
    <message>
        <source>%1, casual</source>
        <translation>%1, amistosa</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Eliminar…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Exportar registro…</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Buscar:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Repetir jugadas</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>&amp;Deshacer eliminación</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Delete the game of %1 with %2 (%3)? It goes to the trash and is kept there for %4 days; Undo brings it back.</source>
        <translation>¿Eliminar la partida de %1 con %2 (%3)? Va a la papelera y se guarda allí %4 días; Deshacer la recupera.</translation>
    </message>
    <message>
        <source>Delete the game?</source>
        <translation>¿Eliminar la partida?</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Exportar el registro de la partida</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Registros de partidas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>In progress (Continue)</source>
        <translation>En curso (Continuar)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Moved to the trash: “%1”.</source>
        <translation>Movida a la papelera: «%1».</translation>
    </message>
    <message>
        <source>No games here yet: saved and finished games appear here.</source>
        <translation>Aún no hay partidas: aquí aparecen las partidas guardadas y terminadas.</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Sin ganador</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Saved and finished games</source>
        <translation>Partidas guardadas y terminadas</translation>
    </message>
    <message>
        <source>Saved, finished</source>
        <translation>Guardada, terminada</translation>
    </message>
    <message>
        <source>Saved, not finished</source>
        <translation>Guardada, sin terminar</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>The game is back: “%1”.</source>
        <translation>La partida ha vuelto: «%1».</translation>
    </message>
    <message>
        <source>The record was exported as “%1”.</source>
        <translation>El registro se exportó como «%1».</translation>
    </message>
    <message>
        <source>This game cannot be replayed: its record does not follow the rules of this version.</source>
        <translation>Esta partida no se puede repetir: su registro no sigue las reglas de esta versión.</translation>
    </message>
    <message>
        <source>This game is on the table: go back to the games before you delete it.</source>
        <translation>Esta partida está en la mesa: vuelve a los juegos antes de eliminarla.</translation>
    </message>
    <message>
        <source>a player or a game</source>
        <translation>un jugador o un juego</translation>
    </message>
</context>
<context>
    <name>BrowserWords</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln turn(s)</source>
        <translation>
            <numerusform>%Ln turno</numerusform>
            <numerusform>%Ln turnos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>%1 to %2</source>
        <translation>de %1 a %2</translation>
    </message>
    <message>
        <source>%1: score over turns</source>
        <translation>%1: puntos turno a turno</translation>
    </message>
    <message>
        <source>%1: win rate after each game</source>
        <translation>%1: porcentaje de victorias tras cada partida</translation>
    </message>
    <message>
        <source>A player&apos;s trend</source>
        <translation>Evolución de un jugador</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Choose a game in the list of games to see its scores turn by turn.</source>
        <translation>Elige una partida en la lista de partidas para ver sus puntos turno a turno.</translation>
    </message>
    <message>
        <source>Choose a game: results of different games do not compare.</source>
        <translation>Elige un juego: los resultados de juegos distintos no se comparan.</translation>
    </message>
    <message>
        <source>Choose a player to see his trend.</source>
        <translation>Elige un jugador para ver su evolución.</translation>
    </message>
    <message>
        <source>Distribution of results</source>
        <translation>Distribución de resultados</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Resultado final</translation>
    </message>
    <message>
        <source>Final results in %1</source>
        <translation>Resultados finales en %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aún no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>No wins to show yet.</source>
        <translation>Aún no hay victorias que mostrar.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation>Valoración en el tiempo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Score over turns</source>
        <translation>Puntos turno a turno</translation>
    </message>
    <message>
        <source>Share of the wins</source>
        <translation>Parte de las victorias</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
</context>
<context>
    <name>ChicagoDetroit</name>
    <message>
        <source>%1 builds on %2&apos;s %3.</source>
        <translation>%1 aprovecha los %3 puntos de %2.</translation>
    </message>
    <message>
        <source>%1 reached %2: everyone else has one more turn.</source>
        <translation>%1 ha llegado a %2: los demás juegan un turno más.</translation>
    </message>
    <message>
        <source>A house rule: a player&apos;s first bank must reach at least this many points; until then he must roll on. 0 means no minimum, as in the text.</source>
        <translation>Regla casera: la primera vez que un jugador se planta tiene que reunir al menos estos puntos; hasta entonces, tiene que seguir tirando. 0 significa sin mínimo, como en el texto.</translation>
    </message>
    <message>
        <source>After a roll that scores, you set aside at least one scoring die and choose which. Or you must set aside every scoring die. The text does not say.</source>
        <translation>Tras una tirada con puntos, apartas al menos un dado que puntúe y eliges cuáles. O bien hay que apartar todos los dados que puntúan. El texto no lo dice.</translation>
    </message>
    <message>
        <source>As in the text, four, five or six alike score three of a kind plus the extra dice one by one: an extra 1 adds 100, an extra 5 adds 50, an extra 2, 3, 4 or 6 nothing. The doubling house rule makes four alike worth twice the triple, five alike four times and six alike eight times.</source>
        <translation>Como en el texto, cuatro, cinco o seis iguales cuentan como un trío más los dados sobrantes, cada uno por su cuenta: un 1 sobrante suma 100, un 5 sobrante 50, y un 2, 3, 4 o 6 sobrante, nada. Con la regla casera de doblar, cuatro iguales valen el doble del trío; cinco iguales, cuatro veces, y seis iguales, ocho veces.</translation>
    </message>
    <message>
        <source>As the text says, the game ends as soon as a player&apos;s banked total reaches the target, and he wins. Or every other player gets one more turn, and then the highest total wins.</source>
        <translation>Como dice el texto, la partida termina en cuanto el total anotado de un jugador alcanza la meta, y ese jugador gana. O bien cada uno de los demás juega un turno más, y después gana el total más alto.</translation>
    </message>
    <message>
        <source>Built on %1</source>
        <translation>Heredados: %1</translation>
    </message>
    <message>
        <source>Chicago is played with five dice; Detroit with six dice paired off by colour — two white, two red and two green. They score different straights, and only Detroit has colour pairs.</source>
        <translation>Chicago se juega con cinco dados; Detroit, con seis dados emparejados por colores: dos blancos, dos rojos y dos verdes. Sus escaleras son distintas, y solo Detroit tiene parejas de color.</translation>
    </message>
    <message>
        <source>Colour pairs</source>
        <translation>Parejas de color</translation>
    </message>
    <message>
        <source>Colour pairs — Detroit: in one roll of all six dice, the two white dice show the same number, the two red dice the same number and the two green dice the same number: 1,000 points.</source>
        <translation>Parejas de color — en Detroit: en una sola tirada de los seis dados, los dos dados blancos muestran el mismo número, los dos rojos el mismo número y los dos verdes el mismo número: 1.000 puntos.</translation>
    </message>
    <message>
        <source>Final round</source>
        <translation>Ronda final</translation>
    </message>
    <message>
        <source>Five %1s</source>
        <translation>Cinco %1</translation>
    </message>
    <message>
        <source>Five %1s — five dice showing %1 in one roll, with the doubling house rule: four times three %1s.</source>
        <translation>Cinco %1 — cinco dados que muestran %1 en una sola tirada; con la regla casera de doblar: cuatro veces lo que valen tres %1.</translation>
    </message>
    <message>
        <source>Five dice to 10,000 points: bank, press on, or build on the last player&apos;s score.</source>
        <translation>Cinco dados hasta 10.000 puntos: plántate, sigue tirando o aprovecha la jugada del anterior.</translation>
    </message>
    <message>
        <source>Four %1s</source>
        <translation>Cuatro %1</translation>
    </message>
    <message>
        <source>Four %1s — four dice showing %1 in one roll, with the doubling house rule: twice three %1s.</source>
        <translation>Cuatro %1 — cuatro dados que muestran %1 en una sola tirada; con la regla casera de doblar: el doble de lo que valen tres %1.</translation>
    </message>
    <message>
        <source>No turn scores exactly that: every combination is a multiple of 50.</source>
        <translation>Ningún turno suma exactamente eso: todas las combinaciones son múltiplos de 50.</translation>
    </message>
    <message>
        <source>Not enough to get on the board: a first bank must reach the opening minimum. Enter 0 if the turn fell short.</source>
        <translation>No basta para empezar a anotar: la primera vez que te plantas tienes que llegar al mínimo de entrada. Introduce 0 si el turno no llegó.</translation>
    </message>
    <message>
        <source>Off: colour pairs need only each colour&apos;s two dice to match, so a number may repeat. On: the three colours must show three different numbers, as in the text&apos;s example.</source>
        <translation>Desactivada: en las parejas de color basta con que coincidan los dos dados de cada color, así que un número puede repetirse. Activada: los tres colores tienen que mostrar tres números distintos, como en el ejemplo del texto.</translation>
    </message>
    <message>
        <source>On: when a player banks of his own choice with dice left over, the next player may take over those dice and that turn total instead of starting fresh. If he then zonks, he scores nothing, and the player before him keeps his points.</source>
        <translation>Activada: cuando un jugador se planta por decisión propia y le quedan dados, el siguiente puede quedarse con esos dados y con los puntos de ese turno en lugar de empezar de cero. Si después hace zonk, no anota nada, y el jugador anterior conserva sus puntos.</translation>
    </message>
    <message>
        <source>One 1</source>
        <translation>Un 1</translation>
    </message>
    <message>
        <source>One 1 — each 1 scores 100 points.</source>
        <translation>Un 1 — cada 1 vale 100 puntos.</translation>
    </message>
    <message>
        <source>One 5</source>
        <translation>Un 5</translation>
    </message>
    <message>
        <source>One 5 — each 5 scores 50 points.</source>
        <translation>Un 5 — cada 5 vale 50 puntos.</translation>
    </message>
    <message>
        <source>Ones and fives</source>
        <translation>Unos y cincos</translation>
    </message>
    <message>
        <source>Only for Detroit&apos;s coloured dice: Chicago&apos;s five dice have no colours, so it stays off here.</source>
        <translation>Solo para los dados de colores de Detroit: los cinco dados de Chicago no tienen colores, así que aquí queda desactivada.</translation>
    </message>
    <message>
        <source>Opening minimum %1</source>
        <translation>Mínimo de entrada %1</translation>
    </message>
    <message>
        <source>Six %1s</source>
        <translation>Seis %1</translation>
    </message>
    <message>
        <source>Six %1s — six dice showing %1 in one roll, with the doubling house rule: eight times three %1s.</source>
        <translation>Seis %1 — seis dados que muestran %1 en una sola tirada; con la regla casera de doblar: ocho veces lo que valen tres %1.</translation>
    </message>
    <message>
        <source>Six coloured dice to 10,000: pair the colours for a thousand.</source>
        <translation>Seis dados de colores hasta 10.000: empareja los colores y gana mil puntos.</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <source>Straight — 1-2-3-4-5 or 2-3-4-5-6 with all five dice of one roll: 1,500 points.</source>
        <translation>Escalera — 1-2-3-4-5 o 2-3-4-5-6 con los cinco dados de una sola tirada: 1.500 puntos.</translation>
    </message>
    <message>
        <source>Straight — 1-2-3-4-5-6 with all six dice of one roll: 1,000 points. A 1-2-3-4-5 with some other sixth die is no straight.</source>
        <translation>Escalera — 1-2-3-4-5-6 con los seis dados de una sola tirada: 1.000 puntos. Un 1-2-3-4-5 con otro sexto dado cualquiera no es escalera.</translation>
    </message>
    <message>
        <source>Straights</source>
        <translation>Escaleras</translation>
    </message>
    <message>
        <source>The banked total that ends the game — 10,000 in a typical game. As standard, the first player to reach it wins.</source>
        <translation>El total anotado que termina la partida; lo típico es jugar a 10.000. Por defecto, gana el primero que lo alcanza.</translation>
    </message>
    <message>
        <source>The first to bank %1 points wins.</source>
        <translation>Gana quien primero se planta con %1 puntos.</translation>
    </message>
    <message>
        <source>The straight and colour pairs</source>
        <translation>La escalera y las parejas de color</translation>
    </message>
    <message>
        <source>Three %1s</source>
        <translation>Tres %1</translation>
    </message>
    <message>
        <source>Three %1s — three dice showing %1 in one roll: 100 times the number.</source>
        <translation>Tres %1 — tres dados que muestran %1 en una sola tirada: 100 veces el número.</translation>
    </message>
    <message>
        <source>Three 1s — three dice showing 1 in one roll: 1,000 points, the one exception to the rule of three of a kind.</source>
        <translation>Tres 1 — tres dados que muestran 1 en una sola tirada: 1.000 puntos, la única excepción a la regla de los tríos.</translation>
    </message>
    <message>
        <source>Three of a kind and more</source>
        <translation>Tres iguales o más</translation>
    </message>
    <message>
        <source>Total — each player&apos;s banked score, the sum of his turns. The first to reach the target wins.</source>
        <translation>Total — los puntos anotados de cada jugador, la suma de sus turnos. Gana el primero que alcanza la meta.</translation>
    </message>
    <message>
        <source>Turn %1 — the points each player banked in this turn; a zonk scores 0.</source>
        <translation>Turno %1 — los puntos que anotó cada jugador en este turno; un zonk vale 0.</translation>
    </message>
    <message>
        <source>When every die of a roll scores. The text says you must pick up all the dice and roll again, so you cannot bank then; as an option you may choose to bank instead.</source>
        <translation>Cuando puntúan todos los dados de una tirada. El texto dice que hay que recoger todos los dados y volver a tirar, así que entonces no puedes plantarte; como opción, puedes elegir plantarte.</translation>
    </message>
    <message>
        <source>When someone reaches %1 points, everyone else has one more turn; the highest total wins.</source>
        <translation>Cuando alguien llega a %1 puntos, los demás tienen un turno más; gana el total más alto.</translation>
    </message>
    <message>
        <source>Zonk Chicago</source>
        <translation>Zonk Chicago</translation>
    </message>
    <message>
        <source>Zonk Detroit</source>
        <translation>Zonk Detroit</translation>
    </message>
    <message>
        <source>white %1, red %2, green %3</source>
        <translation>blancos %1, rojos %2, verdes %3</translation>
    </message>
</context>
<context>
    <name>ChicagoDetroitWords</name>
    <message numerus="yes">
        <source>On offer: %1 with %n dice</source>
        <translation>
            <numerusform>Para aprovechar: %1 con %n dado</numerusform>
            <numerusform>Para aprovechar: %1 con %n dados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Advanced</source>
        <translation>Competente</translation>
    </message>
    <message>
        <source>Advanced: at most %1, halfway between the Normal and the Easy computer.</source>
        <translation>Competente: %1 como mucho, a medio camino entre la máquina normal y la fácil.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Beginner: more than %1, the Easy computer&apos;s cost.</source>
        <translation>Principiante: más de %1, el coste de la máquina fácil.</translation>
    </message>
    <message>
        <source>Big mistakes only</source>
        <translation>Solo errores graves</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Amateur</translation>
    </message>
    <message>
        <source>Casual: at most %1, the Easy computer&apos;s cost.</source>
        <translation>Amateur: %1 como mucho, el coste de la máquina fácil.</translation>
    </message>
    <message>
        <source>Clear mistakes</source>
        <translation>Errores claros</translation>
    </message>
    <message>
        <source>Every costly move</source>
        <translation>Cualquier jugada con pérdida</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Expert: at most %1, as good as the Normal computer or better.</source>
        <translation>Especialista: %1 como mucho, tan bien como la máquina normal o mejor.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Master: a cost per decision of at most %1, halfway from the Strong computer to the Normal one.</source>
        <translation>Élite: un coste por decisión de %1 como mucho, a medio camino entre la máquina fuerte y la normal.</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message numerus="yes">
        <source>%Ln decision(s)</source>
        <translation>
            <numerusform>%Ln decisión</numerusform>
            <numerusform>%Ln decisiones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln position(s)</source>
        <translation>
            <numerusform>%Ln posición</numerusform>
            <numerusform>%Ln posiciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Working out the ratings of %Ln earlier game(s)…</source>
        <translation>
            <numerusform>Calculando la valoración de %Ln partida anterior…</numerusform>
            <numerusform>Calculando la valoración de %Ln partidas anteriores…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComputerMoves</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (ordenador)</translation>
    </message>
    <message>
        <source>%1 banks %2 (total %3).</source>
        <translation>%1 se planta con %2 (total: %3).</translation>
    </message>
    <message>
        <source>%1 builds on the previous score: %2 with %3.</source>
        <translation>%1 aprovecha la jugada anterior: %2 con %3.</translation>
    </message>
    <message>
        <source>%1 carries on with every die, risking %2.</source>
        <translation>%1 sigue con todos los dados y arriesga %2.</translation>
    </message>
    <message>
        <source>%1 crosses out %2.</source>
        <translation>%1 tacha %2.</translation>
    </message>
    <message>
        <source>%1 keeps %2 and throws %3 again.</source>
        <translation>%1 guarda %2 y vuelve a tirar %3.</translation>
    </message>
    <message>
        <source>%1 keeps %2: %3, %4, stops at %5.</source>
        <translation>%1 aparta %2: %3, %4; se planta desde %5.</translation>
    </message>
    <message>
        <source>%1 keeps %2: %3, %4.</source>
        <translation>%1 aparta %2: %3, %4.</translation>
    </message>
    <message>
        <source>%1 keeps %2: %3; that was the third throw, so the turn ends.</source>
        <translation>%1 aparta %2: %3; era la tercera tirada, así que el turno termina.</translation>
    </message>
    <message>
        <source>%1 risks %2 and throws %3.</source>
        <translation>%1 arriesga %2 y tira %3.</translation>
    </message>
    <message>
        <source>%1 scores %2 in %3 (doubled).</source>
        <translation>%1 apunta %2 en %3 (a la primera, doble).</translation>
    </message>
    <message>
        <source>%1 scores %2 in %3.</source>
        <translation>%1 apunta %2 en %3.</translation>
    </message>
    <message>
        <source>%1 starts fresh rather than build on %2 with %3.</source>
        <translation>%1 empieza de cero en vez de aprovechar %2 con %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 stops on %2 after %n throw(s).</source>
        <translation>
            <numerusform>%1 se queda con %2 tras %n tirada.</numerusform>
            <numerusform>%1 se queda con %2 tras %n tiradas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes the free re-throw of %2.</source>
        <translation>%1 usa la tirada gratis de %2.</translation>
    </message>
    <message>
        <source>%1 throws all %2 again.</source>
        <translation>%1 vuelve a tirar los %2.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln punto</numerusform>
            <numerusform>%Ln puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice left</source>
        <translation>
            <numerusform>queda %n dado</numerusform>
            <numerusform>quedan %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected chips this round: %1.</source>
        <translation>Fichas esperadas en esta ronda: %1.</translation>
    </message>
    <message>
        <source>Expected final total: %1.</source>
        <translation>Total final esperado: %1.</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message numerus="yes">
        <source>Build on %1 with %n dice</source>
        <translation>
            <numerusform>Aprovechar %1 con %n dado</numerusform>
            <numerusform>Aprovechar %1 con %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>Build on the previous score</source>
        <translation>Aprovechar la jugada anterior</translation>
    </message>
    <message>
        <source>Carry on with all dice</source>
        <translation>Seguir con todos los dados</translation>
    </message>
    <message>
        <source>Cross out</source>
        <translation>Tachar</translation>
    </message>
    <message>
        <source>Cross out %1</source>
        <translation>Tachar %1</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Fresh start</source>
        <translation>Empezar de cero</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Tecla: %1</translation>
    </message>
    <message>
        <source>Pick dice with %1, then Set aside. You can set aside: %2.</source>
        <translation>Elige los dados con %1 y pulsa Apartar. Puedes apartar: %2.</translation>
    </message>
    <message>
        <source>Pick the dice to throw again with %1 (again to put one back), or choose a cell on the sheet.</source>
        <translation>Elige con %1 los dados que quieres volver a tirar (otra vez para quitar uno) o elige una casilla de la hoja.</translation>
    </message>
    <message>
        <source>Pick the dice to throw again with %1 (again to put one back), or throw them all.</source>
        <translation>Elige con %1 los dados que quieres volver a tirar (otra vez para quitar uno) o tíralos todos.</translation>
    </message>
    <message>
        <source>Pick the dice to throw again with %1 (again to put one back).</source>
        <translation>Elige con %1 los dados que quieres volver a tirar (otra vez para quitar uno).</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Apuntar</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Apuntar %1</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Apartar</translation>
    </message>
    <message>
        <source>Set aside %1</source>
        <translation>Apartar %1</translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice again</source>
        <translation>
            <numerusform>Volver a tirar %n dado</numerusform>
            <numerusform>Volver a tirar %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Volver a tirar</translation>
    </message>
    <message>
        <source>Throw again, keep nothing</source>
        <translation>Volver a tirar sin apartar nada</translation>
    </message>
    <message>
        <source>Throw all again</source>
        <translation>Volver a tirar todos</translation>
    </message>
</context>
<context>
    <name>Correction</name>
    <message>
        <source> throw(s)</source>
        <translation> tirada(s)</translation>
    </message>
    <message>
        <source>%1 (as now)</source>
        <translation>%1 (como ahora)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — %2 ×2</source>
        <translation>%1 — %2 ×2</translation>
    </message>
    <message>
        <source>Cancel  (Esc)</source>
        <translation>Cancelar  (Esc)</translation>
    </message>
    <message>
        <source>Correct  (Enter)</source>
        <translation>Corregir  (Enter)</translation>
    </message>
    <message>
        <source>Correct %1</source>
        <translation>Corregir %1</translation>
    </message>
    <message>
        <source>Cross out %1</source>
        <translation>Tachar %1</translation>
    </message>
    <message>
        <source>Enter corrects, Escape cancels.</source>
        <translation>Intro corrige, Esc cancela.</translation>
    </message>
    <message>
        <source>Final dice</source>
        <translation>Dados finales</translation>
    </message>
    <message>
        <source>Nothing here can be corrected: virtual dice are the table&apos;s. Use Undo for a move just made.</source>
        <translation>Aquí no hay nada que corregir: los dados virtuales los tira la mesa. Para una jugada recién hecha, usa Deshacer.</translation>
    </message>
    <message>
        <source>Number of throws</source>
        <translation>Número de tiradas</translation>
    </message>
    <message>
        <source>Points (0 = zonk)</source>
        <translation>Puntos (0 = zonk)</translation>
    </message>
    <message>
        <source>Points of the turn (0 = zonk)</source>
        <translation>Puntos del turno (0 = zonk)</translation>
    </message>
    <message>
        <source>Six of a kind, face</source>
        <translation>Seis iguales, número</translation>
    </message>
    <message>
        <source>The dice of throw %1</source>
        <translation>Los dados de la tirada %1</translation>
    </message>
    <message>
        <source>The face of the six of a kind</source>
        <translation>El número de los seis iguales</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>Tirada %1</translation>
    </message>
    <message>
        <source>Type the turn&apos;s points as a whole number (0 for a zonk).</source>
        <translation>Escribe los puntos del turno como un número entero (0 si fue zonk).</translation>
    </message>
    <message>
        <source>Write this turn in</source>
        <translation>Apuntar este turno en</translation>
    </message>
    <message>
        <source>after</source>
        <translation>tras</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>G</source>
        <comment>the letter on a green die</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>R</source>
        <comment>the letter on a red die</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>W</source>
        <comment>the letter on a white die</comment>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>%1 %2</source>
        <comment>a die&apos;s colour and face: red five</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <translation>Tapete de dados</translation>
    </message>
    <message>
        <source>Die %1, %2</source>
        <translation>Dado %1, %2</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Dado %1: %2</translation>
    </message>
    <message>
        <source>HOLD</source>
        <translation>GUARDAR</translation>
    </message>
    <message>
        <source>No dice on the table.</source>
        <translation>No hay dados en la mesa.</translation>
    </message>
    <message>
        <source>SET ASIDE</source>
        <translation>APARTAR</translation>
    </message>
    <message>
        <source>Set aside:</source>
        <translation>Apartados:</translation>
    </message>
    <message>
        <source>THROW</source>
        <translation>TIRAR</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>held</source>
        <translation>guardado</translation>
    </message>
    <message>
        <source>not thrown</source>
        <translation>sin tirar</translation>
    </message>
    <message>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>apartado</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>to set aside</source>
        <translation>para apartar</translation>
    </message>
    <message>
        <source>to throw again</source>
        <translation>para volver a tirar</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>waiting for the throw</source>
        <translation>esperando la tirada</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
    </message>
</context>
<context>
    <name>Ear</name>
    <message>
        <source>%1 point %2</source>
        <comment>a decimal number said aloud: 13 point 1</comment>
        <translation>%1 coma %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a range of numbers said aloud: 1 to 6</comment>
        <translation>de %1 a %2</translation>
    </message>
    <message numerus="yes">
        <source>%n percent</source>
        <translation>
            <numerusform>%n por ciento</numerusform>
            <numerusform>%n por ciento</numerusform>
        </translation>
    </message>
    <message>
        <source>under 1 percent</source>
        <translation>menos del 1 por ciento</translation>
    </message>
</context>
<context>
    <name>Faults</name>
    <message>
        <source>Dismiss (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <source>Something went wrong inside Dice Games; your game is safe (it is saved after every move). You can play on; if anything on screen looks wrong, go back to the games (Alt+Home) and choose Continue.</source>
        <translation>Algo ha fallado dentro de Juegos de dados; tu partida está a salvo (se guarda tras cada jugada). Puedes seguir jugando; si algo en pantalla no se ve bien, vuelve a los juegos (Alt+Inicio) y elige «Continuar».</translation>
    </message>
    <message>
        <source>The details are in %1.</source>
        <translation>Los detalles están en %1.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>A file this version of Dice Games cannot use was kept as “%1”, so nothing is lost.</source>
        <translation>Un archivo que esta versión de Juegos de dados no puede usar se ha guardado como «%1», así que no se pierde nada.</translation>
    </message>
    <message>
        <source>Autosave failed: %1. The game goes on; save it with Ctrl+S somewhere else.</source>
        <translation>Ha fallado el autoguardado: %1. La partida sigue; guárdala con Ctrl+S en otro sitio.</translation>
    </message>
    <message>
        <source>Choose another folder, then save again.</source>
        <translation>Elige otra carpeta y vuelve a guardar.</translation>
    </message>
    <message>
        <source>Free some disk space, then try again.</source>
        <translation>Libera espacio en el disco y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Make the folder “%1” writable, then try again.</source>
        <translation>Permite escribir en la carpeta «%1» y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. Nothing was lost: the previous file is unchanged.</source>
        <translation>No se ha podido guardar la partida: %1. No se ha perdido nada: el archivo anterior sigue intacto.</translation>
    </message>
    <message>
        <source>The household players could not be saved: %1. Nothing was lost: the previous list is unchanged.</source>
        <translation>No se han podido guardar los jugadores de la casa: %1. No se ha perdido nada: la lista anterior sigue intacta.</translation>
    </message>
    <message>
        <source>Try again; if it keeps failing, check the disk.</source>
        <translation>Vuelve a intentarlo; si sigue fallando, revisa el disco.</translation>
    </message>
    <message>
        <source>it is a link that leads round in a loop</source>
        <translation>es un enlace que da vueltas en círculo</translation>
    </message>
    <message>
        <source>it is a link to a file that is not there</source>
        <translation>es un enlace a un archivo que no existe</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>se ha denegado el permiso</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the disk refused</source>
        <translation>el disco no lo ha permitido</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>la carpeta no existe</translation>
    </message>
    <message>
        <source>the game is too long for a save file</source>
        <translation>la partida es demasiado larga para un archivo de guardado</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation>No se ha podido abrir «%1».</translation>
    </message>
    <message>
        <source>“%1” could not be read: %2.</source>
        <translation>No se ha podido leer «%1»: %2.</translation>
    </message>
    <message>
        <source>“%1” could not be read: %2. It was kept as “%3”, so nothing is lost.</source>
        <translation>No se pudo leer «%1»: %2. Se ha guardado como «%3», así que no se pierde nada.</translation>
    </message>
    <message>
        <source>“%1” holds a game this version of Dice Games cannot play. Update Dice Games to open it; the file was left as it is.</source>
        <translation>«%1» contiene un juego que esta versión de Juegos de dados no sabe jugar. Actualiza Juegos de dados para abrirlo; el archivo se ha dejado como estaba.</translation>
    </message>
    <message>
        <source>“%1” is damaged and cannot be opened.</source>
        <translation>«%1» está dañado y no se puede abrir.</translation>
    </message>
    <message>
        <source>“%1” is damaged and cannot be opened. It was kept as “%2”, so nothing is lost.</source>
        <translation>«%1» está dañado y no se puede abrir. Se ha guardado como «%2», así que no se pierde nada.</translation>
    </message>
    <message>
        <source>“%1” is not a Dice Games save. It was left as it is.</source>
        <translation>«%1» no es una partida guardada de Juegos de dados. Se ha dejado como estaba.</translation>
    </message>
    <message>
        <source>“%1” was saved by a newer version of Dice Games. Update Dice Games to open it; the file was left as it is.</source>
        <translation>«%1» se guardó con una versión más reciente de Juegos de dados. Actualiza Juegos de dados para abrirlo; el archivo se ha dejado como estaba.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>%1 banked %2 (total %3).</source>
        <translation>%1 se plantó con %2 (total: %3).</translation>
    </message>
    <message>
        <source>%1 crossed out %2.</source>
        <translation>%1 tachó %2.</translation>
    </message>
    <message>
        <source>%1 has no chips left and leaves the game.</source>
        <translation>%1 se queda sin fichas y sale del juego.</translation>
    </message>
    <message>
        <source>%1 kept %2 and threw again: %3.</source>
        <translation>%1 guardó %2 y volvió a tirar: %3.</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (doubled).</source>
        <translation>%1 apuntó %2 en %3 (a la primera, doble).</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3.</source>
        <translation>%1 apuntó %2 en %3.</translation>
    </message>
    <message>
        <source>%1 set aside %2 (%3).</source>
        <translation>%1 apartó %2 (%3).</translation>
    </message>
    <message>
        <source>%1 threw %2.</source>
        <translation>%1 sacó %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Corrected %1&apos;s turn: %2 instead of %3.</source>
        <translation>Corregido el turno de %1: «%2» en lugar de «%3».</translation>
    </message>
    <message>
        <source>Corrected: %2 instead of %3.</source>
        <translation>Corregido: «%2» en lugar de «%3».</translation>
    </message>
    <message>
        <source>Game %1 is over: %2 won.</source>
        <translation>Fin de la partida %1; victoria para %2.</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Game over: %1 share the win.</source>
        <translation>Fin de la partida: %1 comparten la victoria.</translation>
    </message>
    <message>
        <source>Game over: %1 won.</source>
        <translation>Fin de la partida: ganó %1.</translation>
    </message>
    <message>
        <source>Hot dice! %1 has %2 this turn.</source>
        <translation>¡Dados calientes! %1 lleva %2 en este turno.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <translation>Le toca a %1.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Fin de la ronda %1.</translation>
    </message>
    <message>
        <source>Zonk! %1 loses %2.</source>
        <translation>¡Zonk! %1 pierde %2.</translation>
    </message>
    <message>
        <source>Zonk! %1 scores nothing this turn.</source>
        <translation>¡Zonk! %1 no suma nada en este turno.</translation>
    </message>
</context>
<context>
    <name>GameLogWords</name>
    <message numerus="yes">
        <source>%1 entered %2 after %n throw(s).</source>
        <translation>
            <numerusform>%1 anotó %2 tras %n tirada.</numerusform>
            <numerusform>%1 anotó %2 tras %n tiradas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n chip(s) to %2.</source>
        <translation>
            <numerusform>%1 da %n ficha a %2.</numerusform>
            <numerusform>%1 da %n fichas a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n chip(s) from the pot.</source>
        <translation>
            <numerusform>%1 toma %n ficha del bote.</numerusform>
            <numerusform>%1 toma %n fichas del bote.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>%1 %2</source>
        <comment>a player and their result</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>¡%1 comparten la victoria!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>¡Gana %1!</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revancha</translation>
    </message>
    <message>
        <source>Decided by: %1</source>
        <translation>Cómo se decidió: %1</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>No gana nadie</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>What each of your decisions cost against the best choice</source>
        <translation>Cuánto costó cada una de tus decisiones frente a la mejor</translation>
    </message>
</context>
<context>
    <name>HandOver</name>
    <message>
        <source>%1, it is your turn. Take your seat at the table.</source>
        <translation>%1, te toca. Siéntate a la mesa.</translation>
    </message>
    <message>
        <source>I am %1 — continue  (Enter)</source>
        <translation>Soy %1: continuar  (Enter)</translation>
    </message>
    <message>
        <source>Pass the table to</source>
        <translation>Pasa la mesa a</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pasa el turno a %1</translation>
    </message>
    <message>
        <source>Press Enter to continue.</source>
        <translation>Pulsa Intro para continuar.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Partidas</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Estadísticas</translation>
    </message>
    <message>
        <source>Household &amp;players</source>
        <translation>&amp;Jugadores de la casa</translation>
    </message>
    <message>
        <source>Saved games and statistics — Dice Games</source>
        <translation>Partidas guardadas y estadísticas — Juegos de dados</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (máquina)</translation>
    </message>
    <message>
        <source>%1 shared the win</source>
        <translation>%1 compartieron la victoria</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Ganó %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation>Continuar: %1</translation>
    </message>
    <message>
        <source>Continue where you left off</source>
        <translation>Sigue donde lo dejaste</translation>
    </message>
    <message>
        <source>Dice Games</source>
        <translation>Juegos de dados</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Discard this game for good? It cannot be undone.</source>
        <translation>¿Descartar esta partida para siempre? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Finished games appear here.</source>
        <translation>Aquí aparecen las partidas terminadas.</translation>
    </message>
    <message>
        <source>Five traditional dice games — pick one and sit down at the table.</source>
        <translation>Cinco juegos de dados tradicionales: elige uno y siéntate a la mesa.</translation>
    </message>
    <message>
        <source>Forget this game (Delete)</source>
        <translation>Olvidar esta partida (Delete)</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Conservarla</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <translation>Jugada por última vez: %1</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Sin ganador</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Yes, discard</source>
        <translation>Sí, descartar</translation>
    </message>
</context>
<context>
    <name>Household</name>
    <message>
        <source>&amp;Add a player</source>
        <translation>&amp;Añadir un jugador</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Color:</translation>
    </message>
    <message>
        <source>&amp;Forget…</source>
        <translation>&amp;Olvidar…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Save changes</source>
        <translation>&amp;Guardar cambios</translation>
    </message>
    <message>
        <source>&amp;Shape:</source>
        <translation>&amp;Forma:</translation>
    </message>
    <message>
        <source>A household player needs a name.</source>
        <translation>Un jugador de la casa necesita un nombre.</translation>
    </message>
    <message>
        <source>Added: %1.</source>
        <translation>Se ha añadido a %1.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Círculo</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Nivel de la máquina:</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Aspa</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>Rombo</translation>
    </message>
    <message>
        <source>Finished games: %1, won: %2.</source>
        <translation>Partidas terminadas: %1, ganadas: %2.</translation>
    </message>
    <message>
        <source>Forget %1? Finished games stay, each under the name played in it.</source>
        <translation>¿Olvidar a %1? Las partidas terminadas se quedan, cada una con el nombre con el que se jugó.</translation>
    </message>
    <message>
        <source>Forget the household player?</source>
        <translation>¿Olvidar al jugador de la casa?</translation>
    </message>
    <message>
        <source>Forgotten: %1.</source>
        <translation>Se ha olvidado a %1.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <source>Household players</source>
        <translation>Jugadores de la casa</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Jugador nuevo</translation>
    </message>
    <message>
        <source>No household players yet: add one here, or remember a name at a seat in New game.</source>
        <translation>Aún no hay jugadores de la casa: añade uno aquí o recuerda un nombre en un asiento de Nueva partida.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Más</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Saved: %1.</source>
        <translation>Cambios guardados: %1.</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Cuadrado</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Estrella</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Turquesa</translation>
    </message>
    <message>
        <source>That cannot be done.</source>
        <translation>Eso no se puede hacer.</translation>
    </message>
    <message>
        <source>There are too many household players: forget one first.</source>
        <translation>Hay demasiados jugadores de la casa: olvida uno primero.</translation>
    </message>
    <message>
        <source>There is a household player of that name already.</source>
        <translation>Ya hay un jugador de la casa con ese nombre.</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Triángulo</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>%1 banked %2 in one turn? Even playing for exactly that, a turn gets there less than once in a thousand turns with these rules (from %3 on). Write %2 anyway?</source>
        <translation>¿%1 anotó %2 en un solo turno? Incluso jugando justo para eso, con estas reglas un turno llega ahí menos de una vez cada mil turnos (a partir de %3). ¿Anotar %2 de todos modos?</translation>
    </message>
    <message>
        <source>%1: choose a cell on the sheet.</source>
        <translation>%1: elige una casilla de la hoja.</translation>
    </message>
    <message>
        <source>%1: enter the final dice of the turn.</source>
        <translation>%1: introduce los dados finales del turno.</translation>
    </message>
    <message>
        <source>%1: enter the points the turn banked.</source>
        <translation>%1: introduce los puntos anotados en el turno.</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dados:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Puntos:</translation>
    </message>
    <message>
        <source>&amp;after</source>
        <translation>&amp;tras</translation>
    </message>
    <message>
        <source>Arrows choose a cell, Enter writes the dice there, X crosses it out; Ctrl+Z enters the dice again.</source>
        <translation>Las flechas eligen la casilla, Enter apunta ahí los dados y X la tacha; Ctrl+Z vuelve a introducir los dados.</translation>
    </message>
    <message>
        <source>Check the points</source>
        <translation>Comprueba los puntos</translation>
    </message>
    <message>
        <source>Enter the turn  (Enter)</source>
        <translation>Introducir el turno  (Enter)</translation>
    </message>
    <message>
        <source>No turn makes that many points: check the number.</source>
        <translation>Ningún turno da tantos puntos: revisa el número.</translation>
    </message>
    <message>
        <source>Not corrected: check the points and enter them again.</source>
        <translation>No se ha corregido: comprueba los puntos y vuelve a introducirlos.</translation>
    </message>
    <message>
        <source>Not written: check the points and enter them again.</source>
        <translation>No se ha anotado: comprueba los puntos y vuelve a introducirlos.</translation>
    </message>
    <message>
        <source>Nothing to enter now: choose a cell on the sheet.</source>
        <translation>Ahora no hay nada que introducir: elige una casilla de la hoja.</translation>
    </message>
    <message>
        <source>Number of throws made</source>
        <translation>Número de tiradas hechas</translation>
    </message>
    <message>
        <source>Points are a whole number: type only digits (0 for a zonk).</source>
        <translation>Los puntos son un número entero: escribe solo cifras (0 si fue zonk).</translation>
    </message>
    <message>
        <source>Si&amp;x alike:</source>
        <translation>Seis i&amp;guales:</translation>
    </message>
    <message>
        <source>Six of a kind</source>
        <translation>Seis iguales</translation>
    </message>
    <message>
        <source>The face of a six of a kind</source>
        <translation>El número de los seis iguales</translation>
    </message>
    <message>
        <source>The final dice, one digit per die</source>
        <translation>Los dados finales, una cifra por dado</translation>
    </message>
    <message>
        <source>The first throw showed six dice alike: type the face</source>
        <translation>La primera tirada sacó seis dados iguales: escribe el número</translation>
    </message>
    <message>
        <source>The points of the turn, 0 for a zonk</source>
        <translation>Los puntos del turno, 0 si fue zonk</translation>
    </message>
    <message>
        <source>The turn scored nothing: the same as 0 points</source>
        <translation>El turno no sumó nada: lo mismo que 0 puntos</translation>
    </message>
    <message>
        <source>Type one digit per die, Tab to the number of throws, Enter. Ctrl+Z takes a turn back.</source>
        <translation>Escribe una cifra por dado, Tab para pasar al número de tiradas y Enter. Ctrl+Z deshace un turno.</translation>
    </message>
    <message>
        <source>Type the points and press Enter; 0 is a zonk. Ctrl+Z takes a turn back.</source>
        <translation>Escribe los puntos y pulsa Enter; 0 es un zonk. Ctrl+Z deshace un turno.</translation>
    </message>
    <message>
        <source>Type the turn&apos;s points, or 0 for a zonk.</source>
        <translation>Escribe los puntos del turno, o 0 si fue zonk.</translation>
    </message>
    <message>
        <source>Zonk (0)</source>
        <translation>Zonk (0)</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ej. %1</translation>
    </message>
</context>
<context>
    <name>KeeperWords</name>
    <message numerus="yes">
        <source> throw(s)</source>
        <translation>
            <numerusform> tirada</numerusform>
            <numerusform> tiradas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 — Dice Games</source>
        <translation>%1 — Juegos de dados</translation>
    </message>
    <message>
        <source>&amp;About Dice Games</source>
        <translation>&amp;Acerca de Juegos de dados</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Odds…</source>
        <translation>&amp;Probabilidades…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Abrir partida guardada…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Reglas de los juegos</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Guardar partida…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>About Dice Games</source>
        <translation>Acerca de Juegos de dados</translation>
    </message>
    <message>
        <source>Back to the &amp;games</source>
        <translation>&amp;Volver a los juegos</translation>
    </message>
    <message>
        <source>Cannot continue</source>
        <translation>No se puede continuar</translation>
    </message>
    <message>
        <source>Cannot discard</source>
        <translation>No se puede descartar</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>Dice Games</source>
        <translation>Juegos de dados</translation>
    </message>
    <message>
        <source>Dice Games %1
Five traditional dice games: Zonk, Zonk Chicago and Detroit, School, Zdorovo! and Zanzibar (421).</source>
        <translation>Juegos de dados %1
Cinco juegos de dados tradicionales: Zonk, Zonk Chicago y Detroit, La escuela y el gran juego, ¡Zdorovo! y Zanzíbar (421).</translation>
    </message>
    <message>
        <source>Dice Games did not close properly last time. Resume the unfinished game of %1 where it stopped?</source>
        <translation>Juegos de dados no se cerró bien la última vez. ¿Reanudar la partida sin terminar (%1) donde se quedó?</translation>
    </message>
    <message>
        <source>Dice Games is already running in another window; both save to the same autosave.</source>
        <translation>Juegos de dados ya está abierto en otra ventana; las dos guardan en el mismo autoguardado.</translation>
    </message>
    <message>
        <source>Dice Games saves (*%1);;All files (*)</source>
        <translation>Partidas de Juegos de dados (*%1);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Pr&amp;actice…</source>
        <translation>Pr&amp;áctica…</translation>
    </message>
    <message>
        <source>Resume your game?</source>
        <translation>¿Reanudar tu partida?</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Guardada como %1</translation>
    </message>
    <message>
        <source>Saved games and &amp;statistics…</source>
        <translation>Partidas guardadas y e&amp;stadísticas…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Start another game?</source>
        <translation>¿Empezar otra partida?</translation>
    </message>
    <message>
        <source>The game was restored from the previous autosave.</source>
        <translation>La partida se ha recuperado del autoguardado anterior.</translation>
    </message>
    <message>
        <source>The unfinished game of %1 could not be kept: %2 Start the new game anyway and lose it?</source>
        <translation>No se pudo guardar la partida sin terminar (%1): %2 ¿Empezar la nueva partida de todos modos y perderla?</translation>
    </message>
    <message>
        <source>The unfinished game of %1 was kept among the saved games (Game &gt; Open saved game).</source>
        <translation>La partida sin terminar (%1) se guardó entre las partidas guardadas (Juego &gt; Abrir partida guardada).</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (por defecto)</translation>
    </message>
    <message>
        <source>%1 (default: %2)</source>
        <translation>%1 (por defecto: %2)</translation>
    </message>
    <message>
        <source>%1 starts, as the first player at the table.</source>
        <translation>Empieza %1, el primer jugador de la mesa.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Highest throw:</source>
        <translation>&amp;Quién sacó más:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Empezar partida</translation>
    </message>
    <message>
        <source>&amp;Virtual dice: the computer throws</source>
        <translation>Dados &amp;virtuales: tira la máquina</translation>
    </message>
    <message>
        <source>(default: %1)</source>
        <translation>(por defecto: %1)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizadas</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Drawn at random: %1 starts.</source>
        <translation>Sorteo: empieza %1.</translation>
    </message>
    <message>
        <source>Everyone throws one die at the table; the highest starts and ties throw again.</source>
        <translation>Cada jugador tira un dado en la mesa; empieza quien saca más y los empatados vuelven a tirar.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>No dice on screen: after each turn enter its final dice or its points, and the sheet does the rest. Every seat is a person at the table.</source>
        <translation>Sin dados en pantalla: tras cada turno, introduce sus dados finales o sus puntos y la hoja hace el resto. Cada puesto es una persona sentada a la mesa.</translation>
    </message>
    <message>
        <source>Players, in seating order</source>
        <translation>Jugadores, en el orden de la mesa</translation>
    </message>
    <message>
        <source>Rea&amp;l dice at the table: type in what you threw</source>
        <translation>Dados rea&amp;les en la mesa: escribe lo que sacas</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Reglas del juego</translation>
    </message>
    <message>
        <source>Score &amp;keeper (enter each turn&apos;s result)</source>
        <translation>Solo la hoja de &amp;puntos (introduce el resultado de cada turno)</translation>
    </message>
    <message>
        <source>The source text reads: %1</source>
        <translation>El texto original dice: %1</translation>
    </message>
    <message>
        <source>These options cannot be played together: change the last one you chose.</source>
        <translation>Estas opciones no se pueden combinar: cambia la última que has elegido.</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Quién empieza</translation>
    </message>
    <message>
        <source>“%1” and “%2” cannot be played together: change one of them.</source>
        <translation>«%1» y «%2» no se pueden combinar: cambia una de las dos.</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>%1 alike with %2</source>
        <translation>%1 iguales con %2</translation>
    </message>
    <message>
        <source>%1: three or more</source>
        <translation>%1: tres o más</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>1 de cada %1</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Aproximadamente</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>Chance (%)</source>
        <translation>Probabilidad (%)</translation>
    </message>
    <message>
        <source>Chart: the chance of a zonk and of hot dice by the number of dice thrown</source>
        <translation>Gráfico: la probabilidad de ¡Zonk! y de dados calientes según los dados lanzados</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Combination</source>
        <translation>Combinación</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>Dice thrown</source>
        <translation>Dados lanzados</translation>
    </message>
    <message>
        <source>Each combination in one throw of five dice</source>
        <translation>Cada combinación en una tirada de cinco dados</translation>
    </message>
    <message>
        <source>Exact chances for these rules, computed from every way the dice can fall.</source>
        <translation>Probabilidades exactas para estas reglas, calculadas con todas las formas en que pueden caer los dados.</translation>
    </message>
    <message>
        <source>Five alike</source>
        <translation>Cinco iguales</translation>
    </message>
    <message>
        <source>For the rules of the game at the table</source>
        <translation>Para las reglas de la partida en la mesa</translation>
    </message>
    <message>
        <source>For the standard rules</source>
        <translation>Para las reglas estándar</translation>
    </message>
    <message>
        <source>Four alike</source>
        <translation>Cuatro iguales</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>Dados calientes</translation>
    </message>
    <message>
        <source>Hot dice: every die thrown scores</source>
        <translation>Dados calientes: todos los dados lanzados puntúan</translation>
    </message>
    <message>
        <source>In a single throw, before any re-throw.</source>
        <translation>En una sola tirada, sin volver a tirar.</translation>
    </message>
    <message>
        <source>In the source text</source>
        <translation>En el texto original</translation>
    </message>
    <message>
        <source>Odds: %1</source>
        <translation>Probabilidades: %1</translation>
    </message>
    <message>
        <source>One throw of six dice</source>
        <translation>Una tirada de seis dados</translation>
    </message>
    <message>
        <source>One throw of three dice; the chips a hand is worth as the round&apos;s best.</source>
        <translation>Una tirada de tres dados; las fichas que vale una jugada si es la mejor de la ronda.</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Porcentaje</translation>
    </message>
    <message>
        <source>Pigos with 21 pips</source>
        <translation>Pigos de 21 puntos</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Six alike</source>
        <translation>Seis iguales</translation>
    </message>
    <message>
        <source>Six different</source>
        <translation>Seis distintos</translation>
    </message>
    <message>
        <source>Special throws</source>
        <translation>Tiradas especiales</translation>
    </message>
    <message>
        <source>The 56 hands, strongest first</source>
        <translation>Las 56 jugadas, de la más fuerte a la más débil</translation>
    </message>
    <message>
        <source>The chance that a throw of so many dice scores nothing.</source>
        <translation>La probabilidad de que una tirada con tantos dados no puntúe nada.</translation>
    </message>
    <message>
        <source>The chance that every die of a throw can be set aside, so the player may throw all the dice again.</source>
        <translation>La probabilidad de poder apartar todos los dados de la tirada, de modo que el jugador vuelve a tirarlos todos.</translation>
    </message>
    <message>
        <source>The odds tables</source>
        <translation>Las tablas de probabilidades</translation>
    </message>
    <message>
        <source>The source text&apos;s figures for throwing three, four or five alike with five, four or three dice.</source>
        <translation>Las cifras del texto para sacar tres, cuatro o cinco iguales con cinco, cuatro o tres dados.</translation>
    </message>
    <message>
        <source>The source text&apos;s own table beside the exact chance.</source>
        <translation>La tabla del propio texto junto a la probabilidad exacta.</translation>
    </message>
    <message>
        <source>There are no odds tables for this game.</source>
        <translation>No hay tablas de probabilidades para este juego.</translation>
    </message>
    <message>
        <source>Three alike</source>
        <translation>Tres iguales</translation>
    </message>
    <message>
        <source>Three, four or five alike with fewer dice</source>
        <translation>Tres, cuatro o cinco iguales con menos dados</translation>
    </message>
    <message>
        <source>Where a figure printed in the source text differs from the exact chance, only that figure is off: the rules and the game are the same.</source>
        <translation>Donde una cifra impresa en el texto original no coincide con la probabilidad exacta, solo esa cifra está desviada: las reglas y el juego son los mismos.</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Calculando las probabilidades…</translation>
    </message>
    <message>
        <source>Zonk</source>
        <translation>Zonk</translation>
    </message>
    <message>
        <source>Zonk: a throw that scores nothing</source>
        <translation>¡Zonk!: una tirada que no puntúa nada</translation>
    </message>
    <message>
        <source>≈ nearly the same</source>
        <translation>≈ casi coincide</translation>
    </message>
    <message>
        <source>≠ differs</source>
        <translation>≠ no coincide</translation>
    </message>
    <message>
        <source>✓ the same</source>
        <translation>✓ coincide</translation>
    </message>
</context>
<context>
    <name>OddsWords</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>How many chips are in play at the start.</source>
        <translation>Cuántas fichas hay en juego al empezar.</translation>
    </message>
    <message>
        <source>How many rounds the game lasts; in a round every player takes one turn.</source>
        <translation>Cuántas rondas dura la partida; en cada ronda, cada jugador juega un turno.</translation>
    </message>
    <message>
        <source>How many throws a player may make in one turn.</source>
        <translation>Cuántas tiradas puede hacer un jugador en un turno.</translation>
    </message>
    <message>
        <source>How the player who starts the game is chosen.</source>
        <translation>Cómo se elige al jugador que empieza la partida.</translation>
    </message>
    <message>
        <source>On: five dice of the same face also count as a full house.</source>
        <translation>Activada: cinco dados del mismo número también valen como full house.</translation>
    </message>
    <message>
        <source>The score that ends the game: once a player reaches it, the game is decided.</source>
        <translation>La puntuación que termina la partida: en cuanto un jugador la alcanza, la partida queda decidida.</translation>
    </message>
    <message>
        <source>Which version of the game is played.</source>
        <translation>Qué versión del juego se juega.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>3 (the big game from turn 4)</source>
        <translation>3 (el gran juego desde el turno 4)</translation>
    </message>
    <message>
        <source>6 (the whole school first)</source>
        <translation>6 (primero toda la escuela)</translation>
    </message>
    <message>
        <source>6-1-1 above 6-6-6 (French bars)</source>
        <translation>6-1-1 por encima de 6-6-6 (bares franceses)</translation>
    </message>
    <message>
        <source>A draw: the stake is returned</source>
        <translation>Empate: se devuelve la apuesta</translation>
    </message>
    <message>
        <source>A duel for two players, several rounds for more</source>
        <translation>Duelo si son dos; varias rondas si son más</translation>
    </message>
    <message>
        <source>A duel is settled by</source>
        <translation>Cómo se paga el duelo</translation>
    </message>
    <message>
        <source>A figure thrown straight off doubles</source>
        <translation>Una figura a la primera dobla</translation>
    </message>
    <message>
        <source>A free re-throw uses</source>
        <translation>Al volver a tirar sin apartar, se tiran</translation>
    </message>
    <message>
        <source>A number of rounds</source>
        <translation>Un número de rondas</translation>
    </message>
    <message>
        <source>A smaller combination may be kept out of a larger one</source>
        <translation>Se puede apartar una combinación menor contenida en una mayor</translation>
    </message>
    <message>
        <source>A tied duel</source>
        <translation>Un duelo empatado</translation>
    </message>
    <message>
        <source>After a number of rounds</source>
        <translation>Tras un número de rondas</translation>
    </message>
    <message>
        <source>All remaining dice must be thrown</source>
        <translation>Hay que volver a tirar todos los dados no apartados</translation>
    </message>
    <message>
        <source>All six dice (earlier points cancelled)</source>
        <translation>Los seis dados (se anulan los puntos anteriores)</translation>
    </message>
    <message>
        <source>Any five dice</source>
        <translation>Cinco dados cualesquiera</translation>
    </message>
    <message>
        <source>Any open figure</source>
        <translation>Cualquier figura abierta</translation>
    </message>
    <message>
        <source>As the source text reads</source>
        <translation>Como dice el texto original</translation>
    </message>
    <message>
        <source>At most one pair</source>
        <translation>Como mucho una pareja</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>En el acto</translation>
    </message>
    <message>
        <source>At the end of the round</source>
        <translation>Al final de la ronda</translation>
    </message>
    <message>
        <source>Build on the previous player&apos;s score</source>
        <translation>Aprovechar la jugada anterior</translation>
    </message>
    <message>
        <source>Chicago: five dice</source>
        <translation>Chicago: cinco dados</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Chips in the pot</source>
        <translation>Fichas en el bote</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <source>Colour pairs must show three different numbers</source>
        <translation>Las parejas de color deben mostrar tres números distintos</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>Crossing out a figure</source>
        <translation>Tachar una figura</translation>
    </message>
    <message>
        <source>Detroit: six coloured dice</source>
        <translation>Detroit: seis dados de colores</translation>
    </message>
    <message>
        <source>Double the triple each time</source>
        <translation>Doblan el trío por cada dado más</translation>
    </message>
    <message>
        <source>Dry loading</source>
        <translation>Carga en seco</translation>
    </message>
    <message>
        <source>Dry loading: one throw each while loading</source>
        <translation>Carga en seco: una sola tirada por jugador durante la carga</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duelo</translation>
    </message>
    <message>
        <source>Duel: one round</source>
        <translation>Duelo: una sola ronda</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Final de la partida</translation>
    </message>
    <message>
        <source>Every combination thrown must be set aside</source>
        <translation>Hay que apartar todas las combinaciones de cada tirada</translation>
    </message>
    <message>
        <source>Every scoring die must be kept</source>
        <translation>Hay que apartar todos los dados que puntúan</translation>
    </message>
    <message>
        <source>Everyone else gets one more turn</source>
        <translation>Los demás juegan un turno más</translation>
    </message>
    <message>
        <source>Extra dice count on their own</source>
        <translation>Los dados sobrantes cuentan sueltos</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuras</translation>
    </message>
    <message>
        <source>First player moves on each round</source>
        <translation>El primer jugador cambia en cada ronda</translation>
    </message>
    <message>
        <source>Five alike also count as a full house</source>
        <translation>Cinco iguales también valen como full house</translation>
    </message>
    <message>
        <source>Four alike also count as two pairs</source>
        <translation>Cuatro iguales también valen como dos parejas</translation>
    </message>
    <message>
        <source>Four alike and a pair count as three pairs</source>
        <translation>Cuatro iguales y una pareja valen como tres parejas</translation>
    </message>
    <message>
        <source>Four, five and six alike</source>
        <translation>Cuatro, cinco y seis iguales</translation>
    </message>
    <message>
        <source>Free re-throw without keeping anything</source>
        <translation>Volver a tirar sin apartar nada</translation>
    </message>
    <message>
        <source>French bar rules</source>
        <translation>Como en los bares franceses</translation>
    </message>
    <message>
        <source>Games in the series</source>
        <translation>Partidas de la serie</translation>
    </message>
    <message>
        <source>Highest throw of one die</source>
        <translation>Quien saca más con un dado</translation>
    </message>
    <message>
        <source>Hot dice: rolling all the dice again is</source>
        <translation>Dados calientes: volver a tirar todos los dados</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Reglas caseras</translation>
    </message>
    <message>
        <source>In any throw of six dice</source>
        <translation>En cualquier tirada de seis dados</translation>
    </message>
    <message>
        <source>Keep every combination</source>
        <translation>Apartarlo todo</translation>
    </message>
    <message>
        <source>Kept dice may be thrown again</source>
        <translation>Los dados guardados se pueden volver a tirar</translation>
    </message>
    <message>
        <source>Losing with Nénette (221)</source>
        <translation>Perder con la nénette (221)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>Formato de la partida</translation>
    </message>
    <message>
        <source>Money per point</source>
        <translation>Valor del punto</translation>
    </message>
    <message>
        <source>No figure at all</source>
        <translation>Ninguna figura</translation>
    </message>
    <message>
        <source>Nothing extra (as in the text)</source>
        <translation>Sin nada extra (como en el texto)</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Número de rondas</translation>
    </message>
    <message>
        <source>Nénette costs at least 4 chips</source>
        <translation>La nénette cuesta al menos 4 fichas</translation>
    </message>
    <message>
        <source>One point per die above or below three</source>
        <translation>Un punto por cada dado de más o de menos respecto de tres</translation>
    </message>
    <message>
        <source>One point per die in the school</source>
        <translation>Un punto por dado en la escuela</translation>
    </message>
    <message>
        <source>Ones count highest in three pairs and two triples</source>
        <translation>En tres parejas y dos tríos, el 1 es el número más alto</translation>
    </message>
    <message>
        <source>Only a figure the dice do not show</source>
        <translation>Solo una figura que no esté en los dados</translation>
    </message>
    <message>
        <source>Only in the first throw of the turn</source>
        <translation>Solo en la primera tirada del turno</translation>
    </message>
    <message>
        <source>Only the sum of the faces</source>
        <translation>Solo la suma de los dados</translation>
    </message>
    <message>
        <source>Pigos may contain</source>
        <translation>El pigos admite</translation>
    </message>
    <message>
        <source>Played again</source>
        <translation>Se vuelve a jugar</translation>
    </message>
    <message>
        <source>Points needed to get on the board</source>
        <translation>Mínimo de entrada (puntos)</translation>
    </message>
    <message>
        <source>Pure hands against triples</source>
        <translation>Puras contra tríos</translation>
    </message>
    <message>
        <source>Ranking of the combinations</source>
        <translation>Orden de las combinaciones</translation>
    </message>
    <message>
        <source>Reaching the target ends the game</source>
        <translation>Al alcanzar la meta, la partida termina</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Obligatorio</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>School</source>
        <translation>Escuela</translation>
    </message>
    <message>
        <source>School cells score</source>
        <translation>Las casillas de la escuela valen</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Set aside any scoring dice you choose</source>
        <translation>Eliges cuáles de los dados con puntos apartar</translation>
    </message>
    <message>
        <source>Setting dice aside</source>
        <translation>Apartar dados</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <source>Several rounds</source>
        <translation>Varias rondas</translation>
    </message>
    <message>
        <source>Several rounds, settled by the bank</source>
        <translation>Varias rondas, con ajuste a través del banco</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Partida corta</translation>
    </message>
    <message>
        <source>Six alike in a later series score as two triples</source>
        <translation>Seis iguales en una serie posterior valen como dos tríos</translation>
    </message>
    <message>
        <source>Six alike win</source>
        <translation>Seis iguales ganan</translation>
    </message>
    <message>
        <source>Six alike win when thrown</source>
        <translation>Seis iguales ganan si salen</translation>
    </message>
    <message>
        <source>Six alike: each player pays (points)</source>
        <translation>Seis iguales: cada jugador paga (puntos)</translation>
    </message>
    <message>
        <source>Six alike: round score (points)</source>
        <translation>Seis iguales: puntos de la ronda</translation>
    </message>
    <message>
        <source>Six of a kind</source>
        <translation>Seis iguales</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Strict figures</source>
        <translation>Figuras estrictas</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Meta (puntos)</translation>
    </message>
    <message>
        <source>The dice just thrown</source>
        <translation>Los dados que acaban de salir</translation>
    </message>
    <message>
        <source>The face times the dice above or below three</source>
        <translation>El número por cada dado de más o de menos respecto de tres</translation>
    </message>
    <message>
        <source>The first player at the table</source>
        <translation>El primer jugador de la mesa</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>La partida termina</translation>
    </message>
    <message>
        <source>The loser pays the difference</source>
        <translation>El perdedor paga la diferencia</translation>
    </message>
    <message>
        <source>The loser takes 4 more</source>
        <translation>El perdedor toma 4 más</translation>
    </message>
    <message>
        <source>The loser takes at least 4</source>
        <translation>El perdedor toma al menos 4</translation>
    </message>
    <message>
        <source>The previous player</source>
        <translation>El jugador anterior</translation>
    </message>
    <message>
        <source>The pure hand ranks higher (French bars)</source>
        <translation>Gana la pura (bares franceses)</translation>
    </message>
    <message>
        <source>The round</source>
        <translation>La ronda</translation>
    </message>
    <message>
        <source>The round&apos;s first player sets the limit</source>
        <translation>Quien abre la ronda fija el límite</translation>
    </message>
    <message>
        <source>The starter of the round</source>
        <translation>Quien abre la ronda</translation>
    </message>
    <message>
        <source>The throw limit is set by</source>
        <translation>El límite de tiradas lo fija</translation>
    </message>
    <message>
        <source>The triple ranks higher</source>
        <translation>Gana el trío</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>El turno</translation>
    </message>
    <message>
        <source>The whole game</source>
        <translation>La partida entera</translation>
    </message>
    <message>
        <source>The whole school first</source>
        <translation>Primero toda la escuela</translation>
    </message>
    <message>
        <source>The whole value</source>
        <translation>Su valor entero</translation>
    </message>
    <message>
        <source>The winner takes the stake</source>
        <translation>El ganador se lleva la apuesta</translation>
    </message>
    <message>
        <source>They win at once</source>
        <translation>Gana en el acto</translation>
    </message>
    <message>
        <source>To a target</source>
        <translation>Hasta una meta</translation>
    </message>
    <message>
        <source>Turns for the school only</source>
        <translation>Turnos solo de escuela</translation>
    </message>
    <message>
        <source>Up to the player</source>
        <translation>Lo decide el jugador</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>When someone reaches the target</source>
        <translation>Cuando alguien alcanza la meta</translation>
    </message>
    <message>
        <source>When the leader reaches the target</source>
        <translation>Cuando el líder alcanza la meta</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Quién empieza</translation>
    </message>
    <message>
        <source>With a free re-throw</source>
        <translation>Volver a tirar sin apartar</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>the target score</source>
        <translation>la meta</translation>
    </message>
</context>
<context>
    <name>OptionsWords</name>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n tirada</numerusform>
            <numerusform>%n tiradas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message>
        <source>%1 (computer) is playing.</source>
        <translation>Está jugando %1 (máquina).</translation>
    </message>
    <message>
        <source>%1 crossed out: it counts 0 for the rest of the game. Ctrl+Z takes it back.</source>
        <translation>%1 tachada: vale 0 el resto de la partida. Ctrl+Z lo deshace.</translation>
    </message>
    <message>
        <source>%1 is already written: choose an open cell (F2 corrects a written one).</source>
        <translation>La casilla %1 ya está anotada: elige una casilla libre (F2 corrige una anotada).</translation>
    </message>
    <message>
        <source>%1 is counted by the sheet, never written: choose an open cell.</source>
        <translation>%1 lo calcula la hoja, no se anota a mano: elige una casilla libre.</translation>
    </message>
    <message>
        <source>%1 is not a combination you can set aside. You can set aside: %2.</source>
        <translation>%1 no es una combinación que puedas apartar. Puedes apartar: %2.</translation>
    </message>
    <message>
        <source>%1 is not possible now.</source>
        <translation>«%1» no es posible ahora.</translation>
    </message>
    <message>
        <source>%1 is playing...</source>
        <translation>%1 está jugando…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Le toca a %1.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 corrected; everything after it was recomputed.</source>
        <translation>Corregida la casilla %2 de %1; se ha recalculado todo lo posterior.</translation>
    </message>
    <message>
        <source>%1, put back</source>
        <translation>%1, quitado</translation>
    </message>
    <message>
        <source>0 written in %1. Ctrl+Z takes it back.</source>
        <translation>0 apuntado en %1. Ctrl+Z lo deshace.</translation>
    </message>
    <message>
        <source>Change a finished game?</source>
        <translation>¿Cambiar una partida terminada?</translation>
    </message>
    <message>
        <source>Choose a cell on the sheet with the arrow keys first.</source>
        <translation>Primero elige una casilla de la hoja con las flechas.</translation>
    </message>
    <message>
        <source>Dice %1 cannot be thrown again now.</source>
        <translation>Ahora no se pueden volver a tirar los dados %1.</translation>
    </message>
    <message>
        <source>Dice (D)</source>
        <translation>Dados (D)</translation>
    </message>
    <message>
        <source>Die %1 (%2) picked.</source>
        <translation>Dado %1 (%2) elegido.</translation>
    </message>
    <message>
        <source>Die %1 (%2) put back.</source>
        <translation>Dado %1 (%2) quitado.</translation>
    </message>
    <message>
        <source>Enter the turn&apos;s dice first.</source>
        <translation>Primero introduce los dados de este turno.</translation>
    </message>
    <message>
        <source>Enter the turn&apos;s result.</source>
        <translation>Introduce el resultado del turno.</translation>
    </message>
    <message>
        <source>First pass the table to %1 and press Enter.</source>
        <translation>Primero pasa el turno a %1 y pulsa Enter.</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not this column&apos;s.</source>
        <translation>Es el turno de %1, no de esta columna.</translation>
    </message>
    <message>
        <source>No dice picked.</source>
        <translation>No hay dados elegidos.</translation>
    </message>
    <message>
        <source>No dice thrown yet this turn.</source>
        <translation>Aún no se ha tirado ningún dado en este turno.</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>Aún no hay puntos.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Ahora no.</translation>
    </message>
    <message>
        <source>Nothing can be crossed out now.</source>
        <translation>Ahora no se puede tachar nada.</translation>
    </message>
    <message>
        <source>Nothing to confirm now.</source>
        <translation>Ahora no hay nada que confirmar.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>En la mesa: %1.</translation>
    </message>
    <message>
        <source>Only a written cell can be corrected: move to one with the arrow keys, then press F2.</source>
        <translation>Solo se puede corregir una casilla ya anotada: ve a ella con las flechas y pulsa F2.</translation>
    </message>
    <message>
        <source>Pick the dice to set aside with their keys first.</source>
        <translation>Primero elige con sus teclas los dados que quieres apartar.</translation>
    </message>
    <message>
        <source>Picked to set aside: %1.</source>
        <translation>Elegidos para apartar: %1.</translation>
    </message>
    <message>
        <source>Picked to throw again: %1.</source>
        <translation>Elegidos para volver a tirar: %1.</translation>
    </message>
    <message>
        <source>Press any key to go on.</source>
        <translation>Pulsa cualquier tecla para seguir.</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rehacer: %1</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>Rehecho: %1.</translation>
    </message>
    <message>
        <source>Scores (S)</source>
        <translation>Puntos (S)</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Mesa: %1</translation>
    </message>
    <message>
        <source>The dice have landed — look, then press again.</source>
        <translation>Los dados ya han caído: míralos y vuelve a pulsar.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The game is over: Tab to what next, then press Enter.</source>
        <translation>La partida ha terminado: elige con Tab qué sigue y pulsa Enter.</translation>
    </message>
    <message>
        <source>There are no dice to pick now.</source>
        <translation>Ahora no hay dados que elegir.</translation>
    </message>
    <message>
        <source>There is no die %1 to pick.</source>
        <translation>No hay ningún dado %1 que elegir.</translation>
    </message>
    <message>
        <source>There is no throw to make now.</source>
        <translation>Ahora no hay ninguna tirada que hacer.</translation>
    </message>
    <message>
        <source>There is nothing to set aside now.</source>
        <translation>Ahora no hay nada que apartar.</translation>
    </message>
    <message>
        <source>This cell cannot be crossed out.</source>
        <translation>Esta casilla no se puede tachar.</translation>
    </message>
    <message>
        <source>This cell cannot take these dice.</source>
        <translation>Estos dados no se pueden anotar en esta casilla.</translation>
    </message>
    <message>
        <source>This game is finished. Changing it takes its result out of the history and the statistics until it ends again; then it is recorded once more.</source>
        <translation>Esta partida está terminada. Si la cambias, su resultado sale del historial y de las estadísticas hasta que vuelva a terminar; entonces se registra de nuevo.</translation>
    </message>
    <message>
        <source>Throw the dice and type what they show first.</source>
        <translation>Primero tira los dados y escribe lo que salga.</translation>
    </message>
    <message>
        <source>Throw the dice and type what they show.</source>
        <translation>Tira los dados y escribe lo que salga.</translation>
    </message>
    <message>
        <source>Throw the dice first.</source>
        <translation>Primero tira los dados.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Deshecho: %1.</translation>
    </message>
    <message>
        <source>Whose turn (T)</source>
        <translation>A quién le toca (T)</translation>
    </message>
    <message>
        <source>You cannot stop here.</source>
        <translation>Aquí no puedes plantarte.</translation>
    </message>
    <message>
        <source>die %1 (%2)</source>
        <translation>dado %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>%1 to %2 players</source>
        <translation>De %1 a %2 jugadores</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Añadir jugador</translation>
    </message>
    <message>
        <source>A name is one line: the tab or line break in it became a space.</source>
        <translation>Un nombre ocupa una sola línea: el tabulador o el salto de línea que tenía se ha convertido en un espacio.</translation>
    </message>
    <message>
        <source>Casual game: not counted in the statistics</source>
        <translation>Partida amistosa: no cuenta en las estadísticas</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Household player: %1 (choose another)</source>
        <translation>Jugador de la casa: %1 (elegir otro)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Move down (Alt+Down)</source>
        <translation>Bajar (Alt+Down)</translation>
    </message>
    <message>
        <source>Move up (Alt+Up)</source>
        <translation>Subir (Alt+Up)</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <source>No household players yet</source>
        <translation>Aún no hay jugadores de la casa</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Not a household player: choose one, or remember this name</source>
        <translation>No es un jugador de la casa: elige uno o recuerda este nombre</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation>Jugador %1: nivel de la máquina</translation>
    </message>
    <message>
        <source>Player %1: household player</source>
        <translation>Jugador %1: jugador de la casa</translation>
    </message>
    <message>
        <source>Player %1: tutor mode</source>
        <translation>Jugador %1: modo tutor</translation>
    </message>
    <message>
        <source>Player %1: who plays</source>
        <translation>Jugador %1: quién juega</translation>
    </message>
    <message>
        <source>Remember this name as a household player</source>
        <translation>Recordar este nombre como jugador de la casa</translation>
    </message>
    <message>
        <source>Remember “%1” as a household player</source>
        <translation>Recordar «%1» como jugador de la casa</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Quitar este jugador</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>This game is for %1 players.</source>
        <translation>Este juego es para %1 jugadores.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>Tutor mode: before a costly move, a note says what it costs and what the advisor would do (for a person, not with the score keeper)</source>
        <translation>Modo tutor: antes de una jugada con pérdida, una nota dice cuánto cuesta y qué haría el consejero (para una persona, no con el anotador)</translation>
    </message>
</context>
<context>
    <name>PlayersWords</name>
    <message numerus="yes">
        <source>%1 now plays in person: with the score keeper every seat is a person at the table.</source>
        <translation>
            <numerusform>%1 ahora juega en persona: cuando solo se lleva la hoja de puntos, cada puesto es una persona sentada a la mesa.</numerusform>
            <numerusform>%1 ahora juegan en persona: cuando solo se lleva la hoja de puntos, cada puesto es una persona sentada a la mesa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays as the computer again.</source>
        <translation>
            <numerusform>%1 vuelve a jugar como ordenador.</numerusform>
            <numerusform>%1 vuelven a jugar como ordenador.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>%1 (your choice)</source>
        <translation>%1 (tu elección)</translation>
    </message>
    <message>
        <source>%1 — %2, costs %3</source>
        <translation>%1 — %2, cuesta %3</translation>
    </message>
    <message>
        <source>%1 — %2, the best</source>
        <translation>%1 — %2, la mejor</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Next position</source>
        <translation>&amp;Siguiente posición</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Ju&amp;gador:</translation>
    </message>
    <message>
        <source>A fresh position of %1: your decision.</source>
        <translation>Una posición nueva de %1: decides tú.</translation>
    </message>
    <message>
        <source>Any game</source>
        <translation>Cualquier juego</translation>
    </message>
    <message>
        <source>Approximate: these rules have no exact table.</source>
        <translation>Aproximado: estas reglas no tienen tabla exacta.</translation>
    </message>
    <message>
        <source>Best choices: %1 of %2</source>
        <translation>Mejores elecciones: %1 de %2</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Dealing a fresh position…</source>
        <translation>Preparando una posición nueva…</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Dados: %1.</translation>
    </message>
    <message>
        <source>Every choice with its value, best first. Enter or N: the next position.</source>
        <translation>Cada opción con su valor, la mejor primero. Intro o N: la siguiente posición.</translation>
    </message>
    <message>
        <source>In the game, %1 was chosen.</source>
        <translation>En la partida se eligió: %1.</translation>
    </message>
    <message>
        <source>It costs %1 (%2): the best was %3.</source>
        <translation>Cuesta %1 (%2): lo mejor era %3.</translation>
    </message>
    <message>
        <source>No advice could be worked out here.</source>
        <translation>Aquí no se pudo calcular un consejo.</translation>
    </message>
    <message>
        <source>No finished games rated yet: fresh positions of any game.</source>
        <translation>Aún no hay partidas terminadas valoradas: posiciones nuevas de cualquier juego.</translation>
    </message>
    <message>
        <source>No position could be made.</source>
        <translation>No se pudo preparar una posición.</translation>
    </message>
    <message>
        <source>Open the game&apos;s &amp;replay</source>
        <translation>Abrir la &amp;repetición de la partida</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Position %1 of %2: %3&apos;s game of %4, move %5.</source>
        <translation>Posición %1 de %2: partida de %4 de %3, jugada %5.</translation>
    </message>
    <message>
        <source>Practice — Dice Games</source>
        <translation>Práctica — Juegos de dados</translation>
    </message>
    <message>
        <source>The best choice.</source>
        <translation>La mejor elección.</translation>
    </message>
    <message>
        <source>What would you do? Choose with the arrow keys and Enter, or press a choice&apos;s number.</source>
        <translation>¿Qué harías? Elige con las flechas e Intro, o pulsa el número de una opción.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — a blank sheet</source>
        <translation>%1 — hoja en blanco</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Large print</source>
        <translation>&amp;Letra grande</translation>
    </message>
    <message>
        <source>&amp;Names:</source>
        <translation>&amp;Nombres:</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientación:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>&amp;Zoom:</source>
        <translation>&amp;Zoom:</translation>
    </message>
    <message>
        <source>A &amp;blank sheet to fill in by hand</source>
        <translation>Una hoja en &amp;blanco para rellenar a mano</translation>
    </message>
    <message>
        <source>A small number — the cell was corrected (see the notes)</source>
        <translation>Un número pequeño — la casilla se corrigió (ver las notas)</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>As at the table</source>
        <translation>Como en esta mesa</translation>
    </message>
    <message>
        <source>As the sheet needs</source>
        <translation>Según lo necesite la hoja</translation>
    </message>
    <message>
        <source>Blank sheet</source>
        <translation>Hoja en blanco</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Correcciones</translation>
    </message>
    <message>
        <source>Cut here: this sheet would need more than %1 pages.</source>
        <translation>Cortado aquí: esta hoja necesitaría más de %1 páginas.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Horizontal</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta (Letter)</translation>
    </message>
    <message>
        <source>Not finished.</source>
        <translation>La partida no ha terminado.</translation>
    </message>
    <message>
        <source>Not finished: %1 is to play.</source>
        <translation>La partida no ha terminado: le toca a %1.</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Página</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Page shown</source>
        <translation>Página mostrada</translation>
    </message>
    <message>
        <source>Pap&amp;er:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>Ju&amp;gadores:</translation>
    </message>
    <message>
        <source>Played on %1</source>
        <translation>Jugada el %1</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Vertical</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>&amp;Vista previa…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Print preview: %1</source>
        <translation>Vista previa de impresión: %1</translation>
    </message>
    <message>
        <source>Printed on %1</source>
        <translation>Impresa el %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Guardar como P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the sheet as PDF</source>
        <translation>Guardar la hoja como PDF</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Guardada como %1</translation>
    </message>
    <message>
        <source>Saved on %1</source>
        <translation>Guardada el %1</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Struck through — crossed out: the cell counts 0</source>
        <translation>Tachado — casilla tachada: cuenta 0</translation>
    </message>
    <message>
        <source>The &amp;sheet of this game: %1</source>
        <translation>La &amp;hoja de esta partida: %1</translation>
    </message>
    <message>
        <source>The PDF could not be written: %1. Choose another folder and try again.</source>
        <translation>No se pudo escribir el PDF: %1. Elige otra carpeta y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The game log on the &amp;following pages</source>
        <translation>El registro de la partida en las páginas &amp;siguientes</translation>
    </message>
    <message>
        <source>The pages as they will print</source>
        <translation>Las páginas tal como se imprimirán</translation>
    </message>
    <message>
        <source>The printer could not be used: check it and try again.</source>
        <translation>No se pudo usar la impresora: revísala y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Underlined — the total that reached the target</source>
        <translation>Subrayado — el total que alcanzó la meta</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <translation>d &apos;de&apos; MMMM &apos;de&apos; yyyy</translation>
    </message>
    <message>
        <source>optional, separated by commas</source>
        <translation>opcional, separados por comas</translation>
    </message>
    <message>
        <source>real dice at the table</source>
        <translation>dados reales en la mesa</translation>
    </message>
    <message>
        <source>score keeping</source>
        <translation>solo la hoja de puntos</translation>
    </message>
    <message>
        <source>virtual dice</source>
        <translation>dados virtuales</translation>
    </message>
    <message>
        <source>×2 — a figure thrown at once, with the turn&apos;s first throw: its points are doubled</source>
        <translation>×2 — una figura sacada de una vez, con la primera tirada del turno: sus puntos valen el doble</translation>
    </message>
    <message>
        <source>★ — the winner of that game of the series</source>
        <translation>★ — quien ganó esa partida de la serie</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>%1 in %2: %3 in %4; cost per decision %5 (%6), per game %7; best choices %8; rating: %9.</source>
        <translation>%1 en %2: %3 en %4; coste por decisión %5 (%6), por partida %7; mejores elecciones %8; valoración: %9.</translation>
    </message>
    <message>
        <source>%1 in %2: cost per decision</source>
        <translation>%1 en %2: coste por decisión</translation>
    </message>
    <message>
        <source>Approximate: the advisor has no exact table for some of these rules.</source>
        <translation>Aproximado: el consejero no tiene tabla exacta para algunas de estas reglas.</translation>
    </message>
    <message>
        <source>Best choices</source>
        <translation>Mejores elecciones</translation>
    </message>
    <message>
        <source>Choose a game and a player: costs of different games are in different measures.</source>
        <translation>Elige un juego y un jugador: los costes de juegos distintos se miden de forma distinta.</translation>
    </message>
    <message>
        <source>Cost per decision</source>
        <translation>Coste por decisión</translation>
    </message>
    <message>
        <source>Cost per game</source>
        <translation>Coste por partida</translation>
    </message>
    <message>
        <source>Costs of different games are in different measures</source>
        <translation>Los costes de juegos distintos se miden de forma distinta</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisiones</translation>
    </message>
    <message>
        <source>Each game</source>
        <translation>Cada partida</translation>
    </message>
    <message>
        <source>Finished games with a decision of the player</source>
        <translation>Partidas terminadas con alguna decisión del jugador</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Moves with a choice (a move with one legal action is none)</source>
        <translation>Jugadas con elección (una jugada sin alternativa no cuenta)</translation>
    </message>
    <message>
        <source>Moving average of %1 games</source>
        <translation>Media móvil de %1 partidas</translation>
    </message>
    <message>
        <source>No rated games of this player in this game yet.</source>
        <translation>Este jugador aún no tiene partidas valoradas de este juego.</translation>
    </message>
    <message>
        <source>No ratings yet: the coach rates the decisions of the people who play, game by game, once a game is finished.</source>
        <translation>Aún no hay valoraciones: el entrenador valora las decisiones de las personas que juegan, partida a partida, cuando termina cada una.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>Ratings per player and game</source>
        <translation>Valoraciones por jugador y juego</translation>
    </message>
    <message>
        <source>The band of the cost per decision, calibrated on the computer&apos;s levels</source>
        <translation>El nivel según el coste por decisión, calibrado con los niveles de la máquina</translation>
    </message>
    <message>
        <source>The coach values every decision against the best choice of the strong computer player: the lower the cost, the better.</source>
        <translation>El entrenador compara cada decisión con la mejor elección de la máquina fuerte: cuanto menor el coste, mejor.</translation>
    </message>
    <message>
        <source>The share of decisions that were the best choice</source>
        <translation>La proporción de decisiones que fueron la mejor elección</translation>
    </message>
    <message>
        <source>What the choices cost on average against the best one, in the game&apos;s measure; lower is better</source>
        <translation>Lo que cuestan de media las elecciones frente a la mejor, en la medida del juego; cuanto menos, mejor</translation>
    </message>
    <message>
        <source>What the choices of a game cost in all, on average</source>
        <translation>Lo que cuestan en total, de media, las elecciones de una partida</translation>
    </message>
    <message>
        <source>Who decided</source>
        <translation>Quién decidió</translation>
    </message>
</context>
<context>
    <name>RealDice</name>
    <message>
        <source>%1: throw dice %2 again and type what they show.</source>
        <translation>%1: vuelve a tirar los dados %2 y escribe lo que salga.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not %1 — correct that die.</source>
        <translation>Un dado muestra del 1 al 6, no %1: corrige ese dado.</translation>
    </message>
    <message>
        <source>Add a %1</source>
        <translation>Añadir un %1</translation>
    </message>
    <message>
        <source>Apply  (Enter)</source>
        <translation>Aplicar  (Enter)</translation>
    </message>
    <message>
        <source>Remove the last die</source>
        <translation>Quitar el último dado</translation>
    </message>
    <message>
        <source>Type only the digits 1 to 6, one per die — remove &quot;%1&quot;.</source>
        <translation>Escribe solo cifras del 1 al 6, una por dado: quita «%1».</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ej. %1</translation>
    </message>
</context>
<context>
    <name>RealDiceWords</name>
    <message numerus="yes">
        <source>%1 dice entered but %2 were thrown: remove %n.</source>
        <translation>
            <numerusform>Dados introducidos: %1; tirados: %2. Quita %n.</numerusform>
            <numerusform>Dados introducidos: %1; tirados: %2. Quita %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 dice entered: add %n more.</source>
        <translation>
            <numerusform>Llevas %1 de %2 dados: añade %n más.</numerusform>
            <numerusform>Llevas %1 de %2 dados: añade %n más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: throw %n dice and type what they show.</source>
        <translation>
            <numerusform>%1: tira %n dado y escribe lo que salga.</numerusform>
            <numerusform>%1: tira %n dados y escribe lo que salga.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing typed yet: type the %n dice you threw, one digit each (for example %1), then press Enter.</source>
        <translation>
            <numerusform>Aún no has escrito nada: escribe lo que muestra el dado que tiraste (por ejemplo, %1) y pulsa Enter.</numerusform>
            <numerusform>Aún no has escrito nada: escribe los %n dados que tiraste, una cifra por dado (por ejemplo, %1), y pulsa Enter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>&amp;Close replay</source>
        <translation>&amp;Cerrar la repetición</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Al final</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Jugada %1 de %2</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Jugadas de la partida</translation>
    </message>
    <message>
        <source>Replay of %1: %2</source>
        <translation>Repetición de %1: %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Al principio</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Comienzo de la partida</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>%1 made %n decision(s):</source>
        <translation>
            <numerusform>%1 tomó %n decisión:</numerusform>
            <numerusform>%1 tomó %n decisiones:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 percentage points of the chance to win</source>
        <translation>%1 puntos porcentuales de probabilidad de ganar</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <translation>%1 p. p.</translation>
    </message>
    <message>
        <source>%1, dice %2</source>
        <translation>%1, dados %2</translation>
    </message>
    <message>
        <source>%1: you chose %2; the best was %3. It cost %4 percentage points of the chance to win.</source>
        <translation>%1: elegiste «%2»; lo mejor era «%3». Te costó %4 puntos porcentuales de probabilidad de ganar.</translation>
    </message>
    <message>
        <source>%1: you chose %2; the best was %3. It cost %4.</source>
        <translation>%1: elegiste «%2»; lo mejor era «%3». Te costó %4.</translation>
    </message>
    <message>
        <source>%1; together the others cost %2 (%3) and %4 percentage points of the chance to win.</source>
        <translation>%1; las demás costaron en total %2 (%3) y %4 puntos porcentuales de probabilidad de ganar.</translation>
    </message>
    <message>
        <source>%1; together the others cost %2 (%3).</source>
        <translation>%1; las demás costaron en total %2 (%3).</translation>
    </message>
    <message>
        <source>%1; together the others cost %2 percentage points of the chance to win.</source>
        <translation>%1; las demás costaron en total %2 puntos porcentuales de probabilidad de ganar.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) measured in the chance to win (pp: percentage points of it), where the strong computer plays for the win; the others in %1.</source>
        <translation>
            <numerusform>%n decisión medida en probabilidad de ganar (p. p.: sus puntos porcentuales), donde el ordenador fuerte juega a ganar; las demás, en %1.</numerusform>
            <numerusform>%n decisiones medidas en probabilidad de ganar (p. p.: sus puntos porcentuales), donde el ordenador fuerte juega a ganar; las demás, en %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n the best choice</source>
        <translation>
            <numerusform>%n fue la mejor opción</numerusform>
            <numerusform>%n fueron la mejor opción</numerusform>
        </translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>La mejor opción</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation>Decisión %1 de %2</translation>
    </message>
    <message>
        <source>Decision %1 of %2, throw %3</source>
        <translation>Decisión %1 de %2, tirada %3</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Todas las decisiones</translation>
    </message>
    <message>
        <source>Every decision is measured in the chance to win (pp: percentage points of it): the strong computer plays each of these positions for the win.</source>
        <translation>Cada decisión se mide en probabilidad de ganar (p. p.: sus puntos porcentuales): el ordenador fuerte juega a ganar en todas estas posiciones.</translation>
    </message>
    <message>
        <source>Only the computer played: there is nothing to review.</source>
        <translation>Solo jugó el ordenador: no hay nada que analizar.</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Análisis: %1</translation>
    </message>
    <message>
        <source>The costliest moments</source>
        <translation>Los momentos más caros</translation>
    </message>
    <message>
        <source>These rules have no exact table: the costs are close, not exact.</source>
        <translation>Estas reglas no tienen tabla exacta: los costes son cercanos, no exactos.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Esta partida no se puede analizar.</translation>
    </message>
    <message>
        <source>What each decision cost against the best choice of the strong computer player.</source>
        <translation>Cuánto costó cada decisión frente a la mejor opción del ordenador fuerte.</translation>
    </message>
    <message>
        <source>Working out the best choice at every decision of the game…</source>
        <translation>Calculando la mejor opción en cada decisión de la partida…</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Tu elección</translation>
    </message>
    <message numerus="yes">
        <source>each was the best choice.</source>
        <translation>
            <numerusform>fue la mejor opción.</numerusform>
            <numerusform>todas fueron la mejor opción.</numerusform>
        </translation>
    </message>
    <message>
        <source>the same</source>
        <translation>la misma</translation>
    </message>
</context>
<context>
    <name>RollOff</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation>Empieza %1.</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 sacó %2</translation>
    </message>
    <message>
        <source>%1 tie and throw again.</source>
        <translation>%1 empatan y vuelven a tirar.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Odds…</source>
        <translation>&amp;Probabilidades…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>(standard: %1)</source>
        <translation>(estándar: %1)</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Combination</source>
        <translation>Combinación</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Print the rules</source>
        <translation>Imprimir las reglas</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Texto de las reglas</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>The rules of the game at the table, with its options</source>
        <translation>Las reglas de la partida en juego, con sus opciones</translation>
    </message>
    <message>
        <source>The rules text of this game is missing from this installation: reinstall the app to get it back.</source>
        <translation>En esta instalación falta el texto de las reglas de este juego: vuelve a instalar la aplicación para recuperarlo.</translation>
    </message>
    <message>
        <source>The source text reads: %1.</source>
        <translation>El texto original dice: %1.</translation>
    </message>
    <message>
        <source>The standard rules</source>
        <translation>Las reglas estándar</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Tirada</translation>
    </message>
</context>
<context>
    <name>School</name>
    <message>
        <source>%1 earns %2 (%3).</source>
        <translation>%1 consigue la bonificación %2 (%3).</translation>
    </message>
    <message>
        <source>%1 is already written: choose an open cell.</source>
        <translation>La casilla %1 ya está anotada: elige una casilla libre.</translation>
    </message>
    <message>
        <source>%1 is in your dice: with these rules a figure is crossed out only when it does not come — score it (Enter).</source>
        <translation>%1 está en tus dados: con estas reglas una figura solo se tacha cuando no sale; anótala (Enter).</translation>
    </message>
    <message>
        <source>(straight off)</source>
        <translation>(a la primera)</translation>
    </message>
    <message>
        <source>15 turns each: the school first, then the big game; the highest total wins.</source>
        <translation>15 turnos cada uno: primero la escuela, luego el juego grande; gana el total más alto.</translation>
    </message>
    <message>
        <source>A figure thrown straight off, on the first throw, is worth double. As standard the whole value is doubled, bonus included; or only the sum of the faces, with the bonus of 20, 30 or 50 added once.</source>
        <translation>Una figura que sale a la primera, en la primera tirada, vale el doble. Por defecto se dobla el valor entero, extra incluido; o bien solo la suma de los dados, y el extra de 20, 30 o 50 se suma una sola vez.</translation>
    </message>
    <message>
        <source>Big order</source>
        <translation>Orden mayor</translation>
    </message>
    <message>
        <source>Big order — 2-3-4-5-6: always 20. Doubled straight off.</source>
        <translation>Orden mayor — 2-3-4-5-6: siempre 20. Doble a la primera.</translation>
    </message>
    <message>
        <source>Fifteen cells: pay your school first, then chase figures — doubled straight off the first throw.</source>
        <translation>Quince casillas: primero cumple con la escuela y luego ve a por las figuras, que valen el doble a la primera.</translation>
    </message>
    <message>
        <source>Five alike also count as two plus three</source>
        <translation>Cinco iguales también valen como dos más tres</translation>
    </message>
    <message>
        <source>Jewish pigos</source>
        <translation>Pigos judío</translation>
    </message>
    <message>
        <source>Jewish pigos — a bonus of 5 for a Pigos worth exactly 21.</source>
        <translation>Pigos judío — una bonificación de 5 por un pigos de exactamente 21.</translation>
    </message>
    <message>
        <source>Jewish style</source>
        <translation>Estilo judío</translation>
    </message>
    <message>
        <source>Jewish style — a bonus of 10 for closing Pigos on your last, fifteenth, turn.</source>
        <translation>Estilo judío — una bonificación de 10 por cerrar el pigos en tu último turno, el decimoquinto.</translation>
    </message>
    <message>
        <source>Milonic style</source>
        <translation>Estilo milónico</translation>
    </message>
    <message>
        <source>Milonic style — a bonus of 10 when all six school cells are closed as bases, with neither plus nor minus.</source>
        <translation>Estilo milónico — una bonificación de 10 si las seis casillas de la escuela se cierran como bases, sin más ni menos.</translation>
    </message>
    <message>
        <source>On: at each throw you may throw any dice again, including dice you held back before. Off: a die you held back stays held for the rest of the turn.</source>
        <translation>Activada: en cada tirada puedes volver a tirar cualquier dado, también los que guardaste antes. Desactivada: un dado que guardas queda guardado el resto del turno.</translation>
    </message>
    <message>
        <source>On: five alike count as Two plus three — the text&apos;s highest Two plus three, 50, needs five 6s. Off: the pair and the three must be of different faces.</source>
        <translation>Activada: cinco iguales valen como dos más tres; el máximo que da el texto para el dos más tres, 50, exige cinco 6. Desactivada: la pareja y el trío tienen que ser de números distintos.</translation>
    </message>
    <message>
        <source>On: four alike count as Two pairs — the text&apos;s highest Two pairs, 24, needs four 6s. Off: the two pairs must be of different faces.</source>
        <translation>Activada: cuatro iguales valen como dos parejas; el máximo que da el texto para las dos parejas, 24, exige cuatro 6. Desactivada: las dos parejas tienen que ser de números distintos.</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <source>Pair — two dice of one face: the sum of those two dice. Doubled straight off.</source>
        <translation>Pareja — dos dados del mismo número: la suma de esos dos dados. Doble a la primera.</translation>
    </message>
    <message>
        <source>Penta</source>
        <translation>Penta</translation>
    </message>
    <message>
        <source>Penta — five dice of one face: their sum plus 50. Doubled straight off.</source>
        <translation>Penta — cinco dados del mismo número: su suma más 50. Doble a la primera.</translation>
    </message>
    <message>
        <source>Pigos</source>
        <translation>Pigos</translation>
    </message>
    <message>
        <source>Pigos — any five dice: their sum. Never doubled.</source>
        <translation>Pigos — cinco dados cualesquiera: su suma. Nunca se dobla.</translation>
    </message>
    <message>
        <source>Roman style</source>
        <translation>Estilo romano</translation>
    </message>
    <message>
        <source>Roman style — a bonus of 10 when every figure of the big game brought points and none was crossed out.</source>
        <translation>Estilo romano — una bonificación de 10 si todas las figuras del gran juego han dado puntos y no se ha tachado ninguna.</translation>
    </message>
    <message>
        <source>School %1</source>
        <translation>Escuela del %1</translation>
    </message>
    <message>
        <source>School %1 — count the dice showing %1. Exactly three are the base, 0 points; fewer score below zero, more above it, by the die.</source>
        <translation>Escuela del %1 — cuenta los dados que muestran %1. Exactamente tres son la base, 0 puntos; con menos restas y con más sumas, por cada dado.</translation>
    </message>
    <message>
        <source>School and Big Game</source>
        <translation>La escuela y el gran juego</translation>
    </message>
    <message>
        <source>School cells are never crossed out: write the dice in %1 (Enter), or choose another cell.</source>
        <translation>Las casillas de la escuela nunca se tachan: anota los dados en %1 (Enter) o elige otra casilla.</translation>
    </message>
    <message>
        <source>School cells only</source>
        <translation>Solo casillas de la escuela</translation>
    </message>
    <message>
        <source>School result</source>
        <translation>Resultado de la escuela</translation>
    </message>
    <message>
        <source>School result — the six school cells added up. If the sum is negative it is multiplied by ten; if it is positive it stays as it is.</source>
        <translation>Resultado de la escuela — la suma de las seis casillas de la escuela. Si es negativa, se multiplica por diez; si es positiva, se queda como está.</translation>
    </message>
    <message>
        <source>Small order</source>
        <translation>Orden menor</translation>
    </message>
    <message>
        <source>Small order — 1-2-3-4-5: always 15. Doubled straight off.</source>
        <translation>Orden menor — 1-2-3-4-5: siempre 15. Doble a la primera.</translation>
    </message>
    <message>
        <source>Style bonuses</source>
        <translation>Bonificaciones por estilo</translation>
    </message>
    <message>
        <source>Tetra</source>
        <translation>Tetra</translation>
    </message>
    <message>
        <source>Tetra — four dice of one face: their sum plus 30. Doubled straight off.</source>
        <translation>Tetra — cuatro dados del mismo número: su suma más 30. Doble a la primera.</translation>
    </message>
    <message>
        <source>The big game</source>
        <translation>El gran juego</translation>
    </message>
    <message>
        <source>The school</source>
        <translation>La escuela</translation>
    </message>
    <message>
        <source>These dice do not make %1: choose another cell, or cross %1 out (X).</source>
        <translation>Estos dados no forman %1: elige otra casilla o tacha %1 (X).</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Three of a kind — three dice of one face: the sum of those three dice. Doubled straight off.</source>
        <translation>Trío — tres dados del mismo número: la suma de esos tres dados. Doble a la primera.</translation>
    </message>
    <message>
        <source>Total — the school result, plus the figures, plus the bonuses.</source>
        <translation>Total — el resultado de la escuela, más las figuras, más las bonificaciones.</translation>
    </message>
    <message>
        <source>Turn %1 of 15</source>
        <translation>Turno %1 de 15</translation>
    </message>
    <message>
        <source>Turns 1 to %2 close School cells only: write these dice in one of your School cells.</source>
        <translation>Los turnos 1 a %2 solo cierran casillas de la escuela: anota estos dados en una de tus casillas de la escuela.</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Dos parejas</translation>
    </message>
    <message>
        <source>Two pairs — two pairs, which as standard may be of the same face: the sum of those four dice. Doubled straight off.</source>
        <translation>Dos parejas — dos parejas, que con las reglas estándar pueden ser del mismo número: la suma de esos cuatro dados. Doble a la primera.</translation>
    </message>
    <message>
        <source>Two plus three</source>
        <translation>Dos más tres</translation>
    </message>
    <message>
        <source>Two plus three — a pair and three of a kind, as standard five alike too: the sum of all five dice plus 20. Doubled straight off.</source>
        <translation>Dos más tres — una pareja y un trío, y con las reglas estándar también cinco iguales: la suma de los cinco dados más 20. Doble a la primera.</translation>
    </message>
    <message>
        <source>What a school cell is worth. As standard, the face for each die above or below three, so two 4s are minus 4; or one point per die, whatever the face. The text gives only plus or minus, never how many.</source>
        <translation>Cuánto vale una casilla de la escuela. Por defecto, el número por cada dado de más o de menos respecto de tres, así que dos 4 valen −4; o bien un punto por dado, sea cual sea el número. El texto solo da el signo, nunca la cantidad.</translation>
    </message>
    <message>
        <source>Which dice Pigos takes. The text allows “any junk set of dice”, making no figure; taken literally, no Pigos could reach 21 for the Jewish pigos bonus, so we accept any five dice. At most one pair still allows 21.</source>
        <translation>Qué dados admite el pigos. El texto admite «cualquier tirada de desecho», que no forme figura; tomado al pie de la letra, ningún pigos podría llegar a 21 para la bonificación del pigos judío, así que aceptamos cinco dados cualesquiera. Con «como mucho una pareja» todavía se puede llegar a 21.</translation>
    </message>
    <message>
        <source>Which figures you may cross out, for 0. The text speaks of crossing out a figure “if it does not come”; we allow any open figure, because crossing out a figure your dice show is never better than scoring it.</source>
        <translation>Qué figuras puedes tachar, con 0. El texto habla de tachar una figura «si no sale»; permitimos cualquier figura abierta, porque tachar una figura que está en tus dados nunca es mejor que apuntarla.</translation>
    </message>
    <message>
        <source>With 3, your first three turns close school cells only and the big game begins on turn 4, as the text says. With 6, the whole school comes first, before any figure.</source>
        <translation>Con 3, en tus tres primeros turnos solo cierras casillas de la escuela y el gran juego empieza en el turno 4, como dice el texto. Con 6, primero va toda la escuela, antes de cualquier figura.</translation>
    </message>
    <message>
        <source>a school result below zero counts ten times</source>
        <translation>si es negativo, se multiplica por diez</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <source>cannot be made with these rules</source>
        <translation>imposible con estas reglas</translation>
    </message>
    <message>
        <source>doubled straight off</source>
        <translation>doble a la primera</translation>
    </message>
</context>
<context>
    <name>Scoresheet</name>
    <message>
        <source>%1 (to play)</source>
        <translation>%1 (le toca)</translation>
    </message>
    <message>
        <source>%1 is crossed out: it counts 0</source>
        <translation>%1: tachada, vale 0</translation>
    </message>
    <message>
        <source>%1&apos;s %2 (%3)</source>
        <translation>%2 de %1 (%3)</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, doubled</source>
        <translation>%1, doble</translation>
    </message>
    <message>
        <source>%1, pot: %2</source>
        <translation>%1, bote: %2</translation>
    </message>
    <message>
        <source>%1, total %2</source>
        <translation>%1, total %2</translation>
    </message>
    <message>
        <source>%1: %2 banked %3</source>
        <translation>%1: %2 anotó %3</translation>
    </message>
    <message>
        <source>%1: %2 built on the previous score and banked %3</source>
        <translation>%1: %2 aprovechó la jugada anterior y anotó %3</translation>
    </message>
    <message>
        <source>%1: %2 has %3 this turn, not banked yet</source>
        <translation>%1: %2 lleva %3 en este turno, aún sin anotar</translation>
    </message>
    <message>
        <source>%1: %2 has left the game (no chips)</source>
        <translation>%1: %2 ha salido del juego (sin fichas)</translation>
    </message>
    <message>
        <source>%1: %2 is still to throw</source>
        <translation>%1: a %2 aún le falta tirar</translation>
    </message>
    <message>
        <source>%1: %2 stands on %3</source>
        <translation>%1: %2 se planta con %3</translation>
    </message>
    <message>
        <source>%1: %2 stood on %3</source>
        <translation>%1: %2 se plantó con %3</translation>
    </message>
    <message>
        <source>%1: %2 — the base → 0</source>
        <translation>%1: %2 — base → 0</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: open</source>
        <translation>%1: abierta</translation>
    </message>
    <message>
        <source>%1: the dice %2 do not make it → 0</source>
        <translation>%1: los dados %2 no la forman → 0</translation>
    </message>
    <message>
        <source>%1: the dice %2 thrown at once (first throw), doubled → %3</source>
        <translation>%1: los dados %2 salieron a la primera, doble → %3</translation>
    </message>
    <message>
        <source>%1: the dice %2 → %3</source>
        <translation>%1: los dados %2 → %3</translation>
    </message>
    <message>
        <source>%1: these dice would score %2 here (click or Enter)</source>
        <translation>%1: estos dados sumarían %2 aquí (clic o Enter)</translation>
    </message>
    <message>
        <source>Chips %1 holds now</source>
        <translation>Fichas que tiene ahora %1</translation>
    </message>
    <message>
        <source>Chips left in the pot after each round</source>
        <translation>Fichas que quedan en el bote tras cada ronda</translation>
    </message>
    <message>
        <source>Choose a cell with the arrow keys and press Enter to score it; X crosses it out; F2 corrects a written cell.</source>
        <translation>Elige una casilla con las flechas y pulsa Enter para apuntar en ella; X la tacha; F2 corrige una casilla ya escrita.</translation>
    </message>
    <message>
        <source>Correct…  (F2)</source>
        <translation>Corregir…  (F2)</translation>
    </message>
    <message>
        <source>Cross out  (X)</source>
        <translation>Tachar  (X)</translation>
    </message>
    <message>
        <source>For example: %1.</source>
        <translation>Por ejemplo: %1.</translation>
    </message>
    <message>
        <source>Games won in this series</source>
        <translation>Partidas ganadas en esta serie</translation>
    </message>
    <message>
        <source>Jewish pigos: a Pigos of exactly 21</source>
        <translation>Pigos judío: un pigos de exactamente 21</translation>
    </message>
    <message>
        <source>Jewish style: Pigos written on the 15th (last) turn</source>
        <translation>Estilo judío: pigos cerrado en el turno 15 (el último)</translation>
    </message>
    <message>
        <source>Match total: the points of every game played</source>
        <translation>Total acumulado: los puntos de todas las partidas jugadas</translation>
    </message>
    <message>
        <source>Milonic style: every school cell exactly the base</source>
        <translation>Estilo milónico: todas las casillas de la escuela cerradas como base</translation>
    </message>
    <message>
        <source>No turn: six of a kind ended the round first</source>
        <translation>Sin turno: antes, seis iguales terminaron la ronda</translation>
    </message>
    <message>
        <source>Only a written cell can be corrected.</source>
        <translation>Solo se puede corregir una casilla ya anotada.</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>Roman style: all nine figures written, none crossed out</source>
        <translation>Estilo romano: las nueve figuras con puntos, ninguna tachada</translation>
    </message>
    <message>
        <source>School result: the school sum %1 is negative, so it counts ten times: %2</source>
        <translation>Resultado de la escuela: la suma de la escuela, %1, es negativa, así que se multiplica por diez: %2</translation>
    </message>
    <message>
        <source>School result: the sum of the school cells</source>
        <translation>Resultado de la escuela: la suma de sus seis casillas</translation>
    </message>
    <message>
        <source>Score here  (Enter)</source>
        <translation>Anotar aquí  (Enter)</translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>Settlement in whole units (the remainders go to the largest parts)</source>
        <translation>Ajuste en unidades enteras (los restos van a las partes mayores)</translation>
    </message>
    <message>
        <source>Settlement: what %1 receives (+) or pays (−)</source>
        <translation>Ajuste: lo que %1 recibe (+) o paga (−)</translation>
    </message>
    <message>
        <source>Six of a kind: %1 wins</source>
        <translation>Seis iguales: gana %1</translation>
    </message>
    <message>
        <source>The rules do not allow that there: choose another value.</source>
        <translation>Las reglas no permiten eso ahí: elige otro valor.</translation>
    </message>
    <message>
        <source>Total banked</source>
        <translation>Total anotado</translation>
    </message>
    <message>
        <source>Total banked; the target is %1</source>
        <translation>Total anotado; la meta es %1</translation>
    </message>
    <message>
        <source>Total: school result + big game + bonuses</source>
        <translation>Total: resultado de la escuela + gran juego + bonificaciones</translation>
    </message>
    <message>
        <source>Total: the sum of the eleven boxes</source>
        <translation>Total: la suma de las once casillas</translation>
    </message>
    <message>
        <source>Zonk: the turn scored nothing</source>
        <translation>Zonk: el turno no sumó nada</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>tachada</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>left the game</source>
        <translation>ha salido del juego</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>no conseguida</translation>
    </message>
    <message>
        <source>no %1s</source>
        <translation>ningún %1</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>aún por decidir</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>sin jugar</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abierta</translation>
    </message>
    <message>
        <source>open, would score %1</source>
        <translation>abierta, sumaría %1</translation>
    </message>
    <message>
        <source>target reached</source>
        <translation>meta alcanzada</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
</context>
<context>
    <name>ScoresheetWords</name>
    <message numerus="yes">
        <source>%1 (%2): %n chip(s) left in the pot afterwards</source>
        <translation>
            <numerusform>%1 (%2): después queda %n ficha en el bote</numerusform>
            <numerusform>%1 (%2): después quedan %n fichas en el bote</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 chip(s)</source>
        <translation>
            <numerusform>%1, %2 ficha</numerusform>
            <numerusform>%1, %2 fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%3) gave %n chip(s)</source>
        <translation>
            <numerusform>%1: %2 (%3) dio %n ficha</numerusform>
            <numerusform>%1: %2 (%3) dio %n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%3) took %n chip(s)</source>
        <translation>
            <numerusform>%1: %2 (%3) tomó %n ficha</numerusform>
            <numerusform>%1: %2 (%3) tomó %n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chips held now; the pot has %n</source>
        <translation>
            <numerusform>Fichas de cada jugador ahora; en el bote queda %n</numerusform>
            <numerusform>Fichas de cada jugador ahora; en el bote quedan %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Zonk: the turn&apos;s %Ln point(s) were lost</source>
        <translation>
            <numerusform>Zonk: se perdió %Ln punto del turno</numerusform>
            <numerusform>Zonk: se perdieron los %Ln puntos del turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>holds %n</source>
        <translation>
            <numerusform>tiene %n ficha</numerusform>
            <numerusform>tiene %n fichas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Computer thinks for:</source>
        <translation>Tiempo que piensa la &amp;máquina:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Pass-and-play screen between human players</source>
        <translation>&amp;Pantalla de cambio de turno entre jugadores humanos</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>Before a move that costs more than this, a note on the table says what it costs and what the advisor would do: Enter keeps the move, Esc reconsiders.</source>
        <translation>Antes de una jugada que cueste más que esto, una nota en la mesa dice cuánto cuesta y qué haría el consejero: Intro mantiene la jugada, Esc la reconsidera.</translation>
    </message>
    <message>
        <source>Brief, the result of each turn</source>
        <translation>Breve, el resultado de cada turno</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Dice &amp;animation:</source>
        <translation>&amp;Animación de los dados:</translation>
    </message>
    <message>
        <source>Dice si&amp;ze:</source>
        <translation>Tamaño de los &amp;dados:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Full, every step and its reason</source>
        <translation>Completo, cada paso y su motivo</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mediano</translation>
    </message>
    <message>
        <source>No pause</source>
        <translation>Sin pausa</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Igual que el sistema</translation>
    </message>
    <message>
        <source>Screen &amp;reader hears:</source>
        <translation>El &amp;lector de pantalla oye:</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Pequeño</translation>
    </message>
    <message>
        <source>T&amp;utor speaks before:</source>
        <translation>El t&amp;utor avisa antes de:</translation>
    </message>
    <message>
        <source>Tutor mode</source>
        <translation>Modo tutor</translation>
    </message>
    <message>
        <source>Tutor mode &amp;for (never for the computer, never with the score keeper):</source>
        <translation>Modo tutor &amp;para (nunca para la máquina ni con el anotador):</translation>
    </message>
    <message>
        <source>Tutor mode for</source>
        <translation>Modo tutor para</translation>
    </message>
    <message>
        <source>Tutor mode is chosen per person in New game.</source>
        <translation>El modo tutor se elige para cada persona en Nueva partida.</translation>
    </message>
    <message>
        <source>What a screen reader is told at the table: brief says each turn in one sentence and what you can do after your throw; full says every step, the computer&apos;s reasons and all you can do. W says what you can do at any time.</source>
        <translation>Lo que oye un lector de pantalla en la mesa: breve dice cada turno en una frase y lo que puedes hacer después de tu tirada; completo dice cada paso, los motivos del ordenador y todo lo que puedes hacer. W dice en cualquier momento lo que puedes hacer.</translation>
    </message>
    <message>
        <source>With virtual dice, the table is covered until the next player takes the seat, so nobody sees another&apos;s dice by accident.</source>
        <translation>Con dados virtuales, la mesa se tapa hasta que el siguiente jugador se siente, para que nadie vea por accidente los dados de otro.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>%1 banks %2, total %3.</source>
        <translation>%1 se planta con %2, total %3.</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 por %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks %3, total %4.</source>
        <translation>%1 aparta %2 y se planta con %3, total %4.</translation>
    </message>
    <message>
        <source>%1 keeps %2, then zonks and loses %3.</source>
        <translation>%1 aparta %2, luego hace zonk y pierde %3.</translation>
    </message>
    <message>
        <source>%1 keeps %2, then zonks: nothing this turn.</source>
        <translation>%1 aparta %2, luego hace zonk: nada en este turno.</translation>
    </message>
    <message>
        <source>%1 keeps %2.</source>
        <translation>%1 aparta %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 set aside %2 for %3.</source>
        <translation>%1 apartó %2 por %3.</translation>
    </message>
    <message>
        <source>%1 zonks and loses %2.</source>
        <translation>%1 hace zonk y pierde %2.</translation>
    </message>
    <message>
        <source>%1 zonks: nothing this turn.</source>
        <translation>%1 hace zonk: nada en este turno.</translation>
    </message>
    <message>
        <source>%1, getting %2.</source>
        <translation>%1, y salen %2.</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, luego %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Scoring dice: %1.</source>
        <translation>Dados que puntúan: %1.</translation>
    </message>
    <message>
        <source>W says what you can do at any time.</source>
        <translation>W dice en cualquier momento lo que puedes hacer.</translation>
    </message>
    <message>
        <source>You can set aside %1.</source>
        <translation>Puedes apartar %1.</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <source>%1 and %2 — games together: %3; %1 ahead: %4; %2 ahead: %5; level: %6.</source>
        <translation>%1 y %2 — partidas juntos: %3; %1 por delante: %4; %2 por delante: %5; empates: %6.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Head-to-head (who finished ahead)</source>
        <translation>&amp;Cara a cara (quién terminó por delante)</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Periodo:</translation>
    </message>
    <message>
        <source>&amp;Ratings</source>
        <translation>&amp;Valoraciones</translation>
    </message>
    <message>
        <source>421s thrown</source>
        <translation>421 sacados</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Por delante</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Desde siempre</translation>
    </message>
    <message>
        <source>Average result</source>
        <translation>Resultado medio</translation>
    </message>
    <message>
        <source>Average school result</source>
        <translation>Resultado medio de la escuela</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Por detrás</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>Mejor resultado</translation>
    </message>
    <message>
        <source>Best school result</source>
        <translation>Mejor resultado de la escuela</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Mejor racha</translation>
    </message>
    <message>
        <source>C&amp;hart:</source>
        <translation>&amp;Gráfico:</translation>
    </message>
    <message>
        <source>CSV tables (*.csv);;All files (*)</source>
        <translation>Tablas CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Chips taken</source>
        <translation>Fichas recibidas</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Máquina · %1</translation>
    </message>
    <message>
        <source>Count &amp;casual games</source>
        <translation>Contar partidas &amp;amistosas</translation>
    </message>
    <message>
        <source>Crossed out</source>
        <translation>Tachadas</translation>
    </message>
    <message>
        <source>Crossed out per game</source>
        <translation>Tachadas por partida</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Exportar las estadísticas</translation>
    </message>
    <message>
        <source>Finished games both of them played</source>
        <translation>Partidas terminadas que jugaron los dos</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Games in which the opponent finished ahead of the player</source>
        <translation>Partidas en las que el rival quedó por delante del jugador</translation>
    </message>
    <message>
        <source>Games in which the player finished ahead of the opponent</source>
        <translation>Partidas en las que el jugador quedó por delante del rival</translation>
    </message>
    <message>
        <source>Games in which they shared a place</source>
        <translation>Partidas en las que compartieron puesto</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Partidas juntos</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>Dados calientes</translation>
    </message>
    <message>
        <source>Last 12 months</source>
        <translation>Últimos 12 meses</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>Nénettes</source>
        <translation>Nénettes (221)</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>J&amp;ugador:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Pr&amp;actice…</source>
        <translation>Pr&amp;áctica…</translation>
    </message>
    <message>
        <source>Practise the positions where the chosen player&apos;s choices cost most</source>
        <translation>Practica las posiciones en las que las elecciones del jugador costaron más</translation>
    </message>
    <message>
        <source>Res&amp;ults</source>
        <translation>Res&amp;ultados</translation>
    </message>
    <message>
        <source>Show as a &amp;table</source>
        <translation>Mostrar como &amp;tabla</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Estadísticas por jugador</translation>
    </message>
    <message>
        <source>Straights</source>
        <translation>Escaleras</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Racha</translation>
    </message>
    <message>
        <source>The first player of the pair</source>
        <translation>El primer jugador de la pareja</translation>
    </message>
    <message>
        <source>The second player of the pair</source>
        <translation>El segundo jugador de la pareja</translation>
    </message>
    <message>
        <source>The statistics were exported as “%1”.</source>
        <translation>Las estadísticas se exportaron como «%1».</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Zdorovo!s</source>
        <translation>¡Zdorovo!s</translation>
    </message>
    <message>
        <source>Zonk rate</source>
        <translation>% de zonks</translation>
    </message>
    <message>
        <source>Zonks</source>
        <translation>Zonks</translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message numerus="yes">
        <source>%Ln finished game(s)</source>
        <translation>
            <numerusform>%Ln partida terminada</numerusform>
            <numerusform>%Ln partidas terminadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln win(s)</source>
        <translation>
            <numerusform>%Ln victoria</numerusform>
            <numerusform>%Ln victorias</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (máquina)</translation>
    </message>
    <message>
        <source>%1 has %2 this turn</source>
        <translation>%1 lleva %2 en este turno</translation>
    </message>
    <message>
        <source>%1 leaves the table</source>
        <translation>%1 deja la mesa</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 pierde %2</translation>
    </message>
    <message>
        <source>%1 scores nothing this turn</source>
        <translation>%1 no suma nada en este turno</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Hot dice!</source>
        <translation>¡Dados calientes!</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Zonk!</source>
        <translation>¡Zonk!</translation>
    </message>
    <message>
        <source>no chips left — a winner</source>
        <translation>sin fichas: ¡ha ganado!</translation>
    </message>
    <message>
        <source>this turn %1</source>
        <translation>este turno %1</translation>
    </message>
    <message>
        <source>throw %1</source>
        <translation>tirada %1</translation>
    </message>
    <message>
        <source>throw %1 of %2</source>
        <translation>tirada %1 de %2</translation>
    </message>
</context>
<context>
    <name>TurnBannerWords</name>
    <message numerus="yes">
        <source>up to %n throws</source>
        <translation>
            <numerusform>hasta %n tirada</numerusform>
            <numerusform>hasta %n tiradas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>(Approximate: these rules have no exact table.)</source>
        <translation>(Aproximado: estas reglas no tienen tabla exacta.)</translation>
    </message>
    <message>
        <source>Keep my move (Enter)</source>
        <translation>Mantener mi jugada (Intro)</translation>
    </message>
    <message>
        <source>Not played: choose again.</source>
        <translation>No se ha jugado: elige otra vez.</translation>
    </message>
    <message>
        <source>Reconsider (Esc)</source>
        <translation>Reconsiderar (Esc)</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>Tutor: %1</source>
        <translation>Tutor: %1</translation>
    </message>
    <message>
        <source>Weighing this move… Enter plays it now, Esc takes it back.</source>
        <translation>Sopesando esta jugada… Intro la juega ya, Esc la retira.</translation>
    </message>
    <message>
        <source>“%1” would cost %2 (%3). The advisor would choose: %4. Enter keeps your move, Esc lets you reconsider.</source>
        <translation>«%1» costaría %2 (%3). El consejero elegiría: %4. Intro mantiene tu jugada, Esc te deja reconsiderarla.</translation>
    </message>
</context>
<context>
    <name>When</name>
    <message>
        <source>some time ago</source>
        <translation>hace un tiempo</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>hoy a las %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>ayer a las %1</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 finished with %Ln point(s)</source>
        <translation>
            <numerusform>%1 terminó con %Ln punto</numerusform>
            <numerusform>%1 terminó con %Ln puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished with −%Ln point(s)</source>
        <translation>
            <numerusform>%1 terminó con −%Ln punto</numerusform>
            <numerusform>%1 terminó con −%Ln puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 player(s)</source>
        <translation>
            <numerusform>%1 jugador</numerusform>
            <numerusform>%1 jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1, after a replay</source>
        <translation>%1, tras repetir el duelo</translation>
    </message>
    <message>
        <source>%1, after an extra game</source>
        <translation>%1, tras una partida de desempate</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n dado</numerusform>
            <numerusform>%n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>(first throw)</source>
        <translation>(primera tirada)</translation>
    </message>
    <message>
        <source>(in a later series)</source>
        <translation>(en una serie posterior)</translation>
    </message>
    <message>
        <source>&lt;%1%</source>
        <translation>&lt;%1 %</translation>
    </message>
    <message>
        <source>A die shows 1 to 6: correct the faces and try again.</source>
        <translation>Un dado muestra del 1 al 6: corrige los números y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A turn&apos;s result is entered when the turn starts: finish this turn on the sheet first.</source>
        <translation>El resultado de un turno se introduce cuando empieza el turno: antes termina este turno en la hoja.</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Plantarse</translation>
    </message>
    <message>
        <source>Banked</source>
        <translation>Anotado</translation>
    </message>
    <message>
        <source>Banked — the points written down for the player so far.</source>
        <translation>Anotado — los puntos que el jugador lleva anotados hasta ahora.</translation>
    </message>
    <message>
        <source>Build on the previous score</source>
        <translation>Aprovechar la jugada anterior</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Chips — how many chips each player holds now.</source>
        <translation>Fichas — cuántas fichas tiene ahora cada jugador.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Cross out %1</source>
        <translation>Tachar %1</translation>
    </message>
    <message>
        <source>Enter %1</source>
        <translation>Introducir %1</translation>
    </message>
    <message numerus="yes">
        <source>Enter %Ln point(s)</source>
        <translation>
            <numerusform>Introducir %Ln punto</numerusform>
            <numerusform>Introducir %Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter a zonk</source>
        <translation>Introducir un zonk</translation>
    </message>
    <message numerus="yes">
        <source>Enter exactly %n dice.</source>
        <translation>
            <numerusform>Introduce exactamente %n dado.</numerusform>
            <numerusform>Introduce exactamente %n dados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter six of a kind</source>
        <translation>Introducir seis iguales</translation>
    </message>
    <message>
        <source>Fresh start</source>
        <translation>Empezar de cero</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>Game %1 — the total each player scored in this game of the match.</source>
        <translation>Partida %1 — el total que sumó cada jugador en esta partida.</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Games won — how many games of the match each player has won.</source>
        <translation>Partidas ganadas — cuántas partidas ha ganado hasta ahora cada jugador.</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Total acumulado</translation>
    </message>
    <message>
        <source>Match total — the totals of all the games played so far, added up.</source>
        <translation>Total acumulado — la suma de los totales de todas las partidas jugadas hasta ahora.</translation>
    </message>
    <message>
        <source>No dice are waiting to be thrown: choose what to do with these.</source>
        <translation>No hay dados por tirar: elige qué hacer con estos.</translation>
    </message>
    <message>
        <source>No turn scores exactly that: check the points.</source>
        <translation>Ningún turno suma exactamente eso: revisa los puntos.</translation>
    </message>
    <message>
        <source>Not corrected: after it, %1&apos;s later move &quot;%2&quot; would not be allowed. Nothing was changed; correct that move first, or undo back to here.</source>
        <translation>No se ha corregido: con este cambio, la jugada posterior de %1, «%2», dejaría de estar permitida. No se ha cambiado nada; corrige primero esa jugada o deshaz hasta aquí.</translation>
    </message>
    <message>
        <source>Not corrected: after it, the later move &quot;%2&quot; would not be allowed. Nothing was changed; correct that move first, or undo back to here.</source>
        <translation>No se ha corregido: con este cambio, la jugada posterior «%2» dejaría de estar permitida. No se ha cambiado nada; corrige primero esa jugada o deshaz hasta aquí.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Round %1 — every player still in the game takes one turn.</source>
        <translation>Ronda %1 — cada jugador que sigue en el juego juega un turno.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Apuntar %1</translation>
    </message>
    <message>
        <source>Set aside %1</source>
        <translation>Apartar %1</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <source>Settlement — what each player receives (plus) or pays (minus) when the game is settled.</source>
        <translation>Ajuste — lo que cada jugador recibe (+) o paga (−) al ajustar las cuentas de la partida.</translation>
    </message>
    <message>
        <source>Settlement, rounded</source>
        <translation>Ajuste redondeado</translation>
    </message>
    <message>
        <source>Settlement, rounded — the settlement in whole units, rounded so that the payments still balance.</source>
        <translation>Ajuste redondeado — el ajuste en unidades enteras, redondeado de modo que los pagos sigan cuadrando.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Eso no está permitido ahora.</translation>
    </message>
    <message>
        <source>That is not allowed now; the buttons show what you can do.</source>
        <translation>Eso no está permitido ahora; los botones muestran lo que puedes hacer.</translation>
    </message>
    <message>
        <source>That is what the sheet already says: change a value to correct it.</source>
        <translation>Eso es lo que ya dice la hoja: cambia algún valor para corregirla.</translation>
    </message>
    <message>
        <source>That move could not be read.</source>
        <translation>No se ha podido leer esa jugada.</translation>
    </message>
    <message>
        <source>The game is over: start a rematch or a new game.</source>
        <translation>La partida ha terminado: empieza la revancha o una partida nueva.</translation>
    </message>
    <message>
        <source>The number of throws is out of range: choose 1 up to the throws allowed now.</source>
        <translation>El número de tiradas está fuera de rango: elige entre 1 y las tiradas que se permiten ahora.</translation>
    </message>
    <message>
        <source>The rules do not allow that there: choose another value.</source>
        <translation>Las reglas no permiten eso ahí: elige otro valor.</translation>
    </message>
    <message>
        <source>The table throws the dice: press Roll (R).</source>
        <translation>Los dados los tira la mesa: pulsa Tirar (R).</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Este turno</translation>
    </message>
    <message>
        <source>This turn — the points gathered in the current turn and not yet banked.</source>
        <translation>Este turno — los puntos reunidos en el turno en curso y aún sin anotar.</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>Tirar %1</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Volver a tirar</translation>
    </message>
    <message>
        <source>Throw again, keeping nothing</source>
        <translation>Volver a tirar sin apartar nada</translation>
    </message>
    <message>
        <source>Throw the dice first (R).</source>
        <translation>Primero tira los dados (R).</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Tiradas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Total — each player&apos;s score so far: the sum of the rows above.</source>
        <translation>Total — la puntuación de cada jugador hasta ahora: la suma de las filas de arriba.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Turn %1 — what each player scored in this turn.</source>
        <translation>Turno %1 — lo que sumó cada jugador en este turno.</translation>
    </message>
    <message>
        <source>Type the faces of your throw and press Enter.</source>
        <translation>Escribe los números de tu tirada y pulsa Enter.</translation>
    </message>
    <message>
        <source>Type the turn&apos;s points as one whole number (0 for a zonk).</source>
        <translation>Escribe los puntos del turno como un solo número entero (0 si fue zonk).</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>empate</translation>
    </message>
    <message numerus="yes">
        <source>about %n min</source>
        <translation>
            <numerusform>unos %n min</numerusform>
            <numerusform>unos %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>after the final round</source>
        <translation>tras la ronda final</translation>
    </message>
    <message>
        <source>all rounds played</source>
        <translation>todas las rondas jugadas</translation>
    </message>
    <message>
        <source>corrected: a throw was %1</source>
        <translation>corregido: una tirada era %1</translation>
    </message>
    <message>
        <source>corrected: was %1</source>
        <translation>corregido: antes, «%1»</translation>
    </message>
    <message numerus="yes">
        <source>corrected: was %1 after %n throw(s)</source>
        <translation>
            <numerusform>corregido: antes, %1 tras %n tirada</numerusform>
            <numerusform>corregido: antes, %1 tras %n tiradas</numerusform>
        </translation>
    </message>
    <message>
        <source>corrected: was %1, crossed out</source>
        <translation>corregido: antes se tachó %1</translation>
    </message>
    <message numerus="yes">
        <source>corrected: was %Ln point(s)</source>
        <translation>
            <numerusform>corregido: antes, %Ln punto</numerusform>
            <numerusform>corregido: antes, %Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>corrected: was a zonk</source>
        <translation>corregido: antes fue zonk</translation>
    </message>
    <message>
        <source>corrected: was six %1s</source>
        <translation>corregido: antes, seis %1</translation>
    </message>
    <message>
        <source>corrected: was written in %1</source>
        <translation>corregido: antes estaba en %1</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>tachada</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>doble</translation>
    </message>
    <message>
        <source>highest total</source>
        <translation>total más alto</translation>
    </message>
    <message>
        <source>highest turn score</source>
        <translation>mejor turno</translation>
    </message>
    <message>
        <source>most games won</source>
        <translation>más partidas ganadas</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>six of a kind</source>
        <translation>seis iguales</translation>
    </message>
    <message>
        <source>target reached</source>
        <translation>meta alcanzada</translation>
    </message>
    <message>
        <source>the correction</source>
        <translation>la corrección</translation>
    </message>
    <message>
        <source>the game is complete</source>
        <translation>partida completa</translation>
    </message>
    <message>
        <source>the last player holding chips loses</source>
        <translation>pierde el último que tiene fichas</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>zonk</source>
        <translation>zonk</translation>
    </message>
</context>
<context>
    <name>Zanzibar</name>
    <message>
        <source>%1 stands on %2.</source>
        <translation>%1 se planta con %2.</translation>
    </message>
    <message>
        <source>%1 threw the best of all</source>
        <translation>%1 sacó la mejor de todas</translation>
    </message>
    <message numerus="yes">
        <source>%1: rank %2 of %3, worth %n chip(s).</source>
        <translation>
            <numerusform>%1: rango %2 de %3, vale %n ficha.</numerusform>
            <numerusform>%1: rango %2 de %3, vale %n fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in the pot: loading, then unloading; the last player holding chips loses.</source>
        <translation>
            <numerusform>%n ficha en el bote: carga y luego descarga; pierde el último que conserve fichas.</numerusform>
            <numerusform>%n fichas en el bote: carga y luego descarga; pierde el último que conserve fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>221, the nénette, is the weakest combination, yet worth 4 chips; in the text those count only when everyone has 221. House rules make a loser with 221 take at least 4 chips, or 4 more than the best combination is worth.</source>
        <translation>El 221, la nénette, es la combinación más débil, aunque vale 4 fichas; según el texto, ese valor solo cuenta si todos han sacado 221. Con las reglas caseras, quien pierde con 221 toma al menos 4 fichas, o 4 más de lo que vale la mejor combinación.</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>421 — the dice 4, 2 and 1: the strongest combination of all, worth 10 chips.</source>
        <translation>421 — los dados 4, 2 y 1: la combinación más fuerte de todas; vale 10 fichas.</translation>
    </message>
    <message>
        <source>421!</source>
        <translation>¡421!</translation>
    </message>
    <message>
        <source>Any other combination — 1 chip. It ranks by its dice from the highest down; a pair earns no extra rank.</source>
        <translation>Cualquier otra combinación — 1 ficha. Se ordena por sus dados, del más alto al más bajo; una pareja no da ningún rango extra.</translation>
    </message>
    <message>
        <source>As the text says, nobody may throw more times than the player before him did, so the limit can only go down during a round. Or the starter alone sets the limit for the whole round.</source>
        <translation>Como dice el texto, nadie puede tirar más veces que el jugador anterior, así que el límite solo puede bajar a lo largo de la ronda. O bien quien abre la ronda fija él solo el límite para toda la ronda.</translation>
    </message>
    <message numerus="yes">
        <source>Best hand %1; %2 has the worst, %3, and is due %n chip(s).</source>
        <translation>
            <numerusform>Mejor combinación: %1; %2 tiene la peor, %3, y le toca %n ficha.</numerusform>
            <numerusform>Mejor combinación: %1; %2 tiene la peor, %3, y le tocan %n fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chain — three dice in a row, 654, 543, 432 or 321: 2 chips. The higher the first die, the higher the chain; chains rank below all triples and pures.</source>
        <translation>Cadena — tres números seguidos, 654, 543, 432 o 321: 2 fichas. Cuanto más alto es el primer dado, más alta es la cadena; las cadenas van por debajo de todos los tríos y todas las puras.</translation>
    </message>
    <message>
        <source>Chips — how many chips each player holds now. The aim is to have none: the last player holding chips loses.</source>
        <translation>Fichas — cuántas fichas tiene ahora cada jugador. El objetivo es no tener ninguna: pierde el último que tiene fichas.</translation>
    </message>
    <message>
        <source>Chips: %1</source>
        <translation>Fichas: %1</translation>
    </message>
    <message>
        <source>Every other hand, by its dice (examples)</source>
        <translation>Todas las demás combinaciones, por sus dados (ejemplos)</translation>
    </message>
    <message>
        <source>How many chips are in the pot at the start. 21 is usual; fewer make a shorter game, more a longer one.</source>
        <translation>Cuántas fichas hay en el bote al empezar. Lo habitual son 21; con menos, la partida es más corta, y con más, más larga.</translation>
    </message>
    <message>
        <source>It beats %1, the best hand so far.</source>
        <translation>Gana a %1, la mejor combinación hasta ahora.</translation>
    </message>
    <message>
        <source>It beats %1, the lowest hand so far.</source>
        <translation>Gana a %1, la peor combinación hasta ahora.</translation>
    </message>
    <message>
        <source>It does not beat %1, the best hand so far.</source>
        <translation>No gana a %1, la mejor combinación hasta ahora.</translation>
    </message>
    <message>
        <source>It does not beat even %1, the lowest hand so far.</source>
        <translation>No supera ni siquiera a %1, la peor combinación hasta ahora.</translation>
    </message>
    <message>
        <source>Loading begins: the worst hand takes chips from the pot.</source>
        <translation>Empieza la carga: quien tiene la peor combinación toma fichas del bote.</translation>
    </message>
    <message>
        <source>Nénette (221)</source>
        <translation>Nénette (221)</translation>
    </message>
    <message>
        <source>Nénette (221) — the weakest combination of all, yet worth 4 chips. As standard those count only when everyone has 221, since the chips follow the round&apos;s best combination.</source>
        <translation>Nénette (221) — la combinación más débil de todas, aunque vale 4 fichas. Con las reglas estándar, ese valor solo cuenta si todos han sacado 221, porque las fichas las decide la mejor combinación de la ronda.</translation>
    </message>
    <message>
        <source>Playing “dry”: while loading, each player throws only once, with no re-throws. Unloading is played with up to three throws as usual.</source>
        <translation>Jugar «en seco»: durante la carga, cada jugador tira una sola vez, sin volver a tirar. La descarga se juega como siempre, con hasta tres tiradas.</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Bote %1</translation>
    </message>
    <message>
        <source>Pure — two aces and another die from 2 to 6: as many chips as that die. A pure beats every lower triple.</source>
        <translation>Pura — dos ases y otro dado del 2 al 6: tantas fichas como ese dado. Una pura gana a todos los tríos de menos valor.</translation>
    </message>
    <message>
        <source>Round %1 — each player&apos;s final dice, and the chips he received (plus) or gave away (minus) in this round.</source>
        <translation>Ronda %1 — los dados finales de cada jugador y las fichas que recibió (+) o entregó (−) en esta ronda.</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>Cadenas</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Abre la ronda: %1</translation>
    </message>
    <message>
        <source>Still in: %1</source>
        <translation>Siguen en juego: %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Plantarse</translation>
    </message>
    <message>
        <source>The best hands</source>
        <translation>Las mejores combinaciones</translation>
    </message>
    <message>
        <source>The lowest hand</source>
        <translation>La combinación más débil</translation>
    </message>
    <message>
        <source>Three aces (111)</source>
        <translation>Trío de ases (111)</translation>
    </message>
    <message>
        <source>Three aces (111) — three dice showing 1: worth 7 chips, second only to 421.</source>
        <translation>Trío de ases (111) — tres dados que muestran 1: vale 7 fichas, solo por debajo del 421.</translation>
    </message>
    <message>
        <source>Three dice and 21 chips: load up, unload, and don&apos;t be the last one holding.</source>
        <translation>Tres dados y 21 fichas: carga, descarga y no seas el último que se quede con ellas.</translation>
    </message>
    <message>
        <source>Throw limit %1</source>
        <translation>Límite de tiradas %1</translation>
    </message>
    <message>
        <source>Triple — three dice of the same face, 222 to 666: as many chips as the face. As standard, a triple beats the pure of the same value.</source>
        <translation>Trío — tres dados del mismo número, del 222 al 666: tantas fichas como ese número. Con las reglas estándar, un trío gana a la pura del mismo valor.</translation>
    </message>
    <message>
        <source>Triples and pure hands</source>
        <translation>Tríos y puras</translation>
    </message>
    <message>
        <source>Unloading begins: the best hand now gives chips to the worst.</source>
        <translation>Empieza la descarga: ahora quien tiene la mejor combinación da fichas al de la peor.</translation>
    </message>
    <message>
        <source>Which ranks higher at equal value, a triple or a pure (two aces and another die). As in the text, the triple: 666 beats 611, 555 beats 511. Some French bars rank the pure higher.</source>
        <translation>Qué va por encima a igual valor, el trío o la pura (dos ases y otro dado). Como en el texto, el trío: 666 gana a 611 y 555 gana a 511. En algunos bares franceses va por encima la pura.</translation>
    </message>
    <message>
        <source>Who starts the first round: the highest throw of one die, ties throwing again; a player chosen at random; or the first player at the table. Every later round is started by the loser of the round before.</source>
        <translation>Quién abre la primera ronda: quien saca más con un dado, y los empatados vuelven a tirar; un jugador elegido al azar; o el primer jugador de la mesa. Cada ronda siguiente la abre quien perdió la anterior.</translation>
    </message>
    <message>
        <source>Zanzibar (421)</source>
        <translation>Zanzíbar (421)</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>carga</translation>
    </message>
    <message>
        <source>the loser takes 4 chips more</source>
        <translation>el perdedor toma 4 fichas más</translation>
    </message>
    <message>
        <source>the loser takes at least 4 chips</source>
        <translation>el perdedor toma al menos 4 fichas</translation>
    </message>
    <message>
        <source>the lowest hand of all</source>
        <translation>la más débil de todas</translation>
    </message>
    <message>
        <source>unloading</source>
        <translation>descarga</translation>
    </message>
</context>
<context>
    <name>Zdorovo</name>
    <message>
        <source>%1 threw five alike</source>
        <translation>%1 sacó cinco iguales</translation>
    </message>
    <message>
        <source>A series of games</source>
        <translation>Una serie de partidas</translation>
    </message>
    <message>
        <source>Big hand</source>
        <translation>Mano grande</translation>
    </message>
    <message>
        <source>Big hand — any five dice: their total.</source>
        <translation>Mano grande — cinco dados cualesquiera: su suma.</translation>
    </message>
    <message>
        <source>Big straight</source>
        <translation>Escalera grande</translation>
    </message>
    <message>
        <source>Big straight — 2-3-4-5-6: 25 points.</source>
        <translation>Escalera grande — 2-3-4-5-6: 25 puntos.</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>Eleven combinations, three throws a turn, and fifty for five alike.</source>
        <translation>Once combinaciones, tres tiradas por turno y cincuenta puntos por cinco iguales.</translation>
    </message>
    <message>
        <source>Extra game</source>
        <translation>Partida de desempate</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cincos</translation>
    </message>
    <message>
        <source>Fives — five points for each 5.</source>
        <translation>Cincos — cinco puntos por cada 5.</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Cuatros</translation>
    </message>
    <message>
        <source>Fours — four points for each 4.</source>
        <translation>Cuatros — cuatro puntos por cada 4.</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Full house — three dice of one value and two of another: the total of the five dice. As standard, five alike are not a full house.</source>
        <translation>Full house — tres dados de un número y dos de otro: la suma de los cinco dados. Con las reglas estándar, cinco iguales no son full house.</translation>
    </message>
    <message>
        <source>Games until someone&apos;s match total reaches %1.</source>
        <translation>Partidas hasta que el total de alguien llegue a %1.</translation>
    </message>
    <message>
        <source>Games up to a target score</source>
        <translation>Partidas hasta una meta</translation>
    </message>
    <message>
        <source>Games won — the games of the series each player has won; whoever wins the most is the overall winner.</source>
        <translation>Partidas ganadas — las partidas de la serie que ha ganado cada jugador; quien gana más es el ganador absoluto.</translation>
    </message>
    <message>
        <source>How many games a series has. The text gives no number; we chose three.</source>
        <translation>Cuántas partidas tiene una serie. El texto no da ninguna cifra; hemos elegido tres.</translation>
    </message>
    <message>
        <source>How many throws a turn has. The text lets players throw “once more”, which may mean a single re-throw; we play three throws, as in Cheerio and every game of the Yacht family.</source>
        <translation>Cuántas tiradas tiene un turno. El texto deja tirar «otra vez», lo que puede querer decir una sola tirada más; jugamos con tres tiradas, como en el Cheerio y en todos los juegos de la familia del Yacht.</translation>
    </message>
    <message>
        <source>Little straight</source>
        <translation>Escalera pequeña</translation>
    </message>
    <message>
        <source>Little straight — 1-2-3-4-5: 20 points.</source>
        <translation>Escalera pequeña — 1-2-3-4-5: 20 puntos.</translation>
    </message>
    <message>
        <source>Match total — the totals of the games so far, added up; the first to reach the target wins.</source>
        <translation>Total acumulado — la suma de los totales de las partidas jugadas hasta ahora; gana el primero que alcanza la meta.</translation>
    </message>
    <message>
        <source>Off, as the text says (“three dice of one value and two of another”): five alike are no full house. On: they count as one too.</source>
        <translation>Desactivada, como dice el texto («tres dados de un valor y dos de otro»): cinco iguales no son full house. Activada: también valen como full house.</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Una partida</translation>
    </message>
    <message>
        <source>One game: 11 turns each; the highest total wins.</source>
        <translation>Una partida: 11 turnos cada uno; gana el total más alto.</translation>
    </message>
    <message>
        <source>One game; a series, won by whoever wins the most games; or game after game, the totals added up, until someone reaches the target score. A tie for the win is settled by an extra game.</source>
        <translation>Una partida; una serie, que gana quien gana más partidas; o partida tras partida, sumando los totales, hasta que alguien alcanza la meta. Un empate por la victoria se resuelve con una partida de desempate.</translation>
    </message>
    <message>
        <source>Ones</source>
        <translation>Unos</translation>
    </message>
    <message>
        <source>Ones to sixes</source>
        <translation>Del uno al seis</translation>
    </message>
    <message>
        <source>Ones — one point for each 1.</source>
        <translation>Unos — un punto por cada 1.</translation>
    </message>
    <message>
        <source>Playing to a target: the totals of the games add up, checked after each game, and the first to reach this score wins. The text gives no number; we chose 500.</source>
        <translation>Jugando hasta una meta: los totales de las partidas se van sumando, se comprueban al terminar cada partida y gana el primero que llega a esta puntuación. El texto no da ninguna cifra; hemos elegido 500.</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seises</translation>
    </message>
    <message>
        <source>Sixes — six points for each 6.</source>
        <translation>Seises — seis puntos por cada 6.</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treses</translation>
    </message>
    <message>
        <source>Threes — three points for each 3.</source>
        <translation>Treses — tres puntos por cada 3.</translation>
    </message>
    <message>
        <source>Throws per turn</source>
        <translation>Tiradas por turno</translation>
    </message>
    <message>
        <source>Total — the sum of the eleven combinations in this game.</source>
        <translation>Total — la suma de las once combinaciones en esta partida.</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Doses</translation>
    </message>
    <message>
        <source>Twos — two points for each 2.</source>
        <translation>Doses — dos puntos por cada 2.</translation>
    </message>
    <message>
        <source>What you play</source>
        <translation>Qué se juega</translation>
    </message>
    <message>
        <source>Zdorovo!</source>
        <translation>¡Zdorovo!</translation>
    </message>
    <message>
        <source>Zdorovo! — five dice of the same value: always 50.</source>
        <translation>¡Zdorovo! — cinco dados del mismo número: siempre 50.</translation>
    </message>
</context>
<context>
    <name>ZdorovoWords</name>
    <message numerus="yes">
        <source>A series of %n game(s); the most games won wins.</source>
        <translation>
            <numerusform>Una serie de %n partida; gana quien gane más partidas.</numerusform>
            <numerusform>Una serie de %n partidas; gana quien gane más partidas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Zonk</name>
    <message>
        <source>%1 throws again, keeping nothing.</source>
        <translation>%1 vuelve a tirar sin apartar nada.</translation>
    </message>
    <message>
        <source>%1 throws all six again, giving up %2 of this series.</source>
        <translation>%1 vuelve a tirar los seis dados y renuncia a los puntos de esta serie (%2).</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gana la partida</translation>
    </message>
    <message>
        <source>%1 wins the round</source>
        <translation>%1 gana la ronda</translation>
    </message>
    <message>
        <source>A duel is a single round, one turn each: the higher turn score wins. Several rounds add up each player&apos;s banked turns and settle the totals through the bank. As standard, two players play a duel and three or more play several rounds.</source>
        <translation>Un duelo es una sola ronda, con un turno por jugador: gana el mejor turno. En varias rondas se suman los turnos anotados de cada jugador y los totales se ajustan a través del banco. Por defecto, dos jugadores juegan un duelo, y tres o más, varias rondas.</translation>
    </message>
    <message>
        <source>A duel: one turn each; the higher turn wins the stake.</source>
        <translation>Duelo: un turno cada uno; el turno más alto gana la apuesta.</translation>
    </message>
    <message>
        <source>A duel: one turn each; the lower turn pays the difference.</source>
        <translation>Duelo: un turno cada uno; el turno más bajo paga la diferencia.</translation>
    </message>
    <message>
        <source>A variant the original mentions: after a throw with a combination, you may keep nothing and throw again. What you let go scores nothing, and the new throw still counts as one of the series&apos; three. It cannot be played together with setting aside every combination.</source>
        <translation>Una variante que menciona el texto original: tras una tirada con combinación, puedes no apartar nada y volver a tirar. Lo que dejas no suma nada, y la nueva tirada cuenta igualmente como una de las tres de la serie. No se puede combinar con apartar todas las combinaciones.</translation>
    </message>
    <message>
        <source>A variant the original mentions: after each throw, every die that is part of a combination is set aside at once and scored the best way. It cannot be played together with the free re-throw.</source>
        <translation>Una variante que menciona el texto original: tras cada tirada, todos los dados que forman parte de una combinación se apartan en el acto y se puntúan de la mejor manera. No se puede combinar con volver a tirar sin apartar nada.</translation>
    </message>
    <message>
        <source>Combinations of all six dice</source>
        <translation>Combinaciones de los seis dados</translation>
    </message>
    <message>
        <source>Five %1s</source>
        <translation>Cinco %1</translation>
    </message>
    <message>
        <source>Five %1s — five dice showing %1, from one throw: 100 plus the rank of the face. Each face ranks as its own number, except the 1, which ranks 7.</source>
        <translation>Cinco %1 — cinco dados que muestran %1, de una misma tirada: 100 más el valor del número. Cada número cuenta lo que marca, salvo el 1, que cuenta como 7.</translation>
    </message>
    <message>
        <source>Four %1s</source>
        <translation>Cuatro %1</translation>
    </message>
    <message>
        <source>Four %1s — four dice showing %1, from one throw: 40 plus the rank of the face. Each face ranks as its own number, except the 1, which ranks 7.</source>
        <translation>Cuatro %1 — cuatro dados que muestran %1, de una misma tirada: 40 más el valor del número. Cada número cuenta lo que marca, salvo el 1, que cuenta como 7.</translation>
    </message>
    <message>
        <source>How a game of several rounds ends: when the leader&apos;s total reaches the target score, or after an agreed number of rounds. The original allows both.</source>
        <translation>Cómo termina una partida de varias rondas: cuando el total del líder alcanza la meta, o tras un número de rondas acordado. El texto original admite las dos cosas.</translation>
    </message>
    <message>
        <source>In a game settled in points — a duel on the difference, or the bank — what every other player pays the thrower of six alike, times the money per point. 0 means the target score; the original names no amount.</source>
        <translation>En una partida que se paga por puntos (un duelo por la diferencia, o el banco), lo que cada uno de los demás jugadores paga a quien saca seis iguales, multiplicado por el valor del punto. 0 significa la meta; el texto original no da ninguna cantidad.</translation>
    </message>
    <message>
        <source>Off: the same player starts every round. On: the first player moves one seat on, clockwise, with each new round.</source>
        <translation>Desactivada: el mismo jugador abre todas las rondas. Activada: en cada ronda nueva, el primer jugador es el del puesto siguiente, en el sentido de las agujas del reloj.</translation>
    </message>
    <message>
        <source>Off: three pairs must be three different pairs. On: four alike and a pair, such as 2 2 2 2 3 3, count as three pairs too.</source>
        <translation>Desactivada: las tres parejas tienen que ser tres parejas distintas. Activada: cuatro iguales y una pareja, como 2 2 2 2 3 3, también valen como tres parejas.</translation>
    </message>
    <message>
        <source>On: when you throw again, you throw all the dice not set aside. Off: you choose which of them to throw and may hold the others back.</source>
        <translation>Activada: al volver a tirar, tiras todos los dados no apartados. Desactivada: eliges cuáles de ellos tirar y puedes guardar los demás.</translation>
    </message>
    <message>
        <source>On: you may keep a smaller combination out of a larger one — three 4s out of four 4s, or 1 1 out of three 1s — and throw more dice again. Off: the combination you keep must use every die of that face it can.</source>
        <translation>Activada: puedes apartar una combinación menor contenida en una mayor (tres 4 de entre cuatro 4, o 1 1 de entre tres 1) y volver a tirar más dados. Desactivada: la combinación que apartas tiene que usar todos los dados de ese número que pueda.</translation>
    </message>
    <message>
        <source>One 1</source>
        <translation>Un 1</translation>
    </message>
    <message>
        <source>One 1 — a single 1: 2 points.</source>
        <translation>Un 1 — un 1 suelto: 2 puntos.</translation>
    </message>
    <message>
        <source>One 5</source>
        <translation>Un 5</translation>
    </message>
    <message>
        <source>One 5 — a single 5: 1 point.</source>
        <translation>Un 5 — un 5 suelto: 1 punto.</translation>
    </message>
    <message>
        <source>Ones and fives</source>
        <translation>Unos y cincos</translation>
    </message>
    <message>
        <source>Only when six alike win in the first throw of a turn: six alike thrown later, in a new series after hot dice, then score as two triples.</source>
        <translation>Solo cuando seis iguales ganan únicamente en la primera tirada del turno: los seis iguales que salgan más tarde, en una serie nueva tras conseguir dados calientes, valen entonces como dos tríos.</translation>
    </message>
    <message>
        <source>Playing a number of rounds, how many are played; the original says “as a rule not less than 10”.</source>
        <translation>Si se juega a un número de rondas, cuántas se juegan; el texto original dice «por regla general, no menos de 10».</translation>
    </message>
    <message>
        <source>Playing several rounds to a target, the game ends once the leader&apos;s total reaches this score; the original says “as a rule not less than 500”. As standard it is also what six of a kind costs each other player in a game settled in points.</source>
        <translation>Si se juegan varias rondas hasta una meta, la partida termina cuando el total del líder alcanza esta puntuación; el texto original dice «por regla general, no menos de 500». Por defecto, es también lo que seis iguales le cuestan a cada uno de los demás jugadores en una partida que se paga por puntos.</translation>
    </message>
    <message>
        <source>Round %1 — the turn score each player banked in this round; a zonk scores 0.</source>
        <translation>Ronda %1 — los puntos del turno que anotó cada jugador en esta ronda; un zonk vale 0.</translation>
    </message>
    <message>
        <source>Rounds until someone has %1 points; then the totals are settled through the bank.</source>
        <translation>Rondas hasta que alguien tenga %1 puntos; luego los totales se liquidan con la banca.</translation>
    </message>
    <message>
        <source>Series %1</source>
        <translation>Serie %1</translation>
    </message>
    <message>
        <source>Settlement — what each player gains (plus) or pays (minus). After several rounds it is his total minus the average, times the money per point; in a duel, the stake or the difference.</source>
        <translation>Ajuste — lo que cada jugador gana (+) o paga (−). Tras varias rondas, es su total menos la media, multiplicado por el valor del punto; en un duelo, la apuesta o la diferencia.</translation>
    </message>
    <message>
        <source>Settlement, rounded — the settlement in whole units of money: everyone is rounded down, and the units left over go to the largest remainders, so that the bank still balances.</source>
        <translation>Ajuste redondeado — el ajuste en unidades enteras de dinero: a todos se les redondea hacia abajo, y las unidades que sobran van a los restos mayores, para que el banco siga cuadrando.</translation>
    </message>
    <message>
        <source>Six dice, three throws a series: keep one combination each throw, and stop before a zonk burns the turn.</source>
        <translation>Seis dados y tres tiradas por serie: aparta una combinación en cada tirada y plántate antes de que un zonk queme el turno.</translation>
    </message>
    <message>
        <source>Six of a kind</source>
        <translation>Seis iguales</translation>
    </message>
    <message>
        <source>Six of a kind — all six dice alike in a throw of six dice: it wins at once, the game or the round as the options say.</source>
        <translation>Seis iguales — los seis dados iguales en una tirada de seis dados: gana en el acto, la partida o la ronda según las opciones.</translation>
    </message>
    <message>
        <source>Six of a kind!</source>
        <translation>¡Seis iguales!</translation>
    </message>
    <message>
        <source>Six of a kind! %1 wins the game.</source>
        <translation>¡Seis iguales! %1 gana la partida.</translation>
    </message>
    <message>
        <source>Six of a kind! %1 wins the round.</source>
        <translation>¡Seis iguales! %1 gana la ronda.</translation>
    </message>
    <message>
        <source>Straight 1-2-3-4-5-6</source>
        <translation>Escalera 1-2-3-4-5-6</translation>
    </message>
    <message>
        <source>Straight 1-2-3-4-5-6 — all six dice different: 80 points.</source>
        <translation>Escalera 1-2-3-4-5-6 — los seis dados distintos: 80 puntos.</translation>
    </message>
    <message>
        <source>Three %1s</source>
        <translation>Tres %1</translation>
    </message>
    <message>
        <source>Three %1s — three dice showing %1, from one throw: 30 plus the rank of the face. Each face ranks as its own number, except the 1, which ranks 7.</source>
        <translation>Tres %1 — tres dados que muestran %1, de una misma tirada: 30 más el valor del número. Cada número cuenta lo que marca, salvo el 1, que cuenta como 7.</translation>
    </message>
    <message>
        <source>Three pairs</source>
        <translation>Tres parejas</translation>
    </message>
    <message>
        <source>Three pairs score 70 and two triples 90, plus the highest face. Off: a 1 counts as 1 there. On: a 1 counts 7, as it does in three, four and five alike.</source>
        <translation>Tres parejas valen 70 y dos tríos 90, más el número más alto. Desactivada: ahí el 1 cuenta como 1. Activada: el 1 cuenta como 7, igual que en tres, cuatro y cinco iguales.</translation>
    </message>
    <message>
        <source>Three pairs — all six dice as three different pairs: 70 plus the highest face. As standard, a 1 counts as 1 here.</source>
        <translation>Tres parejas — los seis dados en tres parejas distintas: 70 más el número más alto. Con las reglas estándar, aquí el 1 cuenta como 1.</translation>
    </message>
    <message>
        <source>Three, four and five alike</source>
        <translation>Tres, cuatro y cinco iguales</translation>
    </message>
    <message>
        <source>Total — each player&apos;s game total: the sum of the turn scores he banked.</source>
        <translation>Total — el total de la partida de cada jugador: la suma de los puntos de los turnos que ha anotado.</translation>
    </message>
    <message>
        <source>Two 1s</source>
        <translation>Dos 1</translation>
    </message>
    <message>
        <source>Two 1s — two 1s from one throw, kept together as one combination: 4 points.</source>
        <translation>Dos 1 — dos 1 de una misma tirada, apartados juntos como una sola combinación: 4 puntos.</translation>
    </message>
    <message>
        <source>Two 5s</source>
        <translation>Dos 5</translation>
    </message>
    <message>
        <source>Two 5s — two 5s from one throw, kept together as one combination: 3 points.</source>
        <translation>Dos 5 — dos 5 de una misma tirada, apartados juntos como una sola combinación: 3 puntos.</translation>
    </message>
    <message>
        <source>Two triples</source>
        <translation>Dos tríos</translation>
    </message>
    <message>
        <source>Two triples — all six dice as three of one face and three of another: 90 plus the higher face. As standard, a 1 counts as 1 here.</source>
        <translation>Dos tríos — los seis dados en tres de un número y tres de otro: 90 más el número más alto. Con las reglas estándar, aquí el 1 cuenta como 1.</translation>
    </message>
    <message>
        <source>What a duel is played for. On a stake, the winner takes the stake agreed beforehand. On the difference, the loser pays the difference between the two turn scores, times the money per point.</source>
        <translation>Por qué se juega un duelo. Por una apuesta: el ganador se lleva la apuesta acordada de antemano. Por la diferencia: el perdedor paga la diferencia entre los dos turnos, multiplicada por el valor del punto.</translation>
    </message>
    <message>
        <source>What a free re-throw throws: only the dice just thrown, or all six dice, which cancels the points set aside earlier in the series.</source>
        <translation>Qué dados se tiran al volver a tirar sin apartar nada: solo los que acaban de salir, o los seis dados, lo que anula los puntos apartados antes en la serie.</translation>
    </message>
    <message>
        <source>What happens when both turn scores of a duel are equal: a draw, with the stake returned, or the duel is played again. The original does not say.</source>
        <translation>Qué pasa cuando los dos turnos de un duelo empatan: hay empate y se devuelve la apuesta, o se vuelve a jugar el duelo. El texto original no lo dice.</translation>
    </message>
    <message>
        <source>What one point is worth when the game is settled in points — through the bank, or in a duel on the difference. Every payment is the points times this amount.</source>
        <translation>Lo que vale un punto cuando la partida se paga por puntos: a través del banco, o en un duelo por la diferencia. Cada pago es el número de puntos multiplicado por esta cantidad.</translation>
    </message>
    <message>
        <source>What six alike win: the whole game at once, or only the round. When they win the round, it ends there, and players who have not thrown yet score 0 for it.</source>
        <translation>Qué ganan seis iguales: la partida entera en el acto, o solo la ronda. Si ganan la ronda, esta termina ahí, y los jugadores que aún no han tirado se anotan 0 en ella.</translation>
    </message>
    <message>
        <source>When six alike win only the round: the thrower&apos;s score for that round. 0 means the target score.</source>
        <translation>Cuando seis iguales ganan solo la ronda: los puntos que se anota en esa ronda quien los saca. 0 significa la meta.</translation>
    </message>
    <message>
        <source>When the target is checked. As standard at the end of the round, so that everybody has had the same number of turns; or at once, when a banked total reaches it.</source>
        <translation>Cuándo se comprueba la meta. Por defecto, al final de la ronda, para que todos hayan jugado el mismo número de turnos; o en el acto, en cuanto un total anotado la alcanza.</translation>
    </message>
    <message>
        <source>Where six alike win: in any throw of all six dice, including the first throw of a new series after hot dice; or only in the first throw of a turn. The original names the first throw, but a new series starts “again by throwing six dice first”, in the same words.</source>
        <translation>Cuándo ganan seis iguales: en cualquier tirada de los seis dados, también en la primera tirada de una serie nueva tras conseguir dados calientes; o solo en la primera tirada del turno. El texto original habla de la primera tirada, pero una serie nueva empieza «otra vez tirando primero los seis dados», con las mismas palabras.</translation>
    </message>
    <message>
        <source>Zonk</source>
        <translation>Zonk</translation>
    </message>
    <message>
        <source>no turn</source>
        <translation>sin turno</translation>
    </message>
    <message>
        <source>six of a kind</source>
        <translation>seis iguales</translation>
    </message>
    <message>
        <source>wins the game at once</source>
        <translation>gana la partida en el acto</translation>
    </message>
    <message>
        <source>wins the round</source>
        <translation>gana la ronda</translation>
    </message>
</context>
<context>
    <name>ZonkWords</name>
    <message numerus="yes">
        <source>%n round(s); then the totals are settled through the bank.</source>
        <translation>
            <numerusform>%n ronda; luego los totales se liquidan con la banca.</numerusform>
            <numerusform>%n rondas; luego los totales se liquidan con la banca.</numerusform>
        </translation>
    </message>
</context>
</TS>
