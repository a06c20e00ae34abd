; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U18-tW3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"B.G...YYBG...R.YR..Y.....BG..."
1 2 8 11 :
2 3 4 8 12 16  :
3 4 9 :
4 5 10 13 17 :
5 6 7 10 13 :
6 7 13 14 18 19 :
8 12 :
10 13 17 :
11 12 15 20 22 :
12 15 :
13 17 19 :
14 18 :
15 16 20 23 :
16 17 23 :
17 19 21 23 24 25 :
18 19 21 :
19 21 :
20 22 23 :
21 25 27 28 :
22 23 26 :
23 24 26 :
24 25 29 30 :
25 27 29 :
27 28 29 30 :
28 30 :
29 30 :
)
