; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-H1-BC5.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"....G.YRR.GY...G..R...G.BG...G"
1 2 9 11 12 13 :
2 3 9 :
3 4 9 13 16 20 :
4 5 6 14 15 16 :
5 6 :
6 7 10 15 :
7 8 10 :
8 10 :
9 12 :
10 15 17 19 :
11 13 18 :
12 13 :
13 18 20 :
14 15 16 17 21 :
15 17 :
16 20 21 :
17 19 21 22 23 :
18 20 25 26 :
19 23 :
20 21 24 26 27 :
21 22 23 24 :
22 23 :
23 24 28 :
24 27 28 29 :
25 26 :
26 27 29 :
27 29 :
28 29 30 :
29 30 :

)
