; source: denis-berthier/CSP-Rules-Examples:Futoshiki/Tatham/9x9-Extreme-W2.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve-tatham 9
    "0D,0,0D,0,0R,0D,0RD,0D,0D,0,0R,0D,0R,0R,0,0L,0R,0,0R,0,0D,0,0,0D,0D,0R,0,0U,0,0,0,0L,0,0,4,0L,0U,0,3L,0UR,0,0,0,0,0U,3D,0,0R,0,0U,0,0L,0U,0U,0,0D,0L,0L,0,0,0,0U,0UD,0U,0,0D,0L,0R,0,0L,0DL,0L,0,8,0R,0,0U,0,0UL,0R,0,"
)
