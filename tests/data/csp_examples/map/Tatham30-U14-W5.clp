; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U14-W5.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"..BBY...R.G...B.Y.B.G....Y...B"
1 2 4 5 10 12 :
2 3 5 6 7 8 :
3 8 14 21 22 :
4 9 11 :
5 6 10 13 :
6 7 13 :
7 8 13 :
8 13 21 :
9 12 15 16 18 :
10 12 13 16 17 19 20 :
11 12 :
12 16 :
13 17 21 28 :
14 21 22 :
15 18 23 :
16 18 19 :
17 20 24 25 28 :
18 19 23 :
19 20 24 27 29 :
20 24 :
21 22 28 :
22 28 :
23 26 27 :
24 25 29 :
25 28 29 :
26 27 30 :
27 29 :
28 29 :
)
