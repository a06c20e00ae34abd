; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U9-tW4.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"..G....RB.....YY....B...B.R.G."
1 2 9 12 16 18 :
2 3 7 9 :
3 4 6 7 :
4 5 6 8 :
5 8 10 :
6 7 8 11 14 :
7 9 13 14 :
8 10 11 15 :
9 13 :
10 15 21 22 :
11 14 15 17 20 :
12 13 18 19 :
13 14 19 :
14 17 19 :
15 20 21 :
16 18 :
17 19 20 21 26 :
18 19 25 :
19 25 26 :
20 21 :
21 22 23 24 26 28 :
22 24 27 :
23 24 27 28 30 :
24 27 :
25 26 29 :
26 28 29 30 :
28 30 :
)
