; source: denis-berthier/CSP-Rules-Examples:Futoshiki/Tatham/9x9-Extreme-NQ.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve-tatham 9
    "0D,0,0,0,0L,0,0L,0,0D,0D,0,0,0,0,5,0,0,0,0R,0R,0,0,0U,0L,5,0U,0,0R,0R,0R,0D,0,0D,0U,0,0D,0,0R,0D,0,7,0L,0,0L,0L,0U,7,0,0,0L,0,0L,0U,0,0R,0U,0,0,0L,0L,0R,0,5L,0R,0,0,0,0L,0U,0,0,0L,0U,0R,0,0,0R,2,0U,0L,0,"
)
