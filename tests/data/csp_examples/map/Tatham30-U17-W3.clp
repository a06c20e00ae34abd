; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U17-W3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"G.R.YB...Y...B...B..R..R....BB"
1 2 10 :
2 3 8 10 12 :
3 4 8 :
4 5 8 9 11 :
5 6 7 9 11 13 :
6 7 :
7 13 14 :
8 11 12 17 19 :
9 11 :
10 12 16 18 23 :
11 13 15 17 :
12 16 19 :
13 14 15 :
14 15 22 :
15 17 20 21 :
16 18 19 25 :
17 19 20 :
18 23 :
19 20 25 26 27 :
20 21 22 27 :
21 22 :
22 27 30 :
23 24 25 :
24 25 28 29 :
25 26 28 :
26 27 28 :
27 28 30 :
28 30 :
)
