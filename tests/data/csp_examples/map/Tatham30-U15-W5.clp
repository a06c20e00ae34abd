; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U15-W5.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"B..R..BG..G....Y.....R.BYG..B."
1 2 9 12 :
2 3 8 9 13 17 :
3 4 5 8 10 15 :
4 5 :
5 6 7 10 :
6 7 10 11 :
8 13 14 15 :
9 12 16 17 :
10 11 15 21 :
12 16 :
13 14 18 19 :
14 15 19 20 :
15 20 21 :
16 17 :
17 18 22 23 25 :
18 19 23 26 30 :
19 20 26 :
20 21 24 26 27 29 30 :
21 24 27 28 :
22 25 :
23 25 26 30 :
24 27 :
26 30 :
27 28 29 :
28 29 :
29 30:
)
