<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AdvisorWords</name>
    <message numerus="yes">
        <source>chance to win %n percent</source>
        <translation>
            <numerusform>chance to win %n percent</numerusform>
            <numerusform>chance to win %n percent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BrowserWords</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln turn(s)</source>
        <translation>
            <numerusform>%Ln turn</numerusform>
            <numerusform>%Ln turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChicagoDetroitWords</name>
    <message numerus="yes">
        <source>On offer: %1 with %n dice</source>
        <translation>
            <numerusform>On offer: %1 with %n die</numerusform>
            <numerusform>On offer: %1 with %n dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message numerus="yes">
        <source>%Ln decision(s)</source>
        <translation>
            <numerusform>%Ln decision</numerusform>
            <numerusform>%Ln decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln position(s)</source>
        <translation>
            <numerusform>%Ln position</numerusform>
            <numerusform>%Ln positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Working out the ratings of %Ln earlier game(s)…</source>
        <translation>
            <numerusform>Working out the ratings of %Ln earlier game…</numerusform>
            <numerusform>Working out the ratings of %Ln earlier games…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComputerMoves</name>
    <message numerus="yes">
        <source>%1 stops on %2 after %n throw(s).</source>
        <translation>
            <numerusform>%1 stops on %2 after %n throw.</numerusform>
            <numerusform>%1 stops on %2 after %n throws.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice left</source>
        <translation>
            <numerusform>%n die left</numerusform>
            <numerusform>%n dice left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message numerus="yes">
        <source>Build on %1 with %n dice</source>
        <translation>
            <numerusform>Build on %1 with %n die</numerusform>
            <numerusform>Build on %1 with %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice again</source>
        <translation>
            <numerusform>Throw %n die again</numerusform>
            <numerusform>Throw %n dice again</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ear</name>
    <message numerus="yes">
        <source>%n percent</source>
        <translation>
            <numerusform>%n percent</numerusform>
            <numerusform>%n percent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLogWords</name>
    <message numerus="yes">
        <source>%1 entered %2 after %n throw(s).</source>
        <translation>
            <numerusform>%1 entered %2 after %n throw.</numerusform>
            <numerusform>%1 entered %2 after %n throws.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n chip(s) to %2.</source>
        <translation>
            <numerusform>%1 gives %n chip to %2.</numerusform>
            <numerusform>%1 gives %n chips to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n chip(s) from the pot.</source>
        <translation>
            <numerusform>%1 takes %n chip from the pot.</numerusform>
            <numerusform>%1 takes %n chips from the pot.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeeperWords</name>
    <message numerus="yes">
        <source> throw(s)</source>
        <translation>
            <numerusform> throw</numerusform>
            <numerusform> throws</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OddsWords</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionsWords</name>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n throw</numerusform>
            <numerusform>%n throws</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersWords</name>
    <message numerus="yes">
        <source>%1 now plays in person: with the score keeper every seat is a person at the table.</source>
        <translation>
            <numerusform>%1 now plays in person: with the score keeper every seat is a person at the table.</numerusform>
            <numerusform>%1 now play in person: with the score keeper every seat is a person at the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays as the computer again.</source>
        <translation>
            <numerusform>%1 plays as the computer again.</numerusform>
            <numerusform>%1 play as the computer again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RealDiceWords</name>
    <message numerus="yes">
        <source>%1 dice entered but %2 were thrown: remove %n.</source>
        <translation>
            <numerusform>%1 dice entered but %2 were thrown: remove %n.</numerusform>
            <numerusform>%1 dice entered but %2 were thrown: remove %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 dice entered: add %n more.</source>
        <translation>
            <numerusform>%1 of %2 dice entered: add %n more.</numerusform>
            <numerusform>%1 of %2 dice entered: add %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: throw %n dice and type what they show.</source>
        <translation>
            <numerusform>%1: throw %n die and type what it shows.</numerusform>
            <numerusform>%1: throw %n dice and type what they show.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing typed yet: type the %n dice you threw, one digit each (for example %1), then press Enter.</source>
        <translation>
            <numerusform>Nothing typed yet: type the die you threw (for example %1), then press Enter.</numerusform>
            <numerusform>Nothing typed yet: type the %n dice you threw, one digit each (for example %1), then press Enter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>%1 made %n decision(s):</source>
        <translation>
            <numerusform>%1 made %n decision:</numerusform>
            <numerusform>%1 made %n decisions:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) measured in the chance to win (pp: percentage points of it), where the strong computer plays for the win; the others in %1.</source>
        <translation>
            <numerusform>%n decision measured in the chance to win (pp: percentage points of it), where the strong computer plays for the win; the others in %1.</numerusform>
            <numerusform>%n decisions measured in the chance to win (pp: percentage points of it), where the strong computer plays for the win; the others in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n the best choice</source>
        <translation>
            <numerusform>%n was the best choice</numerusform>
            <numerusform>%n were the best choice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each was the best choice.</source>
        <translation>
            <numerusform>it was the best choice.</numerusform>
            <numerusform>each was the best choice.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoresheetWords</name>
    <message numerus="yes">
        <source>%1 (%2): %n chip(s) left in the pot afterwards</source>
        <translation>
            <numerusform>%1 (%2): %n chip left in the pot afterwards</numerusform>
            <numerusform>%1 (%2): %n chips left in the pot afterwards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 chip(s)</source>
        <translation>
            <numerusform>%1, %2 chip</numerusform>
            <numerusform>%1, %2 chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%3) gave %n chip(s)</source>
        <translation>
            <numerusform>%1: %2 (%3) gave %n chip</numerusform>
            <numerusform>%1: %2 (%3) gave %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%3) took %n chip(s)</source>
        <translation>
            <numerusform>%1: %2 (%3) took %n chip</numerusform>
            <numerusform>%1: %2 (%3) took %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chips held now; the pot has %n</source>
        <translation>
            <numerusform>Chips held now; the pot has %n</numerusform>
            <numerusform>Chips held now; the pot has %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Zonk: the turn&apos;s %Ln point(s) were lost</source>
        <translation>
            <numerusform>Zonk: the turn&apos;s %Ln point was lost</numerusform>
            <numerusform>Zonk: the turn&apos;s %Ln points were lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>holds %n</source>
        <translation>
            <numerusform>holds %n</numerusform>
            <numerusform>holds %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message numerus="yes">
        <source>%Ln finished game(s)</source>
        <translation>
            <numerusform>%Ln finished game</numerusform>
            <numerusform>%Ln finished games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln win(s)</source>
        <translation>
            <numerusform>%Ln win</numerusform>
            <numerusform>%Ln wins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnBannerWords</name>
    <message numerus="yes">
        <source>up to %n throws</source>
        <translation>
            <numerusform>up to %n throw</numerusform>
            <numerusform>up to %n throws</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>%1 finished with %Ln point(s)</source>
        <translation>
            <numerusform>%1 finished with %Ln point</numerusform>
            <numerusform>%1 finished with %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished with −%Ln point(s)</source>
        <translation>
            <numerusform>%1 finished with −%Ln point</numerusform>
            <numerusform>%1 finished with −%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 player(s)</source>
        <translation>
            <numerusform>%1 player</numerusform>
            <numerusform>%1 players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %Ln point(s)</source>
        <translation>
            <numerusform>Enter %Ln point</numerusform>
            <numerusform>Enter %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter exactly %n dice.</source>
        <translation>
            <numerusform>Enter exactly %n die.</numerusform>
            <numerusform>Enter exactly %n dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n min</source>
        <translation>
            <numerusform>about %n min</numerusform>
            <numerusform>about %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>corrected: was %1 after %n throw(s)</source>
        <translation>
            <numerusform>corrected: was %1 after %n throw</numerusform>
            <numerusform>corrected: was %1 after %n throws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>corrected: was %Ln point(s)</source>
        <translation>
            <numerusform>corrected: was %Ln point</numerusform>
            <numerusform>corrected: was %Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Zanzibar</name>
    <message numerus="yes">
        <source>%1: rank %2 of %3, worth %n chip(s).</source>
        <translation>
            <numerusform>%1: rank %2 of %3, worth %n chip.</numerusform>
            <numerusform>%1: rank %2 of %3, worth %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in the pot: loading, then unloading; the last player holding chips loses.</source>
        <translation>
            <numerusform>%n chip in the pot: loading, then unloading; the last player holding chips loses.</numerusform>
            <numerusform>%n chips in the pot: loading, then unloading; the last player holding chips loses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best hand %1; %2 has the worst, %3, and is due %n chip(s).</source>
        <translation>
            <numerusform>Best hand %1; %2 has the worst, %3, and is due %n chip.</numerusform>
            <numerusform>Best hand %1; %2 has the worst, %3, and is due %n chips.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZdorovoWords</name>
    <message numerus="yes">
        <source>A series of %n game(s); the most games won wins.</source>
        <translation>
            <numerusform>A series of %n game; the most games won wins.</numerusform>
            <numerusform>A series of %n games; the most games won wins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZonkWords</name>
    <message numerus="yes">
        <source>%n round(s); then the totals are settled through the bank.</source>
        <translation>
            <numerusform>%n round; then the totals are settled through the bank.</numerusform>
            <numerusform>%n rounds; then the totals are settled through the bank.</numerusform>
        </translation>
    </message>
</context>
</TS>
