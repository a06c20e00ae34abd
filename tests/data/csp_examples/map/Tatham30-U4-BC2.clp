; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U4-BC2.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
".....B.BG......RR.G..G.Y...GRR"
1 2 8 9 11 :
2 3 9 :
3 4 9 10 14 :
4 5 10 12 13 :
5 6 7 13 17 20 23 :
6 7 :
7 17 :
8 11 15 :
9 11 14 :
10 12 14 18 22 25 26 :
11 14 15 16 :
12 13 19 23 25 :
13 19 23 24 :
14 18 :
15 16 :
16 18 21 :
17 20 :
18 21 22 :
19 23 24 :
20 23 30 :
21 22 26 28 :
22 26 :
23 24 25 27 30 :
25 26 27 :
26 27 28 29 :
27 29 :
)
