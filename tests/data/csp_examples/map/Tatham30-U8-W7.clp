; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U8-W7.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"Y.B.R..YG.B.......R.R....R.BRG"
1 2 9 11 :
2 3 9 :
3 4 9 15 :
4 5 6 12 15 17 18 :
6 7 12 13 :
7 8 10 13 14 16 :
8 10 :
9 11 15 :
10 14 16 21 :
11 15 17 23 24 :
12 13  18 19 20 :
13 16 19 20 22 :
14 16 :
15 17 :
16 21 :
17 18 20 23 :
18 20 :
19 20 :
20 22 23 25 :
21 22 25 28 :
22 25 :
23 24 25 26 27 29 :
24 26 27 :
25 29 :
26 27 :
27 30 :
28 29 :
)
