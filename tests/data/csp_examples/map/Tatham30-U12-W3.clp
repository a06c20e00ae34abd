; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U12-W3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"G..RGY.....BY........RG.R..B.R"
1 2 7 :
2 3 7 :
3 4 7 8 15 17 19 22 24 :
4 5 8 9 10 :
5 6 11 14 16 :
7 13 17 :
8 9 12 15 :
9 10 12 :
10 11 12 :
11 12 14 :
12 14 15 :
13 17 18 20 :
14 15 16 19 :
15 19 :
16 19 23 25 27 29 :
17 20 21 24 :
18 20 26 :
19 22 24 27 :
20 21 24 26 28 :
21 24 :
23 25 :
24 26 27 28 30 :
25 29 :
26 28 :
27 29 30 :
)
