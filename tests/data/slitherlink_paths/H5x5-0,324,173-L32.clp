;; source: denis-berthier/CSP-Rules-Examples @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b, Slitherlink/Puzzle-loop/H5x5/0,324,173-L32.clp, verbatim below

(solve
5 5
3 . . 1 3
. . . 2 .
. . 3 . .
2 . . 0 3
. 2 2 3 .
)


***********************************************************************************************
***  SlitherRules 2.1.s based on CSP-Rules 2.1.s, config = W+nW1eq+Col+Loop
***  Using CLIPS 6.32-r770
***  Running on MacBookPro Retina Mid-2012 i7 2.7GHz, 16GB 1600MHz DDR3, MacOS 10.15.4
***********************************************************************************************

3 . . 1 3
. . . 2 .
. . 3 . .
2 . . 0 3
. 2 2 3 .

Loading pre-computed background
start init-inner-N-and-B-candidates 0.170053005218506
start solution 0.17310619354248
entering BRT
w[0]-0-in-r4c4 ==> Hr5c4 = 0, Hr4c4 = 0, Vr4c5 = 0, Vr4c4 = 0
w[0]-adjacent-3-0-in-c4{r5 r4} ==> Vr5c5 = 1, Vr5c4 = 1, Hr6c4 = 1, Hr5c5 = 1, Hr5c3 = 1, Hr6c5 = 0, Hr6c3 = 0
w0-adjacent-3-0-in-r4{c5 c4} ==> Vr4c6 = 1, Vr3c5 = 1, Hr4c5 = 1, Vr5c6 = 0, Vr3c6 = 0
w[1]-3-in-ne-corner ==> Vr1c6 = 1, Hr1c5 = 1
w[1]-3-in-nw-corner ==> Vr1c1 = 1, Hr1c1 = 1
w[1]-diagonal-3-0-in-{r3c3...r4c4} ==> Vr3c4 = 1, Hr4c3 = 1
w[1]-diagonal-3-2-3-in-{r1c5...r3c3} ==> Vr3c3 = 1, Vr4c3 = 0, Hr4c2 = 0
w[1]-adjacent-1-3-on-edge-in-r1{c4 c5} ==> Vr1c4 = 0, Hr2c4 = 0
w[1]-diagonal-3-2-in-{r3c3...r2c4}-non-closed-ne-corner ==> Vr2c5 = 1
w[1]-3-in-r5c4-closed-sw-corner ==> Pr5c5 ≠ sw, Pr5c5 ≠ ne, Pr5c5 ≠ o
w[1]-3-in-r5c4-closed-se-corner ==> Pr5c4 ≠ se, Pr5c4 ≠ nw
w[1]-3-in-r4c5-closed-se-corner ==> Pr4c5 ≠ se, Pr4c5 ≠ nw, Pr4c5 ≠ o
w[1]-3-in-r3c3-closed-sw-corner ==> Pr3c4 ≠ ne
w[1]-3-in-r3c3-closed-se-corner ==> Pr3c3 ≠ se, Pr3c3 ≠ nw, Pr3c3 ≠ o
w[1]-3-in-r1c1-closed-nw-corner ==> Pr2c2 ≠ se, Pr2c2 ≠ nw, Pr2c2 ≠ o
entering level Loop with <Fact-27684>
entering level Col with <Fact-27780>
no-vertical-line-r5{c5 c6} ==> Ir5c5 = out
vertical-line-r5{c4 c5} ==> Ir5c4 = in
no-horizontal-line-{r4 r5}c4 ==> Ir4c4 = in
no-vertical-line-r4{c3 c4} ==> Ir4c3 = in
no-vertical-line-r4{c2 c3} ==> Ir4c2 = in
no-horizontal-line-{r3 r4}c2 ==> Ir3c2 = in
vertical-line-r3{c2 c3} ==> Ir3c3 = out
vertical-line-r3{c3 c4} ==> Ir3c4 = in
vertical-line-r3{c4 c5} ==> Ir3c5 = out
horizontal-line-{r3 r4}c5 ==> Ir4c5 = in
horizontal-line-{r4 r5}c3 ==> Ir5c3 = out
vertical-line-r1{c5 c6} ==> Ir1c5 = in
vertical-line-r1{c0 c1} ==> Ir1c1 = in
Starting_init_links_with_<Fact-27794>
228 candidates, 1830 csp-links and 7237 links. Density = 27.97%
starting non trivial part of solution
Entering_level_W1_with_<Fact-45933>
whip[1]: Vr2c5{1 .} ==> Br2c5 ≠ nes, Br2c5 ≠ o, Pr2c5 ≠ nw, Pr2c5 ≠ ew, Pr3c5 ≠ ew, Pr3c5 ≠ sw, Br2c4 ≠ ns, Br2c4 ≠ nw, Br2c4 ≠ sw, Br2c5 ≠ n, Br2c5 ≠ e, Br2c5 ≠ s, Br2c5 ≠ ne, Br2c5 ≠ ns, Br2c5 ≠ se
whip[1]: Br2c5{wne .} ==> Nr2c5 ≠ 0
whip[1]: Pr3c5{nw .} ==> Br3c4 ≠ ne, Br3c4 ≠ wne, Br3c4 ≠ nes, Br3c5 ≠ nw, Br3c5 ≠ swn, Br3c5 ≠ wne
whip[1]: Pr2c5{se .} ==> Br2c4 ≠ ne, Br1c4 ≠ s
whip[1]: Br1c4{w .} ==> Pr2c4 ≠ ne, Pr1c4 ≠ se, Pr1c5 ≠ sw, Pr2c4 ≠ ew
whip[1]: Pr1c4{sw .} ==> Br1c3 ≠ se, Br1c3 ≠ ew, Br1c3 ≠ esw, Br1c3 ≠ e
whip[1]: Vr1c4{0 .} ==> Br1c4 ≠ w, Pr1c4 ≠ sw, Pr2c4 ≠ ns, Pr2c4 ≠ nw, Br1c3 ≠ ne, Br1c3 ≠ wne, Br1c3 ≠ nes
w[1]-1-in-r1c4-symmetric-sw-corner ==> Pr1c5 ≠ o
whip[1]: Pr2c4{sw .} ==> Br2c3 ≠ nw, Br2c3 ≠ se, Br2c3 ≠ ew, Br2c3 ≠ esw, Br2c3 ≠ swn, Br2c3 ≠ n, Br2c3 ≠ e, Br2c3 ≠ ns
whip[1]: Hr4c2{0 .} ==> Br4c2 ≠ nes, Pr4c2 ≠ ne, Pr4c2 ≠ se, Pr4c2 ≠ ew, Pr4c3 ≠ nw, Pr4c3 ≠ ew, Pr4c3 ≠ sw, Br3c2 ≠ s, Br3c2 ≠ ns, Br3c2 ≠ se, Br3c2 ≠ sw, Br3c2 ≠ esw, Br3c2 ≠ swn, Br3c2 ≠ nes, Br4c2 ≠ n, Br4c2 ≠ ne, Br4c2 ≠ ns, Br4c2 ≠ nw, Br4c2 ≠ swn, Br4c2 ≠ wne
whip[1]: Vr4c3{0 .} ==> Br4c3 ≠ wne, Pr4c3 ≠ ns, Pr4c3 ≠ se, Pr5c3 ≠ ne, Pr5c3 ≠ ns, Br4c2 ≠ e, Br4c2 ≠ se, Br4c2 ≠ ew, Br4c2 ≠ esw, Br4c3 ≠ w, Br4c3 ≠ nw, Br4c3 ≠ ew, Br4c3 ≠ sw, Br4c3 ≠ esw, Br4c3 ≠ swn
whip[1]: Br4c2{sw .} ==> Nr4c2 ≠ 3
whip[1]: Pr5c3{sw .} ==> Br5c2 ≠ sw, Br5c3 ≠ se
whip[1]: Br5c2{ew .} ==> Pr6c2 ≠ ne
whip[1]: Pr6c2{ew .} ==> Br5c1 ≠ e, Br5c1 ≠ ne
whip[1]: Br5c1{swn .} ==> Pr5c2 ≠ sw
whip[1]: Pr4c3{ne .} ==> Br3c3 ≠ wne, Br3c3 ≠ nes
whip[1]: Br3c3{swn .} ==> Pr3c3 ≠ ne, Pr3c3 ≠ ew, Pr4c3 ≠ o, Pr4c4 ≠ o, Pr4c4 ≠ ne, Pr4c4 ≠ ns, Pr4c4 ≠ se
P-single: Pr4c3 = ne
whip[1]: Pr4c3{ne .} ==> Br4c3 ≠ o, Br3c2 ≠ n, Br3c2 ≠ o, Br3c2 ≠ w, Br3c2 ≠ nw, Br4c3 ≠ e, Br4c3 ≠ s, Br4c3 ≠ se
whip[1]: Br4c3{nes .} ==> Nr4c3 ≠ 0
whip[1]: Br3c2{wne .} ==> Nr3c2 ≠ 0
whip[1]: Pr4c4{sw .} ==> Br3c4 ≠ sw, Br3c4 ≠ esw, Br3c4 ≠ swn
whip[1]: Br3c4{ew .} ==> Nr3c4 ≠ 3
whip[1]: Pr3c3{sw .} ==> Hr3c3 ≠ 1, Br2c2 ≠ nw, Br2c2 ≠ se, Br2c2 ≠ esw, Br2c2 ≠ nes, Br2c3 ≠ sw, Br2c3 ≠ nes, Br3c3 ≠ swn, Br2c2 ≠ o, Br2c2 ≠ n, Br2c2 ≠ w, Br2c3 ≠ s
H-single: Hr3c3 = 0
B-single: Br3c3 = esw
no-horizontal-line-{r2 r3}c3 ==> Ir2c3 = out
whip[1]: Hr3c3{0 .} ==> Pr3c4 ≠ nw, Pr3c4 ≠ ew
whip[1]: Pr3c4{se .} ==> Br3c4 ≠ ns, Br3c4 ≠ se, Br3c4 ≠ o, Br3c4 ≠ n, Br3c4 ≠ e, Br3c4 ≠ s
whip[1]: Br3c4{ew .} ==> Hr4c4 ≠ 1, Pr4c4 ≠ ew, Pr4c4 ≠ sw, Pr4c5 ≠ ew, Pr4c5 ≠ sw, Nr3c4 ≠ 0
P-single: Pr4c4 = nw
whip[1]: Pr4c4{nw .} ==> Vr4c4 ≠ 1, Br4c3 ≠ ne, Br4c3 ≠ nes
whip[1]: Br4c3{ns .} ==> Pr5c4 ≠ ns, Nr4c3 ≠ 3
whip[1]: Pr5c4{sw .} ==> Br5c3 ≠ ew, Br5c3 ≠ sw, Br5c4 ≠ swn, Br5c4 ≠ wne, Br4c3 ≠ n
B-single: Br4c3 = ns
whip[1]: Br4c3{ns .} ==> Nr4c3 ≠ 1, Pr5c3 ≠ sw
N-single: Nr4c3 = 2
whip[1]: Pr6c2{ew .} ==> Br6c1 ≠ o, Hr6c1 ≠ 0, Br5c1 ≠ o, Br5c1 ≠ n, Br5c2 ≠ ne
H-single: Hr6c1 = 1
B-single: Br6c1 = n
horizontal-line-{r5 r6}c1 ==> Ir5c1 = in
different-colours-in-r5{c0 c1} ==> Hr5c1 = 1
whip[1]: Hr6c1{1 .} ==> Pr6c1 ≠ o
P-single: Pr6c1 = ne
whip[1]: Vr5c1{1 .} ==> Br5c0 ≠ o, Pr5c1 ≠ o, Pr5c1 ≠ ne
B-single: Br5c0 = e
whip[1]: Pr4c2{nw .} ==> Vr3c2 ≠ 0, Br3c1 ≠ w, Br3c1 ≠ ns, Br3c1 ≠ nw, Br3c1 ≠ sw, Br3c1 ≠ swn, Br3c2 ≠ ne, Br4c1 ≠ ne, Br4c1 ≠ sw, Br3c1 ≠ o, Br3c1 ≠ n, Br3c1 ≠ s, Br3c2 ≠ e
V-single: Vr3c2 = 1
vertical-line-r3{c1 c2} ==> Ir3c1 = out
same-colour-in-r3{c0 c1} ==> Vr3c1 = 0
whip[1]: Vr3c2{1 .} ==> Pr3c2 ≠ o, Pr3c2 ≠ ne, Pr3c2 ≠ nw, Pr3c2 ≠ ew
whip[1]: Pr3c2{sw .} ==> Br2c1 ≠ se, Br2c1 ≠ esw, Br2c1 ≠ nes, Br2c2 ≠ sw, Br2c2 ≠ swn
whip[1]: Br2c2{wne .} ==> Nr2c2 ≠ 0
whip[1]: Vr3c1{0 .} ==> Br3c0 ≠ e, Pr3c1 ≠ ns, Pr3c1 ≠ se, Pr4c1 ≠ ne, Pr4c1 ≠ ns, Br3c1 ≠ ew, Br3c1 ≠ esw, Br3c1 ≠ wne
B-single: Br3c0 = o
whip[1]: Pr6c3{nw .} ==> Br6c3 ≠ n, Br5c2 ≠ ns, Br5c2 ≠ ew, Br5c3 ≠ ns
B-single: Br6c3 = o
whip[1]: Br6c3{o .} ==> Pr6c4 ≠ ew
whip[1]: Pr6c4{ne .} ==> Br5c4 ≠ nes
B-single: Br5c4 = esw
whip[1]: Br5c4{esw .} ==> Pr5c5 ≠ ew, Pr5c5 ≠ nw, Pr5c4 ≠ ew, Pr6c5 ≠ ew, Pr6c5 ≠ ne, Pr6c5 ≠ o, Pr6c4 ≠ o, Hr5c4 ≠ 1
P-single: Pr5c3 = ew
P-single: Pr6c3 = o
P-single: Pr6c4 = ne
P-single: Pr6c5 = nw
P-single: Pr5c4 = sw
whip[1]: Pr5c3{ew .} ==> Br4c2 ≠ w, Br4c2 ≠ o, Vr5c3 ≠ 1, Hr5c2 ≠ 0, Br5c2 ≠ se, Br5c3 ≠ nw
H-single: Hr5c2 = 1
V-single: Vr5c3 = 0
P-single: Pr5c2 = se
B-single: Br5c3 = ne
B-single: Br5c2 = nw
no-vertical-line-r5{c2 c3} ==> Ir5c2 = out
same-colour-in-{r5 r6}c2 ==> Hr6c2 = 0
w[1]-2-in-r5c2-open-se-corner ==> Vr5c2 = 1, Hr5c1 = 0, Vr4c2 = 0
w[1]-2-in-r4c1-open-se-corner ==> Hr4c1 = 1, Vr4c1 = 1
P-single: Pr4c1 = se
vertical-line-r4{c0 c1} ==> Ir4c1 = in
whip[1]: Pr5c2{se .} ==> Br4c1 ≠ ns, Br4c1 ≠ se, Br4c1 ≠ ew, Br4c2 ≠ sw, Br5c1 ≠ sw, Br5c1 ≠ swn
B-single: Br5c1 = esw
B-single: Br4c2 = s
B-single: Br4c1 = nw
whip[1]: Br5c1{esw .} ==> Nr5c1 ≠ 2, Nr5c1 ≠ 1, Nr5c1 ≠ 0, Pr5c1 ≠ se, Pr6c2 ≠ ew
N-single: Nr5c1 = 3
P-single: Pr6c2 = nw
P-single: Pr5c1 = ns
whip[1]: Pr6c2{nw .} ==> Br6c2 ≠ n
B-single: Br6c2 = o
whip[1]: Br4c2{s .} ==> Nr4c2 ≠ 2, Nr4c2 ≠ 0, Pr4c2 ≠ ns
N-single: Nr4c2 = 1
P-single: Pr4c2 = nw
whip[1]: Pr4c2{nw .} ==> Br3c1 ≠ e, Br3c1 ≠ ne
whip[1]: Br3c1{nes .} ==> Nr3c1 ≠ 0, Nr3c1 ≠ 1
whip[1]: Vr4c1{1 .} ==> Br4c0 ≠ o
B-single: Br4c0 = e
whip[1]: Pr6c4{ne .} ==> Br6c4 ≠ o
B-single: Br6c4 = n
whip[1]: Pr6c5{nw .} ==> Br5c5 ≠ n, Br5c5 ≠ o, Br6c5 ≠ n, Br5c5 ≠ se, Br5c5 ≠ esw, Br5c5 ≠ nes
B-single: Br6c5 = o
whip[1]: Br6c5{o .} ==> Pr6c6 ≠ nw
P-single: Pr6c6 = o
whip[1]: Br5c5{nw .} ==> Pr5c6 ≠ ns, Pr5c6 ≠ sw, Nr5c5 ≠ 0, Nr5c5 ≠ 3
whip[1]: Pr5c6{nw .} ==> Br4c5 ≠ swn, Br4c5 ≠ wne
whip[1]: Br4c5{nes .} ==> Pr4c6 ≠ o, Pr4c6 ≠ nw, Pr5c6 ≠ o, Pr5c5 ≠ ns
P-single: Pr5c5 = se
P-single: Pr5c6 = nw
whip[1]: Pr5c5{se .} ==> Br5c5 ≠ w, Vr4c5 ≠ 1, Br4c5 ≠ esw
B-single: Br4c5 = nes
B-single: Br5c5 = nw
whip[1]: Br4c5{nes .} ==> Pr4c5 ≠ ns, Pr4c6 ≠ ns
P-single: Pr4c6 = sw
P-single: Pr4c5 = ne
whip[1]: Pr4c6{sw .} ==> Br3c5 ≠ ne, Br3c5 ≠ w, Br3c5 ≠ e, Br3c5 ≠ n, Br3c5 ≠ o, Br3c5 ≠ se, Br3c5 ≠ ew, Br3c5 ≠ esw, Br3c5 ≠ nes
whip[1]: Br3c5{sw .} ==> Pr3c6 ≠ ns, Pr3c6 ≠ sw, Nr3c5 ≠ 0, Nr3c5 ≠ 3
whip[1]: Pr3c6{nw .} ==> Br2c5 ≠ ew, Br2c5 ≠ sw, Br2c5 ≠ swn, Br2c5 ≠ wne
whip[1]: Br2c5{esw .} ==> Pr2c6 ≠ sw
whip[1]: Pr4c5{ne .} ==> Br3c4 ≠ w, Br3c4 ≠ nw, Br3c5 ≠ s, Br3c5 ≠ ns
B-single: Br3c5 = sw
B-single: Br3c4 = ew
whip[1]: Br3c5{sw .} ==> Nr3c5 ≠ 1, Pr3c5 ≠ nw, Pr3c5 ≠ ne, Pr3c6 ≠ nw, Hr3c5 ≠ 1
H-single: Hr3c5 = 0
N-single: Nr3c5 = 2
P-single: Pr2c4 = sw
P-single: Pr3c6 = o
P-single: Pr3c5 = ns
no-horizontal-line-{r2 r3}c5 ==> Ir2c5 = out
vertical-line-r2{c4 c5} ==> Ir2c4 = in
no-horizontal-line-{r1 r2}c4 ==> Ir1c4 = in
no-vertical-line-r1{c3 c4} ==> Ir1c3 = in
different-colours-in-{r1 r2}c3 ==> Hr2c3 = 1
different-colours-in-{r0 r1}c3 ==> Hr1c3 = 1
same-colour-in-r1{c4 c5} ==> Vr1c5 = 0
different-colours-in-{r0 r1}c4 ==> Hr1c4 = 1
w[1]-3-in-r1c5-hit-by-horiz-line-at-nw ==> Hr2c5 = 1
w[1]-3-in-r1c5-closed-se-corner ==> Pr1c5 ≠ se
P-single: Pr1c5 = ew
same-colour-in-{r2 r3}c4 ==> Hr3c4 = 0
w[1]-diagonal-3-2-in-{r1c5...r2c4}-non-closed-sw-corner ==> Vr2c4 = 1

LOOP[6]: Hr2c3-Vr2c4-Vr3c4-Hr4c3-Vr3c3- ==> Vr2c3 = 0
no-vertical-line-r2{c2 c3} ==> Ir2c2 = out
different-colours-in-{r2 r3}c2 ==> Hr3c2 = 1

LOOP[28]: Hr2c3-Vr2c4-Vr3c4-Hr4c3-Vr3c3-Hr3c2-Vr3c2-Hr4c1-Vr4c1-Vr5c1-Hr6c1-Vr5c2-Hr5c2-Hr5c3-Vr5c4-Hr6c4-Vr5c5-Hr5c5-Vr4c6-Hr4c5-Vr3c5-Vr2c5-Hr2c5-Vr1c6-Hr1c5-Hr1c4-Hr1c3- ==> Vr1c3 = 0
no-vertical-line-r1{c2 c3} ==> Ir1c2 = in
no-vertical-line-r2{c1 c2} ==> Ir2c1 = out
same-colour-in-r2{c0 c1} ==> Vr2c1 = 0
different-colours-in-{r1 r2}c1 ==> Hr2c1 = 1
w[1]-3-in-r1c1-closed-sw-corner ==> Pr1c2 ≠ sw, Pr1c2 ≠ o
different-colours-in-{r1 r2}c2 ==> Hr2c2 = 1

LOOP[32]: Hr1c3-Hr1c4-Hr1c5-Vr1c6-Hr2c5-Vr2c5-Vr3c5-Hr4c5-Vr4c6-Hr5c5-Vr5c5-Hr6c4-Vr5c4-Hr5c3-Hr5c2-Vr5c2-Hr6c1-Vr5c1-Vr4c1-Hr4c1-Vr3c2-Hr3c2-Vr3c3-Hr4c3-Vr3c4-Vr2c4-Hr2c3-Hr2c2-Hr2c1-Vr1c1-Hr1c1- ==> Hr1c2 = 1

LOOP[30]: Hr1c2-Hr1c3-Hr1c4-Hr1c5-Vr1c6-Hr2c5-Vr2c5-Vr3c5-Hr4c5-Vr4c6-Hr5c5-Vr5c5-Hr6c4-Vr5c4-Hr5c3-Hr5c2-Vr5c2-Hr6c1-Vr5c1-Vr4c1-Hr4c1-Vr3c2-Hr3c2-Vr3c3-Hr4c3-Vr3c4-Vr2c4-Hr2c3-Hr2c2- ==> Vr1c2 = 0

PUZZLE 0 SOLVED. rating-type = W+nW1eq+Col+Loop, MOST COMPLEX RULE TRIED = W[1]

XXXXX
OOOXO
OXOXO
XXXXX
XOOXO

.———.———.———.———.———.
| 3           1   3 |
.———.———.———.   .———.
            | 2 |
.   .———.   .   .   .
    |   | 3 |   |
.———.   .———.   .———.
| 2           0   3 |
.   .———.———.   .———.
|   | 2   2 | 3 |
.———.   .   .———.   .

init-time = 0.17s, solve-time = 1.88s, total-time = 2.05s
nb-facts=<Fact-47533>
Quasi-Loop max length = 32
Colours effectively used
***********************************************************************************************
***  SlitherRules 2.1.s based on CSP-Rules 2.1.s, config = W+nW1eq+Col+Loop
***  Using CLIPS 6.32-r770
***  Running on MacBookPro Retina Mid-2012 i7 2.7GHz, 16GB 1600MHz DDR3, MacOS 10.15.4
***********************************************************************************************
