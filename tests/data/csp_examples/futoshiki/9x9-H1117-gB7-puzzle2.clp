; source: denis-berthier/CSP-Rules-Examples:Futoshiki/ATK/9x9-H1117-gB7.clp (its puzzle 2) @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 9
"................................................................................."
"><<<><<><><><>>>>><<><><<<><>><>><><><>><>><<<>>><><<>><<><>><><>><><><<"
"<---<<--->>>-->>-<--->->>>>>>--<--><-<----->-<><--><-----------<<->--<>-")
