; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U22-tW4.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
".Y.R.B.Y...B...Y.BG.....Y.RYGBY"
1 2 3 12 :
2 3 :
3 4 5 12 15 16 :
4 5 :
5 6 7 10 13 17 20 :
6 7 :
7 8 9 10 13 18 21 :
8 9 :
9 11 18 :
10 13 :
11 18 24 27 :
12 14 :
13 20 21 22 :
14 15 16 19 23 :
15 16 :
16 17 23 :
17 20 22 23 25 :
18 21 24 :
19 23 28 :
20 22 :
21 22 24 :
22 24 25 26 :
23 25 28 29 :
24 26 27 :
25 26 30 :
26 27 :
28 29 :
29 30:
)
