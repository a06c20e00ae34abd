; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U25-tW3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
".B.YRG.Y...GGYR....G.RRR.Y...B"
1 2 9 15 16 :
2 3 9 10 :
3 4 6 10 13 14 19 :
4 5 6 7 :
5 7 8 12 :
6 7 11 14 :
7 11 :
8 11 12 21 :
9 10 16 17 18 :
10 13 18 :
11 12 14 21 :
13 18 19 25 :
14 19 21 :
15 16 20 :
16 17 20 22 23 27 28 :
17 18 22 25 28 :
18 25 :
19 21 25 :
20 23 :
21 24 25 26 :
23 27 29 :
24 26 :
25 26 28 29 :
27 28 29 :
28 29 :
29 30 :
)
