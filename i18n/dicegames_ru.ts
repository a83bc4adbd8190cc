<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>Advisor</name>
    <message>
        <source>%1 (best)</source>
        <translation>%1 (лучший)</translation>
    </message>
    <message>
        <source>%1 (computer) is playing: the advisor waits for your turn.</source>
        <translation>%1 (компьютер) ходит: советчик ждёт вашего хода.</translation>
    </message>
    <message>
        <source>%1 chips expected</source>
        <translation>ожидается фишек: %1</translation>
    </message>
    <message>
        <source>%1 points expected</source>
        <translation>ожидается %1 очков</translation>
    </message>
    <message>
        <source>&gt;%1%</source>
        <translation>&gt;%1 %</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Советчик</translation>
    </message>
    <message>
        <source>Advisor (H)</source>
        <translation>Советчик (H)</translation>
    </message>
    <message>
        <source>Advisor hidden.</source>
        <translation>Советчик скрыт.</translation>
    </message>
    <message>
        <source>Advisor shown.</source>
        <translation>Советчик показан.</translation>
    </message>
    <message>
        <source>Approximate: these rules have no exact table; the values are close, not exact.</source>
        <translation>Приблизительно: для этих правил нет точной таблицы; значения близкие, но не точные.</translation>
    </message>
    <message>
        <source>Best: %1, %2.</source>
        <translation>Лучше всего: %1, %2.</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Шанс на победу</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Chips: the chips you can expect to take this round (taken minus given away), lower is better. Worst: the chance of ending the round with its worst hand.</source>
        <translation>Фишки: сколько фишек в среднем придётся взять в этом раунде (взятые минус отданные), чем меньше, тем лучше. Худшая: вероятность закончить раунд с худшей комбинацией.</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Choices, best first</source>
        <translation>Варианты, лучший первым</translation>
    </message>
    <message>
        <source>Expected chips</source>
        <translation>Ожидаемые фишки</translation>
    </message>
    <message>
        <source>Expected final total</source>
        <translation>Ожидаемый итог</translation>
    </message>
    <message>
        <source>Expected points this turn</source>
        <translation>Ожидаемые очки за ход</translation>
    </message>
    <message>
        <source>Keep %1, throw %2 again</source>
        <translation>Оставить %1, перебросить %2</translation>
    </message>
    <message>
        <source>No advice could be worked out here.</source>
        <translation>Здесь совет рассчитать не удалось.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Points: what you can expect to bank at the end of this turn, this turn&apos;s points included. Zonk: the chance that the throw scores nothing.</source>
        <translation>Очки: сколько в среднем удастся записать в конце этого хода, вместе с уже набранными в нём. Зонк: вероятность, что бросок не даст ничего.</translation>
    </message>
    <message>
        <source>Show or hide the value of every choice (H)</source>
        <translation>Показать или скрыть цену каждого варианта (H)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Then %1, %2.</source>
        <translation>Затем: %1, %2.</translation>
    </message>
    <message>
        <source>There is no advice for this game.</source>
        <translation>Для этой игры советов нет.</translation>
    </message>
    <message>
        <source>Throw %1 again</source>
        <translation>Перебросить %1</translation>
    </message>
    <message>
        <source>Throw all %1 again</source>
        <translation>Перебросить все %1</translation>
    </message>
    <message>
        <source>Throw the dice: the advisor weighs what to do with them.</source>
        <translation>Бросьте кости: советчик взвесит, что с ними делать.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Total: your expected final total with the best play from here, points already written included.</source>
        <translation>Итог: ожидаемая сумма в конце игры при лучшей игре отсюда, вместе с уже записанными очками.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Ценность</translation>
    </message>
    <message>
        <source>Value: how good each choice is for winning the game.</source>
        <translation>Ценность: насколько каждый вариант приближает победу в игре.</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Win: your chance to win the game with each choice, playing for the win from here. The choices are listed by it, the best (★) first.</source>
        <translation>Победа: ваш шанс выиграть партию при каждом варианте, если отсюда играть на победу. Варианты идут по нему, лучший (★) первым.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Считаю…</translation>
    </message>
    <message>
        <source>Working out the chances to win for these rules: %1 done. Until then the computer plays for points.</source>
        <translation>Считаю шансы на победу для этих правил: готово %1. Пока компьютер играет на очки.</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Худшая</translation>
    </message>
    <message>
        <source>Zonk</source>
        <translation>Зонк</translation>
    </message>
    <message>
        <source>chance to win less than 1 percent</source>
        <translation>шанс на победу меньше 1 процента</translation>
    </message>
    <message>
        <source>chance to win more than 99 percent</source>
        <translation>шанс на победу больше 99 процентов</translation>
    </message>
    <message>
        <source>expected total %1</source>
        <translation>ожидаемый итог %1</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>ценность %1</translation>
    </message>
    <message>
        <source>worst hand chance %1</source>
        <translation>шанс худшей руки %1</translation>
    </message>
    <message>
        <source>zonk chance %1</source>
        <translation>шанс зонка %1</translation>
    </message>
</context>
<context>
    <name>AdvisorWords</name>
    <message numerus="yes">
        <source>chance to win %n percent</source>
        <translation>
            <numerusform>шанс на победу %n процент</numerusform>
            <numerusform>шанс на победу %n процента</numerusform>
            <numerusform>шанс на победу %n процентов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Dice Games</source>
        <translation>Игры в кости</translation>
    </message>
    <message>
        <source>The settings file was damaged; it was kept as “%1” and the defaults are used.</source>
        <translation>Файл настроек был повреждён; он сохранён как «%1», используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file was damaged; the defaults are used.</source>
        <translation>Файл настроек был повреждён; используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>Traditional dice games: play at the table, or keep the score of real dice</source>
        <translation>Традиционные игры в кости: играйте за столом или ведите счёт настоящих костей</translation>
    </message>
</context>
<context>
    <name>Browser</name>
    <message>
        <source>%1 shared the win</source>
        <translation>Победу разделили: %1</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Победа: %1</translation>
    </message>
    <message>
        <source>%1, casual</source>
        <translation>%1, не в зачёт</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Экспорт записи…</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Найти:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Пе&amp;чать…</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Просмотр ходов</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>&amp;Вернуть удалённую</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Delete the game of %1 with %2 (%3)? It goes to the trash and is kept there for %4 days; Undo brings it back.</source>
        <translation>Удалить игру «%1» (%2, %3)? Она попадёт в корзину и пробудет там %4 дней; «Вернуть удалённую» возвращает её.</translation>
    </message>
    <message>
        <source>Delete the game?</source>
        <translation>Удалить игру?</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Экспорт записи игры</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Закончена</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Записи игр (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>In progress (Continue)</source>
        <translation>Идёт (Продолжить)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Длина</translation>
    </message>
    <message>
        <source>Moved to the trash: “%1”.</source>
        <translation>Перемещено в корзину: «%1».</translation>
    </message>
    <message>
        <source>No games here yet: saved and finished games appear here.</source>
        <translation>Игр пока нет: здесь появятся сохранённые и законченные игры.</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Победителя нет</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Saved and finished games</source>
        <translation>Сохранённые и законченные игры</translation>
    </message>
    <message>
        <source>Saved, finished</source>
        <translation>Сохранена, закончена</translation>
    </message>
    <message>
        <source>Saved, not finished</source>
        <translation>Сохранена, не закончена</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>The game is back: “%1”.</source>
        <translation>Игра возвращена: «%1».</translation>
    </message>
    <message>
        <source>The record was exported as “%1”.</source>
        <translation>Запись игры сохранена как «%1».</translation>
    </message>
    <message>
        <source>This game cannot be replayed: its record does not follow the rules of this version.</source>
        <translation>Ходы этой игры нельзя просмотреть: её запись не соответствует правилам этой версии.</translation>
    </message>
    <message>
        <source>This game is on the table: go back to the games before you delete it.</source>
        <translation>Эта игра сейчас на столе: вернитесь к играм, прежде чем удалять её.</translation>
    </message>
    <message>
        <source>a player or a game</source>
        <translation>игрок или игра</translation>
    </message>
</context>
<context>
    <name>BrowserWords</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln игра</numerusform>
            <numerusform>%Ln игры</numerusform>
            <numerusform>%Ln игр</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln turn(s)</source>
        <translation>
            <numerusform>%Ln ход</numerusform>
            <numerusform>%Ln хода</numerusform>
            <numerusform>%Ln ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>%1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <source>%1: score over turns</source>
        <translation>%1: очки по ходам</translation>
    </message>
    <message>
        <source>%1: win rate after each game</source>
        <translation>%1: доля выигранных после каждой игры</translation>
    </message>
    <message>
        <source>A player&apos;s trend</source>
        <translation>Игрок со временем</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Choose a game in the list of games to see its scores turn by turn.</source>
        <translation>Выберите игру в списке игр, чтобы увидеть очки по ходам.</translation>
    </message>
    <message>
        <source>Choose a game: results of different games do not compare.</source>
        <translation>Выберите игру: результаты разных игр нельзя сравнивать.</translation>
    </message>
    <message>
        <source>Choose a player to see his trend.</source>
        <translation>Выберите игрока, чтобы увидеть его результаты со временем.</translation>
    </message>
    <message>
        <source>Distribution of results</source>
        <translation>Распределение результатов</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Итоговый результат</translation>
    </message>
    <message>
        <source>Final results in %1</source>
        <translation>Итоговые результаты: %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Законченных игр пока нет.</translation>
    </message>
    <message>
        <source>No wins to show yet.</source>
        <translation>Побед пока нет.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроков</translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation>Рейтинг со временем</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Score over turns</source>
        <translation>Очки по ходам</translation>
    </message>
    <message>
        <source>Share of the wins</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля выигранных</translation>
    </message>
</context>
<context>
    <name>ChicagoDetroit</name>
    <message>
        <source>%1 builds on %2&apos;s %3.</source>
        <translation>%1 подхватывает ход игрока %2 (%3).</translation>
    </message>
    <message>
        <source>%1 reached %2: everyone else has one more turn.</source>
        <translation>%1 набирает %2: остальным — ещё по одному ходу.</translation>
    </message>
    <message>
        <source>A house rule: a player&apos;s first bank must reach at least this many points; until then he must roll on. 0 means no minimum, as in the text.</source>
        <translation>Домашнее правило: чтобы открыть счёт, первая запись игрока должна быть не меньше этого числа очков; до тех пор он обязан бросать дальше. 0 — без минимума, как в тексте.</translation>
    </message>
    <message>
        <source>After a roll that scores, you set aside at least one scoring die and choose which. Or you must set aside every scoring die. The text does not say.</source>
        <translation>После броска с очками вы откладываете хотя бы одну очковую кость и сами выбираете какие. Или нужно откладывать все очковые кости. Текст об этом молчит.</translation>
    </message>
    <message>
        <source>As in the text, four, five or six alike score three of a kind plus the extra dice one by one: an extra 1 adds 100, an extra 5 adds 50, an extra 2, 3, 4 or 6 nothing. The doubling house rule makes four alike worth twice the triple, five alike four times and six alike eight times.</source>
        <translation>Как в тексте: четыре, пять или шесть одинаковых считаются как три одинаковых плюс лишние кости поодиночке — лишняя единица добавляет 100, лишняя пятёрка 50, лишняя двойка, тройка, четвёрка или шестёрка ничего. По домашнему правилу удвоения четыре одинаковых стоят вдвое больше, чем три, пять — вчетверо, а шесть — в восемь раз больше.</translation>
    </message>
    <message>
        <source>As the text says, the game ends as soon as a player&apos;s banked total reaches the target, and he wins. Or every other player gets one more turn, and then the highest total wins.</source>
        <translation>Как сказано в тексте, игра кончается, как только записанная сумма игрока достигает цели, и он побеждает. Или остальные игроки делают ещё по одному ходу, и побеждает наибольшая сумма.</translation>
    </message>
    <message>
        <source>Built on %1</source>
        <translation>Подхват: %1</translation>
    </message>
    <message>
        <source>Chicago is played with five dice; Detroit with six dice paired off by colour — two white, two red and two green. They score different straights, and only Detroit has colour pairs.</source>
        <translation>В Чикаго играют пятью костями, в Детройте — шестью, разбитыми по цвету на пары: две белые, две красные и две зелёные. Стриты в версиях разные, а цветные пары есть только в Детройте.</translation>
    </message>
    <message>
        <source>Colour pairs</source>
        <translation>Цветные пары</translation>
    </message>
    <message>
        <source>Colour pairs — Detroit: in one roll of all six dice, the two white dice show the same number, the two red dice the same number and the two green dice the same number: 1,000 points.</source>
        <translation>Цветные пары — только в Детройте: за один бросок всех шести костей обе белые кости показывают одно и то же число, обе красные — одно и то же и обе зелёные — одно и то же: 1000 очков.</translation>
    </message>
    <message>
        <source>Final round</source>
        <translation>Последний круг</translation>
    </message>
    <message>
        <source>Five %1s</source>
        <translation>Пять одинаковых (%1)</translation>
    </message>
    <message>
        <source>Five %1s — five dice showing %1 in one roll, with the doubling house rule: four times three %1s.</source>
        <translation>Пять одинаковых (%1) — пять костей с числом %1 за один бросок, по домашнему правилу удвоения: вчетверо больше, чем три одинаковых (%1).</translation>
    </message>
    <message>
        <source>Five dice to 10,000 points: bank, press on, or build on the last player&apos;s score.</source>
        <translation>Пять костей, игра до 10&#xa0;000 очков: записывайте, рискуйте дальше или подхватывайте ход предыдущего игрока.</translation>
    </message>
    <message>
        <source>Four %1s</source>
        <translation>Четыре одинаковых (%1)</translation>
    </message>
    <message>
        <source>Four %1s — four dice showing %1 in one roll, with the doubling house rule: twice three %1s.</source>
        <translation>Четыре одинаковых (%1) — четыре кости с числом %1 за один бросок, по домашнему правилу удвоения: вдвое больше, чем три одинаковых (%1).</translation>
    </message>
    <message>
        <source>No turn scores exactly that: every combination is a multiple of 50.</source>
        <translation>Ровно столько ход дать не может: очки любой комбинации кратны 50.</translation>
    </message>
    <message>
        <source>Not enough to get on the board: a first bank must reach the opening minimum. Enter 0 if the turn fell short.</source>
        <translation>Мало, чтобы открыть счёт: первая запись должна быть не меньше минимума. Если ход до него не дотянул, введите 0.</translation>
    </message>
    <message>
        <source>Off: colour pairs need only each colour&apos;s two dice to match, so a number may repeat. On: the three colours must show three different numbers, as in the text&apos;s example.</source>
        <translation>Выключено: для цветных пар достаточно, чтобы совпадали две кости каждого цвета, так что числа могут повторяться. Включено: три цвета должны показать три разных числа, как в примере из текста.</translation>
    </message>
    <message>
        <source>On: when a player banks of his own choice with dice left over, the next player may take over those dice and that turn total instead of starting fresh. If he then zonks, he scores nothing, and the player before him keeps his points.</source>
        <translation>Включено: если игрок по своей воле записал очки и у него остались неотложенные кости, следующий игрок может подхватить его ход — взять эти кости и его очки хода — вместо того чтобы начинать заново. Если затем случится зонк, он ничего не получает, а предыдущий игрок сохраняет свои очки.</translation>
    </message>
    <message>
        <source>One 1</source>
        <translation>Одна единица</translation>
    </message>
    <message>
        <source>One 1 — each 1 scores 100 points.</source>
        <translation>Одна единица — каждая единица приносит 100 очков.</translation>
    </message>
    <message>
        <source>One 5</source>
        <translation>Одна пятёрка</translation>
    </message>
    <message>
        <source>One 5 — each 5 scores 50 points.</source>
        <translation>Одна пятёрка — каждая пятёрка приносит 50 очков.</translation>
    </message>
    <message>
        <source>Ones and fives</source>
        <translation>Единицы и пятёрки</translation>
    </message>
    <message>
        <source>Only for Detroit&apos;s coloured dice: Chicago&apos;s five dice have no colours, so it stays off here.</source>
        <translation>Только для цветных костей Детройта: у пяти костей Чикаго цветов нет, поэтому здесь этот вариант всегда выключен.</translation>
    </message>
    <message>
        <source>Opening minimum %1</source>
        <translation>Минимум для открытия счёта: %1</translation>
    </message>
    <message>
        <source>Six %1s</source>
        <translation>Шесть одинаковых (%1)</translation>
    </message>
    <message>
        <source>Six %1s — six dice showing %1 in one roll, with the doubling house rule: eight times three %1s.</source>
        <translation>Шесть одинаковых (%1) — шесть костей с числом %1 за один бросок, по домашнему правилу удвоения: в восемь раз больше, чем три одинаковых (%1).</translation>
    </message>
    <message>
        <source>Six coloured dice to 10,000: pair the colours for a thousand.</source>
        <translation>Шесть цветных костей, игра до 10&#xa0;000: соберите цветные пары — получите тысячу.</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Стрит</translation>
    </message>
    <message>
        <source>Straight — 1-2-3-4-5 or 2-3-4-5-6 with all five dice of one roll: 1,500 points.</source>
        <translation>Стрит — 1-2-3-4-5 или 2-3-4-5-6 всеми пятью костями за один бросок: 1500 очков.</translation>
    </message>
    <message>
        <source>Straight — 1-2-3-4-5-6 with all six dice of one roll: 1,000 points. A 1-2-3-4-5 with some other sixth die is no straight.</source>
        <translation>Стрит — 1-2-3-4-5-6 всеми шестью костями за один бросок: 1000 очков. 1-2-3-4-5 с какой-нибудь другой шестой костью — не стрит.</translation>
    </message>
    <message>
        <source>Straights</source>
        <translation>Стриты</translation>
    </message>
    <message>
        <source>The banked total that ends the game — 10,000 in a typical game. As standard, the first player to reach it wins.</source>
        <translation>Записанная сумма, на которой кончается игра, — обычно 10&#xa0;000. По стандартным правилам побеждает тот, кто первым её наберёт.</translation>
    </message>
    <message>
        <source>The first to bank %1 points wins.</source>
        <translation>Побеждает тот, кто первым запишет %1 очков.</translation>
    </message>
    <message>
        <source>The straight and colour pairs</source>
        <translation>Стрит и цветные пары</translation>
    </message>
    <message>
        <source>Three %1s</source>
        <translation>Три одинаковых (%1)</translation>
    </message>
    <message>
        <source>Three %1s — three dice showing %1 in one roll: 100 times the number.</source>
        <translation>Три одинаковых (%1) — три кости с числом %1 за один бросок: это число, умноженное на 100.</translation>
    </message>
    <message>
        <source>Three 1s — three dice showing 1 in one roll: 1,000 points, the one exception to the rule of three of a kind.</source>
        <translation>Три одинаковых (1) — три единицы за один бросок: 1000 очков, единственное исключение из правила трёх одинаковых.</translation>
    </message>
    <message>
        <source>Three of a kind and more</source>
        <translation>Три одинаковых и больше</translation>
    </message>
    <message>
        <source>Total — each player&apos;s banked score, the sum of his turns. The first to reach the target wins.</source>
        <translation>Итого — записанный счёт каждого игрока, сумма его ходов. Побеждает тот, кто первым достигнет цели.</translation>
    </message>
    <message>
        <source>Turn %1 — the points each player banked in this turn; a zonk scores 0.</source>
        <translation>Ход %1 — очки, которые каждый игрок записал за этот ход; зонк — это 0.</translation>
    </message>
    <message>
        <source>When every die of a roll scores. The text says you must pick up all the dice and roll again, so you cannot bank then; as an option you may choose to bank instead.</source>
        <translation>Когда очки приносят все кости броска. По тексту нужно собрать все кости и бросить их заново, так что записать очки в этот момент нельзя; по варианту правил можно вместо этого записать очки.</translation>
    </message>
    <message>
        <source>When someone reaches %1 points, everyone else has one more turn; the highest total wins.</source>
        <translation>Когда кто-то набирает %1 очков, остальные делают ещё по одному ходу; побеждает наибольшая сумма.</translation>
    </message>
    <message>
        <source>Zonk Chicago</source>
        <translation>Зонк Чикаго</translation>
    </message>
    <message>
        <source>Zonk Detroit</source>
        <translation>Зонк Детройт</translation>
    </message>
    <message>
        <source>white %1, red %2, green %3</source>
        <translation>белые %1, красные %2, зелёные %3</translation>
    </message>
</context>
<context>
    <name>ChicagoDetroitWords</name>
    <message numerus="yes">
        <source>On offer: %1 with %n dice</source>
        <translation>
            <numerusform>Можно подхватить: %1 с %n костью</numerusform>
            <numerusform>Можно подхватить: %1 с %n костями</numerusform>
            <numerusform>Можно подхватить: %1 с %n костями</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Advanced</source>
        <translation>Знаток</translation>
    </message>
    <message>
        <source>Advanced: at most %1, halfway between the Normal and the Easy computer.</source>
        <translation>Знаток: не больше %1 — на полпути от среднего компьютера к слабому.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Beginner: more than %1, the Easy computer&apos;s cost.</source>
        <translation>Новичок: больше %1 — цены слабого компьютера.</translation>
    </message>
    <message>
        <source>Big mistakes only</source>
        <translation>Только грубыми ошибками</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Casual: at most %1, the Easy computer&apos;s cost.</source>
        <translation>Любитель: не больше %1 — цены слабого компьютера.</translation>
    </message>
    <message>
        <source>Clear mistakes</source>
        <translation>Явными ошибками</translation>
    </message>
    <message>
        <source>Every costly move</source>
        <translation>Любым ходом с потерей</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Expert: at most %1, as good as the Normal computer or better.</source>
        <translation>Эксперт: не больше %1 — как средний компьютер или лучше.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Мастер</translation>
    </message>
    <message>
        <source>Master: a cost per decision of at most %1, halfway from the Strong computer to the Normal one.</source>
        <translation>Мастер: цена решения не больше %1 — на полпути от сильного компьютера к среднему.</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message numerus="yes">
        <source>%Ln decision(s)</source>
        <translation>
            <numerusform>%Ln решение</numerusform>
            <numerusform>%Ln решения</numerusform>
            <numerusform>%Ln решений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln игре</numerusform>
            <numerusform>%Ln играх</numerusform>
            <numerusform>%Ln играх</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln position(s)</source>
        <translation>
            <numerusform>%Ln позиция</numerusform>
            <numerusform>%Ln позиции</numerusform>
            <numerusform>%Ln позиций</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Working out the ratings of %Ln earlier game(s)…</source>
        <translation>
            <numerusform>Тренер оценивает %Ln прежнюю игру…</numerusform>
            <numerusform>Тренер оценивает %Ln прежние игры…</numerusform>
            <numerusform>Тренер оценивает %Ln прежних игр…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComputerMoves</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (компьютер)</translation>
    </message>
    <message>
        <source>%1 banks %2 (total %3).</source>
        <translation>%1 записывает %2 (всего %3).</translation>
    </message>
    <message>
        <source>%1 builds on the previous score: %2 with %3.</source>
        <translation>%1 подхватывает ход: %2, %3.</translation>
    </message>
    <message>
        <source>%1 carries on with every die, risking %2.</source>
        <translation>%1 продолжает всеми костями, рискуя: %2 на кону.</translation>
    </message>
    <message>
        <source>%1 crosses out %2.</source>
        <translation>%1 вычёркивает ячейку «%2».</translation>
    </message>
    <message>
        <source>%1 keeps %2 and throws %3 again.</source>
        <translation>%1 оставляет %2 и перебрасывает %3.</translation>
    </message>
    <message>
        <source>%1 keeps %2: %3, %4, stops at %5.</source>
        <translation>%1 откладывает %2: %3, %4, остановится на %5.</translation>
    </message>
    <message>
        <source>%1 keeps %2: %3, %4.</source>
        <translation>%1 откладывает %2: %3, %4.</translation>
    </message>
    <message>
        <source>%1 keeps %2: %3; that was the third throw, so the turn ends.</source>
        <translation>%1 откладывает %2: %3; это был третий бросок, ход окончен.</translation>
    </message>
    <message>
        <source>%1 risks %2 and throws %3.</source>
        <translation>%1 рискует: %2 на кону, бросает %3.</translation>
    </message>
    <message>
        <source>%1 scores %2 in %3 (doubled).</source>
        <translation>%1 записывает %2 в «%3» (с ходу, вдвойне).</translation>
    </message>
    <message>
        <source>%1 scores %2 in %3.</source>
        <translation>%1 записывает %2 в «%3».</translation>
    </message>
    <message>
        <source>%1 starts fresh rather than build on %2 with %3.</source>
        <translation>%1 начинает заново и не подхватывает ход (%2, %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 stops on %2 after %n throw(s).</source>
        <translation>
            <numerusform>%1 останавливается на %2 после %n броска.</numerusform>
            <numerusform>%1 останавливается на %2 после %n бросков.</numerusform>
            <numerusform>%1 останавливается на %2 после %n бросков.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes the free re-throw of %2.</source>
        <translation>%1 пользуется бесплатным перебросом: %2.</translation>
    </message>
    <message>
        <source>%1 throws all %2 again.</source>
        <translation>%1 перебрасывает все %2.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln очко</numerusform>
            <numerusform>%Ln очка</numerusform>
            <numerusform>%Ln очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice left</source>
        <translation>
            <numerusform>осталась %n кость</numerusform>
            <numerusform>осталось %n кости</numerusform>
            <numerusform>осталось %n костей</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected chips this round: %1.</source>
        <translation>Ожидаемые фишки за раунд: %1.</translation>
    </message>
    <message>
        <source>Expected final total: %1.</source>
        <translation>Ожидаемый итог: %1.</translation>
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
            <numerusform>Подхватить %1 с %n костью</numerusform>
            <numerusform>Подхватить %1 с %n костями</numerusform>
            <numerusform>Подхватить %1 с %n костями</numerusform>
        </translation>
    </message>
    <message>
        <source>Build on the previous score</source>
        <translation>Подхватить ход</translation>
    </message>
    <message>
        <source>Carry on with all dice</source>
        <translation>Продолжить всеми костями</translation>
    </message>
    <message>
        <source>Cross out</source>
        <translation>Вычеркнуть</translation>
    </message>
    <message>
        <source>Cross out %1</source>
        <translation>Вычеркнуть: %1</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Fresh start</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Клавиша: %1</translation>
    </message>
    <message>
        <source>Pick dice with %1, then Set aside. You can set aside: %2.</source>
        <translation>Выберите кости клавишами %1, затем нажмите «Отложить». Можно отложить: %2.</translation>
    </message>
    <message>
        <source>Pick the dice to throw again with %1 (again to put one back), or choose a cell on the sheet.</source>
        <translation>Выберите кости для переброса клавишами %1 (повторное нажатие снимает выбор) или выберите ячейку на листе.</translation>
    </message>
    <message>
        <source>Pick the dice to throw again with %1 (again to put one back), or throw them all.</source>
        <translation>Выберите кости для переброса клавишами %1 (повторное нажатие снимает выбор) или перебросьте все.</translation>
    </message>
    <message>
        <source>Pick the dice to throw again with %1 (again to put one back).</source>
        <translation>Выберите кости для переброса клавишами %1 (повторное нажатие снимает выбор).</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Записать</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Записать: %1</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Отложить</translation>
    </message>
    <message>
        <source>Set aside %1</source>
        <translation>Отложить %1</translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice again</source>
        <translation>
            <numerusform>Перебросить %n кость</numerusform>
            <numerusform>Перебросить %n кости</numerusform>
            <numerusform>Перебросить %n костей</numerusform>
        </translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Бросить ещё раз</translation>
    </message>
    <message>
        <source>Throw again, keep nothing</source>
        <translation>Перебросить, ничего не оставив</translation>
    </message>
    <message>
        <source>Throw all again</source>
        <translation>Перебросить все</translation>
    </message>
</context>
<context>
    <name>Correction</name>
    <message>
        <source> throw(s)</source>
        <translation>-го броска</translation>
    </message>
    <message>
        <source>%1 (as now)</source>
        <translation>%1 (как сейчас)</translation>
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
        <translation>Отмена  (Esc)</translation>
    </message>
    <message>
        <source>Correct  (Enter)</source>
        <translation>Исправить  (Enter)</translation>
    </message>
    <message>
        <source>Correct %1</source>
        <translation>Исправить: %1</translation>
    </message>
    <message>
        <source>Cross out %1</source>
        <translation>Вычеркнуть: %1</translation>
    </message>
    <message>
        <source>Enter corrects, Escape cancels.</source>
        <translation>Enter — исправить, Esc — отмена.</translation>
    </message>
    <message>
        <source>Final dice</source>
        <translation>Последние кости</translation>
    </message>
    <message>
        <source>Nothing here can be corrected: virtual dice are the table&apos;s. Use Undo for a move just made.</source>
        <translation>Здесь нечего исправлять: виртуальные кости бросает программа. Только что сделанный ход можно отменить.</translation>
    </message>
    <message>
        <source>Number of throws</source>
        <translation>Число бросков</translation>
    </message>
    <message>
        <source>Points (0 = zonk)</source>
        <translation>Очки (0 — зонк)</translation>
    </message>
    <message>
        <source>Points of the turn (0 = zonk)</source>
        <translation>Очки хода (0 — зонк)</translation>
    </message>
    <message>
        <source>Six of a kind, face</source>
        <translation>Шесть одинаковых, номинал</translation>
    </message>
    <message>
        <source>The dice of throw %1</source>
        <translation>Кости броска %1</translation>
    </message>
    <message>
        <source>The face of the six of a kind</source>
        <translation>Номинал шести одинаковых</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>Бросок %1</translation>
    </message>
    <message>
        <source>Type the turn&apos;s points as a whole number (0 for a zonk).</source>
        <translation>Введите очки хода целым числом (0 — зонк).</translation>
    </message>
    <message>
        <source>Write this turn in</source>
        <translation>Записать этот ход в</translation>
    </message>
    <message>
        <source>after</source>
        <translation>после</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>G</source>
        <comment>the letter on a green die</comment>
        <translation>З</translation>
    </message>
    <message>
        <source>R</source>
        <comment>the letter on a red die</comment>
        <translation>К</translation>
    </message>
    <message>
        <source>W</source>
        <comment>the letter on a white die</comment>
        <translation>Б</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>%1 %2</source>
        <comment>a die&apos;s colour and face: red five</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>Die %1, %2</source>
        <translation>Кость %1, %2</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Кость %1: %2</translation>
    </message>
    <message>
        <source>HOLD</source>
        <translation>ОСТАВИТЬ</translation>
    </message>
    <message>
        <source>No dice on the table.</source>
        <translation>На столе нет костей.</translation>
    </message>
    <message>
        <source>SET ASIDE</source>
        <translation>ОТЛОЖИТЬ</translation>
    </message>
    <message>
        <source>Set aside:</source>
        <translation>Отложено:</translation>
    </message>
    <message>
        <source>THROW</source>
        <translation>БРОСИТЬ</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пять</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четыре</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёная</translation>
    </message>
    <message>
        <source>held</source>
        <translation>остаётся</translation>
    </message>
    <message>
        <source>not thrown</source>
        <translation>не брошена</translation>
    </message>
    <message>
        <source>one</source>
        <translation>один</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красная</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>отложена</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шесть</translation>
    </message>
    <message>
        <source>three</source>
        <translation>три</translation>
    </message>
    <message>
        <source>to set aside</source>
        <translation>отложить</translation>
    </message>
    <message>
        <source>to throw again</source>
        <translation>перебросить</translation>
    </message>
    <message>
        <source>two</source>
        <translation>два</translation>
    </message>
    <message>
        <source>waiting for the throw</source>
        <translation>ждёт броска</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белая</translation>
    </message>
</context>
<context>
    <name>Ear</name>
    <message>
        <source>%1 point %2</source>
        <comment>a decimal number said aloud: 13 point 1</comment>
        <translation>%1 запятая %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a range of numbers said aloud: 1 to 6</comment>
        <translation>от %1 до %2</translation>
    </message>
    <message numerus="yes">
        <source>%n percent</source>
        <translation>
            <numerusform>%n процент</numerusform>
            <numerusform>%n процента</numerusform>
            <numerusform>%n процентов</numerusform>
        </translation>
    </message>
    <message>
        <source>under 1 percent</source>
        <translation>меньше 1 процента</translation>
    </message>
</context>
<context>
    <name>Faults</name>
    <message>
        <source>Dismiss (Esc)</source>
        <translation>Закрыть (Esc)</translation>
    </message>
    <message>
        <source>Something went wrong inside Dice Games; your game is safe (it is saved after every move). You can play on; if anything on screen looks wrong, go back to the games (Alt+Home) and choose Continue.</source>
        <translation>В «Играх в кости» что-то пошло не так, но ваша игра цела: она сохраняется после каждого хода. Можно играть дальше; если на экране что-то не так, вернитесь к играм (Alt+Home) и выберите «Продолжить».</translation>
    </message>
    <message>
        <source>The details are in %1.</source>
        <translation>Подробности записаны в %1.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>A file this version of Dice Games cannot use was kept as “%1”, so nothing is lost.</source>
        <translation>Файл, который эта версия «Игр в кости» не может использовать, сохранён как «%1» — ничего не потеряно.</translation>
    </message>
    <message>
        <source>Autosave failed: %1. The game goes on; save it with Ctrl+S somewhere else.</source>
        <translation>Автосохранение не удалось: %1. Игра продолжается; сохраните её в другое место (Ctrl+S).</translation>
    </message>
    <message>
        <source>Choose another folder, then save again.</source>
        <translation>Выберите другую папку и сохраните снова.</translation>
    </message>
    <message>
        <source>Free some disk space, then try again.</source>
        <translation>Освободите место на диске и попробуйте снова.</translation>
    </message>
    <message>
        <source>Make the folder “%1” writable, then try again.</source>
        <translation>Разрешите запись в папку «%1» и попробуйте снова.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. Nothing was lost: the previous file is unchanged.</source>
        <translation>Не удалось сохранить игру: %1. Ничего не потеряно: прежний файл не изменён.</translation>
    </message>
    <message>
        <source>The household players could not be saved: %1. Nothing was lost: the previous list is unchanged.</source>
        <translation>Не удалось сохранить игроков семьи: %1. Ничего не потеряно: прежний список не изменён.</translation>
    </message>
    <message>
        <source>Try again; if it keeps failing, check the disk.</source>
        <translation>Попробуйте снова; если ошибка повторяется, проверьте диск.</translation>
    </message>
    <message>
        <source>it is a link that leads round in a loop</source>
        <translation>это ссылка, которая ведёт по кругу</translation>
    </message>
    <message>
        <source>it is a link to a file that is not there</source>
        <translation>это ссылка на файл, которого нет</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>нет прав доступа</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <source>the disk refused</source>
        <translation>ошибка диска</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>папка не существует</translation>
    </message>
    <message>
        <source>the game is too long for a save file</source>
        <translation>игра слишком длинная для файла сохранения</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation>Не удалось открыть файл «%1».</translation>
    </message>
    <message>
        <source>“%1” could not be read: %2.</source>
        <translation>Не удалось прочитать файл «%1»: %2.</translation>
    </message>
    <message>
        <source>“%1” could not be read: %2. It was kept as “%3”, so nothing is lost.</source>
        <translation>«%1» не удалось прочитать: %2. Файл сохранён как «%3», ничего не потеряно.</translation>
    </message>
    <message>
        <source>“%1” holds a game this version of Dice Games cannot play. Update Dice Games to open it; the file was left as it is.</source>
        <translation>В файле «%1» игра, которую эта версия «Игр в кости» не поддерживает. Обновите программу, чтобы открыть его; файл оставлен как есть.</translation>
    </message>
    <message>
        <source>“%1” is damaged and cannot be opened.</source>
        <translation>Файл «%1» повреждён, открыть его нельзя.</translation>
    </message>
    <message>
        <source>“%1” is damaged and cannot be opened. It was kept as “%2”, so nothing is lost.</source>
        <translation>Файл «%1» повреждён, открыть его нельзя. Он сохранён как «%2» — ничего не потеряно.</translation>
    </message>
    <message>
        <source>“%1” is not a Dice Games save. It was left as it is.</source>
        <translation>Файл «%1» — не сохранение «Игр в кости». Он оставлен как есть.</translation>
    </message>
    <message>
        <source>“%1” was saved by a newer version of Dice Games. Update Dice Games to open it; the file was left as it is.</source>
        <translation>Файл «%1» сохранён более новой версией «Игр в кости». Обновите программу, чтобы открыть его; файл оставлен как есть.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>%1 banked %2 (total %3).</source>
        <translation>%1 записывает %2 (всего %3).</translation>
    </message>
    <message>
        <source>%1 crossed out %2.</source>
        <translation>%1 вычёркивает ячейку «%2».</translation>
    </message>
    <message>
        <source>%1 has no chips left and leaves the game.</source>
        <translation>%1 избавляется от всех фишек и выходит из игры.</translation>
    </message>
    <message>
        <source>%1 kept %2 and threw again: %3.</source>
        <translation>%1 оставляет %2, перебрасывает остальные — выпало %3.</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (doubled).</source>
        <translation>%1 записывает %2 в «%3» (с ходу, вдвойне).</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3.</source>
        <translation>%1 записывает %2 в «%3».</translation>
    </message>
    <message>
        <source>%1 set aside %2 (%3).</source>
        <translation>%1 откладывает %2 (%3).</translation>
    </message>
    <message>
        <source>%1 threw %2.</source>
        <translation>%1 выбрасывает %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1 выбирает «%2».</translation>
    </message>
    <message>
        <source>Corrected %1&apos;s turn: %2 instead of %3.</source>
        <translation>Исправлен ход игрока %1: «%2» вместо «%3».</translation>
    </message>
    <message>
        <source>Corrected: %2 instead of %3.</source>
        <translation>Исправлено: «%2» вместо «%3».</translation>
    </message>
    <message>
        <source>Game %1 is over: %2 won.</source>
        <translation>Игра %1 окончена, победа: %2.</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <source>Game over: %1 share the win.</source>
        <translation>Игра окончена: %1 делят победу.</translation>
    </message>
    <message>
        <source>Game over: %1 won.</source>
        <translation>Игра окончена, победа: %1.</translation>
    </message>
    <message>
        <source>Hot dice! %1 has %2 this turn.</source>
        <translation>Хот дайс! %1 набирает за ход уже %2.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Раунд %1 окончен.</translation>
    </message>
    <message>
        <source>Zonk! %1 loses %2.</source>
        <translation>Зонк! %1 теряет %2.</translation>
    </message>
    <message>
        <source>Zonk! %1 scores nothing this turn.</source>
        <translation>Зонк! %1 ничего не набирает за этот ход.</translation>
    </message>
</context>
<context>
    <name>GameLogWords</name>
    <message numerus="yes">
        <source>%1 entered %2 after %n throw(s).</source>
        <translation>
            <numerusform>%1 вводит %2 после %n броска.</numerusform>
            <numerusform>%1 вводит %2 после %n бросков.</numerusform>
            <numerusform>%1 вводит %2 после %n бросков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n chip(s) to %2.</source>
        <translation>
            <numerusform>%1 отдаёт, %2 получает %n фишку.</numerusform>
            <numerusform>%1 отдаёт, %2 получает %n фишки.</numerusform>
            <numerusform>%1 отдаёт, %2 получает %n фишек.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n chip(s) from the pot.</source>
        <translation>
            <numerusform>%1 берёт со стола %n фишку.</numerusform>
            <numerusform>%1 берёт со стола %n фишки.</numerusform>
            <numerusform>%1 берёт со стола %n фишек.</numerusform>
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
        <translation>%1 делят победу!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>Сыграть &amp;ещё раз</translation>
    </message>
    <message>
        <source>Decided by: %1</source>
        <translation>Исход: %1</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>К играм</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>Победителя нет</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>What each of your decisions cost against the best choice</source>
        <translation>Сколько стоило каждое ваше решение по сравнению с лучшим</translation>
    </message>
</context>
<context>
    <name>HandOver</name>
    <message>
        <source>%1, it is your turn. Take your seat at the table.</source>
        <translation>%1, ваш ход. Садитесь за стол.</translation>
    </message>
    <message>
        <source>I am %1 — continue  (Enter)</source>
        <translation>Я — %1, продолжить  (Enter)</translation>
    </message>
    <message>
        <source>Pass the table to</source>
        <translation>Передайте стол игроку</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Передайте ход: %1</translation>
    </message>
    <message>
        <source>Press Enter to continue.</source>
        <translation>Нажмите Enter, чтобы продолжить.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Игры</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>Household &amp;players</source>
        <translation>И&amp;гроки семьи</translation>
    </message>
    <message>
        <source>Saved games and statistics — Dice Games</source>
        <translation>Сохранённые игры и статистика — Игры в кости</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (компьютер)</translation>
    </message>
    <message>
        <source>%1 shared the win</source>
        <translation>Победу разделили: %1</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Победа: %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation>Продолжить: %1</translation>
    </message>
    <message>
        <source>Continue where you left off</source>
        <translation>Продолжить с того места, где остановились</translation>
    </message>
    <message>
        <source>Dice Games</source>
        <translation>Игры в кости</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Discard this game for good? It cannot be undone.</source>
        <translation>Удалить эту партию насовсем? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Finished games appear here.</source>
        <translation>Здесь появятся сыгранные партии.</translation>
    </message>
    <message>
        <source>Five traditional dice games — pick one and sit down at the table.</source>
        <translation>Пять традиционных игр в кости — выберите любую и садитесь за стол.</translation>
    </message>
    <message>
        <source>Forget this game (Delete)</source>
        <translation>Удалить эту игру (Delete)</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <translation>Последний раз играли %1</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Без победителя</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Недавние партии</translation>
    </message>
    <message>
        <source>Yes, discard</source>
        <translation>Да, удалить</translation>
    </message>
</context>
<context>
    <name>Household</name>
    <message>
        <source>&amp;Add a player</source>
        <translation>&amp;Добавить игрока</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Цвет:</translation>
    </message>
    <message>
        <source>&amp;Forget…</source>
        <translation>&amp;Забыть…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Save changes</source>
        <translation>&amp;Сохранить изменения</translation>
    </message>
    <message>
        <source>&amp;Shape:</source>
        <translation>&amp;Фигура:</translation>
    </message>
    <message>
        <source>A household player needs a name.</source>
        <translation>У игрока семьи должно быть имя.</translation>
    </message>
    <message>
        <source>Added: %1.</source>
        <translation>Игрок добавлен: %1.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Коричневый</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Круг</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Уровень компьютера:</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Косой крест</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>Ромб</translation>
    </message>
    <message>
        <source>Finished games: %1, won: %2.</source>
        <translation>Законченных игр: %1, побед: %2.</translation>
    </message>
    <message>
        <source>Forget %1? Finished games stay, each under the name played in it.</source>
        <translation>Забыть игрока %1? Законченные игры останутся — каждая под тем именем, под которым в ней играли.</translation>
    </message>
    <message>
        <source>Forget the household player?</source>
        <translation>Забыть игрока семьи?</translation>
    </message>
    <message>
        <source>Forgotten: %1.</source>
        <translation>Игрок забыт: %1.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Шестиугольник</translation>
    </message>
    <message>
        <source>Household players</source>
        <translation>Игроки семьи</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Новый игрок</translation>
    </message>
    <message>
        <source>No household players yet: add one here, or remember a name at a seat in New game.</source>
        <translation>Игроков семьи пока нет: добавьте здесь или запомните имя за столом в «Новой игре».</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Оранжевый</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Розовый</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Плюс</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Фиолетовый</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Saved: %1.</source>
        <translation>Изменения сохранены: %1.</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Квадрат</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Звезда</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Бирюзовый</translation>
    </message>
    <message>
        <source>That cannot be done.</source>
        <translation>Это сделать нельзя.</translation>
    </message>
    <message>
        <source>There are too many household players: forget one first.</source>
        <translation>Слишком много игроков семьи: сначала забудьте кого-нибудь.</translation>
    </message>
    <message>
        <source>There is a household player of that name already.</source>
        <translation>Игрок семьи с таким именем уже есть.</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Треугольник</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>%1 banked %2 in one turn? Even playing for exactly that, a turn gets there less than once in a thousand turns with these rules (from %3 on). Write %2 anyway?</source>
        <translation>%1 — %2 за один ход? Даже если играть именно на это, при этих правилах ход доходит до такой суммы реже, чем раз в тысячу ходов (начиная с %3). Всё равно записать %2?</translation>
    </message>
    <message>
        <source>%1: choose a cell on the sheet.</source>
        <translation>%1: выберите ячейку на листе.</translation>
    </message>
    <message>
        <source>%1: enter the final dice of the turn.</source>
        <translation>%1: введите кости, на которых закончился ход.</translation>
    </message>
    <message>
        <source>%1: enter the points the turn banked.</source>
        <translation>%1: введите очки, записанные за ход.</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Кости:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Очки:</translation>
    </message>
    <message>
        <source>&amp;after</source>
        <translation>&amp;после</translation>
    </message>
    <message>
        <source>Arrows choose a cell, Enter writes the dice there, X crosses it out; Ctrl+Z enters the dice again.</source>
        <translation>Стрелки выбирают ячейку, Enter записывает в неё кости, X вычёркивает её; Ctrl+Z — ввести кости заново.</translation>
    </message>
    <message>
        <source>Check the points</source>
        <translation>Проверьте очки</translation>
    </message>
    <message>
        <source>Enter the turn  (Enter)</source>
        <translation>Ввести ход  (Enter)</translation>
    </message>
    <message>
        <source>No turn makes that many points: check the number.</source>
        <translation>Столько очков за ход не бывает: проверьте число.</translation>
    </message>
    <message>
        <source>Not corrected: check the points and enter them again.</source>
        <translation>Не исправлено: проверьте очки и введите их ещё раз.</translation>
    </message>
    <message>
        <source>Not written: check the points and enter them again.</source>
        <translation>Не записано: проверьте очки и введите их ещё раз.</translation>
    </message>
    <message>
        <source>Nothing to enter now: choose a cell on the sheet.</source>
        <translation>Сейчас вводить нечего: выберите ячейку на листе.</translation>
    </message>
    <message>
        <source>Number of throws made</source>
        <translation>Сколько сделано бросков</translation>
    </message>
    <message>
        <source>Points are a whole number: type only digits (0 for a zonk).</source>
        <translation>Очки — целое число: вводите только цифры (0 — зонк).</translation>
    </message>
    <message>
        <source>Si&amp;x alike:</source>
        <translation>&amp;Шесть одинаковых:</translation>
    </message>
    <message>
        <source>Six of a kind</source>
        <translation>Шесть одинаковых</translation>
    </message>
    <message>
        <source>The face of a six of a kind</source>
        <translation>Номинал шести одинаковых</translation>
    </message>
    <message>
        <source>The final dice, one digit per die</source>
        <translation>Последние кости, по цифре на кость</translation>
    </message>
    <message>
        <source>The first throw showed six dice alike: type the face</source>
        <translation>Первый бросок дал шесть одинаковых: введите номинал</translation>
    </message>
    <message>
        <source>The points of the turn, 0 for a zonk</source>
        <translation>Очки хода, 0 — зонк</translation>
    </message>
    <message>
        <source>The turn scored nothing: the same as 0 points</source>
        <translation>Ход не принёс очков — то же, что 0</translation>
    </message>
    <message>
        <source>Type one digit per die, Tab to the number of throws, Enter. Ctrl+Z takes a turn back.</source>
        <translation>Введите по цифре на кость, Tab — к числу бросков, затем Enter. Ctrl+Z отменяет ход.</translation>
    </message>
    <message>
        <source>Type the points and press Enter; 0 is a zonk. Ctrl+Z takes a turn back.</source>
        <translation>Введите очки и нажмите Enter; 0 — зонк. Ctrl+Z отменяет ход.</translation>
    </message>
    <message>
        <source>Type the turn&apos;s points, or 0 for a zonk.</source>
        <translation>Введите очки хода или 0, если был зонк.</translation>
    </message>
    <message>
        <source>Zonk (0)</source>
        <translation>Зонк (0)</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>например, %1</translation>
    </message>
</context>
<context>
    <name>KeeperWords</name>
    <message numerus="yes">
        <source> throw(s)</source>
        <translation>
            <numerusform> броска</numerusform>
            <numerusform> бросков</numerusform>
            <numerusform> бросков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 — Dice Games</source>
        <translation>%1 — Игры в кости</translation>
    </message>
    <message>
        <source>&amp;About Dice Games</source>
        <translation>&amp;О программе «Игры в кости»</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Полный экран</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Odds…</source>
        <translation>&amp;Вероятности…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Открыть сохранённую игру…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Пе&amp;чать…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Правила игр</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Сохранить игру…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>About Dice Games</source>
        <translation>О программе «Игры в кости»</translation>
    </message>
    <message>
        <source>Back to the &amp;games</source>
        <translation>&amp;Вернуться к играм</translation>
    </message>
    <message>
        <source>Cannot continue</source>
        <translation>Не удаётся продолжить</translation>
    </message>
    <message>
        <source>Cannot discard</source>
        <translation>Не удалось удалить</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Не удалось открыть игру</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Не удалось сохранить игру</translation>
    </message>
    <message>
        <source>Dice Games</source>
        <translation>Игры в кости</translation>
    </message>
    <message>
        <source>Dice Games %1
Five traditional dice games: Zonk, Zonk Chicago and Detroit, School, Zdorovo! and Zanzibar (421).</source>
        <translation>Игры в кости %1
Пять традиционных игр в кости: «Зонк», «Зонк: Чикаго и Детройт», «Школа и большая игра», «Здорово!» и «Занзибар» (421).</translation>
    </message>
    <message>
        <source>Dice Games did not close properly last time. Resume the unfinished game of %1 where it stopped?</source>
        <translation>В прошлый раз «Игры в кости» закрылись неправильно. Продолжить незаконченную партию «%1» с того места, где она прервалась?</translation>
    </message>
    <message>
        <source>Dice Games is already running in another window; both save to the same autosave.</source>
        <translation>«Игры в кости» уже открыты в другом окне; оба окна пишут в одно и то же автосохранение.</translation>
    </message>
    <message>
        <source>Dice Games saves (*%1);;All files (*)</source>
        <translation>Сохранения «Игр в кости» (*%1);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую игру</translation>
    </message>
    <message>
        <source>Pr&amp;actice…</source>
        <translation>&amp;Тренировка…</translation>
    </message>
    <message>
        <source>Resume your game?</source>
        <translation>Продолжить игру?</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Saved games and &amp;statistics…</source>
        <translation>Сохранённые игры и &amp;статистика…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>Start another game?</source>
        <translation>Начать другую игру?</translation>
    </message>
    <message>
        <source>The game was restored from the previous autosave.</source>
        <translation>Игра восстановлена из предыдущего автосохранения.</translation>
    </message>
    <message>
        <source>The unfinished game of %1 could not be kept: %2 Start the new game anyway and lose it?</source>
        <translation>Незаконченную партию «%1» не удалось сохранить: %2 Всё равно начать новую игру и потерять её?</translation>
    </message>
    <message>
        <source>The unfinished game of %1 was kept among the saved games (Game &gt; Open saved game).</source>
        <translation>Незаконченная партия «%1» сохранена среди сохранённых игр (Игра &gt; Открыть сохранённую игру).</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>не закончена</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (по умолчанию)</translation>
    </message>
    <message>
        <source>%1 (default: %2)</source>
        <translation>%1 (по умолчанию: %2)</translation>
    </message>
    <message>
        <source>%1 starts, as the first player at the table.</source>
        <translation>Начинает %1 — первый игрок за столом.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Highest throw:</source>
        <translation>Первым &amp;ходит:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>На&amp;чать игру</translation>
    </message>
    <message>
        <source>&amp;Virtual dice: the computer throws</source>
        <translation>&amp;Виртуальные кости: бросает компьютер</translation>
    </message>
    <message>
        <source>(default: %1)</source>
        <translation>(по умолчанию: %1)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свои</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>Drawn at random: %1 starts.</source>
        <translation>Жребий: начинает %1.</translation>
    </message>
    <message>
        <source>Everyone throws one die at the table; the highest starts and ties throw again.</source>
        <translation>Каждый бросает одну кость; начинает выбросивший больше, при равенстве сравнявшиеся перебрасывают.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>No dice on screen: after each turn enter its final dice or its points, and the sheet does the rest. Every seat is a person at the table.</source>
        <translation>Костей на экране нет: после каждого хода введите последние кости или очки хода, остальное сделает лист записи. Все игроки — люди за столом.</translation>
    </message>
    <message>
        <source>Players, in seating order</source>
        <translation>Игроки в порядке посадки</translation>
    </message>
    <message>
        <source>Rea&amp;l dice at the table: type in what you threw</source>
        <translation>&amp;Настоящие кости на столе: введите, что выпало</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Правила игры</translation>
    </message>
    <message>
        <source>Score &amp;keeper (enter each turn&apos;s result)</source>
        <translation>Только &amp;счёт (вводите итог каждого хода)</translation>
    </message>
    <message>
        <source>The source text reads: %1</source>
        <translation>В исходном тексте: %1</translation>
    </message>
    <message>
        <source>These options cannot be played together: change the last one you chose.</source>
        <translation>Эти варианты правил несовместимы: измените тот, что выбрали последним.</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Кто начинает</translation>
    </message>
    <message>
        <source>“%1” and “%2” cannot be played together: change one of them.</source>
        <translation>«%1» и «%2» несовместимы: измените один из этих вариантов.</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>%1 alike with %2</source>
        <translation>%1 одинаковых из %2</translation>
    </message>
    <message>
        <source>%1: three or more</source>
        <translation>%1: три и больше</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>1 из %1</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Примерно</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Вероятность</translation>
    </message>
    <message>
        <source>Chance (%)</source>
        <translation>Вероятность (%)</translation>
    </message>
    <message>
        <source>Chart: the chance of a zonk and of hot dice by the number of dice thrown</source>
        <translation>График: вероятность зонка и хот дайса в зависимости от числа брошенных костей</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Combination</source>
        <translation>Комбинация</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Dice thrown</source>
        <translation>Брошено костей</translation>
    </message>
    <message>
        <source>Each combination in one throw of five dice</source>
        <translation>Каждая комбинация за один бросок пяти костей</translation>
    </message>
    <message>
        <source>Exact chances for these rules, computed from every way the dice can fall.</source>
        <translation>Точные вероятности для этих правил, по всем возможным исходам бросков.</translation>
    </message>
    <message>
        <source>Five alike</source>
        <translation>Пять одинаковых</translation>
    </message>
    <message>
        <source>For the rules of the game at the table</source>
        <translation>Для правил игры за столом</translation>
    </message>
    <message>
        <source>For the standard rules</source>
        <translation>Для стандартных правил</translation>
    </message>
    <message>
        <source>Four alike</source>
        <translation>Четыре одинаковых</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Комбинация</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>Хот дайс</translation>
    </message>
    <message>
        <source>Hot dice: every die thrown scores</source>
        <translation>Хот дайс: очки дают все брошенные кости</translation>
    </message>
    <message>
        <source>In a single throw, before any re-throw.</source>
        <translation>За один бросок, без перебросов.</translation>
    </message>
    <message>
        <source>In the source text</source>
        <translation>В тексте правил</translation>
    </message>
    <message>
        <source>Odds: %1</source>
        <translation>Вероятности: %1</translation>
    </message>
    <message>
        <source>One throw of six dice</source>
        <translation>Один бросок шести костей</translation>
    </message>
    <message>
        <source>One throw of three dice; the chips a hand is worth as the round&apos;s best.</source>
        <translation>Один бросок трёх костей; сколько фишек стоит комбинация, если она лучшая в раунде.</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Процент</translation>
    </message>
    <message>
        <source>Pigos with 21 pips</source>
        <translation>Пигос на 21 очко</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Six alike</source>
        <translation>Шесть одинаковых</translation>
    </message>
    <message>
        <source>Six different</source>
        <translation>Шесть разных</translation>
    </message>
    <message>
        <source>Special throws</source>
        <translation>Особые броски</translation>
    </message>
    <message>
        <source>The 56 hands, strongest first</source>
        <translation>56 комбинаций, от сильнейшей</translation>
    </message>
    <message>
        <source>The chance that a throw of so many dice scores nothing.</source>
        <translation>Вероятность, что бросок стольких костей ничего не даст.</translation>
    </message>
    <message>
        <source>The chance that every die of a throw can be set aside, so the player may throw all the dice again.</source>
        <translation>Вероятность, что можно отложить все кости броска, и игрок снова бросает все кости.</translation>
    </message>
    <message>
        <source>The odds tables</source>
        <translation>Таблицы вероятностей</translation>
    </message>
    <message>
        <source>The source text&apos;s figures for throwing three, four or five alike with five, four or three dice.</source>
        <translation>Цифры из текста правил: три, четыре или пять одинаковых при пяти, четырёх или трёх костях.</translation>
    </message>
    <message>
        <source>The source text&apos;s own table beside the exact chance.</source>
        <translation>Таблица из текста правил рядом с точной вероятностью.</translation>
    </message>
    <message>
        <source>There are no odds tables for this game.</source>
        <translation>Для этой игры таблиц вероятностей нет.</translation>
    </message>
    <message>
        <source>Three alike</source>
        <translation>Три одинаковых</translation>
    </message>
    <message>
        <source>Three, four or five alike with fewer dice</source>
        <translation>Три, четыре или пять одинаковых, когда костей меньше</translation>
    </message>
    <message>
        <source>Where a figure printed in the source text differs from the exact chance, only that figure is off: the rules and the game are the same.</source>
        <translation>Где цифра из текста правил расходится с точной вероятностью, неточна только сама цифра: правила и игра от этого не меняются.</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Считаю вероятности…</translation>
    </message>
    <message>
        <source>Zonk</source>
        <translation>Зонк</translation>
    </message>
    <message>
        <source>Zonk: a throw that scores nothing</source>
        <translation>Зонк: бросок, который ничего не даёт</translation>
    </message>
    <message>
        <source>≈ nearly the same</source>
        <translation>≈ почти совпадает</translation>
    </message>
    <message>
        <source>≠ differs</source>
        <translation>≠ расходится</translation>
    </message>
    <message>
        <source>✓ the same</source>
        <translation>✓ совпадает</translation>
    </message>
</context>
<context>
    <name>OddsWords</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n фишка</numerusform>
            <numerusform>%n фишки</numerusform>
            <numerusform>%n фишек</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>How many chips are in play at the start.</source>
        <translation>Сколько фишек в игре в начале партии.</translation>
    </message>
    <message>
        <source>How many rounds the game lasts; in a round every player takes one turn.</source>
        <translation>Сколько раундов длится игра; в каждом раунде каждый игрок делает по одному ходу.</translation>
    </message>
    <message>
        <source>How many throws a player may make in one turn.</source>
        <translation>Сколько раз игрок может бросить кости за один ход.</translation>
    </message>
    <message>
        <source>How the player who starts the game is chosen.</source>
        <translation>Как выбирают игрока, который начинает игру.</translation>
    </message>
    <message>
        <source>On: five dice of the same face also count as a full house.</source>
        <translation>Включено: пять костей одного номинала тоже считаются фул-хаусом.</translation>
    </message>
    <message>
        <source>The score that ends the game: once a player reaches it, the game is decided.</source>
        <translation>Счёт, на котором кончается игра: как только игрок его наберёт, исход решён.</translation>
    </message>
    <message>
        <source>Which version of the game is played.</source>
        <translation>В какую версию игры играют.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>3 (the big game from turn 4)</source>
        <translation>3: большая игра с 4-го хода</translation>
    </message>
    <message>
        <source>6 (the whole school first)</source>
        <translation>6: сначала вся школа</translation>
    </message>
    <message>
        <source>6-1-1 above 6-6-6 (French bars)</source>
        <translation>6-1-1 сильнее 6-6-6 (французские бары)</translation>
    </message>
    <message>
        <source>A draw: the stake is returned</source>
        <translation>Ничья: ставка возвращается</translation>
    </message>
    <message>
        <source>A duel for two players, several rounds for more</source>
        <translation>Дуэль для двоих, несколько раундов для троих и больше</translation>
    </message>
    <message>
        <source>A duel is settled by</source>
        <translation>Расчёт в дуэли</translation>
    </message>
    <message>
        <source>A figure thrown straight off doubles</source>
        <translation>У фигуры с ходу удваивают</translation>
    </message>
    <message>
        <source>A free re-throw uses</source>
        <translation>Свободный переброс — какие кости</translation>
    </message>
    <message>
        <source>A number of rounds</source>
        <translation>По числу раундов</translation>
    </message>
    <message>
        <source>A smaller combination may be kept out of a larger one</source>
        <translation>Можно взять меньшую комбинацию из большей</translation>
    </message>
    <message>
        <source>A tied duel</source>
        <translation>Равный счёт в дуэли</translation>
    </message>
    <message>
        <source>After a number of rounds</source>
        <translation>После заданного числа раундов</translation>
    </message>
    <message>
        <source>All remaining dice must be thrown</source>
        <translation>Перебрасываются все оставшиеся кости</translation>
    </message>
    <message>
        <source>All six dice (earlier points cancelled)</source>
        <translation>Все шесть (прежние очки серии сгорают)</translation>
    </message>
    <message>
        <source>Any five dice</source>
        <translation>Любые пять костей</translation>
    </message>
    <message>
        <source>Any open figure</source>
        <translation>Любую открытую фигуру</translation>
    </message>
    <message>
        <source>As the source text reads</source>
        <translation>Как в исходном тексте</translation>
    </message>
    <message>
        <source>At most one pair</source>
        <translation>Набор не больше чем с одной парой</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Сразу</translation>
    </message>
    <message>
        <source>At the end of the round</source>
        <translation>В конце раунда</translation>
    </message>
    <message>
        <source>Build on the previous player&apos;s score</source>
        <translation>Подхват хода предыдущего игрока</translation>
    </message>
    <message>
        <source>Chicago: five dice</source>
        <translation>Чикаго: пять костей</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Chips in the pot</source>
        <translation>Фишек на столе</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Случайный выбор</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классические</translation>
    </message>
    <message>
        <source>Colour pairs must show three different numbers</source>
        <translation>Цветные пары — только с тремя разными числами</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Crossing out a figure</source>
        <translation>Вычеркнуть можно</translation>
    </message>
    <message>
        <source>Detroit: six coloured dice</source>
        <translation>Детройт: шесть цветных костей</translation>
    </message>
    <message>
        <source>Double the triple each time</source>
        <translation>Каждая лишняя кость удваивает тройку</translation>
    </message>
    <message>
        <source>Dry loading</source>
        <translation>Загрузка «всухую»</translation>
    </message>
    <message>
        <source>Dry loading: one throw each while loading</source>
        <translation>Загрузка «всухую»: каждый бросает один раз</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Дуэль</translation>
    </message>
    <message>
        <source>Duel: one round</source>
        <translation>Дуэль: один раунд</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>Every combination thrown must be set aside</source>
        <translation>Все выпавшие комбинации обязательно откладываются</translation>
    </message>
    <message>
        <source>Every scoring die must be kept</source>
        <translation>Все очковые кости обязательно</translation>
    </message>
    <message>
        <source>Everyone else gets one more turn</source>
        <translation>Остальные делают ещё по ходу</translation>
    </message>
    <message>
        <source>Extra dice count on their own</source>
        <translation>Лишние кости считаются поодиночке</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <source>First player moves on each round</source>
        <translation>Первый ход каждый раунд переходит к следующему</translation>
    </message>
    <message>
        <source>Five alike also count as a full house</source>
        <translation>Пять одинаковых тоже считаются фул-хаусом</translation>
    </message>
    <message>
        <source>Four alike also count as two pairs</source>
        <translation>Четыре одинаковых тоже считаются двумя двойками</translation>
    </message>
    <message>
        <source>Four alike and a pair count as three pairs</source>
        <translation>Четыре одинаковых и пара считаются тремя парами</translation>
    </message>
    <message>
        <source>Four, five and six alike</source>
        <translation>Четыре, пять и шесть одинаковых</translation>
    </message>
    <message>
        <source>Free re-throw without keeping anything</source>
        <translation>Свободный переброс, ничего не оставляя</translation>
    </message>
    <message>
        <source>French bar rules</source>
        <translation>Правила французских баров</translation>
    </message>
    <message>
        <source>Games in the series</source>
        <translation>Игр в серии</translation>
    </message>
    <message>
        <source>Highest throw of one die</source>
        <translation>Кто больше выбросит на одной кости</translation>
    </message>
    <message>
        <source>Hot dice: rolling all the dice again is</source>
        <translation>Хот дайс: бросать все кости заново</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <source>In any throw of six dice</source>
        <translation>При любом броске шести костей</translation>
    </message>
    <message>
        <source>Keep every combination</source>
        <translation>Оставлять все комбинации</translation>
    </message>
    <message>
        <source>Kept dice may be thrown again</source>
        <translation>Отложенные кости можно перебрасывать</translation>
    </message>
    <message>
        <source>Losing with Nénette (221)</source>
        <translation>Проигрыш с башкой (221)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>Формат партии</translation>
    </message>
    <message>
        <source>Money per point</source>
        <translation>Цена очка</translation>
    </message>
    <message>
        <source>No figure at all</source>
        <translation>Набор без всякой фигуры</translation>
    </message>
    <message>
        <source>Nothing extra (as in the text)</source>
        <translation>Ничего особого, как в тексте</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Число раундов</translation>
    </message>
    <message>
        <source>Nénette costs at least 4 chips</source>
        <translation>Башка — не меньше 4 фишек</translation>
    </message>
    <message>
        <source>One point per die above or below three</source>
        <translation>Одно очко за каждую кость сверх трёх или недостающую</translation>
    </message>
    <message>
        <source>One point per die in the school</source>
        <translation>Школа: по очку за кость</translation>
    </message>
    <message>
        <source>Ones count highest in three pairs and two triples</source>
        <translation>Единица старшая и в трёх парах, и в двух тройках</translation>
    </message>
    <message>
        <source>Only a figure the dice do not show</source>
        <translation>Только фигуру, которой нет на костях</translation>
    </message>
    <message>
        <source>Only in the first throw of the turn</source>
        <translation>Только при первом броске хода</translation>
    </message>
    <message>
        <source>Only the sum of the faces</source>
        <translation>Только сумму номиналов</translation>
    </message>
    <message>
        <source>Pigos may contain</source>
        <translation>В пигос можно записать</translation>
    </message>
    <message>
        <source>Played again</source>
        <translation>Дуэль переигрывается</translation>
    </message>
    <message>
        <source>Points needed to get on the board</source>
        <translation>Минимум для открытия счёта</translation>
    </message>
    <message>
        <source>Pure hands against triples</source>
        <translation>Чистые против троек</translation>
    </message>
    <message>
        <source>Ranking of the combinations</source>
        <translation>Старшинство комбинаций</translation>
    </message>
    <message>
        <source>Reaching the target ends the game</source>
        <translation>Партия кончается по достижении цели</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Обязательно</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>School</source>
        <translation>Школа</translation>
    </message>
    <message>
        <source>School cells score</source>
        <translation>Очки в ячейке школы</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Серия</translation>
    </message>
    <message>
        <source>Set aside any scoring dice you choose</source>
        <translation>Любые очковые кости на выбор</translation>
    </message>
    <message>
        <source>Setting dice aside</source>
        <translation>Какие кости откладывать</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Начало игры</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>Several rounds</source>
        <translation>Несколько раундов</translation>
    </message>
    <message>
        <source>Several rounds, settled by the bank</source>
        <translation>Несколько раундов, расчёт через банк</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Короткая игра</translation>
    </message>
    <message>
        <source>Six alike in a later series score as two triples</source>
        <translation>Шесть одинаковых в следующих сериях — это две тройки</translation>
    </message>
    <message>
        <source>Six alike win</source>
        <translation>Шесть одинаковых выигрывают</translation>
    </message>
    <message>
        <source>Six alike win when thrown</source>
        <translation>Когда выигрывают шесть одинаковых</translation>
    </message>
    <message>
        <source>Six alike: each player pays (points)</source>
        <translation>Шесть одинаковых: каждый платит (очков)</translation>
    </message>
    <message>
        <source>Six alike: round score (points)</source>
        <translation>Шесть одинаковых: очки за раунд</translation>
    </message>
    <message>
        <source>Six of a kind</source>
        <translation>Шесть одинаковых</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандартные</translation>
    </message>
    <message>
        <source>Strict figures</source>
        <translation>Строгие фигуры</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Цель, очков</translation>
    </message>
    <message>
        <source>The dice just thrown</source>
        <translation>Только что брошенные</translation>
    </message>
    <message>
        <source>The face times the dice above or below three</source>
        <translation>Номинал × число костей сверх трёх или недостающих</translation>
    </message>
    <message>
        <source>The first player at the table</source>
        <translation>Первый игрок за столом</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>The loser pays the difference</source>
        <translation>Проигравший платит разницу</translation>
    </message>
    <message>
        <source>The loser takes 4 more</source>
        <translation>Проигравший берёт на 4 больше</translation>
    </message>
    <message>
        <source>The loser takes at least 4</source>
        <translation>Проигравший берёт не меньше 4</translation>
    </message>
    <message>
        <source>The previous player</source>
        <translation>Предыдущий игрок</translation>
    </message>
    <message>
        <source>The pure hand ranks higher (French bars)</source>
        <translation>Чистая сильнее (французские бары)</translation>
    </message>
    <message>
        <source>The round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>The round&apos;s first player sets the limit</source>
        <translation>Лимит задаёт начинающий раунд</translation>
    </message>
    <message>
        <source>The starter of the round</source>
        <translation>Начинающий раунд</translation>
    </message>
    <message>
        <source>The throw limit is set by</source>
        <translation>Лимит бросков задаёт</translation>
    </message>
    <message>
        <source>The triple ranks higher</source>
        <translation>Тройка сильнее</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>The whole game</source>
        <translation>Всю партию</translation>
    </message>
    <message>
        <source>The whole school first</source>
        <translation>Сначала вся школа</translation>
    </message>
    <message>
        <source>The whole value</source>
        <translation>Всю стоимость</translation>
    </message>
    <message>
        <source>The winner takes the stake</source>
        <translation>Победитель забирает ставку</translation>
    </message>
    <message>
        <source>They win at once</source>
        <translation>Победа сразу</translation>
    </message>
    <message>
        <source>To a target</source>
        <translation>До счёта</translation>
    </message>
    <message>
        <source>Turns for the school only</source>
        <translation>Ходов только для школы</translation>
    </message>
    <message>
        <source>Up to the player</source>
        <translation>По желанию игрока</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Вариации</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>When someone reaches the target</source>
        <translation>Когда кто-то достиг цели</translation>
    </message>
    <message>
        <source>When the leader reaches the target</source>
        <translation>Когда лидер достигнет цели</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Кто начинает</translation>
    </message>
    <message>
        <source>With a free re-throw</source>
        <translation>Со свободным перебросом</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>the target score</source>
        <translation>цель партии</translation>
    </message>
</context>
<context>
    <name>OptionsWords</name>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n бросок</numerusform>
            <numerusform>%n броска</numerusform>
            <numerusform>%n бросков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message>
        <source>%1 (computer) is playing.</source>
        <translation>Ходит %1 (компьютер).</translation>
    </message>
    <message>
        <source>%1 crossed out: it counts 0 for the rest of the game. Ctrl+Z takes it back.</source>
        <translation>«%1» вычеркнута: до конца игры в ней 0. Ctrl+Z отменяет.</translation>
    </message>
    <message>
        <source>%1 is already written: choose an open cell (F2 corrects a written one).</source>
        <translation>Ячейка «%1» уже заполнена: выберите свободную (F2 исправляет заполненную).</translation>
    </message>
    <message>
        <source>%1 is counted by the sheet, never written: choose an open cell.</source>
        <translation>«%1» считает сам лист, туда ничего не записывают: выберите свободную ячейку.</translation>
    </message>
    <message>
        <source>%1 is not a combination you can set aside. You can set aside: %2.</source>
        <translation>%1 — не комбинация, которую можно отложить. Можно отложить: %2.</translation>
    </message>
    <message>
        <source>%1 is not possible now.</source>
        <translation>Сейчас нельзя: «%1».</translation>
    </message>
    <message>
        <source>%1 is playing...</source>
        <translation>Ходит %1…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 corrected; everything after it was recomputed.</source>
        <translation>Исправлено: %1, «%2»; всё, что было дальше, пересчитано.</translation>
    </message>
    <message>
        <source>%1, put back</source>
        <translation>%1, выбор снят</translation>
    </message>
    <message>
        <source>0 written in %1. Ctrl+Z takes it back.</source>
        <translation>В «%1» записан 0. Ctrl+Z отменяет.</translation>
    </message>
    <message>
        <source>Change a finished game?</source>
        <translation>Изменить законченную игру?</translation>
    </message>
    <message>
        <source>Choose a cell on the sheet with the arrow keys first.</source>
        <translation>Сначала выберите ячейку на листе клавишами со стрелками.</translation>
    </message>
    <message>
        <source>Dice %1 cannot be thrown again now.</source>
        <translation>Кости %1 сейчас нельзя перебросить.</translation>
    </message>
    <message>
        <source>Dice (D)</source>
        <translation>Кости (D)</translation>
    </message>
    <message>
        <source>Die %1 (%2) picked.</source>
        <translation>Кость %1 (%2) выбрана.</translation>
    </message>
    <message>
        <source>Die %1 (%2) put back.</source>
        <translation>Кость %1 (%2): выбор снят.</translation>
    </message>
    <message>
        <source>Enter the turn&apos;s dice first.</source>
        <translation>Сначала введите кости этого хода.</translation>
    </message>
    <message>
        <source>Enter the turn&apos;s result.</source>
        <translation>Введите итог хода.</translation>
    </message>
    <message>
        <source>First pass the table to %1 and press Enter.</source>
        <translation>Сначала передайте ход (ходит %1) и нажмите Enter.</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>К играм</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not this column&apos;s.</source>
        <translation>Сейчас ходит %1, а не этот столбец.</translation>
    </message>
    <message>
        <source>No dice picked.</source>
        <translation>Кости не выбраны.</translation>
    </message>
    <message>
        <source>No dice thrown yet this turn.</source>
        <translation>В этом ходе кости ещё не брошены.</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>Очков пока нет.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Не сейчас.</translation>
    </message>
    <message>
        <source>Nothing can be crossed out now.</source>
        <translation>Сейчас ничего нельзя вычеркнуть.</translation>
    </message>
    <message>
        <source>Nothing to confirm now.</source>
        <translation>Сейчас нечего подтверждать.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Нечего повторять.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>На столе: %1.</translation>
    </message>
    <message>
        <source>Only a written cell can be corrected: move to one with the arrow keys, then press F2.</source>
        <translation>Исправить можно только записанную клетку: перейдите к ней стрелками и нажмите F2.</translation>
    </message>
    <message>
        <source>Pick the dice to set aside with their keys first.</source>
        <translation>Сначала выберите клавишами кости, которые хотите отложить.</translation>
    </message>
    <message>
        <source>Picked to set aside: %1.</source>
        <translation>Выбрано, чтобы отложить: %1.</translation>
    </message>
    <message>
        <source>Picked to throw again: %1.</source>
        <translation>Выбрано для переброса: %1.</translation>
    </message>
    <message>
        <source>Press any key to go on.</source>
        <translation>Нажмите любую клавишу, чтобы продолжить.</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Повторить «%1»</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>Повторено: «%1».</translation>
    </message>
    <message>
        <source>Scores (S)</source>
        <translation>Счёт (S)</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Игровой стол: %1</translation>
    </message>
    <message>
        <source>The dice have landed — look, then press again.</source>
        <translation>Кости уже упали — посмотрите и нажмите ещё раз.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The game is over: Tab to what next, then press Enter.</source>
        <translation>Игра окончена: выберите клавишей Tab, что дальше, и нажмите Enter.</translation>
    </message>
    <message>
        <source>There are no dice to pick now.</source>
        <translation>Сейчас выбирать кости не нужно.</translation>
    </message>
    <message>
        <source>There is no die %1 to pick.</source>
        <translation>Кости %1 нет — выбрать её нельзя.</translation>
    </message>
    <message>
        <source>There is no throw to make now.</source>
        <translation>Сейчас бросать нечего.</translation>
    </message>
    <message>
        <source>There is nothing to set aside now.</source>
        <translation>Сейчас нечего откладывать.</translation>
    </message>
    <message>
        <source>This cell cannot be crossed out.</source>
        <translation>Эту клетку нельзя вычеркнуть.</translation>
    </message>
    <message>
        <source>This cell cannot take these dice.</source>
        <translation>В эту клетку эти кости не записать.</translation>
    </message>
    <message>
        <source>This game is finished. Changing it takes its result out of the history and the statistics until it ends again; then it is recorded once more.</source>
        <translation>Эта игра закончена. Если её изменить, её результат уйдёт из истории и статистики, пока игра не закончится снова; тогда она будет записана заново.</translation>
    </message>
    <message>
        <source>Throw the dice and type what they show first.</source>
        <translation>Сначала бросьте кости и введите, что выпало.</translation>
    </message>
    <message>
        <source>Throw the dice and type what they show.</source>
        <translation>Бросьте кости и введите, что выпало.</translation>
    </message>
    <message>
        <source>Throw the dice first.</source>
        <translation>Сначала бросьте кости.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Отменить «%1»</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Отменено: «%1».</translation>
    </message>
    <message>
        <source>Whose turn (T)</source>
        <translation>Чей ход (T)</translation>
    </message>
    <message>
        <source>You cannot stop here.</source>
        <translation>Здесь остановиться нельзя.</translation>
    </message>
    <message>
        <source>die %1 (%2)</source>
        <translation>кость %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>%1 to %2 players</source>
        <translation>От %1 до %2 игроков</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Добавить игрока</translation>
    </message>
    <message>
        <source>A name is one line: the tab or line break in it became a space.</source>
        <translation>Имя пишется в одну строку: табуляция или перевод строки в нём заменены пробелом.</translation>
    </message>
    <message>
        <source>Casual game: not counted in the statistics</source>
        <translation>Игра не в зачёт: не идёт в статистику</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Слабый</translation>
    </message>
    <message>
        <source>Household player: %1 (choose another)</source>
        <translation>Игрок семьи: %1 (выбрать другого)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Move down (Alt+Down)</source>
        <translation>Ниже (Alt+Down)</translation>
    </message>
    <message>
        <source>Move up (Alt+Up)</source>
        <translation>Выше (Alt+Up)</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Имя игрока %1</translation>
    </message>
    <message>
        <source>No household players yet</source>
        <translation>Игроков семьи пока нет</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Not a household player: choose one, or remember this name</source>
        <translation>Не игрок семьи: выберите игрока или запомните это имя</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation>Игрок %1: уровень компьютера</translation>
    </message>
    <message>
        <source>Player %1: household player</source>
        <translation>Игрок %1: игрок семьи</translation>
    </message>
    <message>
        <source>Player %1: tutor mode</source>
        <translation>Игрок %1: наставник</translation>
    </message>
    <message>
        <source>Player %1: who plays</source>
        <translation>Игрок %1: кто играет</translation>
    </message>
    <message>
        <source>Remember this name as a household player</source>
        <translation>Запомнить это имя как игрока семьи</translation>
    </message>
    <message>
        <source>Remember “%1” as a household player</source>
        <translation>Запомнить «%1» как игрока семьи</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Убрать этого игрока</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>This game is for %1 players.</source>
        <translation>Игроков в этой игре: %1.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Наставник</translation>
    </message>
    <message>
        <source>Tutor mode: before a costly move, a note says what it costs and what the advisor would do (for a person, not with the score keeper)</source>
        <translation>Наставник: перед ходом с потерей заметка говорит, сколько он стоит и что сделал бы советник (для человека, не при записи счёта)</translation>
    </message>
</context>
<context>
    <name>PlayersWords</name>
    <message numerus="yes">
        <source>%1 now plays in person: with the score keeper every seat is a person at the table.</source>
        <translation>
            <numerusform>%1 теперь играет лично: когда приложение только ведёт счёт, все игроки — люди за столом.</numerusform>
            <numerusform>%1 теперь играют сами: когда приложение только ведёт счёт, все игроки — люди за столом.</numerusform>
            <numerusform>%1 теперь играют сами: когда приложение только ведёт счёт, все игроки — люди за столом.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays as the computer again.</source>
        <translation>
            <numerusform>%1 — снова компьютер.</numerusform>
            <numerusform>%1 — снова компьютеры.</numerusform>
            <numerusform>%1 — снова компьютеры.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>%1 (your choice)</source>
        <translation>%1 (ваш выбор)</translation>
    </message>
    <message>
        <source>%1 — %2, costs %3</source>
        <translation>%1 — %2, потеря %3</translation>
    </message>
    <message>
        <source>%1 — %2, the best</source>
        <translation>%1 — %2, лучший</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Next position</source>
        <translation>&amp;Следующая позиция</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>И&amp;грок:</translation>
    </message>
    <message>
        <source>A fresh position of %1: your decision.</source>
        <translation>Новая позиция игры «%1»: решать вам.</translation>
    </message>
    <message>
        <source>Any game</source>
        <translation>Любая игра</translation>
    </message>
    <message>
        <source>Approximate: these rules have no exact table.</source>
        <translation>Приблизительно: для этих правил нет точной таблицы.</translation>
    </message>
    <message>
        <source>Best choices: %1 of %2</source>
        <translation>Лучших ходов: %1 из %2</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Dealing a fresh position…</source>
        <translation>Готовится новая позиция…</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Кости: %1.</translation>
    </message>
    <message>
        <source>Every choice with its value, best first. Enter or N: the next position.</source>
        <translation>Каждый вариант с его ценностью, лучший первым. Enter или N — следующая позиция.</translation>
    </message>
    <message>
        <source>In the game, %1 was chosen.</source>
        <translation>В игре было выбрано: %1.</translation>
    </message>
    <message>
        <source>It costs %1 (%2): the best was %3.</source>
        <translation>Потеря %1 (%2); лучше было: %3.</translation>
    </message>
    <message>
        <source>No advice could be worked out here.</source>
        <translation>Здесь не удалось рассчитать совет.</translation>
    </message>
    <message>
        <source>No finished games rated yet: fresh positions of any game.</source>
        <translation>Оценённых законченных игр пока нет: новые позиции любой игры.</translation>
    </message>
    <message>
        <source>No position could be made.</source>
        <translation>Не удалось подготовить позицию.</translation>
    </message>
    <message>
        <source>Open the game&apos;s &amp;replay</source>
        <translation>&amp;Повтор этой игры</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Position %1 of %2: %3&apos;s game of %4, move %5.</source>
        <translation>Позиция %1 из %2: игра «%4», игрок %3, ход %5.</translation>
    </message>
    <message>
        <source>Practice — Dice Games</source>
        <translation>Тренировка — Игры в кости</translation>
    </message>
    <message>
        <source>The best choice.</source>
        <translation>Лучший ход.</translation>
    </message>
    <message>
        <source>What would you do? Choose with the arrow keys and Enter, or press a choice&apos;s number.</source>
        <translation>Как бы вы сыграли? Выберите стрелками и Enter или нажмите номер варианта.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Считаю…</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
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
        <translation>%1 — чистый бланк</translation>
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
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Large print</source>
        <translation>&amp;Крупный шрифт</translation>
    </message>
    <message>
        <source>&amp;Names:</source>
        <translation>Им&amp;ена:</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ориентация:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Пе&amp;чать…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>Пр&amp;авила:</translation>
    </message>
    <message>
        <source>&amp;Zoom:</source>
        <translation>&amp;Масштаб:</translation>
    </message>
    <message>
        <source>A &amp;blank sheet to fill in by hand</source>
        <translation>Чистый бланк для записи от &amp;руки</translation>
    </message>
    <message>
        <source>A small number — the cell was corrected (see the notes)</source>
        <translation>Маленькая цифра — ячейку исправляли (см. примечания)</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>As at the table</source>
        <translation>Как за этим столом</translation>
    </message>
    <message>
        <source>As the sheet needs</source>
        <translation>Как нужно листу</translation>
    </message>
    <message>
        <source>Blank sheet</source>
        <translation>Чистый бланк</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Исправления</translation>
    </message>
    <message>
        <source>Cut here: this sheet would need more than %1 pages.</source>
        <translation>Здесь обрезано: этому листу понадобилось бы больше %1 страниц.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Альбомная</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (США)</translation>
    </message>
    <message>
        <source>Not finished.</source>
        <translation>Партия не закончена.</translation>
    </message>
    <message>
        <source>Not finished: %1 is to play.</source>
        <translation>Партия не закончена: ходит %1.</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Страница</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <source>Page shown</source>
        <translation>Страница на экране</translation>
    </message>
    <message>
        <source>Pap&amp;er:</source>
        <translation>&amp;Бумага:</translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>И&amp;гроки:</translation>
    </message>
    <message>
        <source>Played on %1</source>
        <translation>Сыграно %1</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Книжная</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>&amp;Предпросмотр…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <source>Print preview: %1</source>
        <translation>Предпросмотр печати: %1</translation>
    </message>
    <message>
        <source>Printed on %1</source>
        <translation>Напечатано %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Сохранить в P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the sheet as PDF</source>
        <translation>Сохранить лист в PDF</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Saved on %1</source>
        <translation>Сохранено %1</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>Struck through — crossed out: the cell counts 0</source>
        <translation>Зачёркнуто — ячейка вычеркнута и даёт 0</translation>
    </message>
    <message>
        <source>The &amp;sheet of this game: %1</source>
        <translation>&amp;Лист этой партии: %1</translation>
    </message>
    <message>
        <source>The PDF could not be written: %1. Choose another folder and try again.</source>
        <translation>Не удалось записать PDF: %1. Выберите другую папку и попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The game log on the &amp;following pages</source>
        <translation>&amp;Журнал игры на следующих страницах</translation>
    </message>
    <message>
        <source>The pages as they will print</source>
        <translation>Страницы в том виде, в каком они будут напечатаны</translation>
    </message>
    <message>
        <source>The printer could not be used: check it and try again.</source>
        <translation>Не удалось воспользоваться принтером: проверьте его и попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>Underlined — the total that reached the target</source>
        <translation>Подчёркнуто — сумма, которая достигла цели</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Масштаб</translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <translation>d MMMM yyyy</translation>
    </message>
    <message>
        <source>optional, separated by commas</source>
        <translation>необязательно, через запятую</translation>
    </message>
    <message>
        <source>real dice at the table</source>
        <translation>настоящие кости на столе</translation>
    </message>
    <message>
        <source>score keeping</source>
        <translation>только счёт</translation>
    </message>
    <message>
        <source>virtual dice</source>
        <translation>виртуальные кости</translation>
    </message>
    <message>
        <source>×2 — a figure thrown at once, with the turn&apos;s first throw: its points are doubled</source>
        <translation>×2 — фигура выпала с ходу, первым броском хода: очки вдвойне</translation>
    </message>
    <message>
        <source>★ — the winner of that game of the series</source>
        <translation>★ — победитель этой игры серии</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>%1 in %2: %3 in %4; cost per decision %5 (%6), per game %7; best choices %8; rating: %9.</source>
        <translation>%1, «%2»: %3 в %4; цена решения %5 (%6), за игру %7; лучших ходов %8; уровень: %9.</translation>
    </message>
    <message>
        <source>%1 in %2: cost per decision</source>
        <translation>%1, «%2»: цена решения</translation>
    </message>
    <message>
        <source>Approximate: the advisor has no exact table for some of these rules.</source>
        <translation>Приблизительно: для части этих правил у советника нет точной таблицы.</translation>
    </message>
    <message>
        <source>Best choices</source>
        <translation>Лучшие ходы</translation>
    </message>
    <message>
        <source>Choose a game and a player: costs of different games are in different measures.</source>
        <translation>Выберите игру и игрока: потери в разных играх меряются по-разному.</translation>
    </message>
    <message>
        <source>Cost per decision</source>
        <translation>Цена решения</translation>
    </message>
    <message>
        <source>Cost per game</source>
        <translation>Потери за игру</translation>
    </message>
    <message>
        <source>Costs of different games are in different measures</source>
        <translation>Потери в разных играх меряются по-разному</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Решений</translation>
    </message>
    <message>
        <source>Each game</source>
        <translation>Каждая игра</translation>
    </message>
    <message>
        <source>Finished games with a decision of the player</source>
        <translation>Законченные игры, где игрок принимал решения</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игр</translation>
    </message>
    <message>
        <source>Moves with a choice (a move with one legal action is none)</source>
        <translation>Ходы с выбором (ход без альтернативы не в счёт)</translation>
    </message>
    <message>
        <source>Moving average of %1 games</source>
        <translation>Скользящее среднее по %1 играм</translation>
    </message>
    <message>
        <source>No rated games of this player in this game yet.</source>
        <translation>У этого игрока пока нет оценённых партий в этой игре.</translation>
    </message>
    <message>
        <source>No ratings yet: the coach rates the decisions of the people who play, game by game, once a game is finished.</source>
        <translation>Оценок пока нет: тренер оценивает решения людей за столом, игру за игрой, когда игра закончена.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Ratings per player and game</source>
        <translation>Оценки по игрокам и играм</translation>
    </message>
    <message>
        <source>The band of the cost per decision, calibrated on the computer&apos;s levels</source>
        <translation>Уровень по цене решения, откалиброванный по уровням компьютера</translation>
    </message>
    <message>
        <source>The coach values every decision against the best choice of the strong computer player: the lower the cost, the better.</source>
        <translation>Тренер сравнивает каждое решение с лучшим ходом сильного компьютера: чем меньше потеря, тем лучше.</translation>
    </message>
    <message>
        <source>The share of decisions that were the best choice</source>
        <translation>Доля решений, которые были лучшим ходом</translation>
    </message>
    <message>
        <source>What the choices cost on average against the best one, in the game&apos;s measure; lower is better</source>
        <translation>Средняя потеря выбора по сравнению с лучшим, в мере этой игры; чем меньше, тем лучше</translation>
    </message>
    <message>
        <source>What the choices of a game cost in all, on average</source>
        <translation>Сколько в среднем стоили все решения одной игры</translation>
    </message>
    <message>
        <source>Who decided</source>
        <translation>Кто принимал решения</translation>
    </message>
</context>
<context>
    <name>RealDice</name>
    <message>
        <source>%1: throw dice %2 again and type what they show.</source>
        <translation>%1: перебросьте кости %2 и введите, что выпало.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not %1 — correct that die.</source>
        <translation>На кости бывает от 1 до 6, а не %1 — исправьте эту кость.</translation>
    </message>
    <message>
        <source>Add a %1</source>
        <translation>Добавить %1</translation>
    </message>
    <message>
        <source>Apply  (Enter)</source>
        <translation>Применить  (Enter)</translation>
    </message>
    <message>
        <source>Remove the last die</source>
        <translation>Убрать последнюю кость</translation>
    </message>
    <message>
        <source>Type only the digits 1 to 6, one per die — remove &quot;%1&quot;.</source>
        <translation>Вводите только цифры от 1 до 6, по одной на кость, — уберите «%1».</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>например, %1</translation>
    </message>
</context>
<context>
    <name>RealDiceWords</name>
    <message numerus="yes">
        <source>%1 dice entered but %2 were thrown: remove %n.</source>
        <translation>
            <numerusform>Введено костей: %1, а брошено: %2 — уберите %n лишнюю.</numerusform>
            <numerusform>Введено костей: %1, а брошено: %2 — уберите %n лишние.</numerusform>
            <numerusform>Введено костей: %1, а брошено: %2 — уберите %n лишних.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 dice entered: add %n more.</source>
        <translation>
            <numerusform>Введено костей: %1 из %2 — добавьте ещё %n.</numerusform>
            <numerusform>Введено костей: %1 из %2 — добавьте ещё %n.</numerusform>
            <numerusform>Введено костей: %1 из %2 — добавьте ещё %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: throw %n dice and type what they show.</source>
        <translation>
            <numerusform>%1: бросьте %n кость и введите, что выпало.</numerusform>
            <numerusform>%1: бросьте %n кости и введите, что выпало.</numerusform>
            <numerusform>%1: бросьте %n костей и введите, что выпало.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing typed yet: type the %n dice you threw, one digit each (for example %1), then press Enter.</source>
        <translation>
            <numerusform>Пока ничего не введено: введите, что показала брошенная кость (например, %1), и нажмите Enter.</numerusform>
            <numerusform>Пока ничего не введено: введите, что показали %n кости, по цифре на кость (например, %1), и нажмите Enter.</numerusform>
            <numerusform>Пока ничего не введено: введите, что показали %n костей, по цифре на кость (например, %1), и нажмите Enter.</numerusform>
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
        <translation>&amp;Закрыть просмотр</translation>
    </message>
    <message>
        <source>End</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Ход %1 из %2</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Ходы игры</translation>
    </message>
    <message>
        <source>Replay of %1: %2</source>
        <translation>Просмотр игры «%1»: %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Начало игры</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>%1 made %n decision(s):</source>
        <translation>
            <numerusform>%1 — %n решение:</numerusform>
            <numerusform>%1 — %n решения:</numerusform>
            <numerusform>%1 — %n решений:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 percentage points of the chance to win</source>
        <translation>%1 процентного пункта шанса на победу</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <translation>%1 п. п.</translation>
    </message>
    <message>
        <source>%1, dice %2</source>
        <translation>%1, кости %2</translation>
    </message>
    <message>
        <source>%1: you chose %2; the best was %3. It cost %4 percentage points of the chance to win.</source>
        <translation>%1: вы выбрали «%2»; лучше было «%3». Потеря: %4 процентного пункта шанса на победу.</translation>
    </message>
    <message>
        <source>%1: you chose %2; the best was %3. It cost %4.</source>
        <translation>%1: вы выбрали «%2»; лучше было «%3». Потеря: %4.</translation>
    </message>
    <message>
        <source>%1; together the others cost %2 (%3) and %4 percentage points of the chance to win.</source>
        <translation>%1; остальные вместе стоили %2 (%3) и %4 процентного пункта шанса на победу.</translation>
    </message>
    <message>
        <source>%1; together the others cost %2 (%3).</source>
        <translation>%1; остальные вместе стоили %2 (%3).</translation>
    </message>
    <message>
        <source>%1; together the others cost %2 percentage points of the chance to win.</source>
        <translation>%1; остальные вместе стоили %2 процентного пункта шанса на победу.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) measured in the chance to win (pp: percentage points of it), where the strong computer plays for the win; the others in %1.</source>
        <translation>
            <numerusform>%n решение измерено шансом на победу (п. п. — его процентные пункты): там сильный компьютер играет на победу; остальные — мерой «%1».</numerusform>
            <numerusform>%n решения измерены шансом на победу (п. п. — его процентные пункты): там сильный компьютер играет на победу; остальные — мерой «%1».</numerusform>
            <numerusform>%n решений измерены шансом на победу (п. п. — его процентные пункты): там сильный компьютер играет на победу; остальные — мерой «%1».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n the best choice</source>
        <translation>
            <numerusform>%n — лучший вариант</numerusform>
            <numerusform>%n — лучший вариант</numerusform>
            <numerusform>%n — лучший вариант</numerusform>
        </translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Лучший вариант</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Потеря</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation>Решение %1 из %2</translation>
    </message>
    <message>
        <source>Decision %1 of %2, throw %3</source>
        <translation>Решение %1 из %2, бросок %3</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Все решения</translation>
    </message>
    <message>
        <source>Every decision is measured in the chance to win (pp: percentage points of it): the strong computer plays each of these positions for the win.</source>
        <translation>Каждое решение измерено шансом на победу (п. п. — его процентные пункты): во всех этих позициях сильный компьютер играет на победу.</translation>
    </message>
    <message>
        <source>Only the computer played: there is nothing to review.</source>
        <translation>Играл только компьютер: разбирать нечего.</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Разбор: %1</translation>
    </message>
    <message>
        <source>The costliest moments</source>
        <translation>Самые дорогие моменты</translation>
    </message>
    <message>
        <source>These rules have no exact table: the costs are close, not exact.</source>
        <translation>Для этих правил нет точной таблицы: потери близкие, но не точные.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Эту игру разобрать нельзя.</translation>
    </message>
    <message>
        <source>What each decision cost against the best choice of the strong computer player.</source>
        <translation>Сколько стоило каждое решение по сравнению с лучшим вариантом сильного компьютера.</translation>
    </message>
    <message>
        <source>Working out the best choice at every decision of the game…</source>
        <translation>Считаю лучший вариант для каждого решения в игре…</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Ваш выбор</translation>
    </message>
    <message numerus="yes">
        <source>each was the best choice.</source>
        <translation>
            <numerusform>оно было лучшим.</numerusform>
            <numerusform>все были лучшими.</numerusform>
            <numerusform>все были лучшими.</numerusform>
        </translation>
    </message>
    <message>
        <source>the same</source>
        <translation>то же самое</translation>
    </message>
</context>
<context>
    <name>RollOff</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation>Начинает %1.</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>Выпало: %1 — %2</translation>
    </message>
    <message>
        <source>%1 tie and throw again.</source>
        <translation>%1 сравнялись и перебрасывают.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Odds…</source>
        <translation>&amp;Вероятности…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>(standard: %1)</source>
        <translation>(по стандартным правилам — «%1»)</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Combination</source>
        <translation>Комбинация</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Print the rules</source>
        <translation>Печать правил</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Текст правил</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>The rules of the game at the table, with its options</source>
        <translation>Правила идущей сейчас партии, с её вариантами</translation>
    </message>
    <message>
        <source>The rules text of this game is missing from this installation: reinstall the app to get it back.</source>
        <translation>Текста правил этой игры нет в установленной программе: переустановите её, чтобы его вернуть.</translation>
    </message>
    <message>
        <source>The source text reads: %1.</source>
        <translation>В исходном тексте: «%1».</translation>
    </message>
    <message>
        <source>The standard rules</source>
        <translation>Стандартные правила</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Бросок</translation>
    </message>
</context>
<context>
    <name>School</name>
    <message>
        <source>%1 earns %2 (%3).</source>
        <translation>%1 получает бонус «%2» (%3).</translation>
    </message>
    <message>
        <source>%1 is already written: choose an open cell.</source>
        <translation>Ячейка «%1» уже заполнена: выберите свободную.</translation>
    </message>
    <message>
        <source>%1 is in your dice: with these rules a figure is crossed out only when it does not come — score it (Enter).</source>
        <translation>«%1» есть в ваших костях: по этим правилам фигуру вычёркивают, только если она не выпала, — запишите её (Enter).</translation>
    </message>
    <message>
        <source>(straight off)</source>
        <translation>(с ходу)</translation>
    </message>
    <message>
        <source>15 turns each: the school first, then the big game; the highest total wins.</source>
        <translation>По 15 ходов: сначала школа, потом большая игра; побеждает наибольшая сумма.</translation>
    </message>
    <message>
        <source>A figure thrown straight off, on the first throw, is worth double. As standard the whole value is doubled, bonus included; or only the sum of the faces, with the bonus of 20, 30 or 50 added once.</source>
        <translation>Фигура, выкинутая с ходу, то есть с первого броска, стоит вдвое больше. По стандартным правилам удваивается вся стоимость вместе с надбавкой; или только сумма номиналов, а надбавка 20, 30 или 50 прибавляется один раз.</translation>
    </message>
    <message>
        <source>Big order</source>
        <translation>Большой ордер</translation>
    </message>
    <message>
        <source>Big order — 2-3-4-5-6: always 20. Doubled straight off.</source>
        <translation>Большой ордер — 2-3-4-5-6: всегда 20. С ходу вдвое.</translation>
    </message>
    <message>
        <source>Fifteen cells: pay your school first, then chase figures — doubled straight off the first throw.</source>
        <translation>Пятнадцать ячеек: сначала закройте школу, потом охотьтесь за фигурами — выкинутые с ходу стоят вдвое.</translation>
    </message>
    <message>
        <source>Five alike also count as two plus three</source>
        <translation>Пять одинаковых тоже годятся в «Два плюс три»</translation>
    </message>
    <message>
        <source>Jewish pigos</source>
        <translation>Еврейский пигос</translation>
    </message>
    <message>
        <source>Jewish pigos — a bonus of 5 for a Pigos worth exactly 21.</source>
        <translation>Еврейский пигос — бонус 5 очков за пигос ровно на 21 очко.</translation>
    </message>
    <message>
        <source>Jewish style</source>
        <translation>Еврейский стиль</translation>
    </message>
    <message>
        <source>Jewish style — a bonus of 10 for closing Pigos on your last, fifteenth, turn.</source>
        <translation>Еврейский стиль — бонус 10 очков, если пигос закрыт последним, пятнадцатым ходом.</translation>
    </message>
    <message>
        <source>Milonic style</source>
        <translation>Милонический стиль</translation>
    </message>
    <message>
        <source>Milonic style — a bonus of 10 when all six school cells are closed as bases, with neither plus nor minus.</source>
        <translation>Милонический стиль — бонус 10 очков, если все шесть ячеек школы закрыты базами, без плюсов и минусов.</translation>
    </message>
    <message>
        <source>On: at each throw you may throw any dice again, including dice you held back before. Off: a die you held back stays held for the rest of the turn.</source>
        <translation>Включено: при каждом броске можно перебросить любые кости, в том числе отложенные раньше. Выключено: отложенная кость остаётся отложенной до конца хода.</translation>
    </message>
    <message>
        <source>On: five alike count as Two plus three — the text&apos;s highest Two plus three, 50, needs five 6s. Off: the pair and the three must be of different faces.</source>
        <translation>Включено: пять одинаковых годятся в «Два плюс три»: названный в тексте максимум этой фигуры, 50, достижим только с пятью шестёрками. Выключено: пара и тройка должны быть разных номиналов.</translation>
    </message>
    <message>
        <source>On: four alike count as Two pairs — the text&apos;s highest Two pairs, 24, needs four 6s. Off: the two pairs must be of different faces.</source>
        <translation>Включено: четыре одинаковых считаются двумя двойками: названный в тексте максимум этой фигуры, 24, достижим только с четырьмя шестёрками. Выключено: две двойки должны быть разных номиналов.</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Двойка</translation>
    </message>
    <message>
        <source>Pair — two dice of one face: the sum of those two dice. Doubled straight off.</source>
        <translation>Двойка — две кости одного номинала: сумма этих двух костей. С ходу вдвое.</translation>
    </message>
    <message>
        <source>Penta</source>
        <translation>Пента</translation>
    </message>
    <message>
        <source>Penta — five dice of one face: their sum plus 50. Doubled straight off.</source>
        <translation>Пента — пять костей одного номинала: их сумма плюс 50. С ходу вдвое.</translation>
    </message>
    <message>
        <source>Pigos</source>
        <translation>Пигос</translation>
    </message>
    <message>
        <source>Pigos — any five dice: their sum. Never doubled.</source>
        <translation>Пигос — любые пять костей: их сумма. Никогда не удваивается.</translation>
    </message>
    <message>
        <source>Roman style</source>
        <translation>Римский стиль</translation>
    </message>
    <message>
        <source>Roman style — a bonus of 10 when every figure of the big game brought points and none was crossed out.</source>
        <translation>Римский стиль — бонус 10 очков, если все фигуры большой игры принесли очки и ни одна не вычеркнута.</translation>
    </message>
    <message>
        <source>School %1</source>
        <translation>Школа %1</translation>
    </message>
    <message>
        <source>School %1 — count the dice showing %1. Exactly three are the base, 0 points; fewer score below zero, more above it, by the die.</source>
        <translation>Школа %1 — считайте кости с числом %1. Ровно три — это база, 0 очков; меньше трёх — в минус, больше — в плюс, за каждую кость.</translation>
    </message>
    <message>
        <source>School and Big Game</source>
        <translation>Школа и большая игра</translation>
    </message>
    <message>
        <source>School cells are never crossed out: write the dice in %1 (Enter), or choose another cell.</source>
        <translation>Ячейки школы не вычёркивают: запишите кости в «%1» (Enter) или выберите другую ячейку.</translation>
    </message>
    <message>
        <source>School cells only</source>
        <translation>Только ячейки школы</translation>
    </message>
    <message>
        <source>School result</source>
        <translation>Очки за школу</translation>
    </message>
    <message>
        <source>School result — the six school cells added up. If the sum is negative it is multiplied by ten; if it is positive it stays as it is.</source>
        <translation>Очки за школу — сумма шести ячеек школы. Если она отрицательна, её умножают на десять; если положительна, она остаётся как есть.</translation>
    </message>
    <message>
        <source>Small order</source>
        <translation>Малый ордер</translation>
    </message>
    <message>
        <source>Small order — 1-2-3-4-5: always 15. Doubled straight off.</source>
        <translation>Малый ордер — 1-2-3-4-5: всегда 15. С ходу вдвое.</translation>
    </message>
    <message>
        <source>Style bonuses</source>
        <translation>Бонусы за стиль</translation>
    </message>
    <message>
        <source>Tetra</source>
        <translation>Тетра</translation>
    </message>
    <message>
        <source>Tetra — four dice of one face: their sum plus 30. Doubled straight off.</source>
        <translation>Тетра — четыре кости одного номинала: их сумма плюс 30. С ходу вдвое.</translation>
    </message>
    <message>
        <source>The big game</source>
        <translation>Большая игра</translation>
    </message>
    <message>
        <source>The school</source>
        <translation>Школа</translation>
    </message>
    <message>
        <source>These dice do not make %1: choose another cell, or cross %1 out (X).</source>
        <translation>Эти кости не составляют «%1»: выберите другую ячейку или вычеркните «%1» (X).</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <source>Three of a kind — three dice of one face: the sum of those three dice. Doubled straight off.</source>
        <translation>Тройка — три кости одного номинала: сумма этих трёх костей. С ходу вдвое.</translation>
    </message>
    <message>
        <source>Total — the school result, plus the figures, plus the bonuses.</source>
        <translation>Итого — очки за школу плюс фигуры плюс бонусы.</translation>
    </message>
    <message>
        <source>Turn %1 of 15</source>
        <translation>Ход %1 из 15</translation>
    </message>
    <message>
        <source>Turns 1 to %2 close School cells only: write these dice in one of your School cells.</source>
        <translation>Ходы с 1-го по %2-й закрывают только ячейки школы: запишите эти кости в одну из своих ячеек школы.</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Две двойки</translation>
    </message>
    <message>
        <source>Two pairs — two pairs, which as standard may be of the same face: the sum of those four dice. Doubled straight off.</source>
        <translation>Две двойки — две пары (по стандартным правилам — и одного номинала): сумма этих четырёх костей. С ходу вдвое.</translation>
    </message>
    <message>
        <source>Two plus three</source>
        <translation>Два плюс три</translation>
    </message>
    <message>
        <source>Two plus three — a pair and three of a kind, as standard five alike too: the sum of all five dice plus 20. Doubled straight off.</source>
        <translation>Два плюс три — пара и тройка (по стандартным правилам — и пять одинаковых): сумма всех пяти костей плюс 20. С ходу вдвое.</translation>
    </message>
    <message>
        <source>What a school cell is worth. As standard, the face for each die above or below three, so two 4s are minus 4; or one point per die, whatever the face. The text gives only plus or minus, never how many.</source>
        <translation>Сколько стоит ячейка школы. По стандартным правилам — номинал за каждую кость сверх трёх или недостающую, так что две четвёрки — это минус 4; или одно очко за кость, каким бы ни был номинал. Текст называет только знак — плюс или минус, — но не величину.</translation>
    </message>
    <message>
        <source>Which dice Pigos takes. The text allows “any junk set of dice”, making no figure; taken literally, no Pigos could reach 21 for the Jewish pigos bonus, so we accept any five dice. At most one pair still allows 21.</source>
        <translation>Какие кости можно записать в пигос. Текст допускает «любой бросовый набор костей», не составляющий фигуры; если понимать это буквально, пигос не может дать 21 для бонуса «еврейский пигос», поэтому мы принимаем любые пять костей. С вариантом «набор не больше чем с одной парой» 21 тоже достижимо.</translation>
    </message>
    <message>
        <source>Which figures you may cross out, for 0. The text speaks of crossing out a figure “if it does not come”; we allow any open figure, because crossing out a figure your dice show is never better than scoring it.</source>
        <translation>Какие фигуры можно вычеркнуть (с нулём). Текст велит вычёркивать ячейку, «если соответствующая фигура не выкидывается»; мы разрешаем вычеркнуть любую открытую фигуру, потому что вычеркнуть фигуру, которая есть на костях, никогда не выгоднее, чем записать её.</translation>
    </message>
    <message>
        <source>With 3, your first three turns close school cells only and the big game begins on turn 4, as the text says. With 6, the whole school comes first, before any figure.</source>
        <translation>При 3 первые три хода закрывают только ячейки школы, а большая игра начинается с 4-го хода, как сказано в тексте. При 6 сначала закрывается вся школа и лишь потом — фигуры.</translation>
    </message>
    <message>
        <source>a school result below zero counts ten times</source>
        <translation>отрицательная сумма умножается на десять</translation>
    </message>
    <message>
        <source>base</source>
        <translation>база</translation>
    </message>
    <message>
        <source>cannot be made with these rules</source>
        <translation>по этим правилам не собрать</translation>
    </message>
    <message>
        <source>doubled straight off</source>
        <translation>с ходу вдвойне</translation>
    </message>
</context>
<context>
    <name>Scoresheet</name>
    <message>
        <source>%1 (to play)</source>
        <translation>%1 (ходит)</translation>
    </message>
    <message>
        <source>%1 is crossed out: it counts 0</source>
        <translation>%1: вычеркнуто, считается 0</translation>
    </message>
    <message>
        <source>%1&apos;s %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, doubled</source>
        <translation>%1, с ходу вдвойне</translation>
    </message>
    <message>
        <source>%1, pot: %2</source>
        <translation>%1, на столе: %2</translation>
    </message>
    <message>
        <source>%1, total %2</source>
        <translation>%1, всего %2</translation>
    </message>
    <message>
        <source>%1: %2 banked %3</source>
        <translation>%1: %2 — записано %3</translation>
    </message>
    <message>
        <source>%1: %2 built on the previous score and banked %3</source>
        <translation>%1: %2 — подхват хода, записано %3</translation>
    </message>
    <message>
        <source>%1: %2 has %3 this turn, not banked yet</source>
        <translation>%1: %2 — очки хода %3, ещё не записаны</translation>
    </message>
    <message>
        <source>%1: %2 has left the game (no chips)</source>
        <translation>%1: %2 — вне игры (фишек нет)</translation>
    </message>
    <message>
        <source>%1: %2 is still to throw</source>
        <translation>%1: %2 — бросок ещё впереди</translation>
    </message>
    <message>
        <source>%1: %2 stands on %3</source>
        <translation>%1: %2 — комбинация %3 (раунд ещё идёт)</translation>
    </message>
    <message>
        <source>%1: %2 stood on %3</source>
        <translation>%1: %2 — комбинация %3</translation>
    </message>
    <message>
        <source>%1: %2 — the base → 0</source>
        <translation>%1: %2 — база → 0</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: open</source>
        <translation>%1: ещё свободно</translation>
    </message>
    <message>
        <source>%1: the dice %2 do not make it → 0</source>
        <translation>%1: кости %2 не подходят → 0</translation>
    </message>
    <message>
        <source>%1: the dice %2 thrown at once (first throw), doubled → %3</source>
        <translation>%1: кости %2 выкинуты с ходу (с первого броска), вдвойне → %3</translation>
    </message>
    <message>
        <source>%1: the dice %2 → %3</source>
        <translation>%1: кости %2 → %3</translation>
    </message>
    <message>
        <source>%1: these dice would score %2 here (click or Enter)</source>
        <translation>%1: эти кости дадут здесь %2 (щелчок или Enter)</translation>
    </message>
    <message>
        <source>Chips %1 holds now</source>
        <translation>Фишки на руках сейчас: %1</translation>
    </message>
    <message>
        <source>Chips left in the pot after each round</source>
        <translation>Фишки на столе после каждого раунда</translation>
    </message>
    <message>
        <source>Choose a cell with the arrow keys and press Enter to score it; X crosses it out; F2 corrects a written cell.</source>
        <translation>Выберите ячейку стрелками и нажмите Enter, чтобы записать в неё очки; X — вычеркнуть; F2 — исправить заполненную ячейку.</translation>
    </message>
    <message>
        <source>Correct…  (F2)</source>
        <translation>Исправить…  (F2)</translation>
    </message>
    <message>
        <source>Cross out  (X)</source>
        <translation>Вычеркнуть  (X)</translation>
    </message>
    <message>
        <source>For example: %1.</source>
        <translation>Например: %1.</translation>
    </message>
    <message>
        <source>Games won in this series</source>
        <translation>Выиграно игр в этой серии</translation>
    </message>
    <message>
        <source>Jewish pigos: a Pigos of exactly 21</source>
        <translation>Еврейский пигос: в пигосе ровно 21</translation>
    </message>
    <message>
        <source>Jewish style: Pigos written on the 15th (last) turn</source>
        <translation>Еврейский стиль: пигос закрыт 15-м (последним) ходом</translation>
    </message>
    <message>
        <source>Match total: the points of every game played</source>
        <translation>Общий счёт: очки всех сыгранных игр</translation>
    </message>
    <message>
        <source>Milonic style: every school cell exactly the base</source>
        <translation>Милонический стиль: все ячейки школы закрыты базами</translation>
    </message>
    <message>
        <source>No turn: six of a kind ended the round first</source>
        <translation>Без хода: раунд раньше закончился шестью одинаковыми</translation>
    </message>
    <message>
        <source>Only a written cell can be corrected.</source>
        <translation>Исправить можно только записанную клетку.</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>На столе</translation>
    </message>
    <message>
        <source>Roman style: all nine figures written, none crossed out</source>
        <translation>Римский стиль: все девять фигур записаны, ни одна не вычеркнута</translation>
    </message>
    <message>
        <source>School result: the school sum %1 is negative, so it counts ten times: %2</source>
        <translation>Очки за школу: сумма школы %1 отрицательна, поэтому умножается на десять: %2</translation>
    </message>
    <message>
        <source>School result: the sum of the school cells</source>
        <translation>Очки за школу: сумма ячеек школы</translation>
    </message>
    <message>
        <source>Score here  (Enter)</source>
        <translation>Записать сюда  (Enter)</translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation>Лист записи</translation>
    </message>
    <message>
        <source>Settlement in whole units (the remainders go to the largest parts)</source>
        <translation>Расчёт в целых единицах (остатки достаются наибольшим долям)</translation>
    </message>
    <message>
        <source>Settlement: what %1 receives (+) or pays (−)</source>
        <translation>Расчёт: сколько %1 получает (+) или платит (−)</translation>
    </message>
    <message>
        <source>Six of a kind: %1 wins</source>
        <translation>Шесть одинаковых: %1 побеждает</translation>
    </message>
    <message>
        <source>The rules do not allow that there: choose another value.</source>
        <translation>Правила не допускают здесь такого: выберите другое значение.</translation>
    </message>
    <message>
        <source>Total banked</source>
        <translation>Всего записано</translation>
    </message>
    <message>
        <source>Total banked; the target is %1</source>
        <translation>Всего записано; цель — %1</translation>
    </message>
    <message>
        <source>Total: school result + big game + bonuses</source>
        <translation>Итого: очки за школу + большая игра + бонусы</translation>
    </message>
    <message>
        <source>Total: the sum of the eleven boxes</source>
        <translation>Итого: сумма одиннадцати комбинаций</translation>
    </message>
    <message>
        <source>Zonk: the turn scored nothing</source>
        <translation>Зонк: ход не принёс очков</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>вычеркнуто</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>left the game</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>не получен</translation>
    </message>
    <message>
        <source>no %1s</source>
        <translation>ни одной «%1»</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>ещё не решено</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>не сыграно</translation>
    </message>
    <message>
        <source>open</source>
        <translation>свободно</translation>
    </message>
    <message>
        <source>open, would score %1</source>
        <translation>свободно, даст %1</translation>
    </message>
    <message>
        <source>target reached</source>
        <translation>цель достигнута</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>итого %1</translation>
    </message>
</context>
<context>
    <name>ScoresheetWords</name>
    <message numerus="yes">
        <source>%1 (%2): %n chip(s) left in the pot afterwards</source>
        <translation>
            <numerusform>%1 (%2): после него на столе осталась %n фишка</numerusform>
            <numerusform>%1 (%2): после него на столе остались %n фишки</numerusform>
            <numerusform>%1 (%2): после него на столе осталось %n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 chip(s)</source>
        <translation>
            <numerusform>%1, %2 фишка</numerusform>
            <numerusform>%1, %2 фишки</numerusform>
            <numerusform>%1, %2 фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%3) gave %n chip(s)</source>
        <translation>
            <numerusform>%1: %2 (%3) — отдана %n фишка</numerusform>
            <numerusform>%1: %2 (%3) — отданы %n фишки</numerusform>
            <numerusform>%1: %2 (%3) — отдано %n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%3) took %n chip(s)</source>
        <translation>
            <numerusform>%1: %2 (%3) — получена %n фишка</numerusform>
            <numerusform>%1: %2 (%3) — получены %n фишки</numerusform>
            <numerusform>%1: %2 (%3) — получено %n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chips held now; the pot has %n</source>
        <translation>
            <numerusform>Фишки на руках сейчас; на столе %n фишка</numerusform>
            <numerusform>Фишки на руках сейчас; на столе %n фишки</numerusform>
            <numerusform>Фишки на руках сейчас; на столе %n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Zonk: the turn&apos;s %Ln point(s) were lost</source>
        <translation>
            <numerusform>Зонк: пропало %Ln очко хода</numerusform>
            <numerusform>Зонк: пропали %Ln очка хода</numerusform>
            <numerusform>Зонк: пропало %Ln очков хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>holds %n</source>
        <translation>
            <numerusform>на руках %n фишка</numerusform>
            <numerusform>на руках %n фишки</numerusform>
            <numerusform>на руках %n фишек</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>&amp;Computer thinks for:</source>
        <translation>&amp;Компьютер думает:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>&amp;Pass-and-play screen between human players</source>
        <translation>&amp;Экран передачи хода между игроками-людьми</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>Before a move that costs more than this, a note on the table says what it costs and what the advisor would do: Enter keeps the move, Esc reconsiders.</source>
        <translation>Перед ходом, который стоит больше этого, заметка на столе говорит, сколько он стоит и что сделал бы советник: Enter оставляет ход, Esc — передумать.</translation>
    </message>
    <message>
        <source>Brief, the result of each turn</source>
        <translation>Кратко, итог каждого хода</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Dice &amp;animation:</source>
        <translation>&amp;Анимация костей:</translation>
    </message>
    <message>
        <source>Dice si&amp;ze:</source>
        <translation>&amp;Размер костей:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Full, every step and its reason</source>
        <translation>Полно, каждый шаг и его причина</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Крупные</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средние</translation>
    </message>
    <message>
        <source>No pause</source>
        <translation>Без паузы</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выключена</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Screen &amp;reader hears:</source>
        <translation>&amp;Чтение с экрана:</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Мелкие</translation>
    </message>
    <message>
        <source>T&amp;utor speaks before:</source>
        <translation>&amp;Наставник предупреждает перед:</translation>
    </message>
    <message>
        <source>Tutor mode</source>
        <translation>Наставник</translation>
    </message>
    <message>
        <source>Tutor mode &amp;for (never for the computer, never with the score keeper):</source>
        <translation>Наставник &amp;для (никогда для компьютера и при записи счёта):</translation>
    </message>
    <message>
        <source>Tutor mode for</source>
        <translation>Наставник для</translation>
    </message>
    <message>
        <source>Tutor mode is chosen per person in New game.</source>
        <translation>Наставника включают для каждого человека в «Новой игре».</translation>
    </message>
    <message>
        <source>What a screen reader is told at the table: brief says each turn in one sentence and what you can do after your throw; full says every step, the computer&apos;s reasons and all you can do. W says what you can do at any time.</source>
        <translation>Что программа чтения с экрана слышит за столом: кратко — каждый ход одной фразой и что можно сделать после броска; полно — каждый шаг, доводы компьютера и все возможные действия. W в любой момент говорит, что можно сделать.</translation>
    </message>
    <message>
        <source>With virtual dice, the table is covered until the next player takes the seat, so nobody sees another&apos;s dice by accident.</source>
        <translation>С виртуальными костями стол закрывается, пока следующий игрок не сядет за него, — чтобы никто случайно не увидел чужие кости.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>%1 banks %2, total %3.</source>
        <translation>%1 записывает %2, всего %3.</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks %3, total %4.</source>
        <translation>%1 откладывает %2 и записывает %3, всего %4.</translation>
    </message>
    <message>
        <source>%1 keeps %2, then zonks and loses %3.</source>
        <translation>%1 откладывает %2, затем зонк: потеряно %3.</translation>
    </message>
    <message>
        <source>%1 keeps %2, then zonks: nothing this turn.</source>
        <translation>%1 откладывает %2, затем зонк: за ход ничего.</translation>
    </message>
    <message>
        <source>%1 keeps %2.</source>
        <translation>%1 откладывает %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>%1 set aside %2 for %3.</source>
        <translation>%1 откладывает %2: %3.</translation>
    </message>
    <message>
        <source>%1 zonks and loses %2.</source>
        <translation>Зонк у игрока %1: потеряно %2.</translation>
    </message>
    <message>
        <source>%1 zonks: nothing this turn.</source>
        <translation>Зонк у игрока %1: за ход ничего.</translation>
    </message>
    <message>
        <source>%1, getting %2.</source>
        <translation>%1, выпадает %2.</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, затем %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Scoring dice: %1.</source>
        <translation>Приносят очки: %1.</translation>
    </message>
    <message>
        <source>W says what you can do at any time.</source>
        <translation>W в любой момент говорит, что можно сделать.</translation>
    </message>
    <message>
        <source>You can set aside %1.</source>
        <translation>Можно отложить %1.</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <source>%1 and %2 — games together: %3; %1 ahead: %4; %2 ahead: %5; level: %6.</source>
        <translation>%1 и %2 — игр вместе: %3; %1 выше: %4; %2 выше: %5; вровень: %6.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Head-to-head (who finished ahead)</source>
        <translation>&amp;Личные встречи (кто оказался выше)</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Период:</translation>
    </message>
    <message>
        <source>&amp;Ratings</source>
        <translation>&amp;Оценки</translation>
    </message>
    <message>
        <source>421s thrown</source>
        <translation>Выброшено 421</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Впереди</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <source>Average result</source>
        <translation>Средний результат</translation>
    </message>
    <message>
        <source>Average school result</source>
        <translation>Средний итог школы</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Позади</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>Лучший результат</translation>
    </message>
    <message>
        <source>Best school result</source>
        <translation>Лучший итог школы</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Лучшая серия</translation>
    </message>
    <message>
        <source>C&amp;hart:</source>
        <translation>&amp;Диаграмма:</translation>
    </message>
    <message>
        <source>CSV tables (*.csv);;All files (*)</source>
        <translation>Таблицы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Chips taken</source>
        <translation>Взято фишек</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Компьютер · %1</translation>
    </message>
    <message>
        <source>Count &amp;casual games</source>
        <translation>Считать игры &amp;не в зачёт</translation>
    </message>
    <message>
        <source>Crossed out</source>
        <translation>Вычеркнуто</translation>
    </message>
    <message>
        <source>Crossed out per game</source>
        <translation>Вычеркнуто за игру</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>&amp;Экспорт CSV…</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Экспорт статистики</translation>
    </message>
    <message>
        <source>Finished games both of them played</source>
        <translation>Законченные игры, в которых играли оба</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игр</translation>
    </message>
    <message>
        <source>Games in which the opponent finished ahead of the player</source>
        <translation>Игры, в которых соперник занял место выше игрока</translation>
    </message>
    <message>
        <source>Games in which the player finished ahead of the opponent</source>
        <translation>Игры, в которых игрок занял место выше соперника</translation>
    </message>
    <message>
        <source>Games in which they shared a place</source>
        <translation>Игры, в которых они поделили место</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Игр вместе</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>Хот дайс</translation>
    </message>
    <message>
        <source>Last 12 months</source>
        <translation>Последние 12 месяцев</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <source>Nénettes</source>
        <translation>Башек (221)</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>И&amp;грок:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Pr&amp;actice…</source>
        <translation>&amp;Тренировка…</translation>
    </message>
    <message>
        <source>Practise the positions where the chosen player&apos;s choices cost most</source>
        <translation>Потренироваться на позициях, где выбор игрока стоил дороже всего</translation>
    </message>
    <message>
        <source>Res&amp;ults</source>
        <translation>&amp;Результаты</translation>
    </message>
    <message>
        <source>Show as a &amp;table</source>
        <translation>Показать &amp;таблицей</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Статистика по игрокам</translation>
    </message>
    <message>
        <source>Straights</source>
        <translation>Порядков</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Серия</translation>
    </message>
    <message>
        <source>The first player of the pair</source>
        <translation>Первый игрок пары</translation>
    </message>
    <message>
        <source>The second player of the pair</source>
        <translation>Второй игрок пары</translation>
    </message>
    <message>
        <source>The statistics were exported as “%1”.</source>
        <translation>Статистика сохранена как «%1».</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Вровень</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходов</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Побед</translation>
    </message>
    <message>
        <source>Zdorovo!s</source>
        <translation>«Здорово!»</translation>
    </message>
    <message>
        <source>Zonk rate</source>
        <translation>Доля зонков</translation>
    </message>
    <message>
        <source>Zonks</source>
        <translation>Зонков</translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message numerus="yes">
        <source>%Ln finished game(s)</source>
        <translation>
            <numerusform>%Ln законченная игра</numerusform>
            <numerusform>%Ln законченные игры</numerusform>
            <numerusform>%Ln законченных игр</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln win(s)</source>
        <translation>
            <numerusform>%Ln победа</numerusform>
            <numerusform>%Ln победы</numerusform>
            <numerusform>%Ln побед</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (компьютер)</translation>
    </message>
    <message>
        <source>%1 has %2 this turn</source>
        <translation>%1 набирает за ход %2</translation>
    </message>
    <message>
        <source>%1 leaves the table</source>
        <translation>%1 выходит из-за стола</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 теряет %2</translation>
    </message>
    <message>
        <source>%1 scores nothing this turn</source>
        <translation>%1 ничего не набирает за ход</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Hot dice!</source>
        <translation>Хот дайс!</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Zonk!</source>
        <translation>Зонк!</translation>
    </message>
    <message>
        <source>no chips left — a winner</source>
        <translation>фишек не осталось — победа!</translation>
    </message>
    <message>
        <source>this turn %1</source>
        <translation>очки хода: %1</translation>
    </message>
    <message>
        <source>throw %1</source>
        <translation>бросок %1</translation>
    </message>
    <message>
        <source>throw %1 of %2</source>
        <translation>бросок %1 из %2</translation>
    </message>
</context>
<context>
    <name>TurnBannerWords</name>
    <message numerus="yes">
        <source>up to %n throws</source>
        <translation>
            <numerusform>до %n броска</numerusform>
            <numerusform>до %n бросков</numerusform>
            <numerusform>до %n бросков</numerusform>
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
        <translation>(Приблизительно: для этих правил нет точной таблицы.)</translation>
    </message>
    <message>
        <source>Keep my move (Enter)</source>
        <translation>Оставить мой ход (Enter)</translation>
    </message>
    <message>
        <source>Not played: choose again.</source>
        <translation>Ход не сделан: выберите снова.</translation>
    </message>
    <message>
        <source>Reconsider (Esc)</source>
        <translation>Передумать (Esc)</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Наставник</translation>
    </message>
    <message>
        <source>Tutor: %1</source>
        <translation>Наставник: %1</translation>
    </message>
    <message>
        <source>Weighing this move… Enter plays it now, Esc takes it back.</source>
        <translation>Взвешиваю этот ход… Enter — сыграть сейчас, Esc — отменить.</translation>
    </message>
    <message>
        <source>“%1” would cost %2 (%3). The advisor would choose: %4. Enter keeps your move, Esc lets you reconsider.</source>
        <translation>«%1» стоит %2 (%3). Советник выбрал бы: %4. Enter оставляет ваш ход, Esc — передумать.</translation>
    </message>
</context>
<context>
    <name>When</name>
    <message>
        <source>some time ago</source>
        <translation>некоторое время назад</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>сегодня в %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>вчера в %1</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 finished with %Ln point(s)</source>
        <translation>
            <numerusform>%1: итог — %Ln очко</numerusform>
            <numerusform>%1: итог — %Ln очка</numerusform>
            <numerusform>%1: итог — %Ln очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished with −%Ln point(s)</source>
        <translation>
            <numerusform>%1: итог — −%Ln очко</numerusform>
            <numerusform>%1: итог — −%Ln очка</numerusform>
            <numerusform>%1: итог — −%Ln очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 player(s)</source>
        <translation>
            <numerusform>%1 игрок</numerusform>
            <numerusform>%1 игрока</numerusform>
            <numerusform>%1 игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1, after a replay</source>
        <translation>%1, после переигровки</translation>
    </message>
    <message>
        <source>%1, after an extra game</source>
        <translation>%1, после дополнительной игры</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n кость</numerusform>
            <numerusform>%n кости</numerusform>
            <numerusform>%n костей</numerusform>
        </translation>
    </message>
    <message>
        <source>(first throw)</source>
        <translation>(первым броском)</translation>
    </message>
    <message>
        <source>(in a later series)</source>
        <translation>(в следующей серии)</translation>
    </message>
    <message>
        <source>&lt;%1%</source>
        <translation>&lt;%1 %</translation>
    </message>
    <message>
        <source>A die shows 1 to 6: correct the faces and try again.</source>
        <translation>На кости бывает от 1 до 6: исправьте значения и попробуйте снова.</translation>
    </message>
    <message>
        <source>A turn&apos;s result is entered when the turn starts: finish this turn on the sheet first.</source>
        <translation>Итог хода вводится в начале хода: сначала закончите этот ход на листе записи.</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Записать очки</translation>
    </message>
    <message>
        <source>Banked</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Banked — the points written down for the player so far.</source>
        <translation>Записано — очки игрока, уже записанные в его счёт.</translation>
    </message>
    <message>
        <source>Build on the previous score</source>
        <translation>Подхватить ход</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Chips — how many chips each player holds now.</source>
        <translation>Фишки — сколько фишек сейчас на руках у каждого игрока.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Cross out %1</source>
        <translation>Вычеркнуть: %1</translation>
    </message>
    <message>
        <source>Enter %1</source>
        <translation>Ввести %1</translation>
    </message>
    <message numerus="yes">
        <source>Enter %Ln point(s)</source>
        <translation>
            <numerusform>Ввести %Ln очко</numerusform>
            <numerusform>Ввести %Ln очка</numerusform>
            <numerusform>Ввести %Ln очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter a zonk</source>
        <translation>Ввести зонк</translation>
    </message>
    <message numerus="yes">
        <source>Enter exactly %n dice.</source>
        <translation>
            <numerusform>Введите ровно %n кость.</numerusform>
            <numerusform>Введите ровно %n кости.</numerusform>
            <numerusform>Введите ровно %n костей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter six of a kind</source>
        <translation>Ввести шесть одинаковых</translation>
    </message>
    <message>
        <source>Fresh start</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Игра %1</translation>
    </message>
    <message>
        <source>Game %1 — the total each player scored in this game of the match.</source>
        <translation>Игра %1 — сколько очков каждый игрок набрал в этой игре.</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно игр</translation>
    </message>
    <message>
        <source>Games won — how many games of the match each player has won.</source>
        <translation>Выиграно игр — сколько игр выиграл каждый игрок.</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Общий счёт</translation>
    </message>
    <message>
        <source>Match total — the totals of all the games played so far, added up.</source>
        <translation>Общий счёт — сумма итогов всех сыгранных до сих пор игр.</translation>
    </message>
    <message>
        <source>No dice are waiting to be thrown: choose what to do with these.</source>
        <translation>Бросать сейчас нечего: решите, что делать с этими костями.</translation>
    </message>
    <message>
        <source>No turn scores exactly that: check the points.</source>
        <translation>Ни один ход не даёт ровно столько: проверьте очки.</translation>
    </message>
    <message>
        <source>Not corrected: after it, %1&apos;s later move &quot;%2&quot; would not be allowed. Nothing was changed; correct that move first, or undo back to here.</source>
        <translation>Не исправлено: после этого более поздний ход игрока %1 «%2» стал бы недопустим. Ничего не изменено; сначала исправьте тот ход или отмените всё до этого места.</translation>
    </message>
    <message>
        <source>Not corrected: after it, the later move &quot;%2&quot; would not be allowed. Nothing was changed; correct that move first, or undo back to here.</source>
        <translation>Не исправлено: после этого более поздний ход «%2» стал бы недопустим. Ничего не изменено; сначала исправьте тот ход или отмените всё до этого места.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Round %1 — every player still in the game takes one turn.</source>
        <translation>Раунд %1 — каждый оставшийся в игре игрок делает по одному ходу.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раундов:</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Записать: %1</translation>
    </message>
    <message>
        <source>Set aside %1</source>
        <translation>Отложить %1</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>Settlement — what each player receives (plus) or pays (minus) when the game is settled.</source>
        <translation>Расчёт — сколько каждый игрок получает (плюс) или платит (минус) по итогам игры.</translation>
    </message>
    <message>
        <source>Settlement, rounded</source>
        <translation>Расчёт, округлённо</translation>
    </message>
    <message>
        <source>Settlement, rounded — the settlement in whole units, rounded so that the payments still balance.</source>
        <translation>Расчёт, округлённо — расчёт в целых единицах, округлённый так, чтобы платежи по-прежнему сходились.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Сейчас так нельзя.</translation>
    </message>
    <message>
        <source>That is not allowed now; the buttons show what you can do.</source>
        <translation>Сейчас так нельзя: что можно сделать, показывают кнопки.</translation>
    </message>
    <message>
        <source>That is what the sheet already says: change a value to correct it.</source>
        <translation>На листе уже записано именно это: чтобы исправить, измените значение.</translation>
    </message>
    <message>
        <source>That move could not be read.</source>
        <translation>Не удалось разобрать этот ход.</translation>
    </message>
    <message>
        <source>The game is over: start a rematch or a new game.</source>
        <translation>Игра окончена: сыграйте ещё раз или начните новую игру.</translation>
    </message>
    <message>
        <source>The number of throws is out of range: choose 1 up to the throws allowed now.</source>
        <translation>Недопустимое число бросков: выберите от 1 до числа, разрешённого сейчас.</translation>
    </message>
    <message>
        <source>The rules do not allow that there: choose another value.</source>
        <translation>Правила не допускают здесь такого: выберите другое значение.</translation>
    </message>
    <message>
        <source>The table throws the dice: press Roll (R).</source>
        <translation>Кости бросает программа: нажмите «Бросить» (R).</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Очки хода</translation>
    </message>
    <message>
        <source>This turn — the points gathered in the current turn and not yet banked.</source>
        <translation>Очки хода — очки, набранные в текущем ходе и ещё не записанные.</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Throw %1</source>
        <translation>Бросок: %1</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Бросить ещё раз</translation>
    </message>
    <message>
        <source>Throw again, keeping nothing</source>
        <translation>Перебросить, ничего не оставив</translation>
    </message>
    <message>
        <source>Throw the dice first (R).</source>
        <translation>Сначала бросьте кости (R).</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Бросков:</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Total — each player&apos;s score so far: the sum of the rows above.</source>
        <translation>Итого — счёт каждого игрока на данный момент: сумма строк выше.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>Turn %1 — what each player scored in this turn.</source>
        <translation>Ход %1 — сколько каждый игрок набрал за этот ход.</translation>
    </message>
    <message>
        <source>Type the faces of your throw and press Enter.</source>
        <translation>Введите, что выпало на костях, и нажмите Enter.</translation>
    </message>
    <message>
        <source>Type the turn&apos;s points as one whole number (0 for a zonk).</source>
        <translation>Введите очки хода одним целым числом (0 — зонк).</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message numerus="yes">
        <source>about %n min</source>
        <translation>
            <numerusform>около %n мин</numerusform>
            <numerusform>около %n мин</numerusform>
            <numerusform>около %n мин</numerusform>
        </translation>
    </message>
    <message>
        <source>after the final round</source>
        <translation>после последнего круга</translation>
    </message>
    <message>
        <source>all rounds played</source>
        <translation>все раунды сыграны</translation>
    </message>
    <message>
        <source>corrected: a throw was %1</source>
        <translation>исправлено: был бросок %1</translation>
    </message>
    <message>
        <source>corrected: was %1</source>
        <translation>исправлено: было «%1»</translation>
    </message>
    <message numerus="yes">
        <source>corrected: was %1 after %n throw(s)</source>
        <translation>
            <numerusform>исправлено: было %1 после %n броска</numerusform>
            <numerusform>исправлено: было %1 после %n бросков</numerusform>
            <numerusform>исправлено: было %1 после %n бросков</numerusform>
        </translation>
    </message>
    <message>
        <source>corrected: was %1, crossed out</source>
        <translation>исправлено: было вычеркнуто «%1»</translation>
    </message>
    <message numerus="yes">
        <source>corrected: was %Ln point(s)</source>
        <translation>
            <numerusform>исправлено: было %Ln очко</numerusform>
            <numerusform>исправлено: было %Ln очка</numerusform>
            <numerusform>исправлено: было %Ln очков</numerusform>
        </translation>
    </message>
    <message>
        <source>corrected: was a zonk</source>
        <translation>исправлено: был зонк</translation>
    </message>
    <message>
        <source>corrected: was six %1s</source>
        <translation>исправлено: было шесть одинаковых (%1)</translation>
    </message>
    <message>
        <source>corrected: was written in %1</source>
        <translation>исправлено: было записано в «%1»</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>вычеркнуто</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>с ходу</translation>
    </message>
    <message>
        <source>highest total</source>
        <translation>наибольшая сумма</translation>
    </message>
    <message>
        <source>highest turn score</source>
        <translation>наибольшие очки за ход</translation>
    </message>
    <message>
        <source>most games won</source>
        <translation>больше всех выигранных игр</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>six of a kind</source>
        <translation>шесть одинаковых</translation>
    </message>
    <message>
        <source>target reached</source>
        <translation>цель достигнута</translation>
    </message>
    <message>
        <source>the correction</source>
        <translation>Исправление</translation>
    </message>
    <message>
        <source>the game is complete</source>
        <translation>игра сыграна до конца</translation>
    </message>
    <message>
        <source>the last player holding chips loses</source>
        <translation>проигрывает последний, у кого остались фишки</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>zonk</source>
        <translation>зонк</translation>
    </message>
</context>
<context>
    <name>Zanzibar</name>
    <message>
        <source>%1 stands on %2.</source>
        <translation>%1 останавливается на комбинации %2.</translation>
    </message>
    <message>
        <source>%1 threw the best of all</source>
        <translation>%1 выбрасывает самую сильную комбинацию</translation>
    </message>
    <message numerus="yes">
        <source>%1: rank %2 of %3, worth %n chip(s).</source>
        <translation>
            <numerusform>%1: место %2 из %3 по силе, стоит %n фишку.</numerusform>
            <numerusform>%1: место %2 из %3 по силе, стоит %n фишки.</numerusform>
            <numerusform>%1: место %2 из %3 по силе, стоит %n фишек.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in the pot: loading, then unloading; the last player holding chips loses.</source>
        <translation>
            <numerusform>%n фишка в банке: сначала набор, потом сброс; проигрывает тот, у кого последним останутся фишки.</numerusform>
            <numerusform>%n фишки в банке: сначала набор, потом сброс; проигрывает тот, у кого последним останутся фишки.</numerusform>
            <numerusform>%n фишек в банке: сначала набор, потом сброс; проигрывает тот, у кого последним останутся фишки.</numerusform>
        </translation>
    </message>
    <message>
        <source>221, the nénette, is the weakest combination, yet worth 4 chips; in the text those count only when everyone has 221. House rules make a loser with 221 take at least 4 chips, or 4 more than the best combination is worth.</source>
        <translation>Башка, 221, слабее всех комбинаций, но стоит 4 фишки; по тексту они идут в счёт, только если у всех 221. По домашним правилам проигравший с 221 берёт не меньше 4 фишек или на 4 больше, чем стоит лучшая комбинация.</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>421 — the dice 4, 2 and 1: the strongest combination of all, worth 10 chips.</source>
        <translation>421 — кости 4, 2 и 1: самая сильная комбинация из всех, стоит 10 фишек.</translation>
    </message>
    <message>
        <source>421!</source>
        <translation>421!</translation>
    </message>
    <message>
        <source>Any other combination — 1 chip. It ranks by its dice from the highest down; a pair earns no extra rank.</source>
        <translation>Любая другая комбинация — 1 фишка. Сила определяется костями от старшей к младшей; пара никакого преимущества не даёт.</translation>
    </message>
    <message>
        <source>As the text says, nobody may throw more times than the player before him did, so the limit can only go down during a round. Or the starter alone sets the limit for the whole round.</source>
        <translation>Как сказано в тексте, никто не может бросать больше раз, чем предыдущий игрок, так что за раунд лимит может только уменьшаться. Или лимит на весь раунд задаёт один начинающий.</translation>
    </message>
    <message numerus="yes">
        <source>Best hand %1; %2 has the worst, %3, and is due %n chip(s).</source>
        <translation>
            <numerusform>Лучшая комбинация — %1, худшая — %3 (%2); стоимость — %n фишка.</numerusform>
            <numerusform>Лучшая комбинация — %1, худшая — %3 (%2); стоимость — %n фишки.</numerusform>
            <numerusform>Лучшая комбинация — %1, худшая — %3 (%2); стоимость — %n фишек.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chain — three dice in a row, 654, 543, 432 or 321: 2 chips. The higher the first die, the higher the chain; chains rank below all triples and pures.</source>
        <translation>Цепочка — три числа подряд, 654, 543, 432 или 321: 2 фишки. Чем больше первая кость, тем сильнее цепочка; все цепочки слабее любых троек и чистых.</translation>
    </message>
    <message>
        <source>Chips — how many chips each player holds now. The aim is to have none: the last player holding chips loses.</source>
        <translation>Фишки — сколько фишек сейчас на руках у каждого игрока. Цель — избавиться от всех: проигрывает последний, у кого остались фишки.</translation>
    </message>
    <message>
        <source>Chips: %1</source>
        <translation>Фишки: %1</translation>
    </message>
    <message>
        <source>Every other hand, by its dice (examples)</source>
        <translation>Все остальные комбинации, по старшинству костей (примеры)</translation>
    </message>
    <message>
        <source>How many chips are in the pot at the start. 21 is usual; fewer make a shorter game, more a longer one.</source>
        <translation>Сколько фишек лежит на столе в начале игры. Обычно 21; с меньшим числом партия короче, с большим — длиннее.</translation>
    </message>
    <message>
        <source>It beats %1, the best hand so far.</source>
        <translation>Бьёт %1 — пока лучшую комбинацию раунда.</translation>
    </message>
    <message>
        <source>It beats %1, the lowest hand so far.</source>
        <translation>Бьёт %1 — пока худшую комбинацию раунда.</translation>
    </message>
    <message>
        <source>It does not beat %1, the best hand so far.</source>
        <translation>Не бьёт %1 — пока лучшую комбинацию раунда.</translation>
    </message>
    <message>
        <source>It does not beat even %1, the lowest hand so far.</source>
        <translation>Не бьёт даже %1 — пока худшую комбинацию раунда.</translation>
    </message>
    <message>
        <source>Loading begins: the worst hand takes chips from the pot.</source>
        <translation>Начинается загрузка: худшая комбинация раунда берёт фишки со стола.</translation>
    </message>
    <message>
        <source>Nénette (221)</source>
        <translation>Башка (221)</translation>
    </message>
    <message>
        <source>Nénette (221) — the weakest combination of all, yet worth 4 chips. As standard those count only when everyone has 221, since the chips follow the round&apos;s best combination.</source>
        <translation>Башка (221) — самая слабая комбинация из всех, но стоит 4 фишки. По стандартным правилам они идут в счёт, только если у всех 221, ведь число фишек определяет лучшая комбинация раунда.</translation>
    </message>
    <message>
        <source>Playing “dry”: while loading, each player throws only once, with no re-throws. Unloading is played with up to three throws as usual.</source>
        <translation>Игра «всухую»: во время загрузки каждый бросает кости только один раз, без перебросов. Разгрузка идёт как обычно, до трёх бросков.</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>На столе: %1</translation>
    </message>
    <message>
        <source>Pure — two aces and another die from 2 to 6: as many chips as that die. A pure beats every lower triple.</source>
        <translation>Чистая — два туза и третья кость от 2 до 6: столько фишек, сколько на этой кости. Чистая бьёт любую тройку меньшей стоимости.</translation>
    </message>
    <message>
        <source>Round %1 — each player&apos;s final dice, and the chips he received (plus) or gave away (minus) in this round.</source>
        <translation>Раунд %1 — последние кости каждого игрока и фишки, которые он получил (плюс) или отдал (минус) в этом раунде.</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>Цепочки</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Начинает: %1</translation>
    </message>
    <message>
        <source>Still in: %1</source>
        <translation>В игре: %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановиться</translation>
    </message>
    <message>
        <source>The best hands</source>
        <translation>Сильнейшие комбинации</translation>
    </message>
    <message>
        <source>The lowest hand</source>
        <translation>Самая слабая комбинация</translation>
    </message>
    <message>
        <source>Three aces (111)</source>
        <translation>Тройка тузов (111)</translation>
    </message>
    <message>
        <source>Three aces (111) — three dice showing 1: worth 7 chips, second only to 421.</source>
        <translation>Тройка тузов (111) — три единицы: стоит 7 фишек, уступает только 421.</translation>
    </message>
    <message>
        <source>Three dice and 21 chips: load up, unload, and don&apos;t be the last one holding.</source>
        <translation>Три кости и 21 фишка: загрузка, разгрузка — и не останьтесь последним с фишками на руках.</translation>
    </message>
    <message>
        <source>Throw limit %1</source>
        <translation>Лимит бросков: %1</translation>
    </message>
    <message>
        <source>Triple — three dice of the same face, 222 to 666: as many chips as the face. As standard, a triple beats the pure of the same value.</source>
        <translation>Тройка — три кости с одним числом, от 222 до 666: столько фишек, сколько это число. По стандартным правилам тройка бьёт чистую той же стоимости.</translation>
    </message>
    <message>
        <source>Triples and pure hands</source>
        <translation>Тройки и чистые</translation>
    </message>
    <message>
        <source>Unloading begins: the best hand now gives chips to the worst.</source>
        <translation>Начинается разгрузка: теперь лучшая комбинация отдаёт фишки худшей.</translation>
    </message>
    <message>
        <source>Which ranks higher at equal value, a triple or a pure (two aces and another die). As in the text, the triple: 666 beats 611, 555 beats 511. Some French bars rank the pure higher.</source>
        <translation>Что сильнее при равной стоимости — тройка или чистая (два туза и третья кость). Как в тексте — тройка: 666 бьёт 611, 555 бьёт 511. В некоторых французских барах сильнее считают чистую.</translation>
    </message>
    <message>
        <source>Who starts the first round: the highest throw of one die, ties throwing again; a player chosen at random; or the first player at the table. Every later round is started by the loser of the round before.</source>
        <translation>Кто начинает первый раунд: выбросивший больше на одной кости (при равенстве перебрасывают), случайно выбранный игрок или первый игрок за столом. Каждый следующий раунд начинает проигравший предыдущего.</translation>
    </message>
    <message>
        <source>Zanzibar (421)</source>
        <translation>Занзибар (421)</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>загрузка</translation>
    </message>
    <message>
        <source>the loser takes 4 chips more</source>
        <translation>проигравший берёт на 4 фишки больше</translation>
    </message>
    <message>
        <source>the loser takes at least 4 chips</source>
        <translation>проигравший берёт не меньше 4 фишек</translation>
    </message>
    <message>
        <source>the lowest hand of all</source>
        <translation>самая слабая комбинация</translation>
    </message>
    <message>
        <source>unloading</source>
        <translation>разгрузка</translation>
    </message>
</context>
<context>
    <name>Zdorovo</name>
    <message>
        <source>%1 threw five alike</source>
        <translation>%1 выбрасывает пять одинаковых</translation>
    </message>
    <message>
        <source>A series of games</source>
        <translation>Серия игр</translation>
    </message>
    <message>
        <source>Big hand</source>
        <translation>Биг-хэнд</translation>
    </message>
    <message>
        <source>Big hand — any five dice: their total.</source>
        <translation>Биг-хэнд — любые пять костей: их сумма.</translation>
    </message>
    <message>
        <source>Big straight</source>
        <translation>Биг-стрейт</translation>
    </message>
    <message>
        <source>Big straight — 2-3-4-5-6: 25 points.</source>
        <translation>Биг-стрейт — 2-3-4-5-6: 25 очков.</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Eleven combinations, three throws a turn, and fifty for five alike.</source>
        <translation>Одиннадцать комбинаций, три броска за ход и пятьдесят очков за пять одинаковых.</translation>
    </message>
    <message>
        <source>Extra game</source>
        <translation>Дополнительная игра</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Пятёрки</translation>
    </message>
    <message>
        <source>Fives — five points for each 5.</source>
        <translation>Пятёрки — пять очков за каждую пятёрку.</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Четвёрки</translation>
    </message>
    <message>
        <source>Fours — four points for each 4.</source>
        <translation>Четвёрки — четыре очка за каждую четвёрку.</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Фул-хаус</translation>
    </message>
    <message>
        <source>Full house — three dice of one value and two of another: the total of the five dice. As standard, five alike are not a full house.</source>
        <translation>Фул-хаус — три кости одного достоинства и две другого: сумма всех пяти костей. По стандартным правилам пять одинаковых — не фул-хаус.</translation>
    </message>
    <message>
        <source>Games until someone&apos;s match total reaches %1.</source>
        <translation>Партии, пока чья-то общая сумма не достигнет %1.</translation>
    </message>
    <message>
        <source>Games up to a target score</source>
        <translation>Игры до определённого счёта</translation>
    </message>
    <message>
        <source>Games won — the games of the series each player has won; whoever wins the most is the overall winner.</source>
        <translation>Выиграно игр — сколько игр серии выиграл каждый игрок; кто выиграет больше всех, тот и абсолютный победитель.</translation>
    </message>
    <message>
        <source>How many games a series has. The text gives no number; we chose three.</source>
        <translation>Сколько игр в серии. Текст числа не называет; мы выбрали три.</translation>
    </message>
    <message>
        <source>How many throws a turn has. The text lets players throw “once more”, which may mean a single re-throw; we play three throws, as in Cheerio and every game of the Yacht family.</source>
        <translation>Сколько бросков в ходе. Текст разрешает бросить кости «ещё раз», что можно понять как один переброс; мы играем тремя бросками, как в английской «Черио» и во всех играх семейства «Яхты».</translation>
    </message>
    <message>
        <source>Little straight</source>
        <translation>Литтл-стрейт</translation>
    </message>
    <message>
        <source>Little straight — 1-2-3-4-5: 20 points.</source>
        <translation>Литтл-стрейт — 1-2-3-4-5: 20 очков.</translation>
    </message>
    <message>
        <source>Match total — the totals of the games so far, added up; the first to reach the target wins.</source>
        <translation>Общий счёт — сумма итогов сыгранных игр; побеждает тот, кто первым достигнет цели.</translation>
    </message>
    <message>
        <source>Off, as the text says (“three dice of one value and two of another”): five alike are no full house. On: they count as one too.</source>
        <translation>Выключено, как в тексте («три кости одного достоинства и две кости другого»): пять одинаковых — не фул-хаус. Включено: они тоже считаются фул-хаусом.</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Одна игра</translation>
    </message>
    <message>
        <source>One game: 11 turns each; the highest total wins.</source>
        <translation>Одна партия: по 11 ходов; побеждает наибольшая сумма.</translation>
    </message>
    <message>
        <source>One game; a series, won by whoever wins the most games; or game after game, the totals added up, until someone reaches the target score. A tie for the win is settled by an extra game.</source>
        <translation>Одна игра; серия, в которой побеждает выигравший больше игр; или игра за игрой с суммированием итогов, пока кто-нибудь не наберёт нужный счёт. Равенство в борьбе за победу решает дополнительная игра.</translation>
    </message>
    <message>
        <source>Ones</source>
        <translation>Единицы</translation>
    </message>
    <message>
        <source>Ones to sixes</source>
        <translation>От единиц до шестёрок</translation>
    </message>
    <message>
        <source>Ones — one point for each 1.</source>
        <translation>Единицы — одно очко за каждую единицу.</translation>
    </message>
    <message>
        <source>Playing to a target: the totals of the games add up, checked after each game, and the first to reach this score wins. The text gives no number; we chose 500.</source>
        <translation>Игра до счёта: итоги игр складываются и проверяются после каждой игры, и побеждает тот, кто первым наберёт этот счёт. Текст числа не называет; мы выбрали 500.</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Шестёрки</translation>
    </message>
    <message>
        <source>Sixes — six points for each 6.</source>
        <translation>Шестёрки — шесть очков за каждую шестёрку.</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Тройки</translation>
    </message>
    <message>
        <source>Threes — three points for each 3.</source>
        <translation>Тройки — три очка за каждую тройку.</translation>
    </message>
    <message>
        <source>Throws per turn</source>
        <translation>Бросков за ход</translation>
    </message>
    <message>
        <source>Total — the sum of the eleven combinations in this game.</source>
        <translation>Итого — сумма одиннадцати комбинаций в этой игре.</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Двойки</translation>
    </message>
    <message>
        <source>Twos — two points for each 2.</source>
        <translation>Двойки — два очка за каждую двойку.</translation>
    </message>
    <message>
        <source>What you play</source>
        <translation>Что играем</translation>
    </message>
    <message>
        <source>Zdorovo!</source>
        <translation>Здорово!</translation>
    </message>
    <message>
        <source>Zdorovo! — five dice of the same value: always 50.</source>
        <translation>Здорово! — пять костей одного достоинства: всегда 50.</translation>
    </message>
</context>
<context>
    <name>ZdorovoWords</name>
    <message numerus="yes">
        <source>A series of %n game(s); the most games won wins.</source>
        <translation>
            <numerusform>Серия из %n партии; побеждает тот, кто выиграл больше партий.</numerusform>
            <numerusform>Серия из %n партий; побеждает тот, кто выиграл больше партий.</numerusform>
            <numerusform>Серия из %n партий; побеждает тот, кто выиграл больше партий.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Zonk</name>
    <message>
        <source>%1 throws again, keeping nothing.</source>
        <translation>%1 перебрасывает, ничего не оставив.</translation>
    </message>
    <message>
        <source>%1 throws all six again, giving up %2 of this series.</source>
        <translation>%1 перебрасывает все шесть костей и отказывается от очков серии (%2).</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 выигрывает партию</translation>
    </message>
    <message>
        <source>%1 wins the round</source>
        <translation>%1 выигрывает раунд</translation>
    </message>
    <message>
        <source>A duel is a single round, one turn each: the higher turn score wins. Several rounds add up each player&apos;s banked turns and settle the totals through the bank. As standard, two players play a duel and three or more play several rounds.</source>
        <translation>В дуэли играют один раунд, по одному ходу на каждого: выигрывает больший результат. В игре на несколько раундов записанные ходы каждого игрока складываются, а суммы рассчитываются через банк. По стандартным правилам вдвоём играют дуэль, втроём и больше — несколько раундов.</translation>
    </message>
    <message>
        <source>A duel: one turn each; the higher turn wins the stake.</source>
        <translation>Дуэль: по одному ходу; больший результат забирает ставку.</translation>
    </message>
    <message>
        <source>A duel: one turn each; the lower turn pays the difference.</source>
        <translation>Дуэль: по одному ходу; меньший результат платит разницу.</translation>
    </message>
    <message>
        <source>A variant the original mentions: after a throw with a combination, you may keep nothing and throw again. What you let go scores nothing, and the new throw still counts as one of the series&apos; three. It cannot be played together with setting aside every combination.</source>
        <translation>Вариация из исходного текста: после броска с комбинацией можно ничего не оставлять и бросить снова. От чего вы отказались, очков не приносит, а новый бросок всё равно засчитывается в три броска серии. Несовместимо с обязательным откладыванием всех комбинаций.</translation>
    </message>
    <message>
        <source>A variant the original mentions: after each throw, every die that is part of a combination is set aside at once and scored the best way. It cannot be played together with the free re-throw.</source>
        <translation>Вариация из исходного текста: после каждого броска все кости, входящие в какую-либо комбинацию, сразу откладываются и считаются самым выгодным способом. Несовместимо со свободным перебросом.</translation>
    </message>
    <message>
        <source>Combinations of all six dice</source>
        <translation>Комбинации из всех шести костей</translation>
    </message>
    <message>
        <source>Five %1s</source>
        <translation>Пять одинаковых (%1)</translation>
    </message>
    <message>
        <source>Five %1s — five dice showing %1, from one throw: 100 plus the rank of the face. Each face ranks as its own number, except the 1, which ranks 7.</source>
        <translation>Пять одинаковых (%1) — пять костей с числом %1 из одного броска: 100 плюс достоинство числа. Достоинство равно самому числу, кроме единицы: она считается за 7.</translation>
    </message>
    <message>
        <source>Four %1s</source>
        <translation>Четыре одинаковых (%1)</translation>
    </message>
    <message>
        <source>Four %1s — four dice showing %1, from one throw: 40 plus the rank of the face. Each face ranks as its own number, except the 1, which ranks 7.</source>
        <translation>Четыре одинаковых (%1) — четыре кости с числом %1 из одного броска: 40 плюс достоинство числа. Достоинство равно самому числу, кроме единицы: она считается за 7.</translation>
    </message>
    <message>
        <source>How a game of several rounds ends: when the leader&apos;s total reaches the target score, or after an agreed number of rounds. The original allows both.</source>
        <translation>Как кончается игра на несколько раундов: когда сумма лидера достигнет цели или после договорённого числа раундов. Исходный текст допускает и то и другое.</translation>
    </message>
    <message>
        <source>In a game settled in points — a duel on the difference, or the bank — what every other player pays the thrower of six alike, times the money per point. 0 means the target score; the original names no amount.</source>
        <translation>При расчёте по очкам (в дуэли на разницу или через банк): сколько очков каждый из остальных игроков платит выбросившему шесть одинаковых (платёж — эти очки, умноженные на цену очка). 0 — сумма, равная цели партии; исходный текст сумму не называет.</translation>
    </message>
    <message>
        <source>Off: the same player starts every round. On: the first player moves one seat on, clockwise, with each new round.</source>
        <translation>Выключено: каждый раунд начинает один и тот же игрок. Включено: с каждым новым раундом первый ход переходит к следующему игроку по часовой стрелке.</translation>
    </message>
    <message>
        <source>Off: three pairs must be three different pairs. On: four alike and a pair, such as 2 2 2 2 3 3, count as three pairs too.</source>
        <translation>Выключено: три пары должны быть тремя разными парами. Включено: четыре одинаковых и пара, например 2 2 2 2 3 3, тоже считаются тремя парами.</translation>
    </message>
    <message>
        <source>On: when you throw again, you throw all the dice not set aside. Off: you choose which of them to throw and may hold the others back.</source>
        <translation>Включено: при перебросе бросаются все неотложенные кости. Выключено: вы сами выбираете, какие из них бросать, а остальные можете придержать.</translation>
    </message>
    <message>
        <source>On: you may keep a smaller combination out of a larger one — three 4s out of four 4s, or 1 1 out of three 1s — and throw more dice again. Off: the combination you keep must use every die of that face it can.</source>
        <translation>Включено: можно взять меньшую комбинацию из большей — три четвёрки из четырёх или 1 1 из трёх единиц — и перебросить больше костей. Выключено: оставленная комбинация должна включать все кости этого номинала, какие в неё могут войти.</translation>
    </message>
    <message>
        <source>One 1</source>
        <translation>Одна единица</translation>
    </message>
    <message>
        <source>One 1 — a single 1: 2 points.</source>
        <translation>Одна единица — единица поодиночке: 2 очка.</translation>
    </message>
    <message>
        <source>One 5</source>
        <translation>Одна пятёрка</translation>
    </message>
    <message>
        <source>One 5 — a single 5: 1 point.</source>
        <translation>Одна пятёрка — пятёрка поодиночке: 1 очко.</translation>
    </message>
    <message>
        <source>Ones and fives</source>
        <translation>Единицы и пятёрки</translation>
    </message>
    <message>
        <source>Only when six alike win in the first throw of a turn: six alike thrown later, in a new series after hot dice, then score as two triples.</source>
        <translation>Действует, только если шесть одинаковых выигрывают лишь при первом броске хода: тогда шесть одинаковых, выпавшие позже — в новой серии после хот дайс, — считаются двумя тройками.</translation>
    </message>
    <message>
        <source>Playing a number of rounds, how many are played; the original says “as a rule not less than 10”.</source>
        <translation>Сколько раундов играют в игре по числу раундов; в исходном тексте — «как правило — не меньше 10 раундов».</translation>
    </message>
    <message>
        <source>Playing several rounds to a target, the game ends once the leader&apos;s total reaches this score; the original says “as a rule not less than 500”. As standard it is also what six of a kind costs each other player in a game settled in points.</source>
        <translation>В игре на несколько раундов до суммы партия кончается, когда сумма лидера достигнет этого счёта; в исходном тексте — «как правило — не меньше 500 очков». По стандартным правилам столько же платит каждый из остальных игроков за шесть одинаковых при расчёте по очкам.</translation>
    </message>
    <message>
        <source>Round %1 — the turn score each player banked in this round; a zonk scores 0.</source>
        <translation>Раунд %1 — очки хода, которые каждый игрок записал в этом раунде; зонк — это 0.</translation>
    </message>
    <message>
        <source>Rounds until someone has %1 points; then the totals are settled through the bank.</source>
        <translation>Раунды, пока у кого-то не будет %1 очков; затем суммы рассчитываются через банк.</translation>
    </message>
    <message>
        <source>Series %1</source>
        <translation>Серия %1</translation>
    </message>
    <message>
        <source>Settlement — what each player gains (plus) or pays (minus). After several rounds it is his total minus the average, times the money per point; in a duel, the stake or the difference.</source>
        <translation>Расчёт — сколько каждый игрок получает (плюс) или платит (минус). После нескольких раундов это разница между его суммой и средним, умноженная на цену очка; в дуэли — ставка или разница очков.</translation>
    </message>
    <message>
        <source>Settlement, rounded — the settlement in whole units of money: everyone is rounded down, and the units left over go to the largest remainders, so that the bank still balances.</source>
        <translation>Расчёт, округлённо — расчёт в целых денежных единицах: всем округляют в меньшую сторону, а оставшиеся единицы достаются наибольшим остаткам, чтобы банк сошёлся.</translation>
    </message>
    <message>
        <source>Six dice, three throws a series: keep one combination each throw, and stop before a zonk burns the turn.</source>
        <translation>Шесть костей, три броска на серию: с каждого броска оставляйте одну комбинацию и вовремя остановитесь, пока зонк не сжёг очки хода.</translation>
    </message>
    <message>
        <source>Six of a kind</source>
        <translation>Шесть одинаковых</translation>
    </message>
    <message>
        <source>Six of a kind — all six dice alike in a throw of six dice: it wins at once, the game or the round as the options say.</source>
        <translation>Шесть одинаковых — все шесть костей одинаковые в броске шести костей: сразу приносят победу — в партии или в раунде, как задано в вариантах правил.</translation>
    </message>
    <message>
        <source>Six of a kind!</source>
        <translation>Шесть одинаковых!</translation>
    </message>
    <message>
        <source>Six of a kind! %1 wins the game.</source>
        <translation>Шесть одинаковых! %1 выигрывает партию.</translation>
    </message>
    <message>
        <source>Six of a kind! %1 wins the round.</source>
        <translation>Шесть одинаковых! %1 выигрывает раунд.</translation>
    </message>
    <message>
        <source>Straight 1-2-3-4-5-6</source>
        <translation>123456 (шесть разных)</translation>
    </message>
    <message>
        <source>Straight 1-2-3-4-5-6 — all six dice different: 80 points.</source>
        <translation>123456 (шесть разных) — все шесть костей разные: 80 очков.</translation>
    </message>
    <message>
        <source>Three %1s</source>
        <translation>Три одинаковых (%1)</translation>
    </message>
    <message>
        <source>Three %1s — three dice showing %1, from one throw: 30 plus the rank of the face. Each face ranks as its own number, except the 1, which ranks 7.</source>
        <translation>Три одинаковых (%1) — три кости с числом %1 из одного броска: 30 плюс достоинство числа. Достоинство равно самому числу, кроме единицы: она считается за 7.</translation>
    </message>
    <message>
        <source>Three pairs</source>
        <translation>Три пары</translation>
    </message>
    <message>
        <source>Three pairs score 70 and two triples 90, plus the highest face. Off: a 1 counts as 1 there. On: a 1 counts 7, as it does in three, four and five alike.</source>
        <translation>Три пары стоят 70, а две тройки 90, плюс старшее число. Выключено: единица в них считается за 1. Включено: единица считается за 7, как в трёх, четырёх и пяти одинаковых.</translation>
    </message>
    <message>
        <source>Three pairs — all six dice as three different pairs: 70 plus the highest face. As standard, a 1 counts as 1 here.</source>
        <translation>Три пары — все шесть костей образуют три разные пары: 70 плюс старшее число. По стандартным правилам единица здесь считается за 1.</translation>
    </message>
    <message>
        <source>Three, four and five alike</source>
        <translation>Три, четыре и пять одинаковых</translation>
    </message>
    <message>
        <source>Total — each player&apos;s game total: the sum of the turn scores he banked.</source>
        <translation>Итого — итог каждого игрока в партии: сумма очков за ходы, которые он записал.</translation>
    </message>
    <message>
        <source>Two 1s</source>
        <translation>Две единицы</translation>
    </message>
    <message>
        <source>Two 1s — two 1s from one throw, kept together as one combination: 4 points.</source>
        <translation>Две единицы — две единицы из одного броска, оставленные вместе как одна комбинация: 4 очка.</translation>
    </message>
    <message>
        <source>Two 5s</source>
        <translation>Две пятёрки</translation>
    </message>
    <message>
        <source>Two 5s — two 5s from one throw, kept together as one combination: 3 points.</source>
        <translation>Две пятёрки — две пятёрки из одного броска, оставленные вместе как одна комбинация: 3 очка.</translation>
    </message>
    <message>
        <source>Two triples</source>
        <translation>Две тройки</translation>
    </message>
    <message>
        <source>Two triples — all six dice as three of one face and three of another: 90 plus the higher face. As standard, a 1 counts as 1 here.</source>
        <translation>Две тройки — все шесть костей как три одного номинала и три другого: 90 плюс старшее из двух чисел. По стандартным правилам единица здесь считается за 1.</translation>
    </message>
    <message>
        <source>What a duel is played for. On a stake, the winner takes the stake agreed beforehand. On the difference, the loser pays the difference between the two turn scores, times the money per point.</source>
        <translation>На что играют дуэль. При игре на ставку победитель забирает заранее оговорённую ставку. При игре на разницу проигравший платит разницу результатов двух ходов, умноженную на цену очка.</translation>
    </message>
    <message>
        <source>What a free re-throw throws: only the dice just thrown, or all six dice, which cancels the points set aside earlier in the series.</source>
        <translation>Что бросают при свободном перебросе: только что брошенные кости или все шесть — тогда очки, отложенные раньше в этой серии, сгорают.</translation>
    </message>
    <message>
        <source>What happens when both turn scores of a duel are equal: a draw, with the stake returned, or the duel is played again. The original does not say.</source>
        <translation>Что происходит, если в дуэли результаты обоих ходов равны: ничья с возвратом ставки или дуэль переигрывается. Исходный текст об этом молчит.</translation>
    </message>
    <message>
        <source>What one point is worth when the game is settled in points — through the bank, or in a duel on the difference. Every payment is the points times this amount.</source>
        <translation>Сколько стоит одно очко при расчёте по очкам (через банк или в дуэли на разницу). Каждый платёж — это очки, умноженные на эту сумму.</translation>
    </message>
    <message>
        <source>What six alike win: the whole game at once, or only the round. When they win the round, it ends there, and players who have not thrown yet score 0 for it.</source>
        <translation>Что выигрывают шесть одинаковых: сразу всю партию или только раунд. Если раунд, он на этом заканчивается, а игроки, которые ещё не бросали, получают за него 0.</translation>
    </message>
    <message>
        <source>When six alike win only the round: the thrower&apos;s score for that round. 0 means the target score.</source>
        <translation>Если шесть одинаковых выигрывают только раунд: сколько очков за этот раунд получает выбросивший их. 0 — сумма, равная цели партии.</translation>
    </message>
    <message>
        <source>When the target is checked. As standard at the end of the round, so that everybody has had the same number of turns; or at once, when a banked total reaches it.</source>
        <translation>Когда проверяется цель. По стандартным правилам — в конце раунда, чтобы у всех было поровну ходов; или сразу, как только записанная сумма её достигнет.</translation>
    </message>
    <message>
        <source>Where six alike win: in any throw of all six dice, including the first throw of a new series after hot dice; or only in the first throw of a turn. The original names the first throw, but a new series starts “again by throwing six dice first”, in the same words.</source>
        <translation>При каком броске шесть одинаковых выигрывают: при любом броске всех шести костей, в том числе при первом броске новой серии после хот дайс, или только при первом броске хода. Исходный текст говорит о первом броске, но новую серию описывает теми же словами: «снова выбрасывая сначала шесть костей».</translation>
    </message>
    <message>
        <source>Zonk</source>
        <translation>Зонк</translation>
    </message>
    <message>
        <source>no turn</source>
        <translation>без хода</translation>
    </message>
    <message>
        <source>six of a kind</source>
        <translation>шесть одинаковых</translation>
    </message>
    <message>
        <source>wins the game at once</source>
        <translation>сразу выигрывает партию</translation>
    </message>
    <message>
        <source>wins the round</source>
        <translation>выигрывает раунд</translation>
    </message>
</context>
<context>
    <name>ZonkWords</name>
    <message numerus="yes">
        <source>%n round(s); then the totals are settled through the bank.</source>
        <translation>
            <numerusform>%n раунд; затем суммы рассчитываются через банк.</numerusform>
            <numerusform>%n раунда; затем суммы рассчитываются через банк.</numerusform>
            <numerusform>%n раундов; затем суммы рассчитываются через банк.</numerusform>
        </translation>
    </message>
</context>
</TS>
