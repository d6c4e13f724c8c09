package memory

// Seed is seed 003's per-goroutine memory: 4–4.5 KB (2011).
const Seed = "4–4.5 KB"

// seedBytes is the top of that range, drawn as a line in the plot.
const seedBytes = 4500
