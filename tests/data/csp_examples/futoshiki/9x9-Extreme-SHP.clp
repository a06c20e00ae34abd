; source: denis-berthier/CSP-Rules-Examples:Futoshiki/Tatham/9x9-Extreme-SHP.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve-tatham 9
    "0,0L,0,0,0,0D,0,0L,0,0R,0UR,0D,0,0R,0R,0R,0R,0,0D,0,0L,0L,0L,0,0R,0D,0D,0,0D,0DL,0,0,0,1,0,0,0R,0,0L,0,0R,0,3,0U,0U,0U,7,0,0,0,0L,0,0,0,0,0,0U,0,0L,0,0L,0L,0L,0D,0,0L,0L,0U,0U,0,0R,0U,0R,0,6,0,0,8,0L,0R,0,"
)
