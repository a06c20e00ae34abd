; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U21-W3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"Y.G..B..R........B.R..G..YBYGY"
1 2 4 5 :
2 3 5 6 7 8 :
3 8 9 :
4 5 11 :
5 6 11 13 15 20 22 26 :
6 7 13 16 :
7 8 10 14 :
8 9 10 12 14 :
9 12 18 :
10 14 :
11 15 19 20 :
12 14 18 21 28 :
13 16 24 27 :
14 16 17 21 25 :
15 20 :
16 24 25 :
17 21 25 :
19 20 22 23 :
20 22 23 :
21 25 28 30 :
22 23 26 29 :
24 25 27 :
25 27 30 :
26 27 29 :
)
