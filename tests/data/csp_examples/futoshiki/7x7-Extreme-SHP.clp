; source: denis-berthier/CSP-Rules-Examples:Futoshiki/Tatham/7x7-Extreme-SHP.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve 7
"....4...................6......................5."
"-->----->-<>----------<<-<>->>->--->---<--" 
"-<--<->--<------<--------------<----------")
