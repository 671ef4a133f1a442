<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>HistoryView</name>
    <message numerus="yes">
        <source>Current match · %1 · %n finished hand(s)</source>
        <translation>
            <numerusform>Current match · %1 · %n finished hand</numerusform>
            <numerusform>Current match · %1 · %n finished hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message numerus="yes">
        <source>wins about %n match(es) in %1 against %2</source>
        <translation>
            <numerusform>wins about %n match in %1 against %2</numerusform>
            <numerusform>wins about %n matches in %1 against %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At this rating you would win about %n match(es) in %1 against %2.</source>
        <translation>
            <numerusform>At this rating you would win about %n match in %1 against %2.</numerusform>
            <numerusform>At this rating you would win about %n matches in %1 against %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rated match(es)</source>
        <translation>
            <numerusform>%n rated match</numerusform>
            <numerusform>%n rated matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>about %n point(s)</source>
        <translation>
            <numerusform>about %n point</numerusform>
            <numerusform>about %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — about %n point(s) better than %2</source>
        <translation>
            <numerusform>%1 — about %n point better than %2</numerusform>
            <numerusform>%1 — about %n points better than %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly decision(s) marked ??.</source>
        <translation>
            <numerusform>%n costly decision marked ??.</numerusform>
            <numerusform>%n costly decisions marked ??.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s).</source>
        <translation>
            <numerusform>Stock: %n card.</numerusform>
            <numerusform>Stock: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opponent holds %n card(s).</source>
        <translation>
            <numerusform>Opponent holds %n card.</numerusform>
            <numerusform>Opponent holds %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message numerus="yes">
        <source>Forget the results of %n practice match(es)? This cannot be undone.</source>
        <translation>
            <numerusform>Forget the results of %n practice match? This cannot be undone.</numerusform>
            <numerusform>Forget the results of %n practice matches? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget the results of %n match(es)? This cannot be undone.</source>
        <translation>
            <numerusform>Forget the results of %n match? This cannot be undone.</numerusform>
            <numerusform>Forget the results of %n matches? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
