; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U28-W3.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"..B.RYGBY.......R.Y...G.BYRG.."
1 2 9 12 :
2 3 4 11 12 14 :
3 4 :
4 5 10 11 :
5 6 10 :
6 7 10 13 :
7 8 13 :
8 13 :
9 12 16 17 :
10 11 15 :
11 13 14 15 18 19 21 22 28 :
12 14 16 :
13 15 19 25 26 :
14 16 18 20 21 24 :
16 17 21 :
17 20 23 :
18 21 :
19 22 25 :
20 23 24 :
21 24 28 :
22 25 28 30 :
23 24 :
24 28 :
25 26 29 30 :
26 27 29 :
28 30 :
27 29 :
28 30 :
)
