; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham20b-W3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 20
"R.YB.B....GR.RG.Y..G"
1 2 8 :
2 3 7 8 :
3 4 5 7 :
4 5 :
5 6 7 9 :
6 9 14 18 20 :
7 8 9 :
8 10 11 12 13 :
9 10 14 :
10 13 14 16 :
11 12 :
12 13 15 16 19 :
13 16 :
14 16 17 18 :
16 17 19 :
17 19 :
18 20 :
)
