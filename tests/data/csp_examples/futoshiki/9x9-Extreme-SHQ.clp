; source: denis-berthier/CSP-Rules-Examples:Futoshiki/Tatham/9x9-Extreme-SHQ.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve-tatham 9
    "0,0,0,0,0D,0,0L,5,0,0,0D,0D,0D,0L,0D,0U,0,0U,0U,0,0,0,0U,0,0U,0RDL,0U,0,0R,0,0,0D,0U,0D,0R,0,0,0R,0,0,0,0U,0L,0,0,0U,0L,0,0UD,0L,0L,0,0D,0UL,0,0,0,0RD,0R,0,4,0D,0,0U,7,0,0D,0L,0,0L,0,0,0,0RL,0R,0R,3,0R,0R,0,0U,"
)
