; source: denis-berthier/CSP-Rules-Examples:Futoshiki/Tatham/9x9-Extreme-SHT.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve-tatham 9
    "0,0,0,0L,0,0L,0,0R,0D,0D,4D,0,0,0,0,0UL,0U,0,0D,0R,0,0R,0,0,0UD,0,0,0,0,0R,0URD,0R,0,0L,0,0L,8,0R,0,0L,0D,0R,0,0,0UD,0,0U,0,0,0,0,0DL,0,0D,0UR,0D,9,0,0,0,0L,0U,0L,2,0,0RL,0R,0,0,0R,8,0,0R,7,0U,0L,0U,0,0L,0R,0,"
)
