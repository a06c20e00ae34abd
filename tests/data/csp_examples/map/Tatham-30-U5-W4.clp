; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham-30-U5-W4.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"...RG.BBB.Y...Y..R....Y..G.G.."
1 2 9 10 11 :
2 3 8 11 :
3 4 8 :
4 5 8 :
5 6 12 13 16 19 :
6 7 13 14 15 :
7 14 :
8 12 :
9 10 18 :
10 11 18 19 22 23 24 :
11 12 :
12 19 :
13 15 16 17 :
14 15 20 25 :
15 17 20 :
16 17 19 :
17 19 20 21 :
19 21 22 :
20 21 25 27 :
21 22 27 :
22 23 24 26 27 29 :
23 24 :
25 27 28 29 30 :
26 27 :
27 29 :
28 29 30 :
29 30 :
)
