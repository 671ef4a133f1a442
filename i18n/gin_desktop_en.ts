<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CoachWords</name>
    <message numerus="yes">
        <source>breaks up a near meld with %1: %n unseen card(s) would complete it</source>
        <translation>
            <numerusform>breaks up a near meld with %1: %n unseen card would complete it</numerusform>
            <numerusform>breaks up a near meld with %1: %n unseen cards would complete it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unseen card(s) would give you gin</source>
        <translation>
            <numerusform>%n unseen card would give you gin</numerusform>
            <numerusform>%n unseen cards would give you gin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stock</source>
        <translation>
            <numerusform>%n card left in the stock</numerusform>
            <numerusform>%n cards left in the stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lays off %n point(s)</source>
        <translation>
            <numerusform>lays off %n point</numerusform>
            <numerusform>lays off %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>deadwood after: %n point(s)</source>
        <translation>
            <numerusform>deadwood after: %n point</numerusform>
            <numerusform>deadwood after: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %1 would lower your deadwood to %n point(s)</source>
        <translation>
            <numerusform>the %1 would lower your deadwood to %n point</numerusform>
            <numerusform>the %1 would lower your deadwood to %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandResultDialog</name>
    <message numerus="yes">
        <source>Hollywood (O2): these points count in %n game(s) (%1).</source>
        <translation>
            <numerusform>Hollywood (O2): these points count in %n game (%1).</numerusform>
            <numerusform>Hollywood (O2): these points count in %n games (%1).</numerusform>
        </translation>
    </message>
</context>
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
    <name>KnockDialog</name>
    <message numerus="yes">
        <source>Suggested: the least deadwood (R3). %n arrangement(s) leave that deadwood; this one leaves your opponent the fewest cards to lay off (R10). Rearrange it if you like.</source>
        <translation>
            <numerusform>Suggested: the least deadwood (R3). %n arrangement leaves that deadwood; this one leaves your opponent the fewest cards to lay off (R10). Rearrange it if you like.</numerusform>
            <numerusform>Suggested: the least deadwood (R3). %n arrangements leave that deadwood; this one leaves your opponent the fewest cards to lay off (R10). Rearrange it if you like.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), with the groups that are not melds</source>
        <translation>
            <numerusform>%n point, with the groups that are not melds</numerusform>
            <numerusform>%n points, with the groups that are not melds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoffDialog</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layoff(s) to show — deadwood %1</source>
        <translation>
            <numerusform>%n layoff to show — deadwood %1</numerusform>
            <numerusform>%n layoffs to show — deadwood %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood: %1 (before layoffs %2), %n card(s) laid off</source>
        <translation>
            <numerusform>Your deadwood: %1 (before layoffs %2), %n card laid off</numerusform>
            <numerusform>Your deadwood: %1 (before layoffs %2), %n cards laid off</numerusform>
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
    <message numerus="yes">
        <source>Your rating %1 → %2 (±%3): you now win about %n match(es) in %4 against %5.</source>
        <translation>
            <numerusform>Your rating %1 → %2 (±%3): you now win about %n match in %4 against %5.</numerusform>
            <numerusform>Your rating %1 → %2 (±%3): you now win about %n matches in %4 against %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your first rating: %1 (±%2): you win about %n match(es) in %3 against %4.</source>
        <translation>
            <numerusform>Your first rating: %1 (±%2): you win about %n match in %3 against %4.</numerusform>
            <numerusform>Your first rating: %1 (±%2): you win about %n matches in %3 against %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>Accuracy %1% over %n decision(s); on average %2 lost per decision.</source>
        <translation>
            <numerusform>Accuracy %1% over %n decision; on average %2 lost per decision.</numerusform>
            <numerusform>Accuracy %1% over %n decisions; on average %2 lost per decision.</numerusform>
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
    <name>StatsChart</name>
    <message numerus="yes">
        <source>%n match(es), %1% won, %2 points per hand</source>
        <translation>
            <numerusform>%n match, %1% won, %2 points per hand</numerusform>
            <numerusform>%n matches, %1% won, %2 points per hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message numerus="yes">
        <source>Assisted matches (the hint was used; not rated): %n.</source>
        <translation>
            <numerusform>Assisted matches (the hint was used; not rated): %n.</numerusform>
            <numerusform>Assisted matches (the hint was used; not rated): %n.</numerusform>
        </translation>
    </message>
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
    <message numerus="yes">
        <source>Forget the results of %n practice match(es) and the coach&apos;s accuracy for practice matches? This cannot be undone.</source>
        <translation>
            <numerusform>Forget the results of %n practice match and the coach&apos;s accuracy for practice matches? This cannot be undone.</numerusform>
            <numerusform>Forget the results of %n practice matches and the coach&apos;s accuracy for practice matches? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget the results of %n match(es), the coach&apos;s accuracy for them and your rating history? Practice matches are kept. This cannot be undone.</source>
        <translation>
            <numerusform>Forget the results of %n match, the coach&apos;s accuracy for it and your rating history? Practice matches are kept. This cannot be undone.</numerusform>
            <numerusform>Forget the results of %n matches, the coach&apos;s accuracy for them and your rating history? Practice matches are kept. This cannot be undone.</numerusform>
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
<context>
    <name>TotalsWording</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winner: %1, with %n point(s).</source>
        <translation>
            <numerusform>Winner: %1, with %n point.</numerusform>
            <numerusform>Winner: %1, with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 — %n point(s), hands won: %3</source>
        <translation>
            <numerusform>%1. %2 — %n point, hands won: %3</numerusform>
            <numerusform>%1. %2 — %n points, hands won: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
</TS>
