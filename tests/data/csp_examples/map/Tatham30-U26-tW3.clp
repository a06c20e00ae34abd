; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U26-tW3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
".G.....R.....GB..RR.....G...GY"
1 2 8 9 12 15 18 :
2 3 5 :
3 4 5 6 :
4 6 7 11 :
5 6 8 9 10 14 :
6 11 14 16 :
7 11 17 :
9 10 13 14 :
10 14 :
11 16 17 22 24 25 27 :
12 13 15 :
13 14 15 20 23 :
14 16 19 20 :
15 18 23 :
16 19 21 22 24 :
17 25 26 27 :
18 23 :
19 20 21 :
20 21 23 :
21 23 24 28 :
22 24 :
23 29 :
24 27 28 :
25 27 :
26 27 30 :
27 28 30 :
)
