; source: denis-berthier/CSP-Rules-Examples:Futoshiki/Tatham/9x9-Extreme2-W4.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve-tatham 9
    "8,0,0D,0L,0R,0,0D,0DL,7L,0,0,3,0,0L,0L,0,0RD,0,0,0,0,0,0L,0U,0,0,0,5,0,0D,0U,0R,6,0,0R,0,0,0R,0R,0,2,0U,0,0,6,0,0L,0,0,0,0,0,0,0D,0,0,0L,0L,0,3,5,0,0L,0,0,0D,0D,0U,0R,0,0,4,0,0,0R,0,0L,0,0,0,8,"
)
