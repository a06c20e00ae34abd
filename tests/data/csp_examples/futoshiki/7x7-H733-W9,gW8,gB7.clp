; source: denis-berthier/CSP-Rules-Examples:Futoshiki/ATK/7x7-H733-W9,gW8,gB7.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 7
"................................................."
"<--<<-->->>---<>>------>>>--<-<-<----><---"
"----->-<---------->----------------<>->---"
)
