; source: denis-berthier/CSP-Rules-Examples:Futoshiki/Tatham/9x9-Recursive-W10.clp @ fd9207f8dc1eb6e2e655048ba3b327d423900e1b
; the puzzle's form only (its published runs: published.tsv)
(solve-tatham 9
"0R,0,0D,0,0L,0,0,0,0,0UD,3,0,0,0,0,0,0L,0,0D,0,7L,0,0,0U,0,0RL,0,3,8R,0,0R,0R,0,0U,0RL,0,4,6,8,0,0,0D,2,0U,3D,7,0,0D,0,0,5L,0,0,0L,0U,5,0R,0,0,3,0U,0R,0,0D,0,0,0,0,0R,0,0D,0,0,2,6R,0,0,0,0,0,8U,"
)
