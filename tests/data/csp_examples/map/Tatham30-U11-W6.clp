; source: denis-berthier/CSP-Rules-Examples:Map-colouring/Tatham30-U11-W6.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 4 30
"RB..Y....B....BGBR.Y....GY.YR."
1 2 11 15 :
2 3 11 :
3 4 11 12 :
4 5 6 12 13 :
5 6 7 9 :
6 7 8 14 :
7 8 9 10 :
8 10 14 :
9 10 16 17 :
10 13 14 16 :
11 12 15 18 21 :
12 13 19 21 22 :
13 14 19 22 23 24 27 :
15 18 20 :
16 17 23 24 :
17 24 :
18 21 26:
19 22 :
21 22 25 26 :
22 25 27 :
23 24 :
24 27 28 :
25 26 27 30 :
27 28 29 30 :
28 29 :
29 30 :
)
