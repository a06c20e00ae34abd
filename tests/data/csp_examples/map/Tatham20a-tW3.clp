; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham20a-tW3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 20
"RGGYRGY......G.YB..G"
1 2 8 :
3 4 8 9 12 :
4 5 9 :
5 6 7 9 13 16
6 7 :
8 10 11 12 :
9 13 :
10 11 14 17 :
11 12 14 18 :
12 13 15 18 19 20 :
13 15 16 :
14 17 18 :
15 16 :
16 20 :
17 18 19 :
18 19 :

)
