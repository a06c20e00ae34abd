; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U23-tW3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"RG..G...Y....G......Y.YBBRY..G"
1 2 6 10 :
2 3 6 7 :
3 4 7 8 11 :
4 5 9 11 15 16 :
5 9 :
6 7 10 12 13 :
7 8 13 14 :
8 11 13 14 17 18 19 :
9 16 24 30 :
10 12 22 25 :
11 15 20 :
12 13 17 22 25 :
13 17 :
15 16 21 :
16 19 20 21 23 24 :
17 18 25 26 27 28 :
18 19 :
19 20 23 26 29 :
20 21 :
22 25 :
23 24 29 :
24 29 30 :
25 27 :
26 28 29 :
27 28 :
)
