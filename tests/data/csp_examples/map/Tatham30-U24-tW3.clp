; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U24-tW3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"B.Y.YBG.YB...........R.R..GYYR"
1 2 7 8 11 14 :
2 3 6 8 :
3 4 6 :
4 5 6 9 13 17 :
6 9 12 13 :
7 10 11 14 :
8 12 14 15 :
9 13 :
10 14 15 22 :
11 14 :
12 13 15 16 18 19 :
13 16 17 18 20 23 :
14 15 :
15 19 21 22 :
16 18 :
17 20 24 :
18 19 23 25 26 :
19 21 23 25 26 :
20 23 24 28 :
21 22 25 29 :
22 27 :
23 26 30 :
24 28 :
25 26 29 30 :
26 30 :
29 30 :
)
